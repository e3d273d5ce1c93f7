import { startSession } from '@salon/firebase';
import { renderStandalone } from '@salon/ui/src/standalone';
import CalendarioPage from './pages/CalendarioPage';

renderStandalone('Calendario', [{ path: '/calendario', element: <CalendarioPage />, label: 'Calendario' }], startSession);
