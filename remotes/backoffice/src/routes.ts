// The back-office's routes: declared once, here (shared-libs/router/src/routeTable.ts). The host builds its router
// and its staff frame from this table and keeps these pages out of search engines; this remote's standalone shell
// (./standalone.tsx) mounts the same one. Who may open each page is the page's own RequireStaff.
import type { PageRoute, RemoteRouteTable } from '@salon/router';
import type LoginPage from './pages/LoginPage';
import type LoginReciboPage from './pages/LoginReciboPage';
import type AdminPage from './pages/AdminPage';
import type ConfiguracionPage from './pages/ConfiguracionPage';
import type ConsultasPage from './pages/ConsultasPage';
import type CobranzasPage from './pages/CobranzasPage';
import type TableroPage from './pages/TableroPage';
import type AgendaPage from './pages/AgendaPage';
import type PresupuestoPage from './pages/PresupuestoPage';
import type ReciboPage from './pages/ReciboPage';
import type TemplateReciboPage from './pages/TemplateReciboPage';
import type MigracionPage from './pages/MigracionPage';

/** The pages this remote exposes (webpack.config.cjs `exposes`, each as './{name}'). */
export interface BackofficePages {
  LoginPage: typeof LoginPage;
  LoginReciboPage: typeof LoginReciboPage;
  AdminPage: typeof AdminPage;
  ConfiguracionPage: typeof ConfiguracionPage;
  ConsultasPage: typeof ConsultasPage;
  CobranzasPage: typeof CobranzasPage;
  TableroPage: typeof TableroPage;
  AgendaPage: typeof AgendaPage;
  PresupuestoPage: typeof PresupuestoPage;
  ReciboPage: typeof ReciboPage;
  TemplateReciboPage: typeof TemplateReciboPage;
  MigracionPage: typeof MigracionPage;
}

const routes: readonly PageRoute<BackofficePages>[] = [
  { path: '/login', page: 'LoginPage', title: 'Ingreso', access: 'personal', standalone: true },
  { path: '/loginReciboPage', page: 'LoginReciboPage', title: 'Ingreso de recibos', access: 'personal', standalone: true },
  { path: '/admin', page: 'AdminPage', title: 'Administración', access: 'personal', standalone: true },
  { path: '/configuracion', page: 'ConfiguracionPage', title: 'Configuración', access: 'personal', standalone: true },
  { path: '/consultas', page: 'ConsultasPage', title: 'Consultas', access: 'personal', standalone: true },
  { path: '/cobranzas', page: 'CobranzasPage', title: 'Cobranzas', access: 'personal', standalone: true },
  { path: '/tablero', page: 'TableroPage', title: 'Tablero', access: 'personal', standalone: true },
  { path: '/agenda', page: 'AgendaPage', title: 'Agenda', access: 'personal', standalone: true },
  { path: '/presupuesto', page: 'PresupuestoPage', title: 'Presupuestos', access: 'personal', standalone: true },
  { path: '/presupuesto/:id', page: 'PresupuestoPage', title: 'Presupuesto', access: 'personal' },
  { path: '/presupuesto/editar/:id', page: 'PresupuestoPage', title: 'Editar presupuesto', access: 'personal' },
  { path: '/recibo', page: 'ReciboPage', title: 'Recibos', access: 'personal', standalone: true },
  { path: '/templateRecibo', page: 'TemplateReciboPage', title: 'Plantilla de recibo', access: 'personal', standalone: true },
  { path: '/migracion', page: 'MigracionPage', title: 'Migración', access: 'personal', standalone: true },
];

export const BACKOFFICE_ROUTES: RemoteRouteTable<BackofficePages> = { routes };
