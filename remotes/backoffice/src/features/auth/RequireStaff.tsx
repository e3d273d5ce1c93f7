import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from '@salon/router';
import { useSession, type StaffRole } from '@salon/firebase';
import { Loading, Notice, Page } from '@salon/ui';
import { staffLinksFor } from '../layout/staffLinks';

/**
 * Staff pages: a visitor is sent to the sign-in page (and back here afterwards); a signed-in user
 * without the needed role is told so. The database rules enforce the same on every write.
 */
export function RequireStaff({ roles, loginPath = '/login', children }: { roles: StaffRole[]; loginPath?: string; children: ReactNode }) {
  const { loading, currentUser } = useSession();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!currentUser) return <Navigate to={loginPath} replace state={{ from: location.pathname + location.search }} />;
  if (!currentUser.role || !roles.includes(currentUser.role)) {
    return (
      <Page title="Sin permiso" description="Esta página es solo para el personal autorizado.">
        <Notice tone="error">Tu usuario ({currentUser.email}) no tiene permiso para ver esta página.</Notice>
        {staffLinksFor(currentUser.role).map((link) => (
          <p key={link.to}>
            <Link className="salon-button" to={link.to}>
              Ir a {link.label}
            </Link>
          </p>
        ))}
      </Page>
    );
  }
  return <>{children}</>;
}
