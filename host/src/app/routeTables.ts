// Every route of the composed site, from the tables of the remotes that own them (shared-libs/router/src/routeTable.ts)
// plus the host's own home page. The router (./routes.tsx), robots.txt and sitemap.xml (../../seo.cjs), the pages
// rendered ahead of time (scripts/prerender.ts) and the staff frame (features/layout/Layout.tsx) all read them here.
// Plain data: the tables import their pages' types only (a dependency-cruiser rule says so), so no page code comes in.
import type { RouteCommon, RouteRedirect } from '@salon/router';
import { CATALOG_ROUTES } from '@salon/catalog/src/routes';
import { CALENDAR_ROUTES } from '@salon/calendar/src/routes';
import { BACKOFFICE_ROUTES } from '@salon/backoffice/src/routes';
import type { RemoteName } from '@salon/domain';

/** A route as the host mounts it: the remote's page `./{page}`, with its props. */
export interface HostRoute extends RouteCommon {
  remote: RemoteName;
  page: string;
  props?: object;
}

const TABLES: ReadonlyArray<{
  remote: RemoteName;
  table: { routes: readonly (RouteCommon & { page: string; props?: object })[]; redirects?: readonly RouteRedirect[] };
}> = [
  { remote: 'catalog', table: CATALOG_ROUTES },
  { remote: 'calendar', table: CALENDAR_ROUTES },
  { remote: 'backoffice', table: BACKOFFICE_ROUTES },
];

/** The host's own page. */
const HOME: RouteCommon = { path: '/', title: 'Inicio', access: 'publica', sitemap: true, prerender: true };

export const REMOTE_ROUTES: readonly HostRoute[] = TABLES.flatMap(({ remote, table }) => table.routes.map((route) => ({ ...route, remote })));
export const REDIRECTS: readonly RouteRedirect[] = TABLES.flatMap(({ table }) => table.redirects ?? []);

const ALL: readonly RouteCommon[] = [HOME, ...REMOTE_ROUTES];

/** Public pages worth finding in a search (the sitemap), home first. */
export const SITEMAP_PATHS: readonly string[] = ALL.filter((route) => route.sitemap).map((route) => route.path);

/** Pages written to HTML at build time with the public data. */
export const PRERENDERED_PATHS: readonly string[] = ALL.filter((route) => route.prerender).map((route) => route.path);

/** The first segment of a path: '/presupuesto/editar/:id' → '/presupuesto'. */
const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

/**
 * Staff pages and hidden public ones (robots.txt's Disallow, a prefix), by their first segment, in table order: '/admin'
 * when a page lives there, '/p/' when only pages under it do (a bare '/p' would also hide '/precios').
 */
export const HIDDEN_PATHS: readonly string[] = [
  ...new Set(
    ALL.filter((route) => route.access !== 'publica').map((route) => {
      const segment = firstSegment(route.path);
      return ALL.some((other) => other.path === segment) ? segment : `${segment}/`;
    }),
  ),
];

const STAFF_SEGMENTS = [...new Set(REMOTE_ROUTES.filter((route) => route.access === 'personal').map((route) => firstSegment(route.path).slice(1)))];

/** Whether a path is a staff page: those bring their own frame, and visitors' shortcuts would cover their forms. */
export function isStaffPath(pathname: string): boolean {
  const segment = pathname.split('/')[1] ?? '';
  return STAFF_SEGMENTS.includes(segment);
}
