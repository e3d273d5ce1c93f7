// The receipt's budget: which one it pays (or none) and, once chosen, that budget's account: its total, what is paid
// and still owed, and each instalment's state (so a deposit already paid shows before issuing another).
import { countText, formatARS, formatDateLong, INSTALMENT_LABELS } from '@salon/domain';
import { Field } from '@salon/ui/src/fields';
import { type ReceiptFormModel } from './useReceiptForm';

export function ReceiptBudgetField({ model }: { model: ReceiptFormModel }) {
  const { form, errors, budget, total, account, owed, plan } = model;
  return (
    <>
      <Field block="bo-field" id="recibo-presupuesto" label="Presupuesto que salda" error={errors.presupuestoId}>
        {(control) => (
          <select {...control} value={form.presupuestoId} onChange={(e) => model.chooseBudget(e.target.value)}>
            <option value="">Sin presupuesto</option>
            {model.budgetChoices.map((candidate) => (
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
          {plan.map((instalment) => (
            <div key={instalment.concepto} className="salon-amount-row bo-muted">
              <dt>
                {INSTALMENT_LABELS[instalment.concepto]} ({formatARS(instalment.monto)})
              </dt>
              <dd data-testid={`recibo-plan-${instalment.concepto}`}>{instalment.falta === 0 ? 'Pagada' : `Falta ${formatARS(instalment.falta)}`}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
