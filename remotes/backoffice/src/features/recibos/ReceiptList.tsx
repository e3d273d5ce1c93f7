// The latest receipts, newest first, a page at a time («Ver más»: useReceiptList), each with a link to print it and
// its PDF; annulled ones marked (they count in no total).
import { Link } from '@salon/router';
import {
  countText,
  formatARS,
  formatReceiptNumber,
  RECEIPT_CONCEPT_LABELS,
  receiptFileName,
  receiptSheet,
  type Receipt,
  type StoredBudget,
} from '@salon/domain';
import { PdfButton } from '@salon/ui/src/documents/PdfButton';
import { receiptPdf } from '@salon/ui/src/documents/receiptPdf';
import { Notice } from '@salon/ui';
import { useLive } from '@salon/firebase';
import { watchBudgetsById } from '@salon/firebase/staff';
import { AnnulledTag } from '../anulacion/AnnulledNotice';
import { useHallIssuer } from '../documentos/useHallIssuer';
import { formatMoment } from '../presupuestos/format';
import { useReceiptList } from './useReceiptList';

export function ReceiptList() {
  const list = useReceiptList();
  const receipts = list.items;
  // The budgets of the receipts shown, and only those (their client, the event on the PDF).
  const ids = [...new Set(receipts.flatMap((receipt) => (receipt.presupuestoId ? [receipt.presupuestoId] : [])))].sort();
  const idsKey = ids.join(',');
  const linked = useLive<Record<string, StoredBudget | null>>((onData, onError) => watchBudgetsById(ids, onData, onError), [idsKey]);
  // Older receipts did not store the payer: the budget's client stands in.
  const budgetOf = (receipt: Receipt): StoredBudget | null =>
    linked.status === 'ready' && receipt.presupuestoId ? (linked.value[receipt.presupuestoId] ?? null) : null;
  const clientOf = (receipt: Receipt) => receipt.cliente || budgetOf(receipt)?.cliente || 'Sin nombre';
  const { ready, issuer } = useHallIssuer();
  return (
    <section className="salon-card bo-budget-list" aria-labelledby="recibos-ultimos">
      <h2 id="recibos-ultimos">Últimos recibos</h2>
      {list.status === 'loading' && <p className="bo-muted">Cargando recibos...</p>}
      {list.status === 'error' && <Notice tone="error">No se pudieron leer los recibos.</Notice>}
      {list.status !== 'ready' ? null : receipts.length === 0 ? (
        <p className="bo-muted">Todavía no hay recibos.</p>
      ) : (
        <>
          <p className="bo-muted bo-small" data-testid="recibos-cantidad">
            {list.canShowMore ? `Los ${receipts.length} más recientes.` : countText(receipts.length, 'recibo', 'recibos')}
          </p>
          <ul className="bo-list">
            {receipts.map((receipt: Receipt) => (
              <li key={receipt.numero}>
                <div>
                  <strong>N° {formatReceiptNumber(receipt.numero)}</strong> · {clientOf(receipt)}
                  {receipt.anulacion && <AnnulledTag />}
                  <div className="bo-muted bo-small">
                    {RECEIPT_CONCEPT_LABELS[receipt.concepto]}
                    {receipt.emitidoEn ? ` · ${formatMoment(receipt.emitidoEn)}` : ''}
                  </div>
                </div>
                <div className="bo-list__end">
                  <strong className={receipt.anulacion ? 'bo-amount-annulled' : undefined}>{formatARS(receipt.monto)}</strong>
                  <Link to={`/templateRecibo?numero=${receipt.numero}`} aria-label={`Ver e imprimir el recibo N° ${formatReceiptNumber(receipt.numero)}`}>
                    Imprimir
                  </Link>
                  <PdfButton
                    label="PDF"
                    ariaLabel={`Descargar el recibo N° ${formatReceiptNumber(receipt.numero)} en PDF`}
                    className="bo-link-button"
                    fileName={receiptFileName(receipt.numero)}
                    definition={ready ? () => receiptPdf(receiptSheet(receipt, budgetOf(receipt), issuer)) : null}
                  />
                </div>
              </li>
            ))}
          </ul>
          {list.canShowMore && (
            <button type="button" className="salon-button salon-button--secondary" onClick={list.showMore}>
              Ver más
            </button>
          )}
        </>
      )}
    </section>
  );
}
