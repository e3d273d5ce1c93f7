// /cobranzas' model: the budgets, their receipts and prices, live, turned into what is overdue or due this week.
import { useMemo } from 'react';
import { useLive } from '@salon/firebase';
import { watchPrices } from '@salon/firebase/data';
import { watchBudgets, watchPaymentTerms, watchReceipts } from '@salon/firebase/staff';
import { collectionsDue, pricedBudget, todayInHall, type CollectionItem } from '@salon/domain';

export type Collections = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: CollectionItem[]; today: string };

export function useCollections(): Collections {
  const budgets = useLive(watchBudgets);
  const receipts = useLive(watchReceipts);
  const prices = useLive(watchPrices);
  const terms = useLive(watchPaymentTerms);
  return useMemo<Collections>(() => {
    if (budgets.status === 'error' || receipts.status === 'error') return { status: 'error' };
    // Without the terms (not readable) the plan follows the defaults.
    if (terms.status === 'loading') return { status: 'loading' };
    if (budgets.status !== 'ready' || receipts.status !== 'ready' || prices.status === 'loading') return { status: 'loading' };
    const today = todayInHall(new Date());
    const table = prices.status === 'ready' ? prices.value : null;
    const priced = budgets.value.flatMap((budget) => pricedBudget(budget, table, today) ?? []);
    return { status: 'ready', items: collectionsDue(priced, receipts.value, today, terms.status === 'ready' ? terms.value : undefined), today };
  }, [budgets, receipts, prices, terms]);
}
