// /tablero: the owner's dashboard (booked revenue, collected versus owed, weekend occupancy, the funnel, the next
// events, overdue payments, CSV for Excel). Admin only; the database rules say the same of budgets and inquiries.
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { DashboardView } from '../features/tablero/DashboardView';
import '../features/presupuestos/presupuestos.css';
import '../features/tablero/tablero.css';

export default function TableroPage() {
  return (
    <RequireStaff roles={['admin']} loginPath="/login">
      <StaffLayout title="Tablero">
        <DashboardView />
      </StaffLayout>
    </RequireStaff>
  );
}
