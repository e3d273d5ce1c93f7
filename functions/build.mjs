// Bundles the functions into lib/ with esbuild: the workspace libraries (@salon/domain, @salon/schema) go inside,
// since the deployed package has no workspace to find them in; the npm dependencies of package.json stay outside,
// installed by the deploy. Types are checked by tsc before this runs (package.json "build").
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
