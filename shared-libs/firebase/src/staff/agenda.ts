// What the staff agenda (/agenda) reads: the bookings of the dates it shows and the budgets they name, each
// live. Bookings are keyed by date, so a range of them is a query by key. Budgets are keyed by push id (when they
// were made), and the rules declare no index on their event date, so the agenda reads the ones its bookings
// name, one by one, instead of every budget (docs/storage-contract.md, reservas and presupuestos).
import { parseBudget, type StoredBudget } from '@salon/domain';
import { childPath, PATHS, rawDatabase, type Unsubscribe } from '@salon/firebase';
import { parseBookings, type Booking } from '@salon/firebase/data';
import { watchKeysBetween } from './keyRange';

// The page's one Firebase, through the shared package (see ./index.ts).
const { watchPath } = rawDatabase;

/** reservas/{date} from `desde` to `hasta` ('YYYY-MM-DD', both included), by date. */
export function watchBookingsBetween(desde: string, hasta: string, onData: (bookings: Booking[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchKeysBetween(PATHS.bookings, desde, hasta, parseBookings, onData, onError);
}

/**
 * The budgets `ids` name, live, by id (null: not found, or not a budget). Hands them over once every one has
 * answered, then on each change; none asked, an empty record at once.
 */
export function watchBudgetsById(
  ids: readonly string[],
  onData: (budgets: Record<string, StoredBudget | null>) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  const wanted = [...new Set(ids)];
  const budgets: Record<string, StoredBudget | null> = {};
  if (wanted.length === 0) onData({});
  let failed = false;
  const stops = wanted.map((id) =>
    watchPath(
      childPath(PATHS.budgets, id),
      (raw) => parseBudget(id, raw),
      (budget) => {
        budgets[id] = budget;
        if (wanted.every((each) => each in budgets)) onData({ ...budgets });
      },
      (error) => {
        // One refusal is the answer for all: the caller shows it once.
        if (failed) return;
        failed = true;
        onError?.(error);
      },
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
