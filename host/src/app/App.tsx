import type { ReactNode } from 'react';
import { BrowserRouter } from '@salon/router';
import { ToastArea } from '@salon/ui';
import { Layout } from '../features/layout/Layout';
import { SiteSettingsSync } from '../features/site-settings/SiteSettingsSync';
import { AppRoutes } from './routes';

/** The whole site under a router of the caller's: the browser's here, a fixed location when prerendering. */
export function Site() {
  return (
    <>
      <SiteSettingsSync />
      <Layout>
        <AppRoutes />
      </Layout>
      <ToastArea />
    </>
  );
}

export function App({ children = <Site /> }: { children?: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}
