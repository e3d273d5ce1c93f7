// The calendar's routes: declared once, here (shared-libs/router/src/routeTable.ts); the host and this remote's
// standalone shell build theirs from it.
import type { PageRoute, RemoteRouteTable } from '@salon/router';
import type CalendarioPage from './pages/CalendarioPage';

/** The pages this remote exposes (webpack.config.cjs `exposes`, each as './{name}'). */
export interface CalendarPages {
  CalendarioPage: typeof CalendarioPage;
}

const routes: readonly PageRoute<CalendarPages>[] = [
  { path: '/calendario', page: 'CalendarioPage', title: 'Calendario', access: 'publica', sitemap: true, prerender: true, standalone: true },
];

export const CALENDAR_ROUTES: RemoteRouteTable<CalendarPages> = { routes };
