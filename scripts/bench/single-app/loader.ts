// Bench only (scripts/bench/single-app): stands in for host/src/app/remotes/loader.ts when the host is built
// as ONE webpack app, without Module Federation. Same API; each exposed module is a plain dynamic import()
// of the source file the remote exposes (its exposes.cjs; ./webpack.config.cjs checks that this table and the
// remotes' agree). Code splitting stays webpack's own: one lazy chunk per page, shared code in
// common chunks, one copy of React and Firebase, no remoteEntry.js, no remotes.json.
import type { ComponentType } from 'react';
import type { RemoteName } from '@salon/domain';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page takes its own props; the bench's host passes them through as the real loader does
type Exposed = () => Promise<{ default: ComponentType<any> }>;

export const EXPOSED: Record<RemoteName, Record<string, Exposed>> = {
  catalog: {
    './PreciosPage': () => import('../../../remotes/catalog/src/pages/PreciosPage'),
    './FotosPage': () => import('../../../remotes/catalog/src/pages/FotosPage'),
    './PlanoPage': () => import('../../../remotes/catalog/src/pages/PlanoPage'),
    './CalculadoraPage': () => import('../../../remotes/catalog/src/pages/CalculadoraPage'),
    './CotizacionExitosaPage': () => import('../../../remotes/catalog/src/pages/CotizacionExitosaPage'),
    './ClientePage': () => import('../../../remotes/catalog/src/pages/ClientePage'),
  },
  calendar: {
    './CalendarioPage': () => import('../../../remotes/calendar/src/pages/CalendarioPage'),
  },
  chat: {
    './ChatOverlay': () => import('../../../remotes/chat/src/ChatOverlay'),
  },
  backoffice: {
    './LoginPage': () => import('../../../remotes/backoffice/src/pages/LoginPage'),
    './LoginReciboPage': () => import('../../../remotes/backoffice/src/pages/LoginReciboPage'),
    './AdminPage': () => import('../../../remotes/backoffice/src/pages/AdminPage'),
    './ConfiguracionPage': () => import('../../../remotes/backoffice/src/pages/ConfiguracionPage'),
    './PresupuestoPage': () => import('../../../remotes/backoffice/src/pages/PresupuestoPage'),
    './ReciboPage': () => import('../../../remotes/backoffice/src/pages/ReciboPage'),
    './TemplateReciboPage': () => import('../../../remotes/backoffice/src/pages/TemplateReciboPage'),
    './MigracionPage': () => import('../../../remotes/backoffice/src/pages/MigracionPage'),
    './ConsultasPage': () => import('../../../remotes/backoffice/src/pages/ConsultasPage'),
    './CobranzasPage': () => import('../../../remotes/backoffice/src/pages/CobranzasPage'),
    './TableroPage': () => import('../../../remotes/backoffice/src/pages/TableroPage'),
    './AgendaPage': () => import('../../../remotes/backoffice/src/pages/AgendaPage'),
  },
};

export class RemoteTimeoutError extends Error {
  constructor(what: string) {
    super(`${what} tardó demasiado en cargar`);
    this.name = 'RemoteTimeoutError';
  }
}

export type RemoteComponent<P> = ComponentType<P>;

/** Modules already imported, for loadedRemoteComponent (as the real loader keeps them). */
const loaded = new Map<string, { default: unknown }>();
const exposedId = (remote: RemoteName, exposed: string) => `${remote}/${exposed.replace(/^\.\//, '')}`;

export async function loadRemoteComponent<P>(
  remote: RemoteName,
  exposed: string,
  // Same signature as the real loader; a retry is just another import() here.
  _options: { retry?: boolean } = {},
): Promise<{ default: RemoteComponent<P> }> {
  const id = exposedId(remote, exposed);
  const load = EXPOSED[remote]?.[exposed];
  if (!load) throw new Error(`${id} no está en la tabla de la app única (scripts/bench/single-app/loader.ts)`);
  const module = await load();
  if (!module || typeof module.default !== 'function') throw new Error(`${id} no exporta un componente`);
  loaded.set(id, module);
  return module;
}

export function loadedRemoteComponent<P>(remote: RemoteName, exposed: string): RemoteComponent<P> | undefined {
  return loaded.get(exposedId(remote, exposed))?.default as RemoteComponent<P> | undefined;
}

export function prefetchRemoteModule(remote: RemoteName, exposed: string): void {
  loadRemoteComponent(remote, exposed).catch(() => undefined);
}
