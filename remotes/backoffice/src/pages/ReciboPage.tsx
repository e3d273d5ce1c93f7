// Staff page: guarded by role; its editor is delivered by the back-office issue.
import { Notice, Page } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';

export default function ReciboPage() {
  return (
    <RequireStaff roles={['admin', 'recibos']} loginPath={'/loginReciboPage'}>
      <Page title="Recibos" description="Emisión de recibos.">
        <Notice>Esta sección todavía está en preparación.</Notice>
      </Page>
    </RequireStaff>
  );
}
