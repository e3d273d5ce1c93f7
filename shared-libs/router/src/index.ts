// The site's routing: react-router-dom's declarative API (docs: reactrouter.com, "Declarative mode"), through this
// one module. The federation shares this module as the page's singleton rather than react-router-dom itself: a
// shared module is never tree-shaken (any app may use any of its exports), so sharing react-router-dom would put
// all of it in every first page, while sharing this lets the build keep only the names below. Apps import routing
// only from here (a dependency-cruiser rule says so); a name the site starts using is added to this list.
// The names and their props are the ones every release's pages import: a remote built against an older
// @salon/router 0.1.0 runs on this one (host/e2e/versionSkew.e2e.test.ts).
export { BrowserRouter, Link, Navigate, NavLink, Route, Routes, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
export type { PageRoute, RemoteRouteTable, RouteAccess, RouteCommon, RouteRedirect } from './routeTable';
