// The site's router, shared by the federation as one singleton. The host and the remotes import routing
// only from here (a dependency-cruiser rule says so). It is our own (./router.tsx): the few parts of a router
// the site uses, small enough for every page (docs/performance.md, "A router of our own").
export { BrowserRouter, Link, matchPath, Navigate, NavLink, Route, Routes, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from './router';
export type { Location, NavigateFunction, NavigateOptions, To } from './router';
export type { PageRoute, RemoteRouteTable, RouteAccess, RouteCommon, RouteRedirect } from './routeTable';
