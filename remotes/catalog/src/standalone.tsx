import { startSession } from '@salon/firebase';
import { renderStandalone } from '@salon/ui/src/standalone';
import PreciosPage from './pages/PreciosPage';
import FotosPage from './pages/FotosPage';
import PlanoPage from './pages/PlanoPage';
import CalculadoraPage from './pages/CalculadoraPage';
import CotizacionExitosaPage from './pages/CotizacionExitosaPage';
import ClientePage from './pages/ClientePage';

const SEASON = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

renderStandalone(
  'Catálogo',
  [
    { path: '/precios', element: <PreciosPage kind="mes" />, label: 'Precios del mes' },
    { path: '/precios/:mes', element: <PreciosPage kind="mes" /> },
    ...SEASON.map((n) => ({ path: `/precios${n}`, element: <PreciosPage kind="mes" page={n} /> })),
    { path: '/preciosfinde', element: <PreciosPage kind="finde" />, label: 'Precios de fin de semana' },
    { path: '/preciospromo', element: <PreciosPage kind="promo" />, label: 'Promociones' },
    { path: '/fotos', element: <FotosPage gallery="todas" />, label: 'Fotos' },
    { path: '/fotosSalon', element: <FotosPage gallery="salon" /> },
    { path: '/fotosCocina', element: <FotosPage gallery="cocina" /> },
    { path: '/FotosOpcionales', element: <FotosPage gallery="opcionales" /> },
    { path: '/Plano', element: <PlanoPage />, label: 'Plano' },
    { path: '/calculadora', element: <CalculadoraPage />, label: 'Calculadora' },
    { path: '/cotizacion-exitosa', element: <CotizacionExitosaPage />, label: 'Redirección a WhatsApp' },
    { path: '/p/:token', element: <ClientePage /> },
  ],
  startSession,
);
