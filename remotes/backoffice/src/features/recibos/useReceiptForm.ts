// The receipt form's model: the form (kept in a draft until the receipt is issued), the linked budget's account and
// payment plan, the link from a budget's page, the budgets that still owe money, the checks, the warnings to confirm
// (a second deposit, more than is owed) and the issue (which confirms a held date with its deposit). ReceiptForm.tsx
// and OwingBudgets.tsx are its views.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from '@salon/router';
import {
  amountInWords,
  budgetAccount,
  budgetsOwing,
  budgetTotals,
  compareCodes,
  depositConfirmsBooking,
  effectivePriceCopy,
  emptyReceiptForm,
  formatReceiptNumber,
  MAX_RECEIPT_AMOUNT,
  parseWholePesos,
  paymentPlan,
  pricedBudget,
  receiptWarnings,
  todayInHall,
  validateReceiptForm,
  type Instalment,
  type OwingBudget,
  type PaymentTerms,
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
  /** config/cobros; the defaults when left out. */
  terms?: PaymentTerms;
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
  /** The linked budget's instalments with what is paid of each; [] without a budget or its total. */
  plan: Instalment[];
  /** The budgets that still owe money, soonest event first. */
  owing: OwingBudget[];
  /** Fills the form to collect a budget's next instalment and takes the cursor to the amount. */
  collect: (item: OwingBudget) => void;
  /** What must be confirmed before issuing (a second deposit, more than is owed); null when nothing is pending. */
  warning: { key: string; messages: string[] } | null;
  /** Issues the receipt despite the warning. */
  confirmWarning: () => Promise<void>;
  cancelWarning: () => void;
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

export function useReceiptForm({ budgets, receipts, prices, terms }: ReceiptFormData): ReceiptFormModel {
  const { currentUser } = useSession();
  const draft = useDraft<ReceiptDraft>('recibo.nuevo', emptyDraft);
  const { form } = draft.value;
  const [errors, setErrors] = useState<ReceiptFormErrors>({});
  const [saveError, setSaveError] = useState('');
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<Receipt | null>(null);
  const [warning, setWarning] = useState<{ key: string; messages: string[] } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [searchParams] = useSearchParams();

  const budget = budgets.find((candidate) => candidate.id === form.presupuestoId) ?? null;
  const total = budget ? totalOfBudget(budget, prices) : null;
  const paid = useMemo(() => (budget ? receipts.filter((receipt) => receipt.presupuestoId === budget.id) : []), [budget, receipts]);
  // Annulled receipts pay nothing off (budgetAccount leaves them out, as every screen does).
  const account = budget && total !== null ? budgetAccount(total, paid) : null;
  const owed = account ? account.owed : null;
  const today = todayInHall(new Date());
  const priced = budget ? pricedBudget(budget, prices, today) : null;
  const plan = priced
    ? paymentPlan({ total: priced.total, sena: priced.sena, fechaEvento: priced.fechaEvento, creadoEl: priced.creadoEl, today, terms }, paid)
    : [];
  const owing = useMemo(
    () =>
      budgetsOwing(
        budgets.flatMap((candidate) => pricedBudget(candidate, prices, today) ?? []),
        receipts,
        today,
        terms,
      ),
    [budgets, receipts, prices, today, terms],
  );

  const update = (changes: Partial<ReceiptFormValues>) => {
    draft.update({ form: { ...form, ...changes } });
    setWarning(null);
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

  const collect = (item: OwingBudget) => {
    const previous = budgets.find((candidate) => candidate.id === form.presupuestoId);
    // The payer follows the budget unless someone else's name was typed.
    const keepsPayer = form.cliente.trim() !== '' && form.cliente !== previous?.cliente;
    update({
      presupuestoId: item.presupuestoId,
      cliente: keepsPayer ? form.cliente : item.cliente,
      concepto: item.next.concepto,
      monto: String(item.next.falta),
    });
    setIssued(null);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('#recibo-monto')?.focus());
  };

  async function submit(confirmed: string | null = null) {
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
    const deposit = plan.find((instalment) => instalment.concepto === 'seña') ?? null;
    const warnings = receiptWarnings({ concepto: result.value.concepto, monto: result.value.monto, owed, deposit });
    const key = `${form.presupuestoId}|${result.value.concepto}|${result.value.monto}`;
    if (warnings.length > 0 && confirmed !== key) {
      setWarning({ key, messages: warnings });
      return;
    }
    setWarning(null);
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
    plan,
    owing,
    collect,
    warning,
    confirmWarning: () => submit(warning?.key ?? null),
    cancelWarning: () => setWarning(null),
    words,
    restored: draft.restored,
    startOver: () => {
      draft.discard();
      setErrors({});
    },
    issuing,
    issued,
    saveError,
    submit: () => submit(),
    formRef,
  };
}
