// /cobranzas' model: the budgets whose plan may be open and only their receipts (watchOpenPlans: queries on indexed
// children, not every budget and receipt), and the prices, live, turned into what is overdue or due this week.
import { useMemo } from 'react';
import { useLive } from '@salon/firebase';
import { watchPrices } from '@salon/firebase/data';
import { watchOpenPlans, watchPaymentTerms } from '@salon/firebase/staff';
import { collectionsDue, pricedBudget, todayInHall, type CollectionItem } from '@salon/domain';

export type Collections = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: CollectionItem[]; today: string };

export function useCollections(): Collections {
  const plans = useLive(watchOpenPlans);
  const prices = useLive(watchPrices);
  const terms = useLive(watchPaymentTerms);
  return useMemo<Collections>(() => {
    if (plans.status === 'error') return { status: 'error' };
    // Without the terms (not readable) the plan follows the defaults.
    if (terms.status === 'loading') return { status: 'loading' };
    if (plans.status !== 'ready' || prices.status === 'loading') return { status: 'loading' };
    const today = todayInHall(new Date());
    const table = prices.status === 'ready' ? prices.value : null;
    const priced = plans.value.budgets.flatMap((budget) => pricedBudget(budget, table, today) ?? []);
    return { status: 'ready', items: collectionsDue(priced, plans.value.receipts, today, terms.status === 'ready' ? terms.value : undefined), today };
  }, [plans, prices, terms]);
}
