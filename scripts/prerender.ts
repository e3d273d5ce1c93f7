// Renders the public pages to HTML ahead of time, over the host's production build (host/dist), with the
// public data snapshot read from the database: a visitor's phone paints the page from the HTML alone, then
// React takes it over (hydrateRoot) and the database keeps it live. Remotes stay independent: each page
// only names its remote's remoteEntry.js (preloaded, revalidated on every visit), so a remote deployed alone
// shows its new version on the next load; the HTML is a head start, never the source of truth.
//
// Run after the builds (scripts/build-all.ts does), or alone to refresh the pages' data and remote
// addresses without rebuilding anything: `npm run prerender`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PATHS } from '../host/src/app/routeTables';
import { APPS } from './lib/apps';
import { repoRoot } from './lib/processes';
import { minifyCss } from '@salon/build/css.cjs';

/** The public pages of a fixed path, as the route tables mark them (host/src/app/routeTables.ts). */
export const PRERENDERED_ROUTES: readonly string[] = PRERENDERED_PATHS;

/** The file each route is served from (see serveStatic, firebase.json cleanUrls). */
export const routeFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

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

/** The chunks a prerendered page preloads with its entry (loaderScript). */
const PRELOAD_ELEMENT_ID = 'salon-precarga';
/** The host's entry scripts, in order (main.js and the chunks it starts with), which loaderScript starts. */
const ENTRY_ELEMENT_ID = 'salon-entrada';

const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const unescapeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
/** The text of the page's heading (Page's <h1>), which names the tab as it will in the browser. */
const pageHeading = (html: string) => {
  const heading = /<h1 id="salon-page-title">([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return heading === undefined ? undefined : unescapeHtml(heading.replace(/<[^>]*>/g, ''));
};
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's code starts loading once the HTML has been painted (the browser reports its first contentful
 * paint), never before: the content is all in the HTML, so the first paint waits for no script and shares the
 * connection with none. A timer after the first frame was not enough: it could fire before that frame reached
 * the screen. On a page whose largest paint is a photo (a gallery's first, `fetchpriority="high"`), the text
 * may be painted first: the code then waits until that photo is decoded and drawn, at most a second, so the
 * photo does not share the connection with the code either (docs/performance.md, "Photos in the size the
 * screen needs"). A browser without paint timing starts it 300 ms after the first frame; one with it, three
 * seconds after at the latest, in case the paint is never reported (the first frame can take a second to reach
 * the screen here, and code started before it made the page's largest paint wait for it). The route's remote
 * entry, the remoteEntry.js the host's loader registers, is fetched alongside (its address depends on the page's
 * host name when remotes.json says {hostname}).
 */
function loaderScript(remotes: readonly string[], remotesElementId: string): string {
  return (
    `<script>(function(){var started=0;function load(){if(started)return;started=1;` +
    // Chunks the entry asks for only after the libraries have started (the home page's): fetched now, run then.
    // Named in a data element, so that this script, allowed by its hash in firebase.json's CSP, stays the same.
    `try{JSON.parse(document.getElementById(${JSON.stringify(PRELOAD_ELEMENT_ID)}).textContent).forEach(function(src){` +
    `var l=document.createElement('link');l.rel='preload';l.as='script';l.href=src;document.head.appendChild(l)})}catch(e){}` +
    `var h=document.head,m={};try{m=JSON.parse(document.getElementById(${JSON.stringify(remotesElementId)}).textContent).remotes||{}}catch(e){}` +
    `${JSON.stringify(remotes)}.forEach(function(r){if(!m[r])return;var l=document.createElement('link');l.rel='preload';l.as='script';` +
    `l.href=String(m[r]).split('{hostname}').join(location.hostname);h.appendChild(l)});` +
    // Named in a data element too: their names change with their content, and this script may not.
    `JSON.parse(document.getElementById(${JSON.stringify(ENTRY_ELEMENT_ID)}).textContent).forEach(function(src){` +
    `var s=document.createElement('script');s.src=src;s.async=false;h.appendChild(s)})}` +
    `function afterPhoto(){var i=document.querySelector('#root img[fetchpriority="high"]');if(!i)return setTimeout(load);` +
    `var drawn=function(){requestAnimationFrame(function(){setTimeout(load)})};` +
    `if(i.decode)i.decode().then(drawn,drawn);else drawn();setTimeout(load,1000)}` +
    `var timed=0;try{timed=PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0;` +
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();afterPhoto()}})` +
    `.observe({type:'paint',buffered:true})}catch(e){}` +
    `requestAnimationFrame(function(){setTimeout(load,timed?3000:300)})})()</script>`
  );
}

interface RemotePages {
  components: Map<string, unknown>;
  /** CSS each remote's pages import, inlined in the pages that show that remote (its chunks also bring it, as .css files). */
  css: Map<string, string[]>;
  /** Each remote's built stylesheets (its dist/*.css), by file name: what its chunk loader would fetch. */
  builtCss: Map<string, BuiltStylesheet[]>;
}

interface BuiltStylesheet {
  file: string;
  text: string;
}

/**
 * The built stylesheets whose rules are all in the page already, as `<style data-href="…">` marks. A remote's
 * chunk loader (mini-css-extract-plugin's) looks for a link or style with the file's name before it fetches
 * one: with the mark, it neither fetches the file, nor waits for it before the page's code runs, nor makes the
 * browser recompute the whole page's styles when it comes (docs/performance.md, "The remote's stylesheet is in
 * the page"). A stylesheet whose text is not in the page (a remote deployed alone with new CSS, new file names)
 * finds no mark and is fetched as before.
 */
export function inlineStylesheetMarks(inlineCss: string, built: readonly BuiltStylesheet[]): string {
  return built
    .filter(({ text }) => text !== '' && inlineCss.includes(text))
    .map(({ file }) => `<style data-href="${file}"></style>`)
    .join('');
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
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const { StaticRouter } = require('@salon/router') as typeof import('@salon/router');
  const firebase = require('@salon/firebase') as typeof import('@salon/firebase');
  const { PUBLIC_SNAPSHOT_PATHS } = require('@salon/firebase/data') as typeof import('@salon/firebase/data');
  const { themeToCssVariables, resolveTheme, resolveBrowserTitle } = require('@salon/domain') as typeof import('@salon/domain');
  const { Site } = require('../host/src/app/App') as typeof import('../host/src/app/App');
  const { composeDocumentTitle } = require('@salon/ui') as typeof import('@salon/ui');
  const { PrerenderedRemotesContext, PRERENDERED_ATTRIBUTE, REMOTES_ELEMENT_ID } =
    require('../host/src/app/prerendered') as typeof import('../host/src/app/prerendered');
  const { HOME_PAGE_KEY } = require('../host/src/app/homePage') as typeof import('../host/src/app/homePage');
  const { HomePage } = require('../host/src/features/home/HomePage') as typeof import('../host/src/features/home/HomePage');
  const remotes = loadRemotePages();

  const template = readFileSync(path.join(hostDist, existsSync(path.join(hostDist, APP_SHELL_FILE)) ? APP_SHELL_FILE : 'index.html'), 'utf8');
  writeFileSync(path.join(hostDist, APP_SHELL_FILE), template);
  const manifest = JSON.parse(readFileSync(path.join(hostDist, 'remotes.json'), 'utf8')) as { remotes: Record<string, string> };
  // The catalog's images load from where the catalog is served (remotes/catalog/src/features/assets.ts reads
  // webpack's public path). An address with {hostname} is written for localhost, and fixed in the page below.
  const catalogEntry = String(manifest.remotes.catalog);
  (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = new URL('.', catalogEntry.replaceAll('{hostname}', 'localhost')).href;
  const hostnameFix = catalogEntry.includes('{hostname}')
    ? `<script>(function(){var h=location.hostname;if(h==='localhost')return;var i=document.querySelectorAll('#root img[src^="http://localhost:"],#root img[src^="https://localhost:"]');` +
      `for(var k=0;k<i.length;k++){var s=i[k].getAttribute('srcset');if(s)i[k].srcset=s.split('//localhost:').join('//'+h+':');` +
      `i[k].src=i[k].getAttribute('src').replace('//localhost:','//'+h+':')}})()</script>`
    : '';

  const snapshot = await readPublicSnapshot(PUBLIC_SNAPSHOT_PATHS, firebase.resolveBackendConfig('127.0.0.1', namespace).firebase.databaseURL!);
  firebase.setPublicSnapshot(snapshot ?? {});
  const theme = resolveTheme(snapshot?.[firebase.PATHS.theme]).theme;
  const title = resolveBrowserTitle(snapshot?.[firebase.PATHS.browserTitle]).title;
  const bodyStyle = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

  // The entry script(s) html-webpack-plugin wrote into the shell: started by loaderScript instead.
  const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
  const entryScripts = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entryScripts.length === 0) throw new Error('Prerender: app.html no nombra el script de entrada.');

  // The host's own CSS, inline (no extra request before the first paint); data-href tells the CSS loader it is there.
  const hostCss = readdirSync(hostDist)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<style data-href="${file}">${readFileSync(path.join(hostDist, file), 'utf8')}</style>`)
    .join('');

  // The home page's chunk (host/src/app/homePage.ts), preloaded by the pages that show it.
  const homeChunks = readdirSync(hostDist)
    .filter((file) => /^home\.[0-9a-f]+\.js$/.test(file))
    .map((file) => `/${file}`);

  for (const route of PRERENDERED_ROUTES) {
    const used = new Set<string>();
    let showsHome = false;
    const lookup = {
      get: (key: string) => {
        if (key === HOME_PAGE_KEY) {
          showsHome = true;
          return HomePage; // the host's own page, in a chunk of its own in the browser
        }
        used.add(key.split('/')[0]!);
        return remotes.components.get(key);
      },
    } as ReadonlyMap<string, never>;
    const body = renderToString(
      React.createElement(
        StaticRouter,
        { location: route },
        React.createElement(PrerenderedRemotesContext.Provider, { value: lookup }, React.createElement(Site)),
      ),
    );
    const remoteCss = [...used].flatMap((remote) => remotes.css.get(remote) ?? []).map((file) => importedCss.get(file) ?? '');
    const builtCss = [...used].flatMap((remote) => remotes.builtCss.get(remote) ?? []);
    const head =
      hostCss +
      remoteCss.map((text) => `<style>${text}</style>`).join('') +
      inlineStylesheetMarks(remoteCss.join(''), builtCss) +
      `<script id="${REMOTES_ELEMENT_ID}" type="application/json">${jsonForScript(manifest)}</script>` +
      `<script id="${ENTRY_ELEMENT_ID}" type="application/json">${jsonForScript(entryScripts)}</script>` +
      (showsHome && homeChunks.length ? `<script id="${PRELOAD_ELEMENT_ID}" type="application/json">${jsonForScript(homeChunks)}</script>` : '') +
      (snapshot ? `<script id="${firebase.SNAPSHOT_ELEMENT_ID}" type="application/json">${jsonForScript(snapshot)}</script>` : '');
    const html = template
      .replace(ENTRY_SCRIPT, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(composeDocumentTitle(pageHeading(body), title))}</title>`)
      .replace('</head>', `${head}</head>`)
      .replace('<body>', `<body style="${escapeHtml(bodyStyle)}">`)
      .replace(
        /<div id="root">[\s\S]*?<\/div><\/body>/,
        `<div id="root" ${PRERENDERED_ATTRIBUTE}>${body}</div>${hostnameFix}${loaderScript([...used], REMOTES_ELEMENT_ID)}</body>`,
      );
    writeFileSync(path.join(hostDist, routeFile(route)), html);
  }
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
