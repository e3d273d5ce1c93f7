// The embedded backend's side of the scheduled Cloud Function expireHolds (functions/src/index.ts): `npm start` and
// `npm run backend` run the same runHoldExpiry on a timer (at start, then every 15 minutes), with the local admin
// connection. Tests call runHoldExpiry directly with a fixed clock instead (no waiting on real time).
import { getDatabase } from 'firebase-admin/database';
import { HOLD_EXPIRY_INTERVAL_MS, runHoldExpiry } from '../../functions/src/holdExpiry';
import { localAdminApp } from '../seed/seed';

export { runHoldExpiry };

/** Starts the timer; returns what stops it. Failures are logged and retried at the next tick. */
export function startHoldExpiryTimer(intervalMs = HOLD_EXPIRY_INTERVAL_MS): () => void {
  const db = getDatabase(localAdminApp());
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const freed = await runHoldExpiry(db, Date.now());
      if (freed.length > 0) console.log(`Reservas provisorias vencidas: ${freed.map((hold) => hold.date).join(', ')}`);
    } catch (error) {
      console.error('No se pudieron vencer las reservas provisorias:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
