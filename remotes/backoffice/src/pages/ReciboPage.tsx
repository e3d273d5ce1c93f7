// /recibo: issue receipts (admin and recibos), with the budgets that still owe money and the latest receipts. Sign-in
// for the recibos role is /loginReciboPage; it lands here from /login too.
import { useLive } from '@salon/firebase';
import { watchPrices } from '@salon/firebase/data';
import { watchBudgets, watchPaymentTerms, watchReceipts } from '@salon/firebase/staff';
import { Loading, Notice } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { OwingBudgets } from '../features/recibos/OwingBudgets';
import { ReceiptForm } from '../features/recibos/ReceiptForm';
import { ReceiptList } from '../features/recibos/ReceiptList';
import { useReceiptForm, type ReceiptFormData } from '../features/recibos/useReceiptForm';
import '../features/presupuestos/presupuestos.css';
import '../features/recibos/recibos.css';

function ReceiptSections({ data }: { data: ReceiptFormData }) {
  const model = useReceiptForm(data);
  return (
    <>
      <ReceiptForm model={model} />
      <OwingBudgets model={model} />
      <ReceiptList budgets={data.budgets} />
    </>
  );
}

function ReciboScreen() {
  const budgets = useLive(watchBudgets);
  const receipts = useLive(watchReceipts);
  const prices = useLive(watchPrices);
  const terms = useLive(watchPaymentTerms);
  if (budgets.status === 'loading' || receipts.status === 'loading') return <Loading />;
  if (receipts.status === 'error') return <Notice tone="error">No se pudieron leer los recibos. Revisá la conexión y recargá la página.</Notice>;
  return (
    <div className="bo-receipt-screen">
      {budgets.status === 'error' && <Notice tone="warning">No se pudieron leer los presupuestos: el recibo se puede emitir sin vincularlo.</Notice>}
      <ReceiptSections
        data={{
          budgets: budgets.status === 'ready' ? budgets.value : [],
          receipts: receipts.value,
          prices: prices.status === 'ready' ? prices.value : null,
          terms: terms.status === 'ready' ? terms.value : undefined,
        }}
      />
    </div>
  );
}

export default function ReciboPage() {
  return (
    <RequireStaff roles={['admin', 'recibos']} loginPath="/loginReciboPage">
      <StaffLayout title="Recibos" description="Emisión de recibos.">
        <ReciboScreen />
      </StaffLayout>
    </RequireStaff>
  );
}
