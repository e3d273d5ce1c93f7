// /admin: the staff home. The price grid and settings editors are built on top of this page.
import { Link } from '@salon/router';
import { signOut, useSession } from '@salon/firebase';
import { Page } from '@salon/ui';
import { RequireStaff } from '../features/auth/RequireStaff';

function AdminHome() {
  const { currentUser } = useSession();
  return (
    <Page
      title="Administración"
      description="Panel del personal."
      actions={
        <button type="button" className="salon-button salon-button--secondary" onClick={() => void signOut()}>
          Cerrar sesión
        </button>
      }
    >
      <p data-testid="backoffice-session-email">Sesión iniciada como {currentUser?.email}</p>
      <ul>
        <li><Link to="/configuracion">Configuración</Link></li>
        <li><Link to="/presupuesto">Presupuestos</Link></li>
        <li><Link to="/recibo">Recibos</Link></li>
        <li><Link to="/migracion">Migración</Link></li>
      </ul>
    </Page>
  );
}

export default function AdminPage() {
  return (
    <RequireStaff roles={['admin']}>
      <AdminHome />
    </RequireStaff>
  );
}
