// The router of the composed site: each route is served by the page of the remote that owns it, as that remote's
// route table declares it (./routeTables.ts); the host keeps only the home page, the redirects and the fallback.
import { Navigate, Route, Routes, useLocation } from '@salon/router';
import { HomePage } from '../features/home/HomePage';
import { RemoteSlot } from './remotes/RemoteSlot';
import { REDIRECTS, REMOTE_ROUTES } from './routeTables';

/** Paths with a trailing slash work like the ones without it. */
function TrailingSlashRedirect() {
  const location = useLocation();
  return <Navigate to={{ ...location, pathname: location.pathname.replace(/\/+$/, '') || '/' }} replace />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  if (pathname.length > 1 && pathname.endsWith('/')) return <TrailingSlashRedirect />;
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
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
