// /cobranzas: what is overdue and what falls due this week, from the budgets' payment plans. Admin only.
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { CollectionsList } from '../features/cobranzas/CollectionsList';
import '../features/presupuestos/presupuestos.css';

export default function CobranzasPage() {
  return (
    <RequireStaff roles={['admin']} loginPath="/login">
      <StaffLayout title="Cobranzas">
        <CollectionsList />
      </StaffLayout>
    </RequireStaff>
  );
}
