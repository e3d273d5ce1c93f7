// A remote's route table: the one place a route is declared (README, "Architecture in one picture"). The remote that
// owns a page lists its paths here; the host builds its router, its robots.txt and sitemap, its list of pre-rendered
// pages and its staff frame from these tables, and the remote's standalone shell builds its own from the same one.
// Types only: a table is plain data, checked against its pages' props, so a page that changes a prop breaks the type
// check of every table (and of the host) that passes it the old one.
import type { ComponentType } from 'react';

/** Who a route is for: 'publica' (indexed by search engines), 'oculta' (public, kept out of search), 'personal' (staff). */
export type RouteAccess = 'publica' | 'oculta' | 'personal';

export interface RouteCommon {
  /** The path as the router reads it ('/presupuesto/:id'). */
  path: string;
  /** The page's name in Spanish (the standalone shell's index, the bench's tables). */
  title: string;
  access: RouteAccess;
  /** Listed in the sitemap (a public page worth finding in a search). */
  sitemap?: true;
  /** Rendered to HTML at build time with the public data (a public page of a fixed path). */
  prerender?: true;
  /** Listed in the remote's standalone index. */
  standalone?: true;
}

/** A page's props; a page that takes none takes an empty object. */
type PropsOf<TPage> = TPage extends ComponentType<infer TProps> ? (unknown extends TProps ? Record<string, never> : TProps) : never;

/** One route to the page exposed as `./{page}`; `props` as that page declares them (required when it requires them). */
type RouteTo<TPages, TName extends keyof TPages> = RouteCommon & { page: TName } & (Record<never, never> extends PropsOf<TPages[TName]>
    ? { props?: PropsOf<TPages[TName]> }
    : { props: PropsOf<TPages[TName]> });

/** A route of a remote whose exposed pages are `TPages` (name → component type). */
export type PageRoute<TPages> = { [TName in keyof TPages & string]: RouteTo<TPages, TName> }[keyof TPages & string];

/** An old path that now lives at another (kept so links and bookmarks keep working). */
export interface RouteRedirect {
  from: string;
  to: string;
}

/** What a remote tells the host about its routes. */
export interface RemoteRouteTable<TPages = Record<string, ComponentType<never>>> {
  routes: readonly PageRoute<TPages>[];
  redirects?: readonly RouteRedirect[];
}
