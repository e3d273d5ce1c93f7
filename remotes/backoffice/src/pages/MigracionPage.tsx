// Staff page: guarded by role; its editor is delivered by the back-office issue.
import { Notice, Page } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';

export default function MigracionPage() {
  return (
    <RequireStaff roles={['admin']} loginPath={'/login'}>
      <Page title="Migración" description="Cómo mover una base de datos existente a este sitio.">
        <Notice>Esta sección todavía está en preparación.</Notice>
      </Page>
    </RequireStaff>
  );
}
