// The latest receipts, each with a link to print it.
import { Link } from '@salon/router';
import { formatARS, formatReceiptNumber, RECEIPT_CONCEPT_LABELS, type Receipt, type StoredBudget } from '@salon/domain';
import { formatMoment } from '../presupuestos/format';

const SHOWN = 20;

export function ReceiptList({ receipts, budgets }: { receipts: Receipt[]; budgets: StoredBudget[] }) {
  // Older receipts did not store the payer: the budget's client stands in.
  const clientOf = (receipt: Receipt) => receipt.cliente || budgets.find((budget) => budget.id === receipt.presupuestoId)?.cliente || 'Sin nombre';
  return (
    <section className="salon-card bo-budget-list" aria-labelledby="recibos-ultimos">
      <h2 id="recibos-ultimos">Últimos recibos</h2>
      {receipts.length === 0 ? (
        <p className="bo-muted">Todavía no hay recibos.</p>
      ) : (
        <ul className="bo-list">
          {receipts.slice(0, SHOWN).map((receipt) => (
            <li key={receipt.numero}>
              <div>
                <strong>N° {formatReceiptNumber(receipt.numero)}</strong> · {clientOf(receipt)}
                <div className="bo-muted bo-small">
                  {RECEIPT_CONCEPT_LABELS[receipt.concepto]}
                  {receipt.emitidoEn ? ` · ${formatMoment(receipt.emitidoEn)}` : ''}
                </div>
              </div>
              <div className="bo-list__end">
                <strong>{formatARS(receipt.monto)}</strong>
                <Link to={`/templateRecibo?numero=${receipt.numero}`} aria-label={`Ver e imprimir el recibo N° ${formatReceiptNumber(receipt.numero)}`}>
                  Imprimir
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
