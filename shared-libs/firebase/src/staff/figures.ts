// cifras/meses/{AAAA-MM}: /tablero's figures of each month, kept by the functions from that month's books
// (docs/performance.md, "Server-kept figures"). Staff read a range of months, and /cobranzas the months with
// settled budgets still owing; nobody in a browser writes them.
import { parseKeptFigures, type MonthFigures, type MonthKey } from '@salon/domain';
import { PATHS, rawDatabase, type Unsubscribe } from '@salon/firebase';
import { watchKeysBetween } from './keyRange';

const { orderByChild, startAt, watchQuery } = rawDatabase;

/** The months kept from `desde` to `hasta` ('YYYY-MM', both included), live; a month not kept yet is absent. */
export function watchKeptFigures(
  desde: MonthKey,
  hasta: MonthKey,
  onData: (kept: Record<MonthKey, MonthFigures>) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  return watchKeysBetween(PATHS.figures, desde, hasta, parseKeptFigures, onData, onError);
}

/** The budgets marked pagado or realizado that still owe, by id, live: a query on the months' `saldoDeCerrados`. */
export function watchSettledOwingIds(onData: (ids: string[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchQuery(
    PATHS.figures,
    [orderByChild('saldoDeCerrados'), startAt(1)],
    (children) => Object.values(parseKeptFigures(Object.fromEntries(children))).flatMap((figures) => Object.keys(figures.cerradosConSaldo ?? {})),
    onData,
    onError,
  );
}
