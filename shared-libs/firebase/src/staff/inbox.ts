// The staff inbox (consultas/{id}, docs/storage-contract.md "Inquiries"): a window of one of its queries, the count
// of new ones (a query too), one inquiry, status changes (one or several in one update), and the status of the
// budget an inquiry turned into (that one child, not the budgets).
import { parseInquiry, readBudgetStatus, type BudgetStatus, type InboxQuery, type Inquiry, type InquiryStatus } from '@salon/domain';
import { childPath, getDb, PATHS, rawDatabase, type RawDatabase, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { endAt, equalTo, limitToLast, orderByChild, ref, serverTimestamp, startAt, update, watchPath, watchQuery } = rawDatabase;

export interface InquiryWindow {
  /**
   * Newest first: by the time received (by the date asked for, then that, for a date range). The window is the
   * query's last `size` by key; push ids follow the time, an older key (the demo's 'demo1') only joins it sooner.
   */
  inquiries: Inquiry[];
  /** The query filled the window: there may be more («Ver más»). */
  full: boolean;
}

/** The last `size` inquiries of a query (inboxQuery of @salon/domain), live. */
export function watchInquiryWindow(spec: InboxQuery, size: number, onData: (window: InquiryWindow) => void, onError?: (error: Error) => void): Unsubscribe {
  const constraints =
    spec.by === 'fecha'
      ? [orderByChild('fecha'), startAt(spec.from), endAt(spec.to), limitToLast(size)]
      : [orderByChild(spec.by), equalTo(spec.equalTo), limitToLast(size)];
  return watchQuery(
    PATHS.inquiries,
    constraints,
    (children) => ({
      inquiries: children
        .map(([id, raw]) => parseInquiry(id, raw))
        .filter((inquiry): inquiry is Inquiry => inquiry !== null)
        .reverse()
        .sort((a, b) => (spec.by === 'fecha' && a.fecha !== b.fecha ? (a.fecha < b.fecha ? 1 : -1) : b.creadaEn - a.creadaEn)),
      full: children.length >= size,
    }),
    onData,
    onError,
  );
}

/** How many inquiries are new (estado 'nueva'), live: a query on the status, not every inquiry. */
export function watchNewInquiryCount(onData: (count: number) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchQuery(PATHS.inquiries, [orderByChild('estado'), equalTo('nueva')], (children) => children.length, onData, onError);
}

/** The hourly ceiling of inquiries (topesConsultas/hora) live, as stored: hourlyCeilingLine words it. */
export function watchInquiryCeiling(onData: (raw: unknown) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.inquiryCeiling, (raw) => raw, onData, onError);
}

/** One inquiry live; null when there is none. */
export function watchInquiry(id: string, onData: (inquiry: Inquiry | null) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(childPath(PATHS.inquiries, id), (raw) => parseInquiry(id, raw), onData, onError);
}

/** The status of one budget (presupuestos/{id}/estado) live; null when it does not exist. */
export function watchBudgetStatus(id: string, onData: (estado: BudgetStatus | null) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(childPath(PATHS.budgets, id, 'estado'), (raw) => (raw === null || raw === undefined ? null : readBudgetStatus(raw)), onData, onError);
}

/** One update for several inquiries: the status, and when archived (the archive's time goes with any other status). */
export function inquiryStatusWrites(ids: readonly string[], estado: InquiryStatus, now: object = serverTimestamp()): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const id of ids) {
    writes[childPath(PATHS.inquiries, id, 'estado')] = estado;
    writes[childPath(PATHS.inquiries, id, 'archivadaEn')] = estado === 'archivada' ? now : null;
  }
  return writes;
}

/** Moves inquiries to a status, all in one write (none moves if the rules refuse one). Nothing is deleted. */
export async function setInquiriesStatus(ids: readonly string[], estado: InquiryStatus, db: RawDatabase = getDb()): Promise<void> {
  if (ids.length === 0) return;
  await update(ref(db), inquiryStatusWrites(ids, estado));
}
