// /recibo: issue receipts (admin and recibos), with the budgets that still owe money and the latest receipts (what it
// reads: useReceiptBooks). Sign-in
// for the recibos role is /loginReciboPage; it lands here from /login too.
import { useSearchParams } from '@salon/router';
import { useLive } from '@salon/firebase';
import { watchPrices } from '@salon/firebase/data';
import { watchPaymentTerms } from '@salon/firebase/staff';
import { Loading, Notice } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { OwingBudgets } from '../features/recibos/OwingBudgets';
import { ReceiptForm } from '../features/recibos/ReceiptForm';
import { ReceiptList } from '../features/recibos/ReceiptList';
import { useReceiptBooks } from '../features/recibos/useReceiptBooks';
import { useReceiptForm, type ReceiptFormData } from '../features/recibos/useReceiptForm';
import '../features/presupuestos/presupuestos.css';
import '../features/recibos/recibos.css';

function ReceiptSections({ data }: { data: ReceiptFormData }) {
  const model = useReceiptForm(data);
  return (
    <>
      <ReceiptForm model={model} />
      <OwingBudgets model={model} />
      <ReceiptList />
    </>
  );
}

function ReciboScreen() {
  const [params] = useSearchParams();
  const books = useReceiptBooks(params.get('presupuesto'));
  const prices = useLive(watchPrices);
  const terms = useLive(watchPaymentTerms);
  if (books.status === 'loading') return <Loading />;
  return (
    <div className="bo-receipt-screen">
      {books.status === 'error' && <Notice tone="warning">No se pudieron leer los presupuestos: el recibo se puede emitir sin vincularlo.</Notice>}
      <ReceiptSections
        data={{
          budgets: books.status === 'ready' ? books.value.budgets : [],
          receipts: books.status === 'ready' ? books.value.receipts : [],
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
