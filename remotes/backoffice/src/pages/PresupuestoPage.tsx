// Staff page: guarded by role; its editor is delivered by the back-office issue.
import { Notice, Page } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';

export default function PresupuestoPage() {
  return (
    <RequireStaff roles={['admin']} loginPath={'/login'}>
      <Page title="Presupuestos" description="Presupuestos para clientes.">
        <Notice>Esta sección todavía está en preparación.</Notice>
      </Page>
    </RequireStaff>
  );
}
