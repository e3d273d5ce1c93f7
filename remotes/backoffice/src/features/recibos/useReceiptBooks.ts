// What /recibo reads of the books: the budgets whose plan may be open and their receipts (watchOpenPlans), and the
// budget a link from its page names (?presupuesto=), open or not, with its receipts (watchPlansOf). Never every
// budget and receipt: ten years of books stay out of the page.
import { useMemo } from 'react';
import { useLive, type LiveState } from '@salon/firebase';
import { watchOpenPlans, watchPlansOf, type OpenPlans } from '@salon/firebase/staff';

/** Both reads as one: each budget and receipt once (the linked budget may be an open one too). */
export function mergePlans(open: OpenPlans, linked: OpenPlans): OpenPlans {
  const budgets = new Map(open.budgets.map((budget) => [budget.id, budget]));
  for (const budget of linked.budgets) budgets.set(budget.id, budget);
  const receipts = new Map(open.receipts.map((receipt) => [receipt.numero, receipt]));
  for (const receipt of linked.receipts) receipts.set(receipt.numero, receipt);
  return { budgets: [...budgets.values()], receipts: [...receipts.values()].sort((a, b) => b.numero - a.numero) };
}

export function useReceiptBooks(linkedId: string | null): LiveState<OpenPlans> {
  const open = useLive(watchOpenPlans);
  const linked = useLive<OpenPlans>(
    (onData, onError) => {
      if (!linkedId) {
        onData({ budgets: [], receipts: [] });
        return () => undefined;
      }
      return watchPlansOf([linkedId], onData, onError);
    },
    [linkedId],
  );
  return useMemo<LiveState<OpenPlans>>(() => {
    if (open.status === 'error') return open;
    if (open.status === 'loading' || linked.status === 'loading') return { status: 'loading' };
    // The linked budget failing to load leaves the open ones to choose from.
    return { status: 'ready', value: mergePlans(open.value, linked.status === 'ready' ? linked.value : { budgets: [], receipts: [] }) };
  }, [open, linked]);
}
