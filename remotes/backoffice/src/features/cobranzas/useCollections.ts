// /cobranzas' model: the budgets whose plan may be open and only their receipts (watchOpenPlans: queries on indexed
// children, not every budget and receipt), and the prices, live, turned into what is overdue or due this week, and
// the Mercado Pago señas paid when the date was no longer the budget's ("pago recibido sin fecha").
import { useMemo } from 'react';
import { useLive } from '@salon/firebase';
import { watchPrices } from '@salon/firebase/data';
import { watchOpenPlans, watchPaymentTerms } from '@salon/firebase/staff';
import { collectionsDue, pricedBudget, todayInHall, type CollectionItem } from '@salon/domain';

/** A Mercado Pago seña that came when the date was no longer the budget's ("pago recibido sin fecha"): staff call the client. */
export interface LatePaymentItem {
  presupuestoId: string;
  cliente: string;
  telefono: string;
  fechaEvento: string;
  numero: number;
  monto: number;
}

export type Collections =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: CollectionItem[]; today: string; latePayments: LatePaymentItem[] };

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
    // The webhook's flag, while its receipt stands (a refund annuls it and lifts the flag).
    const latePayments = plans.value.budgets.flatMap((budget): LatePaymentItem[] => {
      const flag = budget.pagoSinFecha;
      const receipt = flag && plans.value.receipts.find((paid) => paid.numero === flag.numero && !paid.anulacion);
      if (!flag || !receipt) return [];
      return [
        {
          presupuestoId: budget.id,
          cliente: budget.cliente,
          telefono: budget.telefono,
          fechaEvento: budget.fechaEvento,
          numero: flag.numero,
          monto: receipt.monto,
        },
      ];
    });
    return {
      status: 'ready',
      items: collectionsDue(priced, plans.value.receipts, today, terms.status === 'ready' ? terms.value : undefined),
      today,
      latePayments,
    };
  }, [plans, prices, terms]);
}
