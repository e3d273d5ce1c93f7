// The one renderer of the public pages: a route, the public data and the build's kit (./kit.ts) in, the page's
// whole HTML out. Two callers: the build writes each page to a file with it (scripts/prerender.ts, from source),
// and the pages served on demand render with it, from its bundle (./bundle.ts): the renderPage Cloud Function
// in production (functions/src/renderPage.ts) and `npm start` locally (./livePages.ts). docs/performance.md,
// "The page is in the HTML", says what a page holds; docs/deploying.md how it is served.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@salon/router';
import { PATHS, SNAPSHOT_ELEMENT_ID, setPublicSnapshot, type PublicSnapshot } from '@salon/firebase';
import { resolveBrowserTitle, resolveTheme, themeToCssVariables } from '@salon/domain';
import { composeDocumentTitle } from '@salon/ui';
import { Site } from '../../host/src/app/App';
import { PRERENDERED_ATTRIBUTE, PrerenderedRemotesContext, REMOTES_ELEMENT_ID } from '../../host/src/app/prerendered';
import { HOME_PAGE_KEY } from '../../host/src/app/homePage';
import { HomePage } from '../../host/src/features/home/HomePage';
import { inlineStylesheetMarks, type RenderKit, type RemotesManifest } from './kit';

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

export interface RenderInput {
  kit: RenderKit;
  manifest: RemotesManifest;
  /** The public data, by path; undefined when it could not be read (the page is rendered without data). */
  snapshot: PublicSnapshot | undefined;
  route: string;
  /** The remotes' public pages, keyed `remote/./Module` (as PrerenderedRemotesContext looks them up). */
  components: ReadonlyMap<string, unknown>;
}

// The entry script(s) html-webpack-plugin wrote into the shell: started by loaderScript instead.
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;

/** The page of `route`, rendered with `snapshot`. */
export function renderPublicPage({ kit, manifest, snapshot, route, components }: RenderInput): string {
  const entryScripts = [...kit.template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entryScripts.length === 0) throw new Error('Render: app.html no nombra el script de entrada.');
  // The catalog's images load from where the catalog is served (remotes/catalog/src/features/assets.ts reads
  // webpack's public path). An address with {hostname} is written for localhost, and fixed in the page below.
  const catalogEntry = String(manifest.remotes.catalog);
  (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = new URL('.', catalogEntry.replaceAll('{hostname}', 'localhost')).href;
  const hostnameFix = catalogEntry.includes('{hostname}')
    ? `<script>(function(){var h=location.hostname;if(h==='localhost')return;var i=document.querySelectorAll('#root img[src^="http://localhost:"],#root img[src^="https://localhost:"]');` +
      `for(var k=0;k<i.length;k++){var s=i[k].getAttribute('srcset');if(s)i[k].srcset=s.split('//localhost:').join('//'+h+':');` +
      `i[k].src=i[k].getAttribute('src').replace('//localhost:','//'+h+':')}})()</script>`
    : '';

  setPublicSnapshot(snapshot ?? {});
  const theme = resolveTheme(snapshot?.[PATHS.theme]).theme;
  const title = resolveBrowserTitle(snapshot?.[PATHS.browserTitle]).title;
  const bodyStyle = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

  const used = new Set<string>();
  let showsHome = false;
  const lookup = {
    get: (key: string) => {
      if (key === HOME_PAGE_KEY) {
        showsHome = true;
        return HomePage; // the host's own page, in a chunk of its own in the browser
      }
      used.add(key.split('/')[0]!);
      return components.get(key);
    },
  } as ReadonlyMap<string, ComponentType<never>>;
  const body = renderToString(
    createElement(StaticRouter, { location: route }, createElement(PrerenderedRemotesContext.Provider, { value: lookup }, createElement(Site))),
  );
  const remoteCss = [...used].flatMap((remote) => kit.remoteCss[remote] ?? []);
  const builtCss = [...used].flatMap((remote) => kit.builtCss[remote] ?? []);
  const head =
    kit.hostCss +
    remoteCss.map((text) => `<style>${text}</style>`).join('') +
    inlineStylesheetMarks(remoteCss.join(''), builtCss) +
    `<script id="${REMOTES_ELEMENT_ID}" type="application/json">${jsonForScript(manifest)}</script>` +
    `<script id="${ENTRY_ELEMENT_ID}" type="application/json">${jsonForScript(entryScripts)}</script>` +
    (showsHome && kit.homeChunks.length ? `<script id="${PRELOAD_ELEMENT_ID}" type="application/json">${jsonForScript(kit.homeChunks)}</script>` : '') +
    (snapshot ? `<script id="${SNAPSHOT_ELEMENT_ID}" type="application/json">${jsonForScript(snapshot)}</script>` : '');
  return kit.template
    .replace(ENTRY_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(composeDocumentTitle(pageHeading(body), title))}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<body>', () => `<body style="${escapeHtml(bodyStyle)}">`)
    .replace(
      /<div id="root">[\s\S]*?<\/div><\/body>/,
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${body}</div>${hostnameFix}${loaderScript([...used], REMOTES_ELEMENT_ID)}</body>`,
    );
}
