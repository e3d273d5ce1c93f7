// The catalog's routes: declared once, here (shared-libs/router/src/routeTable.ts). The host builds its router, robots
// and sitemap from this table; this remote's standalone shell (./standalone.tsx) mounts the same one.
import type { PageRoute, RemoteRouteTable } from '@salon/router';
import type PreciosPage from './pages/PreciosPage';
import type FotosPage from './pages/FotosPage';
import type PlanoPage from './pages/PlanoPage';
import type CalculadoraPage from './pages/CalculadoraPage';
import type CotizacionExitosaPage from './pages/CotizacionExitosaPage';
import type ClientePage from './pages/ClientePage';

/** The pages this remote exposes (webpack.config.cjs `exposes`, each as './{name}'). */
export interface CatalogPages {
  PreciosPage: typeof PreciosPage;
  FotosPage: typeof FotosPage;
  PlanoPage: typeof PlanoPage;
  CalculadoraPage: typeof CalculadoraPage;
  CotizacionExitosaPage: typeof CotizacionExitosaPage;
  ClientePage: typeof ClientePage;
}

/** The season's price pages: /precios7 (July) … /precios18 (June of the next year). */
const SEASON_PAGES = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;

const routes: readonly PageRoute<CatalogPages>[] = [
  {
    path: '/precios',
    page: 'PreciosPage',
    props: { kind: 'mes' },
    title: 'Precios del mes',
    access: 'publica',
    sitemap: true,
    prerender: true,
    standalone: true,
  },
  { path: '/precios/:mes', page: 'PreciosPage', props: { kind: 'mes' }, title: 'Precios de un mes', access: 'publica' },
  ...SEASON_PAGES.map((page): PageRoute<CatalogPages> => ({
    path: `/precios${page}`,
    page: 'PreciosPage',
    props: { kind: 'mes', page },
    title: 'Precios del mes',
    access: 'publica',
    prerender: true,
  })),
  {
    path: '/preciosfinde',
    page: 'PreciosPage',
    props: { kind: 'finde' },
    title: 'Precios de fin de semana',
    access: 'publica',
    sitemap: true,
    prerender: true,
    standalone: true,
  },
  {
    path: '/preciospromo',
    page: 'PreciosPage',
    props: { kind: 'promo' },
    title: 'Promociones',
    access: 'publica',
    sitemap: true,
    prerender: true,
    standalone: true,
  },
  { path: '/fotos', page: 'FotosPage', props: { gallery: 'todas' }, title: 'Fotos', access: 'publica', sitemap: true, prerender: true, standalone: true },
  { path: '/fotosSalon', page: 'FotosPage', props: { gallery: 'salon' }, title: 'Fotos del salón', access: 'publica', sitemap: true, prerender: true },
  { path: '/fotosCocina', page: 'FotosPage', props: { gallery: 'cocina' }, title: 'Fotos de la cocina', access: 'publica', sitemap: true, prerender: true },
  {
    path: '/FotosOpcionales',
    page: 'FotosPage',
    props: { gallery: 'opcionales' },
    title: 'Fotos de opcionales',
    access: 'publica',
    sitemap: true,
    prerender: true,
  },
  { path: '/Plano', page: 'PlanoPage', title: 'Plano', access: 'publica', sitemap: true, prerender: true, standalone: true },
  { path: '/calculadora', page: 'CalculadoraPage', title: 'Calculadora', access: 'publica', sitemap: true, prerender: true, standalone: true },
  // The WhatsApp hand-off: it only forwards and counts a conversion, so search engines leave it out.
  { path: '/cotizacion-exitosa', page: 'CotizacionExitosaPage', title: 'Redirección a WhatsApp', access: 'oculta', standalone: true },
  // A budget's page for its client, at a secret address (docs/storage-contract.md, "Client page").
  { path: '/p/:token', page: 'ClientePage', title: 'Presupuesto para el cliente', access: 'oculta' },
];

export const CATALOG_ROUTES: RemoteRouteTable<CatalogPages> = {
  routes,
  // The seed's price pages 1–6 (January–June) now live at 13–18.
  redirects: [1, 2, 3, 4, 5, 6].map((page) => ({ from: `/precios${page}`, to: `/precios${page + 12}` })),
};
