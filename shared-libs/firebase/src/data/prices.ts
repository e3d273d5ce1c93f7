import { resolveWeekendDays, type Weekday } from '@salon/domain';
import { PATHS, rawDatabase, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { readPath, watchPath } = rawDatabase;

/** datosId/8 as stored: `{field}{page}` → amount, e.g. `b_precio_3hs_7: 150000`. */
export type RawPriceTable = Record<string, unknown>;

const asRecord = (raw: unknown): RawPriceTable => (raw && typeof raw === 'object' ? (raw as RawPriceTable) : {});

export function watchPrices(onData: (prices: RawPriceTable) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.prices, asRecord, onData, onError);
}

export function readPrices(): Promise<RawPriceTable> {
  return readPath(PATHS.prices, asRecord);
}

/** config/diasFinDeSemana: weekdays charged at the weekend rate (defaults when unset; unusable values are logged). */
export function watchWeekendDays(onData: (days: Weekday[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(
    PATHS.weekendDays,
    (raw) => {
      const { days, warnings } = resolveWeekendDays(raw);
      for (const warning of warnings) console.warn(`[${PATHS.weekendDays}] ${warning}`);
      return days;
    },
    onData,
    onError,
  );
}
