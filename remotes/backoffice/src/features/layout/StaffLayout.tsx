// The back-office frame: every staff page shows the same navigation (only what the user's role may open),
// who is signed in, and a way to sign out; on a phone they fold behind a menu button, so the page itself fills the
// first screen. Access itself is checked by RequireStaff and the database rules.
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from '@salon/router';
import { signOut, useSession } from '@salon/firebase';
import { Page } from '@salon/ui';
import { NewInquiriesBadge } from '../consultas/NewInquiriesBadge';
import { currentStaffLink, staffLinksFor } from './staffLinks';
import './staffLayout.css';

interface StaffLayoutProps {
  title: string;
  /** Meta description; staff pages are not indexed, a short default is enough. */
  description?: string;
  /** Extra buttons next to the title. */
  actions?: ReactNode;
  children: ReactNode;
}

export function StaffLayout({ title, description = 'Panel del personal del salón.', actions, children }: StaffLayoutProps) {
  const { currentUser } = useSession();
  const links = staffLinksFor(currentUser?.role ?? null);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  const current = currentStaffLink(links, pathname);
  return (
    <div className="staff-layout">
      <div className="staff-layout__bar">
        <button
          type="button"
          className="staff-layout__menu-button salon-button salon-button--secondary"
          aria-expanded={menuOpen}
          aria-controls="staff-layout-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {current ? `Menú: ${current.label}` : 'Menú'}
          {links.some((link) => link.to === '/consultas') && <NewInquiriesBadge testId="consultas-nuevas-menu" />}
        </button>
        <div id="staff-layout-menu" className={`staff-layout__menu${menuOpen ? ' staff-layout__menu--open' : ''}`}>
          <nav aria-label="Secciones del personal" className="staff-layout__nav">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/admin'}
                className={({ isActive }) => `staff-layout__link${isActive ? ' staff-layout__link--active' : ''}`}
              >
                {link.label}
                {link.to === '/consultas' && <NewInquiriesBadge />}
              </NavLink>
            ))}
          </nav>
          <div className="staff-layout__session">
            <span data-testid="backoffice-session-email">Sesión iniciada como {currentUser?.email}</span>
            <button type="button" className="salon-button salon-button--secondary" onClick={() => void signOut()}>
              Cerrar sesión
            </button>
          </div>
        </div>
      </div>
      <Page title={title} description={description} actions={actions} indexable={false}>
        {children}
      </Page>
    </div>
  );
}
