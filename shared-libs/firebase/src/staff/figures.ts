// cifras/meses/{AAAA-MM}: /tablero's figures of each month, kept by the functions from that month's books
// (docs/performance.md, "Server-kept figures"). Staff read a range of months; nobody in a browser writes them.
import { parseKeptFigures, type MonthFigures, type MonthKey } from '@salon/domain';
import { PATHS, type Unsubscribe } from '@salon/firebase';
import { watchKeysBetween } from './keyRange';

/** The months kept from `desde` to `hasta` ('YYYY-MM', both included), live; a month not kept yet is absent. */
export function watchKeptFigures(
  desde: MonthKey,
  hasta: MonthKey,
  onData: (kept: Record<MonthKey, MonthFigures>) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  return watchKeysBetween(PATHS.figures, desde, hasta, parseKeptFigures, onData, onError);
}
