// presupuestos/{id}: budgets. Admin writes; admin and recibos read (a receipt links to the budget it settles).
import {
  dateMoveNote,
  extendedExpiry,
  holdFirmWrites,
  formatDateLong,
  holdExpiresAt,
  holdLastDay,
  statusAfter,
  type Budget,
  type BudgetHistoryEntry,
  type BudgetStatus,
  type StoredBudget,
  budgetHistoryPath,
  parseBudget,
  parseBudgetHistory,
  budgetListOrder,
  HELD_PLAN_STATUSES,
  planMayBeOpen,
  todayInHall,
  storedStatusValues,
  type BudgetQuery,
} from '@salon/domain';
import { rawDatabase, getDb, childPath, PATHS, type Unsubscribe, type RawDatabase } from '@salon/firebase';
import { watchAll, watchFollowing } from './watchAll';
import { watchSettledOwingIds } from './figures';

// The page's one Firebase, through the shared package (see ./index.ts).
const { endAt, equalTo, get, limitToLast, orderByChild, push, ref, runTransaction, serverTimestamp, startAt, update, watchPath, watchQuery, readPath } =
  rawDatabase;

function parseBudgetList(raw: unknown): StoredBudget[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>)
    .map(([id, value]) => parseBudget(id, value))
    .filter((budget): budget is StoredBudget => budget !== null);
}

const parseChildren = (children: Array<[string, unknown]>): StoredBudget[] =>
  children.map(([id, raw]) => parseBudget(id, raw)).filter((budget): budget is StoredBudget => budget !== null);

export interface BudgetWindow {
  /** Newest first (budgetListOrder of @salon/domain). */
  budgets: StoredBudget[];
  /** The query filled the window: there may be more («Ver más»). */
  full: boolean;
}

/** The last `size` budgets of a query (budgetQuery of @salon/domain), live; a status reads each of its stored values. */
export function watchBudgetWindow(spec: BudgetQuery, size: number, onData: (window: BudgetWindow) => void, onError?: (error: Error) => void): Unsubscribe {
  const queries =
    spec.by === 'fechaEvento'
      ? [[orderByChild('fechaEvento'), startAt(spec.from), endAt(spec.to), limitToLast(size)]]
      : spec.by === 'estado'
        ? spec.values.map((value) => [orderByChild('estado'), equalTo(value), limitToLast(size)])
        : [[orderByChild('creadoEn'), limitToLast(size)]];
  return watchAll(
    queries.map(
      (constraints) => (data: (value: Array<[string, unknown]>) => void, error: (error: Error) => void) =>
        watchQuery(PATHS.budgets, constraints, (children) => children, data, error),
    ),
    (answers) => ({
      budgets: parseChildren(answers.flat()).sort(budgetListOrder(spec)).slice(0, size),
      full: answers.some((children) => children.length >= size),
    }),
    onData,
    onError,
  );
}

/**
 * The budgets whose plan may be open (planMayBeOpen of @salon/domain), live: the held ones by a query on `estado`
 * for each of HELD_PLAN_STATUSES (their legacy values too), the quotes among the budgets whose event is from today
 * on (a query on `fechaEvento`: a quote whose day has passed has nothing to collect), the ones a Mercado Pago seña
 * came to without their date (a query on `pagoSinFecha/numero`), and the settled ones (pagado, realizado) the kept
 * figures list as still owing, each by id.
 */
export function watchOpenPlanBudgets(onData: (budgets: StoredBudget[]) => void, onError?: (error: Error) => void): Unsubscribe {
  type Watch = (data: (value: StoredBudget[]) => void, error: (error: Error) => void) => Unsubscribe;
  const today = todayInHall(new Date());
  type Constraints = Parameters<typeof watchQuery>[1];
  const byQuery =
    (constraints: Constraints, keep: (budget: StoredBudget) => boolean = () => true): Watch =>
    (data, error) =>
      watchQuery(PATHS.budgets, constraints, (children) => parseChildren(children).filter(keep), data, error);
  const held = HELD_PLAN_STATUSES.flatMap(storedStatusValues).map((value) => byQuery([orderByChild('estado'), equalTo(value)]));
  const quotesFromToday = byQuery([orderByChild('fechaEvento'), startAt(today)], (budget) => planMayBeOpen(budget, today));
  const paidWithoutDate = byQuery([orderByChild('pagoSinFecha/numero'), startAt(1)]);
  const settledOwing: Watch = (data, error) =>
    watchFollowing(
      watchSettledOwingIds,
      (ids, found, failed) =>
        watchAll(
          ids.map((id) => (one: (budget: StoredBudget | null) => void, oneFailed: (error: Error) => void) => watchBudget(id, one, oneFailed)),
          (budgets) => budgets.filter((budget): budget is StoredBudget => budget !== null),
          found,
          failed,
        ),
      data,
      error,
    );
  return watchAll(
    [...held, quotesFromToday, paidWithoutDate, settledOwing],
    (answers) => [...new Map(answers.flat().map((budget) => [budget.id, budget])).values()],
    onData,
    onError,
  );
}

/** The budgets whose event falls from `desde` to `hasta` ('YYYY-MM-DD', both included), live: a query on `fechaEvento`. */
export function watchBudgetsByEventDate(
  desde: string,
  hasta: string,
  onData: (budgets: StoredBudget[]) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  return watchQuery(PATHS.budgets, [orderByChild('fechaEvento'), startAt(desde), endAt(hasta)], parseChildren, onData, onError);
}

/** Every budget, once: for a CSV export of the books, made when staff ask for it (never a page's live read). */
export function readAllBudgets(): Promise<StoredBudget[]> {
  return readPath(PATHS.budgets, parseBudgetList);
}

/** One budget live; null when it does not exist (or is not a budget). */
export function watchBudget(id: string, onData: (budget: StoredBudget | null) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(childPath(PATHS.budgets, id), (raw) => parseBudget(id, raw), onData, onError);
}

export function readBudget(id: string): Promise<StoredBudget | null> {
  return readPath(childPath(PATHS.budgets, id), (raw) => parseBudget(id, raw));
}

/** One budget's status history live, oldest first: its own path, which no list of budgets downloads. */
export function watchBudgetHistory(id: string, onData: (history: BudgetHistoryEntry[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(childPath(PATHS.budgetHistory, id), parseBudgetHistory, onData, onError);
}

/** What the editor saves: an annulment is written only by annulBudget, the history only line by line. */
export type BudgetRecord = Omit<Budget, 'creadoEn' | 'actualizadoEn' | 'anulacion'>;

/** A fresh push id for a line of a budget's history (push ids sort by time). */
const newHistoryKey = (db: RawDatabase, budgetId: string): string => push(ref(db, childPath(PATHS.budgetHistory, budgetId))).key;

/**
 * One new line of a budget's history, at its path (historialPresupuestos/{id}/{pushId}): signed `por`, at the server's
 * time, for the same update as the budget's change.
 */
function historyLine(db: RawDatabase, budgetId: string, estado: BudgetStatus, por: string, nota?: string): Record<string, unknown> {
  return { [budgetHistoryPath(budgetId, newHistoryKey(db, budgetId))]: { estado, por, en: serverTimestamp(), ...(nota ? { nota } : {}) } };
}

/** The stored shape: absent values are left out (the rules accept no nulls), timestamps by the server. */
function toRecord(budget: BudgetRecord, creadoEn: number | object): Record<string, unknown> {
  const { alquiler, precios, ...rest } = budget;
  return {
    ...rest,
    ...(alquiler ? { alquiler } : {}),
    ...(precios ? { precios } : {}),
    creadoEn,
    actualizadoEn: serverTimestamp(),
  };
}

/**
 * Saves a new budget and returns its id; its history starts with its status, signed by its author. A budget made
 * from an inquiry (`consultaId`) is saved in one update with that inquiry moved to 'presupuestada' and naming it
 * (presupuestoId): both links or neither. Rejects (PERMISSION_DENIED) when the rules refuse it, as when that
 * inquiry already has a budget.
 */
export async function createBudget(budget: BudgetRecord, db: RawDatabase = getDb()): Promise<string> {
  const id = push(ref(db, PATHS.budgets)).key;
  const record = toRecord(budget, serverTimestamp());
  const inquiry = budget.consultaId ? childPath(PATHS.inquiries, budget.consultaId) : null;
  await update(ref(db), {
    [childPath(PATHS.budgets, id)]: record,
    ...(budget.autor ? historyLine(db, id, budget.estado, budget.autor, 'Presupuesto creado') : {}),
    ...(inquiry ? { [`${inquiry}/estado`]: 'presupuestada', [`${inquiry}/presupuestoId`]: id, [`${inquiry}/archivadaEn`]: null } : {}),
  });
  return id;
}

/** The fields the editor writes; the optional ones it leaves empty are removed (null). */
const EDITED_OPTIONAL_FIELDS = ['alquiler', 'precios'] as const;

/** A budget's booking when its event date changes (budgetDateMove in @salon/domain decides which). */
export interface BudgetDateMove {
  kind: 'move' | 'release';
  from: string;
  to: string;
}

/** Statuses that say the budget's date is held or booked: a budget whose booking is released goes back to 'presupuestado'. */
const HOLDING_STATUSES: readonly BudgetStatus[] = ['reservado', 'confirmado', 'pagado'];

/**
 * Writes a budget's fields, keeping when it was created, its annulment and its history; a change of status
 * (`change.previousEstado` → budget.estado) adds a line to the history, signed `change.por` (the signed-in staff
 * member's e-mail), in the same write. With `dateMove` the booking of its old date moves, as it is (a hold keeps its
 * end), to the new one, or is released, also in the same write: the rules free a budget's date only in a write that
 * stamps the budget. A booking no longer this budget's is left alone.
 */
export async function updateBudget(
  id: string,
  budget: BudgetRecord,
  creadoEn: number,
  change?: { previousEstado: BudgetStatus; por: string },
  dateMove?: BudgetDateMove,
): Promise<void> {
  const db = getDb();
  const budgetPath = childPath(PATHS.budgets, id);
  const estado = dateMove?.kind === 'release' && HOLDING_STATUSES.includes(budget.estado) ? 'presupuestado' : budget.estado;
  const record = toRecord({ ...budget, estado }, creadoEn);
  const writes: Record<string, unknown> = {};
  for (const field of EDITED_OPTIONAL_FIELDS) writes[`${budgetPath}/${field}`] = null;
  for (const [field, value] of Object.entries(record)) writes[`${budgetPath}/${field}`] = value;
  if (change && change.previousEstado !== budget.estado && change.por) Object.assign(writes, historyLine(db, id, budget.estado, change.por));
  const booking: unknown = dateMove ? (await get(ref(db, childPath(PATHS.bookings, dateMove.from)))).val() : null;
  if (dateMove && (booking as { presupuestoId?: unknown } | null)?.presupuestoId === id) {
    writes[childPath(PATHS.bookings, dateMove.from)] = null;
    if (dateMove.kind === 'move') writes[childPath(PATHS.bookings, dateMove.to)] = booking;
    if (change?.por) Object.assign(writes, historyLine(db, id, estado, change.por, dateMoveNote(dateMove.from, dateMove.to, dateMove.kind)));
  } else if (dateMove) {
    // Nothing of ours to move or free: the budget keeps the status it was given.
    writes[`${budgetPath}/estado`] = budget.estado;
  }
  await update(ref(db), writes);
}

export type DateReservation = 'reservada' | 'ocupada';

/** Who holds, extends or confirms a date: their uid (public data) and e-mail (the budget's history). */
export interface StaffMember {
  uid: string;
  email: string;
}

/**
 * Holds the budget's event date provisionally for `days` days (reservas/{date} = { tipo: 'evento', presupuestoId,
 * provisoria: true, venceEn }), unless another booking already has it: a transaction, so two staff holding the same
 * date at once cannot both win. Then the budget moves to 'reservado' with a line in its history. `now` is the page's
 * clock (the hold lasts through the hall's day `days` days after today).
 */
export function holdBudgetDate(
  budget: Pick<StoredBudget, 'id' | 'fechaEvento' | 'estado'>,
  days: number,
  staff: StaffMember,
  now = new Date(),
): Promise<DateReservation> {
  return holdBudgetDateIn(getDb(), budget, days, staff, now);
}

/** holdBudgetDate on a given database (tests run several signed-in staff at once). */
export async function holdBudgetDateIn(
  db: RawDatabase,
  budget: Pick<StoredBudget, 'id' | 'fechaEvento' | 'estado'>,
  days: number,
  staff: StaffMember,
  now = new Date(),
): Promise<DateReservation> {
  const venceEn = holdExpiresAt(now, days);
  let alreadyOurs = false;
  const result = await runTransaction(ref(db, childPath(PATHS.bookings, budget.fechaEvento)), (current: unknown) => {
    if (current !== null) {
      const holder = (current as { presupuestoId?: unknown }).presupuestoId;
      alreadyOurs = holder === budget.id;
      // Already ours: leave it as it is (the transaction then reports it committed).
      return alreadyOurs ? current : undefined;
    }
    alreadyOurs = false;
    return { tipo: 'evento', creadoEn: now.getTime(), creadoPor: staff.uid, presupuestoId: budget.id, provisoria: true, venceEn };
  });
  if (!result.committed) return 'ocupada';
  const next = statusAfter(budget.estado, 'reservar');
  if (!alreadyOurs && next) {
    const budgetPath = childPath(PATHS.budgets, budget.id);
    await update(ref(db), {
      [`${budgetPath}/estado`]: next,
      [`${budgetPath}/actualizadoEn`]: serverTimestamp(),
      ...historyLine(
        db,
        budget.id,
        next,
        staff.email,
        `Fecha reservada provisoriamente por ${days} ${days === 1 ? 'día' : 'días'} (hasta el ${formatDateLong(holdLastDay(venceEn))})`,
      ),
    });
  }
  return 'reservada';
}

/**
 * A firm reservation of the budget's date (no expiry), by the same transaction as holdBudgetDate; the status is left
 * as it is. The back-office holds dates provisionally (holdBudgetDate) and makes them firm (confirmBudgetDate).
 */
export async function reserveBudgetDateIn(db: RawDatabase, date: string, budgetId: string, authorUid: string): Promise<DateReservation> {
  const result = await runTransaction(ref(db, childPath(PATHS.bookings, date)), (current: unknown) => {
    if (current !== null) return (current as { presupuestoId?: unknown }).presupuestoId === budgetId ? current : undefined;
    return { tipo: 'evento', creadoEn: Date.now(), creadoPor: authorUid, presupuestoId: budgetId };
  });
  return result.committed ? 'reservada' : 'ocupada';
}

/** Extends a budget's provisional hold by `days` days (from its last day, or from today once lapsed), noted in its history. */
export function extendBudgetHold(
  budget: Pick<StoredBudget, 'id' | 'fechaEvento'>,
  venceEn: number,
  days: number,
  por: string,
  now = new Date(),
): Promise<void> {
  return extendBudgetHoldIn(getDb(), budget, venceEn, days, por, now);
}

export async function extendBudgetHoldIn(
  db: RawDatabase,
  budget: Pick<StoredBudget, 'id' | 'fechaEvento'>,
  venceEn: number,
  days: number,
  por: string,
  now = new Date(),
): Promise<void> {
  const next = extendedExpiry(venceEn, now, days);
  const budgetPath = childPath(PATHS.budgets, budget.id);
  await update(ref(db), {
    [childPath(PATHS.bookings, budget.fechaEvento, 'venceEn')]: next,
    [`${budgetPath}/actualizadoEn`]: serverTimestamp(),
    ...historyLine(db, budget.id, 'reservado', por, `Reserva extendida ${days} ${days === 1 ? 'día' : 'días'} (hasta el ${formatDateLong(holdLastDay(next))})`),
  });
}

/**
 * The one write that makes a budget's provisional hold firm: the date stays taken with no expiry (provisoria and
 * venceEn removed), the budget moves to 'confirmado' with a line in its history. Only the writes, so a later flow (a
 * deposit receipt) can make them part of its own multi-path update; confirmBudgetDate applies them alone.
 */
export function firmHoldWrites(
  db: RawDatabase,
  budget: Pick<StoredBudget, 'id' | 'fechaEvento'>,
  por: string,
  nota = 'Reserva confirmada',
): Record<string, unknown> {
  return holdFirmWrites(budget, {
    por,
    nota,
    newKey: () => newHistoryKey(db, budget.id),
    serverTime: serverTimestamp(),
  });
}

/** "Confirmar reserva": the budget's hold becomes a firm booking (firmHoldWrites). */
export function confirmBudgetDate(budget: Pick<StoredBudget, 'id' | 'fechaEvento'>, por: string, nota?: string): Promise<void> {
  return confirmBudgetDateIn(getDb(), budget, por, nota);
}

export async function confirmBudgetDateIn(db: RawDatabase, budget: Pick<StoredBudget, 'id' | 'fechaEvento'>, por: string, nota?: string): Promise<void> {
  await update(ref(db), firmHoldWrites(db, budget, por, nota));
}

/**
 * Frees the date only if this budget holds it; false when another booking does (it is left alone). With `change`, a
 * held or confirmed budget goes back to 'presupuestado', noted in its history.
 */
export function releaseBudgetDate(date: string, budgetId: string, change?: { estado: BudgetStatus; por: string }): Promise<boolean> {
  return releaseBudgetDateIn(getDb(), date, budgetId, change);
}

/**
 * A budget's hold is freed in the same write that stamps the budget (actualizadoEn): the rules free a held
 * date only so, which keeps the bookings editor from freeing it (database.rules.json, reservas).
 */
export async function releaseBudgetDateIn(db: RawDatabase, date: string, budgetId: string, change?: { estado: BudgetStatus; por: string }): Promise<boolean> {
  const bookingPath = childPath(PATHS.bookings, date);
  const holder = (await get(ref(db, `${bookingPath}/presupuestoId`))).val() as unknown;
  if (holder !== budgetId) return false;
  const budgetPath = childPath(PATHS.budgets, budgetId);
  const next = change ? statusAfter(change.estado, 'liberar') : null;
  await update(ref(db), {
    [bookingPath]: null,
    [`${budgetPath}/actualizadoEn`]: serverTimestamp(),
    ...(change && next ? { [`${budgetPath}/estado`]: next, ...historyLine(db, budgetId, next, change.por, 'Fecha liberada en el calendario') } : {}),
  });
  return true;
}

/**
 * Annuls a budget: it stays, marked 'anulado' with the reason, who and when (server time), and every date it holds
 * (its event date, or one it held before the event moved) is freed, all in one write (the rules refuse an
 * annulled budget that still holds its event date).
 * `por` is the signed-in admin's e-mail (the rules check it). Rejects when the rules refuse it.
 */
export function annulBudget(budget: Pick<StoredBudget, 'id' | 'fechaEvento'>, motivo: string, por: string): Promise<void> {
  return annulBudgetIn(getDb(), budget, motivo, por);
}

/** annulBudget on a given database (tests run several signed-in staff at once). */
export async function annulBudgetIn(db: RawDatabase, budget: Pick<StoredBudget, 'id' | 'fechaEvento'>, motivo: string, por: string): Promise<void> {
  const bookings = (await get(ref(db, PATHS.bookings))).val() as Record<string, { presupuestoId?: unknown } | null> | null;
  const held = Object.entries(bookings ?? {})
    .filter(([, booking]) => booking?.presupuestoId === budget.id)
    .map(([date]) => date);
  const budgetPath = childPath(PATHS.budgets, budget.id);
  await update(ref(db), {
    [`${budgetPath}/estado`]: 'anulado',
    [`${budgetPath}/anulacion`]: { motivo, por, en: serverTimestamp() },
    [`${budgetPath}/actualizadoEn`]: serverTimestamp(),
    ...historyLine(db, budget.id, 'anulado', por, motivo),
    ...Object.fromEntries(held.map((date) => [childPath(PATHS.bookings, date), null])),
  });
}
