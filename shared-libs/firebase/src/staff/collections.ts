// /cobranzas', /recibo's and /tablero's reads: the budgets whose plan may be open (watchOpenPlanBudgets: a query on
// their status) or whose event falls in some days (a query on the event date), and the receipts of just those
// budgets (a query on the budget each), live, as one answer; and the same for budgets named by id (the one a link to
// /recibo names, open or not).
import type { Receipt, StoredBudget } from '@salon/domain';
import type { Unsubscribe } from '@salon/firebase';
import { watchBudgetsById } from './agenda';
import { watchBudgetsByEventDate, watchOpenPlanBudgets } from './presupuestos';
import { watchReceiptsOfBudgets } from './recibos';

export interface OpenPlans {
  budgets: StoredBudget[];
  /** The receipts of those budgets. */
  receipts: Receipt[];
}

/** The open plans' budgets and their receipts; the receipts' queries follow the budgets as they change. */
export function watchOpenPlans(onData: (plans: OpenPlans) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchBudgetsWithReceipts(watchOpenPlanBudgets, onData, onError);
}

/** The budgets of the events from `desde` to `hasta` ('YYYY-MM-DD', both included) and their receipts, live. */
export function watchEventPlans(desde: string, hasta: string, onData: (plans: OpenPlans) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchBudgetsWithReceipts((data, error) => watchBudgetsByEventDate(desde, hasta, data, error), onData, onError);
}

/** Some budgets (a query's) and the receipts of just those: the receipts' queries follow the budgets as they change. */
function watchBudgetsWithReceipts(
  watchBudgets: (onData: (budgets: StoredBudget[]) => void, onError?: (error: Error) => void) => Unsubscribe,
  onData: (plans: OpenPlans) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  let budgets: StoredBudget[] = [];
  let receipts: Receipt[] | null = null;
  let idsKey: string | null = null;
  let stopReceipts: Unsubscribe = () => undefined;
  const stopBudgets = watchBudgets((next) => {
    budgets = next;
    const key = next
      .map((budget) => budget.id)
      .sort()
      .join(',');
    if (key === idsKey) {
      if (receipts) onData({ budgets, receipts });
      return;
    }
    idsKey = key;
    receipts = null;
    stopReceipts();
    stopReceipts = watchReceiptsOfBudgets(
      key === '' ? [] : key.split(','),
      (next) => {
        receipts = next;
        onData({ budgets, receipts });
      },
      onError,
    );
  }, onError);
  return () => {
    stopBudgets();
    stopReceipts();
  };
}

/** These budgets (by id) and their receipts, live, as one answer: what /recibo needs of a budget a link names. */
export function watchPlansOf(ids: readonly string[], onData: (plans: OpenPlans) => void, onError?: (error: Error) => void): Unsubscribe {
  let budgets: StoredBudget[] | null = null;
  let receipts: Receipt[] | null = null;
  const answer = () => {
    if (budgets && receipts) onData({ budgets, receipts });
  };
  const stopBudgets = watchBudgetsById(
    ids,
    (next) => {
      budgets = Object.values(next).filter((budget): budget is StoredBudget => budget !== null);
      answer();
    },
    onError,
  );
  const stopReceipts = watchReceiptsOfBudgets(
    ids,
    (next) => {
      receipts = next;
      answer();
    },
    onError,
  );
  return () => {
    stopBudgets();
    stopReceipts();
  };
}
