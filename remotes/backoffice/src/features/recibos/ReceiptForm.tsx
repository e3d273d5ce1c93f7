// /recibo: issue a receipt. The number is reserved first (a transaction on the counter) and kept with the
// draft, so a failed write is retried with the same number instead of losing it. A view of useReceiptForm (state,
// checks, warnings and issuing), laid out in its sections.
import { Link } from '@salon/router';
import { formatReceiptNumber } from '@salon/domain';
import { Notice } from '@salon/ui';
import { ConfirmWarning } from '../layout/ConfirmWarning';
import { ReceiptBudgetField } from './ReceiptBudgetField';
import { ReceiptPaymentFields } from './ReceiptPaymentFields';
import { type ReceiptFormModel } from './useReceiptForm';

export function ReceiptForm({ model }: { model: ReceiptFormModel }) {
  const { issued, warning } = model;
  return (
    <form
      ref={model.formRef}
      className="salon-card bo-receipt-form"
      onSubmit={(event) => {
        event.preventDefault();
        void model.submit();
      }}
      noValidate
      aria-label="Nuevo recibo"
    >
      {issued && (
        <Notice>
          <strong data-testid="recibo-emitido">Recibo N° {formatReceiptNumber(issued.numero)} emitido.</strong>{' '}
          <Link to={`/templateRecibo?numero=${issued.numero}`}>Ver e imprimir el recibo</Link>
        </Notice>
      )}
      {model.restored && !issued && (
        <Notice tone="warning">
          Recuperamos un recibo que no se llegó a emitir.{' '}
          <button type="button" className="bo-link-button" onClick={model.startOver}>
            Empezar de nuevo
          </button>
        </Notice>
      )}
      <ReceiptBudgetField model={model} />
      <ReceiptPaymentFields model={model} />
      {model.saveError && <Notice tone="error">{model.saveError}</Notice>}
      {warning && (
        <ConfirmWarning
          id="recibo-aviso"
          messages={warning.messages}
          question="¿Emitir el recibo igual?"
          confirmLabel="Emitir igual"
          onConfirm={() => void model.confirmWarning()}
          onCancel={() => {
            model.cancelWarning();
            // Back to the amount, the field to change instead.
            document.getElementById('recibo-monto')?.focus();
          }}
        />
      )}
      <button type="submit" className="salon-button bo-submit" disabled={model.issuing}>
        {model.issuing ? 'Emitiendo...' : 'Emitir recibo'}
      </button>
    </form>
  );
}
