// presupuestos/{id}: budgets. Admin writes; admin and recibos read (a receipt links to the budget it settles).
import { parseBudget, type Budget, type StoredBudget } from '@salon/domain';
import { rawDatabase, getDb, childPath, PATHS, type Unsubscribe, type RawDatabase } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { get, push, ref, runTransaction, serverTimestamp, set, update, watchPath, readPath } = rawDatabase;

function parseBudgetList(raw: unknown): StoredBudget[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>)
    .map(([id, value]) => parseBudget(id, value))
    .filter((budget): budget is StoredBudget => budget !== null);
}

export function watchBudgets(onData: (budgets: StoredBudget[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.budgets, parseBudgetList, onData, onError);
}

/** One budget live; null when it does not exist (or is not a budget). */
export function watchBudget(id: string, onData: (budget: StoredBudget | null) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(childPath(PATHS.budgets, id), (raw) => parseBudget(id, raw), onData, onError);
}

export function readBudget(id: string): Promise<StoredBudget | null> {
  return readPath(childPath(PATHS.budgets, id), (raw) => parseBudget(id, raw));
}

/** What the editor saves: an annulment is written only by annulBudget. */
export type BudgetRecord = Omit<Budget, 'creadoEn' | 'actualizadoEn' | 'anulacion'>;

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

/** Saves a new budget and returns its id. Rejects (PERMISSION_DENIED) when the rules refuse it. */
export async function createBudget(budget: BudgetRecord): Promise<string> {
  const budgetRef = push(ref(getDb(), PATHS.budgets));
  await set(budgetRef, toRecord(budget, serverTimestamp()));
  return budgetRef.key;
}

/** Replaces a budget's fields, keeping when it was created. */
export function updateBudget(id: string, budget: BudgetRecord, creadoEn: number): Promise<void> {
  return set(ref(getDb(), childPath(PATHS.budgets, id)), toRecord(budget, creadoEn));
}

export type DateReservation = 'reservada' | 'ocupada';

/**
 * Marks the budget's event date busy in the calendar (reservas/{date}, linked to the budget), unless another
 * booking already holds it: a transaction, so two staff reserving the same date at once cannot both win.
 * `authorUid` names who did it (public data never carries an e-mail).
 */
export function reserveBudgetDate(date: string, budgetId: string, authorUid: string): Promise<DateReservation> {
  return reserveBudgetDateIn(getDb(), date, budgetId, authorUid);
}

/** reserveBudgetDate on a given database (tests run several signed-in staff at once). */
export async function reserveBudgetDateIn(db: RawDatabase, date: string, budgetId: string, authorUid: string): Promise<DateReservation> {
  const result = await runTransaction(ref(db, childPath(PATHS.bookings, date)), (current: unknown) => {
    if (current !== null) {
      const holder = (current as { presupuestoId?: unknown }).presupuestoId;
      // Already ours: leave it as it is (the transaction then reports it committed).
      return holder === budgetId ? current : undefined;
    }
    return { tipo: 'evento', creadoEn: Date.now(), creadoPor: authorUid, presupuestoId: budgetId };
  });
  return result.committed ? 'reservada' : 'ocupada';
}

/** Frees the date only if this budget holds it; false when another booking does (it is left alone). */
export function releaseBudgetDate(date: string, budgetId: string): Promise<boolean> {
  return releaseBudgetDateIn(getDb(), date, budgetId);
}

/**
 * A budget's hold is freed in the same write that stamps the budget (actualizadoEn): the rules free a held
 * date only so, which keeps the bookings editor from freeing it (database.rules.json, reservas).
 */
export async function releaseBudgetDateIn(db: RawDatabase, date: string, budgetId: string): Promise<boolean> {
  const bookingPath = childPath(PATHS.bookings, date);
  const holder = (await get(ref(db, `${bookingPath}/presupuestoId`))).val() as unknown;
  if (holder !== budgetId) return false;
  await update(ref(db), { [bookingPath]: null, [childPath(PATHS.budgets, budgetId, 'actualizadoEn')]: serverTimestamp() });
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
  const held = Object.entries(bookings ?? {}).filter(([, booking]) => booking?.presupuestoId === budget.id).map(([date]) => date);
  const budgetPath = childPath(PATHS.budgets, budget.id);
  await update(ref(db), {
    [`${budgetPath}/estado`]: 'anulado',
    [`${budgetPath}/anulacion`]: { motivo, por, en: serverTimestamp() },
    [`${budgetPath}/actualizadoEn`]: serverTimestamp(),
    ...Object.fromEntries(held.map((date) => [childPath(PATHS.bookings, date), null])),
  });
}
