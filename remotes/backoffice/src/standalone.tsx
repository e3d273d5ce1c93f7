// The back-office can be deployed apart from the public site: this is that deployment's shell, its pages mounted
// from its own route table (./routes.ts).
import { startSession } from '@salon/firebase';
import { renderStandalone, standaloneRoutes } from '@salon/ui/src/standalone';
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
import AgendaPage from './pages/AgendaPage';
import { BACKOFFICE_ROUTES, type BackofficePages } from './routes';

const PAGES: BackofficePages = {
  LoginPage,
  LoginReciboPage,
  AdminPage,
  ConfiguracionPage,
  ConsultasPage,
  CobranzasPage,
  TableroPage,
  AgendaPage,
  PresupuestoPage,
  ReciboPage,
  TemplateReciboPage,
  MigracionPage,
};

renderStandalone('Administración', standaloneRoutes(BACKOFFICE_ROUTES.routes, PAGES), startSession);
