// The route table of the seed (section 2). Each route is served by the page of the remote that owns it;
// the host keeps only the home page, the redirects and the fallback for unknown paths.
import { Navigate, Route, Routes, useLocation } from '@salon/router';
import { HomePage } from '../features/home/HomePage';
import { RemoteSlot } from './remotes/RemoteSlot';
import type { RemoteName } from './remotes/manifest';

const page = (remote: RemoteName, module: string, props?: Record<string, unknown>) => (
  <RemoteSlot remote={remote} module={module} props={props} />
);

/** Legacy price pages 1–6 (January–June) now live at 13–18. */
const LEGACY_PRICE_PAGES = [1, 2, 3, 4, 5, 6];
const PRICE_PAGES = Array.from({ length: 12 }, (_, i) => i + 7);

const GALLERIES = [
  { path: '/fotos', gallery: 'todas' },
  { path: '/fotosSalon', gallery: 'salon' },
  { path: '/fotosCocina', gallery: 'cocina' },
  { path: '/FotosOpcionales', gallery: 'opcionales' },
] as const;

/** Paths with a trailing slash work like the ones without it. */
function TrailingSlashRedirect() {
  const location = useLocation();
  return <Navigate to={{ ...location, pathname: location.pathname.replace(/\/+$/, '') || '/' }} replace />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  if (pathname.length > 1 && pathname.endsWith('/')) return <TrailingSlashRedirect />;
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />

      <Route path="/precios" element={page('catalog', './PreciosPage', { kind: 'mes' })} />
      <Route path="/precios/:mes" element={page('catalog', './PreciosPage', { kind: 'mes' })} />
      {PRICE_PAGES.map((n) => (
        <Route key={n} path={`/precios${n}`} element={page('catalog', './PreciosPage', { kind: 'mes', page: n })} />
      ))}
      {LEGACY_PRICE_PAGES.map((n) => (
        <Route key={n} path={`/precios${n}`} element={<Navigate to={`/precios${n + 12}`} replace />} />
      ))}
      <Route path="/preciosfinde" element={page('catalog', './PreciosPage', { kind: 'finde' })} />
      <Route path="/preciospromo" element={page('catalog', './PreciosPage', { kind: 'promo' })} />
      {GALLERIES.map(({ path, gallery }) => (
        <Route key={path} path={path} element={page('catalog', './FotosPage', { gallery })} />
      ))}
      <Route path="/Plano" element={page('catalog', './PlanoPage')} />
      <Route path="/calculadora" element={page('catalog', './CalculadoraPage')} />
      <Route path="/cotizacion-exitosa" element={page('catalog', './CotizacionExitosaPage')} />
      <Route path="/p/:token" element={page('catalog', './ClientePage')} />

      <Route path="/calendario" element={page('calendar', './CalendarioPage')} />

      <Route path="/login" element={page('backoffice', './LoginPage')} />
      <Route path="/loginReciboPage" element={page('backoffice', './LoginReciboPage')} />
      <Route path="/admin" element={page('backoffice', './AdminPage')} />
      <Route path="/configuracion" element={page('backoffice', './ConfiguracionPage')} />
      <Route path="/consultas" element={page('backoffice', './ConsultasPage')} />
      <Route path="/cobranzas" element={page('backoffice', './CobranzasPage')} />
      <Route path="/presupuesto" element={page('backoffice', './PresupuestoPage')} />
      <Route path="/presupuesto/:id" element={page('backoffice', './PresupuestoPage')} />
      <Route path="/presupuesto/editar/:id" element={page('backoffice', './PresupuestoPage')} />
      <Route path="/recibo" element={page('backoffice', './ReciboPage')} />
      <Route path="/templateRecibo" element={page('backoffice', './TemplateReciboPage')} />
      <Route path="/migracion" element={page('backoffice', './MigracionPage')} />

      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
