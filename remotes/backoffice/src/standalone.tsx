import { startSession } from '@salon/firebase';
import { renderStandalone } from '@salon/ui/src/standalone';
import LoginPage from './pages/LoginPage';
import LoginReciboPage from './pages/LoginReciboPage';
import AdminPage from './pages/AdminPage';
import ConfiguracionPage from './pages/ConfiguracionPage';
import PresupuestoPage from './pages/PresupuestoPage';
import ReciboPage from './pages/ReciboPage';
import TemplateReciboPage from './pages/TemplateReciboPage';
import MigracionPage from './pages/MigracionPage';
import ConsultasPage from './pages/ConsultasPage';
import CobranzasPage from './pages/CobranzasPage';
import TableroPage from './pages/TableroPage';

// The back-office can be deployed apart from the public site: this is that deployment's shell.
renderStandalone(
  'Administración',
  [
    { path: '/login', element: <LoginPage />, label: 'Ingreso' },
    { path: '/loginReciboPage', element: <LoginReciboPage />, label: 'Ingreso de recibos' },
    { path: '/admin', element: <AdminPage />, label: 'Administración' },
    { path: '/configuracion', element: <ConfiguracionPage />, label: 'Configuración' },
    { path: '/consultas', element: <ConsultasPage />, label: 'Consultas' },
    { path: '/cobranzas', element: <CobranzasPage />, label: 'Cobranzas' },
    { path: '/tablero', element: <TableroPage />, label: 'Tablero' },
    { path: '/presupuesto', element: <PresupuestoPage />, label: 'Presupuestos' },
    { path: '/presupuesto/:id', element: <PresupuestoPage /> },
    { path: '/presupuesto/editar/:id', element: <PresupuestoPage /> },
    { path: '/recibo', element: <ReciboPage />, label: 'Recibos' },
    { path: '/templateRecibo', element: <TemplateReciboPage />, label: 'Plantilla de recibo' },
    { path: '/migracion', element: <MigracionPage />, label: 'Migración' },
  ],
  startSession,
);
