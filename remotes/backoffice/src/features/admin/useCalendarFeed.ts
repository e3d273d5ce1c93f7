// The model of "Calendario para tu teléfono": the feed's secret address (live), copying it, and making a new
// one after a confirmation (the old address stops working at once: docs/storage-contract.md, "Calendar feed").
import { useState } from 'react';
import { useLive } from '@salon/firebase';
import { calendarFeedAddressesFor, rotateCalendarFeedToken, watchCalendarFeedToken } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage } from '@salon/ui/src/fields';

export interface CalendarFeedModel {
  /** loading, failed to load, no address yet, or an address. */
  status: 'loading' | 'error' | 'none' | 'ready';
  /** https:// (Google Calendar's «Desde URL») and webcal:// (opens the phone's calendar); null until there is one. */
  addresses: { https: string; webcal: string } | null;
  /** The address is the local backend's: only this machine reaches it. */
  local: boolean;
  /** "Generar una dirección nueva" asked, waiting for the confirmation. */
  confirming: boolean;
  rotating: boolean;
  /** Why the last rotation failed ('' when it did not). */
  rotateError: string;
  /** What the copy button last did: '' (nothing yet), 'copied', or 'manual' (the browser refused: select it). */
  copy: '' | 'copied' | 'manual';
  askRotate: () => void;
  cancelRotate: () => void;
  rotate: () => Promise<void>;
  copyAddress: () => Promise<void>;
}

export function useCalendarFeed(): CalendarFeedModel {
  const token = useLive<string | null>((onData, onError) => watchCalendarFeedToken(onData, onError), []);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [rotateError, setRotateError] = useState('');
  const [copy, setCopy] = useState<'' | 'copied' | 'manual'>('');
  // While a new token is being saved, the address shown is the one the server still answers at: the watcher sees
  // the new token before the server has acknowledged it, and a failed save takes it back.
  const [held, setHeld] = useState<{ token: string | null } | null>(null);

  const stored = token.status === 'ready' ? token.value : null;
  const current = held ? held.token : stored;
  const addresses = current ? calendarFeedAddressesFor(current) : null;

  async function rotate(): Promise<void> {
    setRotating(true);
    setRotateError('');
    setHeld({ token: current });
    try {
      await rotateCalendarFeedToken();
      setConfirming(false);
      setCopy('');
      notify(current ? 'Listo: hay una dirección nueva y la anterior ya no funciona.' : 'Listo: el calendario ya tiene su dirección.', 'success');
    } catch (caught) {
      setRotateError(`No se generó la dirección nueva: la anterior sigue funcionando. ${saveErrorMessage(caught)}`);
    } finally {
      setHeld(null);
      setRotating(false);
    }
  }

  async function copyAddress(): Promise<void> {
    if (!addresses) return;
    try {
      await navigator.clipboard.writeText(addresses.https);
      setCopy('copied');
    } catch {
      setCopy('manual');
    }
  }

  return {
    status: token.status === 'ready' ? (current ? 'ready' : 'none') : token.status,
    addresses: addresses ? { https: addresses.https, webcal: addresses.webcal } : null,
    local: addresses?.local ?? false,
    confirming,
    rotating,
    rotateError,
    copy,
    askRotate: () => {
      setConfirming(true);
      setRotateError('');
    },
    cancelRotate: () => {
      setConfirming(false);
      setRotateError('');
    },
    rotate,
    copyAddress,
  };
}
