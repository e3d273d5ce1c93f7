// The receipt form's model: the form (kept in a draft until the receipt is issued), the linked budget's account,
// the link from a budget's page, the checks and the issue (which confirms a held date with its deposit).
// ReceiptForm.tsx is its view.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from '@salon/router';
import {
  amountInWords,
  budgetAccount,
  budgetTotals,
  compareCodes,
  depositConfirmsBooking,
  effectivePriceCopy,
  emptyReceiptForm,
  formatReceiptNumber,
  MAX_RECEIPT_AMOUNT,
  parseWholePesos,
  validateReceiptForm,
  type Receipt,
  type ReceiptForm as ReceiptFormValues,
  type ReceiptFormErrors,
  type StoredBudget,
} from '@salon/domain';
import { useSession } from '@salon/firebase';
import { type RawPriceTable } from '@salon/firebase/data';
import { confirmDeposit, issueReceipt } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { focusFirstInvalid, saveErrorMessage } from '@salon/ui/src/fields';
import { useDraft } from '../presupuestos/draft';

interface ReceiptDraft {
  form: ReceiptFormValues;
}

const emptyDraft = (): ReceiptDraft => ({ form: emptyReceiptForm() });

/** Total of a budget: from its own copy of the prices, or today's prices for budgets saved without one. */
export function totalOfBudget(budget: StoredBudget, prices: RawPriceTable | null): number | null {
  const copy = effectivePriceCopy(budget, prices);
  return copy ? budgetTotals(budget, copy).total : null;
}

export interface ReceiptFormData {
  budgets: StoredBudget[];
  receipts: Receipt[];
  prices: RawPriceTable | null;
}

export interface ReceiptFormModel {
  form: ReceiptFormValues;
  errors: ReceiptFormErrors;
  update: (changes: Partial<ReceiptFormValues>) => void;
  /** Links the receipt to a budget ('' for none); the payer defaults to its client. */
  chooseBudget: (id: string) => void;
  /** The budgets to choose from: not annulled (unless already chosen), latest event first. */
  budgetChoices: StoredBudget[];
  /** The linked budget, when it still exists. */
  budget: StoredBudget | null;
  /** The linked budget's total; null while its prices load. */
  total: number | null;
  /** What the linked budget's receipts paid, by how many, and what it still owes; null without its total. */
  account: ReturnType<typeof budgetAccount> | null;
  /** What the linked budget still owes (negative when overpaid); null without a budget or its total. */
  owed: number | null;
  /** The amount in words, once it is a valid amount. */
  words: string;
  /** The form was restored from a draft of a receipt never issued. */
  restored: boolean;
  /** Forgets the restored draft and starts over. */
  startOver: () => void;
  issuing: boolean;
  /** The receipt just issued. */
  issued: Receipt | null;
  saveError: string;
  /** Checks and issues the receipt. */
  submit: () => Promise<void>;
  /** The form element, to focus its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
}

export function useReceiptForm({ budgets, receipts, prices }: ReceiptFormData): ReceiptFormModel {
  const { currentUser } = useSession();
  const draft = useDraft<ReceiptDraft>('recibo.nuevo', emptyDraft);
  const { form } = draft.value;
  const [errors, setErrors] = useState<ReceiptFormErrors>({});
  const [saveError, setSaveError] = useState('');
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<Receipt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [searchParams] = useSearchParams();

  const budget = budgets.find((candidate) => candidate.id === form.presupuestoId) ?? null;
  const total = budget ? totalOfBudget(budget, prices) : null;
  const paid = useMemo(() => (budget ? receipts.filter((receipt) => receipt.presupuestoId === budget.id) : []), [budget, receipts]);
  // Annulled receipts pay nothing off (budgetAccount leaves them out, as every screen does).
  const account = budget && total !== null ? budgetAccount(total, paid) : null;
  const owed = account ? account.owed : null;

  const update = (changes: Partial<ReceiptFormValues>) => {
    draft.update({ form: { ...form, ...changes } });
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(changes)) delete next[key as keyof ReceiptFormErrors];
      return next;
    });
  };

  const chooseBudget = (id: string, preset: Partial<ReceiptFormValues> = {}) => {
    const chosen = budgets.find((candidate) => candidate.id === id);
    // The payer defaults to the budget's client; a name already typed stays.
    update({ presupuestoId: id, ...(chosen && form.cliente.trim() === '' ? { cliente: chosen.cliente } : {}), ...preset });
  };

  // /recibo?presupuesto={id} (from a budget's page) links the receipt to that budget; its payment plan adds
  // &concepto=seña|saldo&monto={pesos} to preselect the instalment (an amount already typed stays).
  const linked = searchParams.get('presupuesto');
  const linkedConcept = searchParams.get('concepto');
  const linkedAmount = searchParams.get('monto');
  useEffect(() => {
    if (!linked || form.presupuestoId !== '' || !budgets.some((candidate) => candidate.id === linked)) return;
    const preset: Partial<ReceiptFormValues> = {};
    if (linkedConcept === 'seña' || linkedConcept === 'saldo') preset.concepto = linkedConcept;
    if (linkedAmount && /^\d{1,12}$/.test(linkedAmount) && form.monto.trim() === '') preset.monto = String(Number(linkedAmount));
    chooseBudget(linked, preset);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link applies once, when the budgets arrive: a budget then cleared by hand stays cleared
  }, [linked, linkedConcept, linkedAmount, budgets]);

  const amount = parseWholePesos(form.monto);
  const words = typeof amount === 'number' && amount > 0 && amount <= MAX_RECEIPT_AMOUNT ? amountInWords(amount) : '';
  const budgetChoices = budgets
    .filter((candidate) => !candidate.anulacion || candidate.id === form.presupuestoId)
    .sort((a, b) => compareCodes(b.fechaEvento, a.fechaEvento));

  async function submit() {
    setSaveError('');
    setIssued(null);
    if (form.presupuestoId && !budget) {
      setErrors({ presupuestoId: 'Ese presupuesto ya no existe: elegí otro o «Sin presupuesto».' });
      return;
    }
    if (budget?.anulacion) {
      setErrors({ presupuestoId: 'Ese presupuesto está anulado: elegí otro o «Sin presupuesto».' });
      return;
    }
    if (budget && owed === null) {
      setSaveError('Todavía no se cargaron los precios del presupuesto: esperá unos segundos y volvé a intentar.');
      return;
    }
    const result = validateReceiptForm(form, { owed });
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setIssuing(true);
    try {
      const receipt = await issueReceipt(result.value, { emitidoPor: currentUser?.email ?? '' });
      draft.discard();
      setErrors({});
      setIssued(receipt);
      notify(`Recibo N° ${formatReceiptNumber(receipt.numero)} emitido.`, 'success');
      // A deposit on a held date confirms the budget. The server does it (the recibos role cannot write budgets);
      // should this call fail, the hold is made firm when it would have lapsed (functions/src/holdExpiry.ts).
      if (budget && depositConfirmsBooking(receipt.concepto, budget.estado)) {
        try {
          const answer = await confirmDeposit(receipt.numero);
          if (answer.confirmado) notify('Reserva confirmada con la seña.', 'success');
          else notify(`El recibo se emitió; la reserva no cambió: ${answer.motivo}`, 'info');
        } catch (caught) {
          notify(
            `El recibo se emitió, pero la reserva no se confirmó todavía: se confirma sola antes de vencer, o confirmala desde el presupuesto. ${saveErrorMessage(caught)}`,
            'error',
          );
        }
      }
    } catch (caught) {
      // The number is taken in the same write as the receipt: nothing was issued and the form keeps it all.
      setSaveError(`No se emitió el recibo. ${saveErrorMessage(caught)}`);
    } finally {
      setIssuing(false);
    }
  }

  return {
    form,
    errors,
    update,
    chooseBudget: (id) => chooseBudget(id),
    budgetChoices,
    budget,
    total,
    account,
    owed,
    words,
    restored: draft.restored,
    startOver: () => {
      draft.discard();
      setErrors({});
    },
    issuing,
    issued,
    saveError,
    submit,
    formRef,
  };
}
