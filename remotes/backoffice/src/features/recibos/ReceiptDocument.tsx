// The printable receipt (A4): the hall with its address, phone and CUIT, number, date, who paid, the amount in
// figures (never broken across lines) and in Spanish words, the concept, the payment method, the budget it settles
// and what was still owed.
import {
  budgetTotals,
  formatARS,
  formatDateLong,
  formatReceiptNumber,
  PAYMENT_METHOD_LABELS,
  receiptText,
  type DocumentIssuer,
  type Receipt,
  type StoredBudget,
} from '@salon/domain';
import { AnnulledNotice } from '../anulacion/AnnulledNotice';
import { HallIssuerLines } from '../documentos/HallIssuerLines';

interface ReceiptDocumentProps {
  receipt: Receipt;
  budget: StoredBudget | null;
  issuer: DocumentIssuer;
}

export function ReceiptDocument({ receipt, budget, issuer }: ReceiptDocumentProps) {
  const text = receiptText(receipt);
  const budgetTotal = budget?.precios ? budgetTotals(budget, budget.precios).total : null;
  return (
    <article className="salon-card bo-print-area bo-document bo-receipt" aria-label={`Recibo N° ${formatReceiptNumber(receipt.numero)}`}>
      <header className="bo-receipt__header">
        <div>
          <p className="bo-document__company">{issuer.name}</p>
          <HallIssuerLines issuer={issuer} />
          {receipt.emitidoEn > 0 && <p className="bo-muted">{text.date}</p>}
        </div>
        <div className="bo-receipt__number">
          <h2>Recibo</h2>
          <p data-testid="recibo-numero">N° {formatReceiptNumber(receipt.numero)}</p>
        </div>
      </header>
      {receipt.anulacion && <AnnulledNotice annulment={receipt.anulacion} testId="recibo-anulado" />}
      <p className="bo-receipt__body">
        Recibí de <strong data-testid="recibo-cliente">{receipt.cliente || budget?.cliente || '—'}</strong> la suma de{' '}
        <strong data-testid="recibo-letras">{text.words}</strong> (
        <strong data-testid="recibo-importe" className="bo-nowrap">
          {text.figures}
        </strong>
        ) en concepto de <strong>{text.concept.toLowerCase()}</strong>
        {budget ? ` del presupuesto para el evento del ${formatDateLong(budget.fechaEvento)}` : ''}.
      </p>
      <dl className="bo-facts">
        <div>
          <dt>Concepto</dt>
          <dd>{text.concept}</dd>
        </div>
        <div>
          <dt>Medio de pago</dt>
          <dd>{PAYMENT_METHOD_LABELS[receipt.medioDePago]}</dd>
        </div>
        <div>
          <dt>Importe</dt>
          <dd>{text.figures}</dd>
        </div>
        {budgetTotal !== null && (
          <div>
            <dt>Total del presupuesto</dt>
            <dd>{formatARS(budgetTotal)}</dd>
          </div>
        )}
        {receipt.saldoPendiente !== null && (
          <div>
            <dt>Saldo pendiente</dt>
            <dd data-testid="recibo-saldo">{formatARS(receipt.saldoPendiente)}</dd>
          </div>
        )}
      </dl>
      {receipt.detalle && <p className="bo-notes">Detalle: {receipt.detalle}</p>}
      <div className="bo-receipt__signature">
        <span>Firma y aclaración</span>
      </div>
    </article>
  );
}
