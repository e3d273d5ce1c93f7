// Staff page: guarded by role; its editor is delivered by the back-office issue.
import { Notice, Page } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';

export default function ConfiguracionPage() {
  return (
    <RequireStaff roles={['admin']} loginPath={'/login'}>
      <Page title="Configuración" description="Calendarios, feriados, secciones de inicio y tema del sitio.">
        <Notice>Esta sección todavía está en preparación.</Notice>
      </Page>
    </RequireStaff>
  );
}
