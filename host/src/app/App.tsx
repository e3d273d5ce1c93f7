import { BrowserRouter } from '@salon/router';
import { ToastArea } from '@salon/ui';
import { Layout } from '../features/layout/Layout';
import { SiteSettingsSync } from '../features/site-settings/SiteSettingsSync';
import { AppRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <SiteSettingsSync />
      <Layout>
        <AppRoutes />
      </Layout>
      <ToastArea />
    </BrowserRouter>
  );
}
