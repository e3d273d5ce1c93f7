// /recibo: issue a receipt. The number is reserved first (a transaction on the counter) and kept with the
// draft, so a failed write is retried with the same number instead of losing it.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@salon/router';
import {
  amountInWords,
  budgetAccount,
  budgetTotals,
  compareCodes,
  countText,
  emptyReceiptForm,
  formatARS,
  formatDateLong,
  formatReceiptNumber,
  MAX_RECEIPT_AMOUNT as MAX_RECEIPT_PESOS,
  parseWholePesos,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  RECEIPT_CONCEPT_LABELS,
  RECEIPT_CONCEPTS,
  effectivePriceCopy,
  validateReceiptForm,
  type PaymentMethod,
  type Receipt,
  depositConfirmsBooking,
  type ReceiptForm as ReceiptFormValues,
  type ReceiptFormErrors,
  type StoredBudget,
} from '@salon/domain';
import { useSession } from '@salon/firebase';
import { type RawPriceTable } from '@salon/firebase/data';
import { confirmDeposit, issueReceipt } from '@salon/firebase/staff';
import { Notice, notify } from '@salon/ui';
import { Field, focusFirstInvalid, saveErrorMessage } from '@salon/ui/src/fields';
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

interface ReceiptFormProps {
  budgets: StoredBudget[];
  receipts: Receipt[];
  prices: RawPriceTable | null;
}

export function ReceiptForm({ budgets, receipts, prices }: ReceiptFormProps) {
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
  const words = typeof amount === 'number' && amount > 0 && amount <= MAX_RECEIPT_PESOS ? amountInWords(amount) : '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
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

  return (
    <form ref={formRef} className="salon-card bo-receipt-form" onSubmit={onSubmit} noValidate aria-label="Nuevo recibo">
      {issued && (
        <Notice>
          <strong data-testid="recibo-emitido">Recibo N° {formatReceiptNumber(issued.numero)} emitido.</strong>{' '}
          <Link to={`/templateRecibo?numero=${issued.numero}`}>Ver e imprimir el recibo</Link>
        </Notice>
      )}
      {draft.restored && !issued && (
        <Notice tone="warning">
          Recuperamos un recibo que no se llegó a emitir.{' '}
          <button
            type="button"
            className="bo-link-button"
            onClick={() => {
              draft.discard();
              setErrors({});
            }}
          >
            Empezar de nuevo
          </button>
        </Notice>
      )}

      <Field block="bo-field" id="recibo-presupuesto" label="Presupuesto que salda" error={errors.presupuestoId}>
        {(control) => (
          <select {...control} value={form.presupuestoId} onChange={(e) => chooseBudget(e.target.value)}>
            <option value="">Sin presupuesto</option>
            {budgets
              .filter((candidate) => !candidate.anulacion || candidate.id === form.presupuestoId)
              .sort((a, b) => compareCodes(b.fechaEvento, a.fechaEvento))
              .map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.cliente} — {formatDateLong(candidate.fechaEvento)}
                </option>
              ))}
          </select>
        )}
      </Field>
      {budget && (
        <dl className="bo-receipt-form__budget" aria-label="Estado de cuenta del presupuesto">
          <div className="salon-amount-row">
            <dt>Total del presupuesto</dt>
            <dd>{total === null ? 'Cargando...' : formatARS(total)}</dd>
          </div>
          <div className="salon-amount-row">
            <dt>Pagado ({countText(account?.receipts ?? 0, 'recibo', 'recibos')})</dt>
            <dd data-testid="recibo-pagado">{account ? formatARS(account.paid) : ''}</dd>
          </div>
          <div className="salon-amount-row">
            <dt>Falta pagar</dt>
            <dd data-testid="recibo-falta-pagar">{owed === null ? '' : formatARS(Math.max(owed, 0))}</dd>
          </div>
        </dl>
      )}

      <Field block="bo-field" id="recibo-cliente" label="Recibí de" error={errors.cliente}>
        {(control) => <input {...control} autoComplete="off" value={form.cliente} onChange={(e) => update({ cliente: e.target.value })} />}
      </Field>
      <Field
        block="bo-field"
        id="recibo-monto"
        label="Importe ($)"
        error={errors.monto}
        hint={words ? <span data-testid="recibo-monto-letras">Son {words}.</span> : 'En pesos, por ejemplo 150.000.'}
      >
        {(control) => <input {...control} inputMode="decimal" value={form.monto} onChange={(e) => update({ monto: e.target.value })} />}
      </Field>
      <fieldset
        className={`bo-radios ${errors.concepto ? 'bo-field--invalid' : ''}`}
        role="radiogroup"
        aria-invalid={!!errors.concepto}
        aria-describedby={errors.concepto ? 'recibo-concepto-error' : undefined}
      >
        <legend>Concepto</legend>
        {RECEIPT_CONCEPTS.map((concept) => (
          <label key={concept} className="bo-radio">
            <input type="radio" name="recibo-concepto" value={concept} checked={form.concepto === concept} onChange={() => update({ concepto: concept })} />
            {RECEIPT_CONCEPT_LABELS[concept]}
          </label>
        ))}
        {errors.concepto && (
          <span id="recibo-concepto-error" className="bo-field__error" role="alert">
            {errors.concepto}
          </span>
        )}
      </fieldset>
      <Field block="bo-field" id="recibo-medio" label="Medio de pago" error={errors.medioDePago}>
        {(control) => (
          <select {...control} value={form.medioDePago} onChange={(e) => update({ medioDePago: e.target.value as PaymentMethod | '' })}>
            <option value="">Elegí el medio de pago</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field block="bo-field" id="recibo-detalle" label="Detalle (opcional)" error={errors.detalle}>
        {(control) => <textarea {...control} rows={2} value={form.detalle} onChange={(e) => update({ detalle: e.target.value })} />}
      </Field>
      {saveError && <Notice tone="error">{saveError}</Notice>}
      <button type="submit" className="salon-button bo-submit" disabled={issuing}>
        {issuing ? 'Emitiendo...' : 'Emitir recibo'}
      </button>
    </form>
  );
}
