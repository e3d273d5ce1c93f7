// The calendar on its own (no host): its page mounted from its own route table (./routes.ts).
import { startSession } from '@salon/firebase';
import { renderStandalone, standaloneRoutes } from '@salon/ui/src/standalone';
import CalendarioPage from './pages/CalendarioPage';
import { CALENDAR_ROUTES, type CalendarPages } from './routes';

const PAGES: CalendarPages = { CalendarioPage };

renderStandalone('Calendario', standaloneRoutes(CALENDAR_ROUTES.routes, PAGES), startSession);
