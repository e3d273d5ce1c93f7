// Renders the public pages to HTML ahead of time, over the host's production build (host/dist), with the
// public data snapshot read from the database: a visitor's phone paints the page from the HTML alone, then
// React takes it over (hydrateRoot) and the database keeps it live. Remotes stay independent: each page
// only names its remote's remoteEntry.js (preloaded, revalidated on every visit), so a remote deployed alone
// shows its new version on the next load; the HTML is a head start, never the source of truth.
//
// The page itself is made by the one renderer, ./render/page.ts; this script gathers what it needs from the
// builds (the kit: shell, CSS, scripts), renders every public route to its file, then writes the same renderer
// with that kit as one bundle (./render/bundle.ts), which renders the pages on demand with the current data (the
// renderPage function in production, `npm start` locally: docs/deploying.md).
//
// Run after the builds (scripts/build-all.ts does), or alone to refresh the pages' data and remote
// addresses without rebuilding anything: `npm run prerender`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PATHS } from '../host/src/app/routeTables';
import { APPS } from './lib/apps';
import { repoRoot } from './lib/processes';
import { minifyCss } from '@salon/build/css.cjs';
import { routeFile, type BuiltStylesheet, type RemotesManifest, type RenderKit } from './render/kit';
import { renderDirFor, writeRenderBundle } from './render/bundle';

export { inlineStylesheetMarks, routeFile } from './render/kit';

/** The public pages of a fixed path, as the route tables mark them (host/src/app/routeTables.ts). */
export const PRERENDERED_ROUTES: readonly string[] = PRERENDERED_PATHS;

/** The page every other route gets (staff pages, /precios/{mes}…): the shell that renders in the browser. */
export const APP_SHELL_FILE = 'app.html';

/** CSS imported by the code rendered here, by file, in import order (Node cannot load CSS: we keep its text). */
const importedCss = new Map<string, string>();
let cssImportsSeen: string[] = [];

function registerAssetLoaders(): void {
  // require.extensions: Node's one documented way (deprecated, still supported) to load a file type through
  // require() on Node 20; module.registerHooks replaces it from Node 22.15 on.
  const extensions = require.extensions;
  extensions['.css'] = (module, file) => {
    // Minified as the builds' .css files are: the page's HTML has to fit in the first round trip (css.cjs).
    if (!importedCss.has(file)) importedCss.set(file, minifyCss(readFileSync(file, 'utf8'), file));
    cssImportsSeen.push(file);
    module.exports = {};
  };
  for (const extension of ['.png', '.jpg', '.jpeg', '.webp', '.svg']) {
    extensions[extension] = (module, file) => void (module.exports = path.basename(file));
  }
}

/** Reads each public path over the database's REST API (the same public reads a visitor makes). */
async function readPublicSnapshot(paths: readonly string[], databaseURL: string): Promise<Record<string, unknown> | undefined> {
  const snapshot: Record<string, unknown> = {};
  try {
    for (const storagePath of paths) {
      const url = new URL(databaseURL);
      url.pathname = `/${storagePath}.json`;
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`${storagePath}: ${response.status}`);
      snapshot[storagePath] = await response.json();
    }
    return snapshot;
  } catch (error) {
    console.warn(`Prerender: no se pudieron leer los datos públicos (${(error as Error).message}); las páginas se generan sin datos.`);
    return undefined;
  }
}

/** `--espacio=<namespace>` on the command line (buildAll passes it), or none: the demo project's database. */
function namespaceArgument(): string | null {
  const argument = process.argv.find((arg) => arg.startsWith('--espacio='));
  return argument ? argument.slice('--espacio='.length) : null;
}

interface RemotePages {
  components: Map<string, unknown>;
  /** CSS each remote's pages import, inlined in the pages that show that remote (its chunks also bring it, as .css files). */
  css: Map<string, string[]>;
  /** Each remote's built stylesheets (its dist/*.css), by file name: what its chunk loader would fetch. */
  builtCss: Map<string, BuiltStylesheet[]>;
}

/** Every public page a remote exposes, loaded from source (the modules its exposes.cjs names, as its build exposes them). */
function loadRemotePages(): RemotePages {
  const components = new Map<string, unknown>();
  const css = new Map<string, string[]>();
  const builtCss = new Map<string, BuiltStylesheet[]>();
  for (const app of APPS.filter((candidate) => candidate.name === 'catalog' || candidate.name === 'calendar')) {
    const exposes = require(path.join(app.dir, 'exposes.cjs')) as Record<string, string>;
    cssImportsSeen = [];
    for (const [exposed, source] of Object.entries(exposes)) {
      const module = require(path.join(app.dir, source)) as { default: unknown };
      components.set(`${app.name}/${exposed}`, module.default);
    }
    css.set(app.name, [...new Set(cssImportsSeen)]);
    const dist = path.join(app.dir, 'dist');
    const files = existsSync(dist) ? readdirSync(dist).filter((file) => file.endsWith('.css')) : [];
    builtCss.set(
      app.name,
      files.sort().map((file) => ({ file, text: readFileSync(path.join(dist, file), 'utf8') })),
    );
  }
  return { components, css, builtCss };
}

/**
 * `namespace`: the local database's namespace to read the public data from, instead of the demo project's (`npm
 * test` builds while its integration tests write there: it reads an end-to-end worker's, seeded alike).
 */
export async function prerender({ hostDist = path.join(repoRoot, 'host/dist'), namespace = namespaceArgument() } = {}): Promise<void> {
  const started = Date.now();
  registerAssetLoaders();
  // One module graph, loaded the way the code under it is (CommonJS through tsx): React, the router and
  // the data layer must be the very instances the host's and remotes' modules use.
  process.env.NODE_ENV = 'production';
  const firebase = require('@salon/firebase') as typeof import('@salon/firebase');
  const { PUBLIC_SNAPSHOT_PATHS } = require('@salon/firebase/data') as typeof import('@salon/firebase/data');
  const { renderPublicPage } = require('./render/page') as typeof import('./render/page');
  const remotes = loadRemotePages();

  const template = readFileSync(path.join(hostDist, existsSync(path.join(hostDist, APP_SHELL_FILE)) ? APP_SHELL_FILE : 'index.html'), 'utf8');
  writeFileSync(path.join(hostDist, APP_SHELL_FILE), template);
  const manifest = JSON.parse(readFileSync(path.join(hostDist, 'remotes.json'), 'utf8')) as RemotesManifest;
  const kit: RenderKit = {
    template,
    // The host's own CSS, inline (no extra request before the first paint); data-href tells the CSS loader it is there.
    hostCss: readdirSync(hostDist)
      .filter((file) => file.endsWith('.css'))
      .map((file) => `<style data-href="${file}">${readFileSync(path.join(hostDist, file), 'utf8')}</style>`)
      .join(''),
    remoteCss: Object.fromEntries([...remotes.css].map(([remote, files]) => [remote, files.map((file) => importedCss.get(file) ?? '')])),
    builtCss: Object.fromEntries(remotes.builtCss),
    // The home page's chunk (host/src/app/homePage.ts), preloaded by the pages that show it.
    homeChunks: readdirSync(hostDist)
      .filter((file) => /^home\.[0-9a-f]+\.js$/.test(file))
      .map((file) => `/${file}`),
    routes: [...PRERENDERED_ROUTES],
    snapshotPaths: [...PUBLIC_SNAPSHOT_PATHS],
  };

  const snapshot = await readPublicSnapshot(PUBLIC_SNAPSHOT_PATHS, firebase.resolveBackendConfig('127.0.0.1', namespace).firebase.databaseURL!);
  for (const route of PRERENDERED_ROUTES) {
    writeFileSync(path.join(hostDist, routeFile(route)), renderPublicPage({ kit, manifest, snapshot, route, components: remotes.components }));
  }
  // The same renderer in one file, with this kit: what renders the pages on demand (scripts/render/bundle.ts).
  await writeRenderBundle(kit, renderDirFor(hostDist));
  console.log(`Prerender: ${PRERENDERED_ROUTES.length} páginas públicas en ${((Date.now() - started) / 1000).toFixed(1)} s${snapshot ? '' : ' (sin datos)'}`);
}

if (require.main === module) {
  prerender().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
