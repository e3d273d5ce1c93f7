// «Plan de pagos» and «Recibos» of /p/{token}: each instalment with its due date and status, and the receipts issued,
// each downloadable as a PDF.
import {
  clientReceiptSheet,
  formatARS,
  formatDateLong,
  formatReceiptNumber,
  INSTALMENT_LABELS,
  instalmentStatusText,
  RECEIPT_CONCEPT_LABELS,
  receiptFileName,
  type ClientBudgetView,
} from '@salon/domain';
import { PdfButton } from '@salon/ui/src/documents/PdfButton';
import { receiptPdf } from '@salon/ui/src/documents/receiptPdf';

export function ClientPaymentPlan({ plan }: { plan: ClientBudgetView['plan'] }) {
  if (plan.length === 0) return null;
  return (
    <>
      <h3>Plan de pagos</h3>
      <ul className="cliente-lista" data-testid="cliente-plan">
        {plan.map((instalment) => (
          <li key={instalment.concepto} data-testid={`cliente-plan-${instalment.concepto}`}>
            <span>
              <strong>{INSTALMENT_LABELS[instalment.concepto]}</strong> · vence el {formatDateLong(instalment.venceEl)}
            </span>
            <strong>{formatARS(instalment.monto)}</strong>
            <span>
              {instalmentStatusText(instalment)}
              {instalment.pagado > 0 && instalment.falta > 0 ? ` (falta ${formatARS(instalment.falta)})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ClientReceipts({ view }: { view: ClientBudgetView }) {
  const receipts = view.recibos;
  return (
    <>
      <h3>Recibos</h3>
      {receipts.length === 0 ? (
        <p className="cliente-muted">Todavía no hay pagos registrados.</p>
      ) : (
        <ul className="cliente-lista" data-testid="cliente-recibos">
          {receipts.map((receipt) => (
            <li key={receipt.numero}>
              <span>
                Recibo N° {formatReceiptNumber(receipt.numero)} · {formatDateLong(receipt.fecha)}
              </span>
              <span>{RECEIPT_CONCEPT_LABELS[receipt.concepto]}</span>
              <strong className={receipt.anulado ? 'cliente-anulado' : undefined}>{formatARS(receipt.monto)}</strong>
              {receipt.anulado && <span className="cliente-etiqueta">Anulado</span>}
              <span className="cliente-no-print">
                <PdfButton
                  label="PDF"
                  ariaLabel={`Descargar el recibo N° ${formatReceiptNumber(receipt.numero)} en PDF`}
                  className="salon-button salon-button--secondary cliente-boton-chico"
                  fileName={receiptFileName(receipt.numero)}
                  definition={() => receiptPdf(clientReceiptSheet(view, receipt))}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
