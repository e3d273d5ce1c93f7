// The site's router, shared by the federation as one singleton. The host and the remotes import routing
// only from here (a dependency-cruiser rule says so), which makes this the page's single react-router-dom
// and lets webpack keep only the parts the site uses: shared modules are never tree-shaken, so sharing
// react-router-dom itself would ship all of it (about 60 KB gzip) on the first page.
export { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
export type { PageRoute, RemoteRouteTable, RouteAccess, RouteCommon, RouteRedirect } from './routeTable';
