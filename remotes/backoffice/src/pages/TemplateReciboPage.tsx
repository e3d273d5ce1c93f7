// /templateRecibo: the printable receipt. ?numero=N shows that stored receipt; without it, a sample of the layout.
import { useMemo } from 'react';
import { Link, useSearchParams } from '@salon/router';
import { formatReceiptNumber, receiptFileName, receiptSheet, type DocumentIssuer, type Receipt, type StoredBudget } from '@salon/domain';
import { useLive, useSession } from '@salon/firebase';
import { annulReceipt, watchBudget, watchReceipt } from '@salon/firebase/staff';
import { PdfButton } from '@salon/ui/src/documents/PdfButton';
import { receiptPdf } from '@salon/ui/src/documents/receiptPdf';
import { Loading, Notice, notify } from '@salon/ui';
import { AnnulForm } from '../features/anulacion/AnnulForm';
import { useAnnul } from '../features/anulacion/useAnnul';
import { RequireStaff } from '../features/auth/RequireStaff';
import { useHallIssuer } from '../features/documentos/useHallIssuer';
import { StaffLayout } from '../features/layout/StaffLayout';
import { ReceiptDocument } from '../features/recibos/ReceiptDocument';
import '../features/presupuestos/presupuestos.css';
import '../features/recibos/recibos.css';

/** Print, and for a stored receipt its PDF (the same sheet as the page). */
function Actions({ pdf }: { pdf?: { receipt: Receipt; budget: StoredBudget | null; issuer: DocumentIssuer | null } }) {
  const issuer = pdf?.issuer;
  return (
    <div className="bo-actions no-print">
      <button type="button" className="salon-button" onClick={() => window.print()}>
        Imprimir
      </button>
      {pdf && (
        <PdfButton
          label="Descargar PDF"
          fileName={receiptFileName(pdf.receipt.numero)}
          definition={issuer ? () => receiptPdf(receiptSheet(pdf.receipt, pdf.budget, issuer)) : null}
          testId="recibo-pdf"
        />
      )}
      <Link className="salon-button salon-button--secondary" to="/recibo">
        Volver a Recibos
      </Link>
    </div>
  );
}

/** Annulling a receipt: an admin only (the recibos role never sees it; the rules refuse it too). */
function AnnulReceipt({ receipt }: { receipt: Receipt }) {
  const { currentUser } = useSession();
  const annul = useAnnul(async (motivo) => {
    await annulReceipt(receipt.numero, motivo, currentUser?.email ?? '');
    notify(`Recibo N° ${formatReceiptNumber(receipt.numero)} anulado.`, 'success');
  });
  if (currentUser?.role !== 'admin' || receipt.anulacion) return null;
  return (
    <div className="no-print">
      <AnnulForm
        model={annul}
        what="recibo"
        explanation="El recibo no se borra: conserva su número, se imprime con la marca «ANULADO» y el motivo, y deja de sumar en los totales y en el saldo del presupuesto."
      />
    </div>
  );
}

function StoredReceipt({ numero, issuer }: { numero: number; issuer: DocumentIssuer | null }) {
  const receipt = useLive<Receipt | null>((onData, onError) => watchReceipt(numero, onData, onError), [numero]);
  const budgetId = receipt.status === 'ready' ? (receipt.value?.presupuestoId ?? '') : '';
  const budget = useLive<StoredBudget | null>(
    (onData, onError) => {
      if (!budgetId) {
        onData(null);
        return () => undefined;
      }
      return watchBudget(budgetId, onData, onError);
    },
    [budgetId],
  );
  if (receipt.status === 'loading') return <Loading />;
  if (receipt.status === 'error') return <Notice tone="error">No se pudo leer el recibo.</Notice>;
  if (!receipt.value) return <Notice tone="error">No existe el recibo N° {formatReceiptNumber(numero)}.</Notice>;
  const ofBudget = budget.status === 'ready' ? budget.value : null;
  // Its PDF waits for the budget it pays (its event and total), when it pays one.
  const pdfIssuer = budgetId && budget.status === 'loading' ? null : issuer;
  return (
    <>
      <Actions pdf={{ receipt: receipt.value, budget: ofBudget, issuer: pdfIssuer }} />
      <AnnulReceipt receipt={receipt.value} />
      <ReceiptDocument receipt={receipt.value} budget={ofBudget} issuer={issuer ?? EMPTY_ISSUER} />
    </>
  );
}

const EMPTY_ISSUER: DocumentIssuer = { name: '', address: '', phone: '', cuit: '' };

function SampleReceipt({ issuer }: { issuer: DocumentIssuer }) {
  const sample = useMemo<Receipt>(
    () => ({
      numero: 123,
      monto: 150_000,
      concepto: 'seña',
      medioDePago: 'transferencia',
      cliente: 'Nombre del cliente',
      detalle: '',
      presupuestoId: '',
      saldoPendiente: 250_000,
      emitidoEn: Date.now(),
      emitidoPor: '',
    }),
    [],
  );
  return (
    <>
      <Notice>Este es un ejemplo del diseño. Para imprimir un recibo, elegilo en la lista de Recibos.</Notice>
      <Actions />
      <ReceiptDocument receipt={sample} budget={null} issuer={issuer} />
    </>
  );
}

function TemplateScreen() {
  const [params] = useSearchParams();
  const raw = params.get('numero');
  const numero = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const hall = useHallIssuer();
  if (raw && numero === null) return <Notice tone="error">«{raw}» no es un número de recibo.</Notice>;
  return numero === null ? <SampleReceipt issuer={hall.issuer} /> : <StoredReceipt key={numero} numero={numero} issuer={hall.ready ? hall.issuer : null} />;
}

export default function TemplateReciboPage() {
  return (
    <RequireStaff roles={['admin', 'recibos']} loginPath="/loginReciboPage">
      <StaffLayout title="Recibo" description="Recibo para imprimir.">
        <TemplateScreen />
      </StaffLayout>
    </RequireStaff>
  );
}
