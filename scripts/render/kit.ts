// What the build hands the renderer (./page.ts) besides the route and the data: the built shell, CSS and
// scripts. scripts/prerender.ts makes it from host/dist and each remote's build and writes it beside the
// renderer's bundle (./bundle.ts); the renderPage function and `npm start` read it from there. No imports: the
// functions' code takes these types and this file's helpers without the renderer.

/** The file each route's prerendered page is written to and served from (serveStatic, firebase.json cleanUrls). */
export const routeFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

export interface BuiltStylesheet {
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

/** The host's remotes.json: where each remote's entry is ({hostname}: the page's host). */
export interface RemotesManifest {
  remotes: Record<string, string>;
  [key: string]: unknown;
}

/** What the build gives every render: the shell, the CSS and the scripts of the built host and remotes. */
export interface RenderKit {
  /** app.html as the host's build wrote it (its entry scripts included). */
  template: string;
  /** The host's CSS, as `<style data-href>` elements. */
  hostCss: string;
  /** The CSS each remote's public pages import, minified, in import order. */
  remoteCss: Record<string, string[]>;
  /** Each remote's built stylesheets (its dist/*.css). */
  builtCss: Record<string, BuiltStylesheet[]>;
  /** The home page's chunks (/home.<hash>.js), preloaded by the pages that show it. */
  homeChunks: string[];
  /** The routes rendered (PRERENDERED_PATHS) and the paths of the public data they read (PUBLIC_SNAPSHOT_PATHS). */
  routes: string[];
  snapshotPaths: string[];
}

/** What the renderer's bundle (./bundle.ts) exports. */
export interface RendererBundle {
  renderPage(kit: RenderKit, manifest: RemotesManifest, snapshot: Record<string, unknown> | undefined, route: string): string;
}
