import type { StaffRole } from '@salon/firebase';

export interface StaffLink {
  to: string;
  label: string;
  roles: StaffRole[];
}

const STAFF_LINKS: StaffLink[] = [
  { to: '/admin', label: 'Admin', roles: ['admin'] },
  { to: '/configuracion', label: 'Configuración', roles: ['admin'] },
  { to: '/consultas', label: 'Consultas', roles: ['admin'] },
  { to: '/presupuesto', label: 'Presupuestos', roles: ['admin'] },
  { to: '/agenda', label: 'Agenda', roles: ['admin'] },
  { to: '/cobranzas', label: 'Cobranzas', roles: ['admin'] },
  { to: '/tablero', label: 'Tablero', roles: ['admin'] },
  { to: '/recibo', label: 'Recibos', roles: ['admin', 'recibos'] },
  { to: '/migracion', label: 'Migración', roles: ['admin'] },
];

/** The back-office menu for a role: admin sees every page, recibos only the receipts. */
export function staffLinksFor(role: StaffRole | null): StaffLink[] {
  return role ? STAFF_LINKS.filter((link) => link.roles.includes(role)) : [];
}

function isUnder(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const section = to.toLowerCase();
  return path === section || path.startsWith(`${section}/`);
}

/** The menu's link for the page on screen (its own page or a page under it), if any. */
export function currentStaffLink(links: StaffLink[], pathname: string): StaffLink | undefined {
  return links.find((link) => isUnder(pathname, link.to));
}

function mayOpen(role: StaffRole, path: string): boolean {
  const link = currentStaffLink(STAFF_LINKS, path.split(/[?#]/)[0]!);
  return !link || link.roles.includes(role);
}

/**
 * Where a user lands after signing in: the page they asked for when their role may open it, else the sign-in
 * page's own destination, else their role's first page (recibos: /recibo).
 */
export function staffDestination(role: StaffRole | null, requested: string | undefined, fallback: string): string {
  if (!role) return requested ?? fallback;
  if (requested && mayOpen(role, requested)) return requested;
  if (mayOpen(role, fallback)) return fallback;
  return staffLinksFor(role)[0]?.to ?? fallback;
}
