// /presupuesto (new budget + saved list), /presupuesto/{id} (view) and /presupuesto/editar/{id} (edit on the
// creation screen). Admin only; the database rules say the same.
import { useLocation, useParams } from '@salon/router';
import { useLive } from '@salon/firebase';
import { watchBudget } from '@salon/firebase/staff';
import type { StoredBudget as StoredBudgetValue } from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { BudgetDetail } from '../features/presupuestos/BudgetDetail';
import { BudgetEditor } from '../features/presupuestos/BudgetEditor';
import { BudgetList } from '../features/presupuestos/BudgetList';
import '../features/presupuestos/presupuestos.css';

function StoredBudget({ id, edit }: { id: string; edit: boolean }) {
  const budget = useLive<StoredBudgetValue | null>((onData, onError) => watchBudget(id, onData, onError), [id]);
  if (budget.status === 'loading') return <Loading />;
  if (budget.status === 'error') return <Notice tone="error">No se pudo leer el presupuesto.</Notice>;
  if (!budget.value) return <Notice tone="error">No existe un presupuesto con ese número. Buscalo en la lista de Presupuestos.</Notice>;
  // Keyed so that a different budget starts from its own draft.
  return edit ? <BudgetEditor key={id} budget={budget.value} /> : <BudgetDetail budget={budget.value} />;
}

function PresupuestoScreen() {
  const { id } = useParams();
  const editing = useLocation().pathname.startsWith('/presupuesto/editar/');
  if (id && editing) {
    return (
      <StaffLayout title="Editar presupuesto">
        <StoredBudget id={id} edit />
      </StaffLayout>
    );
  }
  if (id) {
    return (
      <StaffLayout title="Presupuesto">
        <StoredBudget id={id} edit={false} />
      </StaffLayout>
    );
  }
  return (
    <StaffLayout title="Presupuestos">
      <h2 className="bo-section-title">Nuevo presupuesto</h2>
      <BudgetEditor key="nuevo" budget={null} />
      <BudgetList />
    </StaffLayout>
  );
}

export default function PresupuestoPage() {
  return (
    <RequireStaff roles={['admin']} loginPath="/login">
      <PresupuestoScreen />
    </RequireStaff>
  );
}
