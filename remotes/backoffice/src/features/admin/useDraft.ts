import { useEffect, useRef, useState } from 'react';
import type { LiveState } from '@salon/firebase';

/**
 * A form's draft that starts from the live value and follows it while the user has not typed anything;
 * once edited, the typed text stays (also after a failed save). After a successful save, call
 * `markSaved` so the draft follows the database again.
 */
export function useDraft<T>(live: LiveState<T>): [T | null, (next: T) => void, () => void, boolean] {
  const [draft, setDraft] = useState<T | null>(null);
  const edited = useRef(false);
  const value = live.status === 'ready' ? live.value : null;
  useEffect(() => {
    if (value !== null && !edited.current) setDraft(value);
  }, [value]);
  const change = (next: T) => {
    edited.current = true;
    setDraft(next);
  };
  const markSaved = () => {
    edited.current = false;
  };
  // The fourth value: the first load failed (the section says so instead of loading forever).
  return [draft, change, markSaved, draft === null && live.status === 'error'];
}
