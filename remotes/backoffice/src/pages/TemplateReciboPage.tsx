// Staff page: guarded by role; its editor is delivered by the back-office issue.
import { Notice, Page } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';

export default function TemplateReciboPage() {
  return (
    <RequireStaff roles={['admin', 'recibos']} loginPath={'/loginReciboPage'}>
      <Page title="Recibo" description="Recibo para imprimir.">
        <Notice>Esta sección todavía está en preparación.</Notice>
      </Page>
    </RequireStaff>
  );
}
