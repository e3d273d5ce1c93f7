// Bench only: the host built as ONE webpack app, without Module Federation, to compare against the composed
// site. It is the host's own production config (host/webpack.config.cjs → @salon/build createAppConfig: same
// swc loader, minifier, CSS extraction, DefinePlugin env, HTML page) with three changes:
//  - no ModuleFederationPlugin (no remoteEntry.js, no shared-module negotiation, no remotes.json at run time),
//  - host/src/app/remotes/loader.ts replaced by ./loader.ts, which import()s each exposed page's source,
//  - the catalog's public/ (demo images) copied next to the build, as the catalog's own server serves it.
// Output: .bench/single-app/ (gitignored). Built by scripts/bench/singleApp.ts.
const path = require('node:path');
const { readFileSync } = require('node:fs');
const webpack = require('webpack');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../../..');
const REMOTES = ['catalog', 'calendar', 'chat', 'backoffice'];
const OUTPUT = path.join(root, '.bench/single-app');
const BENCH_LOADER = path.join(__dirname, 'loader.ts');
const HOST_LOADER = path.join(root, 'host/src/app/remotes/loader');

const isFederation = (plugin) => plugin instanceof ModuleFederationPlugin;

/** remote → exposed → source file (no extension, relative to the repo), from each remote's exposes.cjs. */
function exposedByRemotes() {
  const table = {};
  for (const remote of REMOTES) {
    const dir = path.join(root, 'remotes', remote);
    for (const [key, source] of Object.entries(require(path.join(dir, 'exposes.cjs')))) {
      table[`${remote} ${key}`] = path.relative(root, path.join(dir, source)).replace(/\.[jt]sx?$/, '');
    }
  }
  return table;
}

/** The same table as written in ./loader.ts. */
function exposedByBenchLoader() {
  const table = {};
  const source = readFileSync(BENCH_LOADER, 'utf8');
  const block = /^  (\w+): \{([\s\S]*?)^  \},/gm;
  for (const [, remote, body] of source.matchAll(block)) {
    for (const [, key, file] of body.matchAll(/'(\.\/[^']+)': \(\) => import\('\.\.\/\.\.\/\.\.\/([^']+)'\)/g)) {
      table[`${remote} ${key}`] = file;
    }
  }
  return table;
}

function checkLoaderTable() {
  const expected = exposedByRemotes();
  const actual = exposedByBenchLoader();
  const lines = [];
  for (const [id, file] of Object.entries(expected)) {
    if (actual[id] !== file) lines.push(`  falta o difiere: ${id} → '../../../${file}'`);
  }
  for (const id of Object.keys(actual)) if (!(id in expected)) lines.push(`  sobra: ${id}`);
  if (lines.length) {
    throw new Error(`scripts/bench/single-app/loader.ts no coincide con los exposes de los remotes:\n${lines.join('\n')}`);
  }
}

module.exports = (env = {}, argv = { mode: 'production' }) => {
  checkLoaderTable();
  const config = require(path.join(root, 'host/webpack.config.cjs'))(env, argv);
  return {
    ...config,
    name: 'single-app',
    output: { ...config.output, path: OUTPUT, uniqueName: 'salon-single-app' },
    plugins: [
      ...config.plugins.filter((plugin) => !isFederation(plugin)),
      // Every import of host/src/app/remotes/loader (RemoteSlot's './loader', the chat launcher's
      // '../../app/remotes/loader') gets the bench loader: none may bring the federation runtime along.
      new webpack.NormalModuleReplacementPlugin(/(^|\/)loader$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === HOST_LOADER) resource.request = BENCH_LOADER;
      }),
      new CopyPlugin({ patterns: [{ from: path.join(root, 'remotes/catalog/public'), noErrorOnMissing: true }] }),
    ],
  };
};

module.exports.OUTPUT = OUTPUT;
