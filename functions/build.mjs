// Bundles the functions into lib/ with esbuild: the workspace libraries (@salon/domain, @salon/schema) go inside,
// since the deployed package has no workspace to find them in; the npm dependencies of package.json stay outside,
// installed by the deploy. Types are checked by tsc before this runs (package.json "build").
//
// renderPage's share: the renderer's bundle and its kit (host/render, written by scripts/prerender.ts), the host's
// prerendered pages and app.html (its fallback) and remotes.json, from host/dist as the deploy left it (pointed at
// the production origins), and the host's origin from scripts/deploy/sites.json, into lib/render. Without a host
// build they are left out, and renderPage answers with the 503 of renderPage.ts (the deploy always builds first).
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = path.dirname(new URL(import.meta.url).pathname);
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const lib = path.join(here, 'lib');

rmSync(lib, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/index.ts')],
  outfile: path.join(lib, 'functions.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: `node${manifest.engines.node}`,
  // A package marked external keeps its subpaths outside too (firebase-functions/v2/https).
  external: Object.keys(manifest.dependencies),
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
// The entry named by "main": Node reads a file's source map only if source maps are on when that file loads, so
// they are turned on here, before the bundle, and stack traces name the TypeScript lines.
writeFileSync(path.join(lib, 'index.js'), "'use strict';\nprocess.setSourceMapsEnabled(true);\nmodule.exports = require('./functions.js');\n");

const repo = path.join(here, '..');
const hostDist = path.join(repo, 'host/dist');
const renderSource = path.join(repo, 'host/render');
if (existsSync(path.join(renderSource, 'renderer.js')) && existsSync(path.join(hostDist, 'app.html'))) {
  const render = path.join(lib, 'render');
  mkdirSync(path.join(render, 'pages'), { recursive: true });
  for (const file of ['renderer.js', 'kit.json']) cpSync(path.join(renderSource, file), path.join(render, file));
  cpSync(path.join(hostDist, 'remotes.json'), path.join(render, 'remotes.json'));
  for (const file of readdirSync(hostDist).filter((name) => name.endsWith('.html'))) cpSync(path.join(hostDist, file), path.join(render, 'pages', file));
  const sites = JSON.parse(readFileSync(path.join(repo, 'scripts/deploy/sites.json'), 'utf8'));
  writeFileSync(path.join(render, 'site.json'), JSON.stringify({ origin: sites.host.origin }));
} else {
  console.warn('functions: sin el build del host (host/render, host/dist): renderPage se empaqueta sin renderizador ni páginas.');
}
