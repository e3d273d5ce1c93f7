// presupuestos/{id}: budgets. Admin writes; admin and recibos read (a receipt links to the budget it settles).
import { parseBudget, type Budget, type StoredBudget } from '@salon/domain';
import { rawDatabase, getDb, childPath, PATHS, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { push, ref, serverTimestamp, set, watchPath, readPath } = rawDatabase;

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

/** The stored shape: absent values are left out (the rules accept no nulls), timestamps by the server. */
function toRecord(budget: Omit<Budget, 'creadoEn' | 'actualizadoEn'>, creadoEn: number | object): Record<string, unknown> {
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
export async function createBudget(budget: Omit<Budget, 'creadoEn' | 'actualizadoEn'>): Promise<string> {
  const budgetRef = push(ref(getDb(), PATHS.budgets));
  await set(budgetRef, toRecord(budget, serverTimestamp()));
  return budgetRef.key as string;
}

/** Replaces a budget's fields, keeping when it was created. */
export function updateBudget(id: string, budget: Omit<Budget, 'creadoEn' | 'actualizadoEn'>, creadoEn: number): Promise<void> {
  return set(ref(getDb(), childPath(PATHS.budgets, id)), toRecord(budget, creadoEn));
}
