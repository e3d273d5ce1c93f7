// A remote run on its own (its own dev server or build, without the host) mounts its pages with this
// small shell: the same session, base styles and toasts as in the composed site, plus a list of its routes.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@salon/router';
import { ToastArea } from './toasts';
import './base.css';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
  /** Listed in the standalone index when given. */
  label?: string;
}

/** A remote's route table (shared-libs/router/src/routeTable.ts) as standalone routes: each page with its props. */
export function standaloneRoutes(
  routes: ReadonlyArray<{ path: string; page: string; props?: object; title: string; standalone?: true }>,
  pages: object,
): StandaloneRoute[] {
  return routes.map((route) => {
    const Page = (pages as Record<string, ComponentType<object>>)[route.page];
    if (!Page) throw new Error(`La tabla de rutas nombra una página que este remote no tiene: ${route.page}`);
    return { path: route.path, element: <Page {...(route.props ?? {})} />, ...(route.standalone ? { label: route.title } : {}) };
  });
}

export function renderStandalone(title: string, routes: StandaloneRoute[], beforeRender: () => Promise<void>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  const index = (
    <main className="salon-page">
      <h1>{title}</h1>
      <p>Este remote corre solo, sin el host. Sus páginas:</p>
      <ul>
        {routes
          .filter((route) => route.label)
          .map((route) => (
            <li key={route.path}>
              <Link to={route.path}>{route.label}</Link>
            </li>
          ))}
      </ul>
    </main>
  );
  void beforeRender().then(() =>
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={index} />
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
          <ToastArea />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
