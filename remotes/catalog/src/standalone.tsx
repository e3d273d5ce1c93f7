// The catalog on its own (no host): its pages mounted from its own route table (./routes.ts).
import { startSession } from '@salon/firebase';
import { renderStandalone, standaloneRoutes } from '@salon/ui/src/standalone';
import PreciosPage from './pages/PreciosPage';
import FotosPage from './pages/FotosPage';
import PlanoPage from './pages/PlanoPage';
import CalculadoraPage from './pages/CalculadoraPage';
import CotizacionExitosaPage from './pages/CotizacionExitosaPage';
import ClientePage from './pages/ClientePage';
import { CATALOG_ROUTES, type CatalogPages } from './routes';

const PAGES: CatalogPages = { PreciosPage, FotosPage, PlanoPage, CalculadoraPage, CotizacionExitosaPage, ClientePage };

renderStandalone('Catálogo', standaloneRoutes(CATALOG_ROUTES.routes, PAGES), startSession);
