// The router of the composed site: each route is served by the page of the remote that owns it, as that remote's
// route table declares it (./routeTables.ts); the host keeps only the home page, the redirects and the fallback.
import { lazy, Suspense, useContext, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from '@salon/router';
import { Loading } from '@salon/ui';
import { HOME_PAGE_KEY, HOME_PATH, loadHomePage } from './homePage';
import { PrerenderedRemotesContext } from './prerendered';
import { RemoteSlot } from './remotes/RemoteSlot';
import { REDIRECTS, REMOTE_ROUTES } from './routeTables';

const LazyHomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));

/**
 * The home page, from its own chunk. Prerendering hands it over at once; in the browser, a prerendered "/" keeps
 * its HTML on screen while the chunk arrives (the Suspense boundary hydrates when it is there).
 */
function Home() {
  const Prerendered = useContext(PrerenderedRemotesContext)?.get(HOME_PAGE_KEY) as ComponentType | undefined;
  return <Suspense fallback={<Loading />}>{Prerendered ? <Prerendered /> : <LazyHomePage />}</Suspense>;
}

/** Paths with a trailing slash work like the ones without it: the address loses the slash, the query and state stay. */
function TrailingSlashRedirect() {
  const location = useLocation();
  const state: unknown = location.state;
  const { search, hash } = location;
  return <Navigate to={{ pathname: location.pathname.replace(/\/+$/, '') || '/', search, hash }} state={state} replace />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  if (pathname.length > 1 && pathname.endsWith('/')) return <TrailingSlashRedirect />;
  return (
    <Routes>
      <Route path={HOME_PATH} element={<Home />} />
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RemoteSlot remote={route.remote} module={`./${route.page}`} props={route.props} />} />
      ))}
      {REDIRECTS.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
