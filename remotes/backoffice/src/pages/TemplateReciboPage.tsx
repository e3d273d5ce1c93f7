// /templateRecibo: the printable receipt. ?numero=N shows that stored receipt; without it, a sample of the layout.
import { useMemo } from 'react';
import { Link, useSearchParams } from '@salon/router';
import { formatReceiptNumber, type Receipt, type StoredBudget } from '@salon/domain';
import { useLive, useSession } from '@salon/firebase';
import { watchCompanyName } from '@salon/firebase/data';
import { annulReceipt, watchBudget, watchReceipt } from '@salon/firebase/staff';
import { Loading, Notice, notify } from '@salon/ui';
import { AnnulForm } from '../features/anulacion/AnnulForm';
import { useAnnul } from '../features/anulacion/useAnnul';
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { ReceiptDocument } from '../features/recibos/ReceiptDocument';
import '../features/presupuestos/presupuestos.css';
import '../features/recibos/recibos.css';

function Actions() {
  return (
    <div className="bo-actions no-print">
      <button type="button" className="salon-button" onClick={() => window.print()}>
        Imprimir
      </button>
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

function StoredReceipt({ numero, companyName }: { numero: number; companyName: string }) {
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
  return (
    <>
      <Actions />
      <AnnulReceipt receipt={receipt.value} />
      <ReceiptDocument receipt={receipt.value} budget={budget.status === 'ready' ? budget.value : null} companyName={companyName} />
    </>
  );
}

function SampleReceipt({ companyName }: { companyName: string }) {
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
      <ReceiptDocument receipt={sample} budget={null} companyName={companyName} />
    </>
  );
}

function TemplateScreen() {
  const [params] = useSearchParams();
  const raw = params.get('numero');
  const numero = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const company = useLive<string>((onData) => watchCompanyName(onData));
  const companyName = company.status === 'ready' ? company.value : '';
  if (raw && numero === null) return <Notice tone="error">«{raw}» no es un número de recibo.</Notice>;
  return numero === null ? <SampleReceipt companyName={companyName} /> : <StoredReceipt key={numero} numero={numero} companyName={companyName} />;
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
