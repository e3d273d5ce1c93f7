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
