// /recibo: issue receipts (admin and recibos). Sign-in for the recibos role is /loginReciboPage.
import { useLive } from '@salon/firebase';
import { watchPrices } from '@salon/firebase/data';
import { watchBudgets, watchReceipts } from '@salon/firebase/staff';
import { Loading, Notice } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { ReceiptForm } from '../features/recibos/ReceiptForm';
import { ReceiptList } from '../features/recibos/ReceiptList';
import '../features/presupuestos/presupuestos.css';
import '../features/recibos/recibos.css';

function ReciboScreen() {
  const budgets = useLive(watchBudgets);
  const receipts = useLive(watchReceipts);
  const prices = useLive(watchPrices);
  if (budgets.status === 'loading' || receipts.status === 'loading') return <Loading />;
  if (receipts.status === 'error') return <Notice tone="error">No se pudieron leer los recibos. Revisá la conexión y recargá la página.</Notice>;
  return (
    <div className="bo-receipt-screen">
      {budgets.status === 'error' && <Notice tone="warning">No se pudieron leer los presupuestos: el recibo se puede emitir sin vincularlo.</Notice>}
      <ReceiptForm
        budgets={budgets.status === 'ready' ? budgets.value : []}
        receipts={receipts.value}
        prices={prices.status === 'ready' ? prices.value : null}
      />
      <ReceiptList receipts={receipts.value} budgets={budgets.status === 'ready' ? budgets.value : []} />
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
