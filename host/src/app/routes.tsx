// The router of the composed site: each route is served by the page of the remote that owns it, as that remote's
// route table declares it (./routeTables.ts); the host keeps only the home page, the redirects and the fallback.
import { lazy, memo, Suspense, useContext, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from '@salon/router';
import { Loading } from '@salon/ui';
import { HOME_PAGE_KEY, HOME_PATH, loadHomePage } from './homePage';
import { PrerenderedRemotesContext } from './prerendered';
import { RemoteSlot } from './remotes/RemoteSlot';
import { REDIRECTS, REMOTE_ROUTES, type HostRoute } from './routeTables';

const LazyHomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));

// The routes' pages are memoised: the router draws the routes again on every move of the history, also one that
// changes only the location's state (the chat's entry, features/chat-launcher), and a page whose route and props
// are the same is then left as it is. A page that reads the location itself is still drawn again.

/**
 * The home page, from its own chunk. Prerendering hands it over at once; in the browser, a prerendered "/" keeps
 * its HTML on screen while the chunk arrives (the Suspense boundary hydrates when it is there).
 */
const Home = memo(function Home() {
  const Prerendered = useContext(PrerenderedRemotesContext)?.get(HOME_PAGE_KEY) as ComponentType | undefined;
  return <Suspense fallback={<Loading />}>{Prerendered ? <Prerendered /> : <LazyHomePage />}</Suspense>;
});

/** The page of a remote's route, with the props its table gives it. */
const RemotePage = memo(function RemotePage({ route }: { route: HostRoute }) {
  return <RemoteSlot remote={route.remote} module={`./${route.page}`} props={route.props} />;
});

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
        <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
      ))}
      {REDIRECTS.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
