// The site's router: what the pages use of a router (a browser location, routes with a `:param` or `*`, links,
// redirects, the query string, a fixed location for prerendering), and nothing else. react-router-dom did
// this at ~15 KB gzip in every page and ~40–80 ms of a phone's start at 4× CPU, mostly ranking and compiling
// its routes again on each render (docs/performance.md, "A router of our own").
import {
  Children,
  createContext,
  forwardRef,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  startTransition,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (`state` of a Link, a Navigate or navigate()). */
  state: unknown;
  key: string;
}

/** An absolute path ('/precios?x=1#y'), or its parts; a missing pathname is the current one. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward in the history. */
  (delta: number): void;
}

interface Router {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<Router | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Falta el router: la página se dibuja dentro de <BrowserRouter> o <StaticRouter>.');
  return router;
}

/** What a history entry of ours holds: the navigation's state, and a key that tells entries apart. */
interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

export function hrefOf(to: To, from: Pick<Location, 'pathname'>): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

// ---- The browser's location, as one store for every BrowserRouter of the page.

const listeners = new Set<() => void>();
let current: Location | undefined;

/** The same object until the address or the entry changes: a move that changes neither draws nothing. */
function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as HistoryEntry;
  const state = entry.usr ?? null;
  const key = entry.key ?? 'default';
  if (current?.pathname !== pathname || current.search !== search || current.hash !== hash || current.state !== state || current.key !== key) {
    current = { pathname, search, hash, state, key };
  }
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

const browserNavigate: NavigateFunction = (to: To | number, options: NavigateOptions = {}) => {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const here = browserLocation();
  const href = hrefOf(to, here);
  // As a link to the page one is on: it does not add an entry (Back would show the same page again).
  const replace = options.replace ?? href === here.pathname + here.search + here.hash;
  const entry: HistoryEntry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', href);
  else window.history.pushState(entry, '', href);
  notify();
};

/**
 * The router of a page in the browser: the address bar's location, kept as the visitor moves. A move draws the
 * new page as a transition, as react-router did: the tap that asked for it is answered on screen first, and
 * React draws the page in pieces it can interrupt.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setLocation(browserLocation()));
    const unsubscribe = subscribe(follow);
    follow(); // a move between the first render and now
    return unsubscribe;
  }, []);
  const router = useMemo(() => ({ location, navigate: browserNavigate }), [location]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The router of a page rendered ahead of time (scripts/prerender.ts): one fixed location. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const router = useMemo((): Router => {
    const url = new URL(location, 'http://prerender.invalid');
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
      navigate: () => undefined,
    };
  }, [location]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

// ---- Routes.

export interface RouteProps {
  /** '/presupuesto/:id', '/precios7', or '*' for every other path. Matched regardless of case, as the seed's links vary. */
  path: string;
  element: ReactNode;
}

/** One route of <Routes>; drawn by it, never by itself. */
// Its props are read by <Routes>.
export function Route(_props: RouteProps): null {
  return null;
}

interface CompiledPath {
  pattern: RegExp;
  names: string[];
  /** Higher wins: a static segment over a `:param`, a `:param` over `*`. */
  rank: number;
}

const compiled = new Map<string, CompiledPath>();

function compilePath(path: string): CompiledPath {
  let done = compiled.get(path);
  if (done) return done;
  const names: string[] = [];
  let rank = 0;
  let source = '^';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
      rank -= 2;
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
      rank += 3;
    } else {
      source += '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      rank += 10;
    }
  }
  done = { pattern: new RegExp(source + '/?$', 'i'), names, rank };
  compiled.set(path, done);
  return done;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route's params when `pathname` is one of its paths, otherwise null. */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const { pattern, names } = compilePath(path);
  const found = pattern.exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, decode(found[index + 1] ?? '')]));
}

function routesOf(children: ReactNode, into: RouteProps[] = []): RouteProps[] {
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const element = child as ReactElement<{ children?: ReactNode } & Partial<RouteProps>>;
    if (element.type === Fragment) routesOf(element.props.children, into);
    else if (element.type === Route) into.push(element.props as RouteProps);
  }
  return into;
}

/** Draws the element of the route that matches the location best (the most specific path; in order when equal). */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useRouter().location;
  const ranked = routesOf(children)
    .map((route, order) => ({ route, order, rank: compilePath(route.path).rank }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order);
  for (const { route } of ranked) {
    const params = matchPath(route.path, pathname);
    if (params) return <ParamsContext.Provider value={params}>{route.element}</ParamsContext.Provider>;
  }
  return null;
}

/** Goes to `to` as soon as it is drawn (in the browser; a page rendered ahead of time stays). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const { navigate, location } = useRouter();
  const href = hrefOf(to, location);
  useEffect(() => {
    navigate(href, { replace, state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per target, as the redirect it is
  }, [href]);
  return null;
}

// ---- Links.

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** A click the page should handle: the main button, no key that asks for a new tab or window, for this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link to a page of the site: a real `<a href>` (it opens in a new tab, and works before the code arrives). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, children, ...rest }, ref) {
  const { navigate, location } = useRouter();
  const href = hrefOf(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(href, { replace, state });
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A class name, or one that depends on whether the link is the current page's (a string gets `active` added). */
  className?: string | ((status: { isActive: boolean }) => string);
  /** Current only on its own path, not on the paths under it. */
  end?: boolean;
}

/** A link of a menu: it says when it leads to the page on screen (`aria-current="page"`). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ className, end, to, ...rest }, ref) {
  const { location } = useRouter();
  const withoutSlash = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');
  const target = withoutSlash((typeof to === 'string' ? to : (to.pathname ?? location.pathname)).split(/[?#]/)[0]!);
  const here = withoutSlash(location.pathname);
  const isActive = here === target || (!end && target !== '/' && here.startsWith(target + '/'));
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ');
  return <Link {...rest} ref={ref} to={to} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
});

// ---- Hooks.

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The `:param`s of the route on screen, decoded. */
export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  return useContext(ParamsContext) as Readonly<Partial<Record<T, string>>>;
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query string, and a way to change it (a new history entry unless `replace`). */
export function useSearchParams(): readonly [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const search = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate, params],
  );
  return [params, setParams] as const;
}
