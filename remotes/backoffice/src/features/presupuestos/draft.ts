// Drafts in localStorage: what staff type survives a failed save and a reload, until it is saved.
import { useCallback, useState } from 'react';

const PREFIX = 'salon.borrador.';

export function readDraft<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // See writeDraft.
  }
}

/**
 * A state kept in a draft: starts from the saved draft when there is one (`restored` says so), and every
 * change is written through. `discard` forgets the draft and goes back to `initial`.
 */
export function useDraft<T>(key: string, initial: () => T) {
  const [state, setState] = useState(() => {
    const draft = readDraft<T>(key);
    return { value: draft ?? initial(), restored: draft !== null };
  });
  const update = useCallback(
    (next: T) => {
      writeDraft(key, next);
      setState((previous) => ({ ...previous, value: next }));
    },
    [key],
  );
  // `initial` of this render: a budget that changed since the draft began is what "discard" goes back to.
  const discard = useCallback(() => {
    clearDraft(key);
    setState({ value: initial(), restored: false });
  }, [key, initial]);
  const forget = useCallback(() => {
    clearDraft(key);
    setState((previous) => ({ ...previous, restored: false }));
  }, [key]);
  return { value: state.value, restored: state.restored, update, discard, forget };
}
