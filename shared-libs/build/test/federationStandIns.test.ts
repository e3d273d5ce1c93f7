// Production builds answer some of the federation runtime's modules with federation-stand-ins/ (docs/performance.md,
// "A runtime without preloading", "Version ranges read at sight"). Safe only while the runtime reaches them from the places read here: checked
// against the installed package, so an upgrade that starts using a snapshot or a preload elsewhere fails this
// test, not a visitor's page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.dirname(require.resolve('@module-federation/runtime-core'));
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const standIn = (file: string) => readFileSync(path.join(__dirname, '../federation-stand-ins', file), 'utf8');

/** Every ES module of runtime-core's dist folder, by path relative to it. */
function runtimeModules(): string[] {
  return (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith('.js')).sort();
}

/** Modules that import `target` (a path relative to dist), with the names they take from it. */
function importersOf(target: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of runtimeModules()) {
    for (const [, names, from] of read(file).matchAll(/^import \{ ([^}]+) \} from "(\.[^"]+)";$/gm)) {
      if (path.join(path.dirname(file), from!) === target) found[file] = names!.split(', ').sort();
    }
  }
  return found;
}

/** The body of a class method written `\t<head> {` … `\t}` (the package's own indentation). */
function methodBody(source: string, head: string): string {
  const start = source.indexOf(`\t${head} {\n`);
  if (start < 0) throw new Error(`no encontré ${head}`);
  return source.slice(start, source.indexOf('\n\t}\n', start));
}

/** What remains of `source` once the named methods are taken out. */
function without(source: string, heads: string[]): string {
  return heads.reduce((rest, head) => rest.replace(methodBody(rest, head), ''), source);
}

describe('the federation runtime without manifests and preloading', () => {
  it('builds its snapshot plugin only when asked to, and our builds never ask', () => {
    const core = read('core.js');
    expect(core).toContain(
      'const USE_SNAPSHOT = typeof FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN === "boolean" ? !FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN : true;',
    );
    expect(core).toContain('const plugins = USE_REMOTE && USE_SNAPSHOT ? [snapshotPlugin(), generatePreloadAssetsPlugin()] : [];');
    const webpackConfig = readFileSync(path.join(__dirname, '../webpack.cjs'), 'utf8');
    expect(webpackConfig).toContain("optimization: { disableSnapshot: true, target: 'web' }");
  });

  it('reaches the snapshot handler only to clear its manifest cache, register plugins and preload', () => {
    expect(importersOf('plugins/snapshot/SnapshotHandler.js')).toEqual({
      'core.js': ['SnapshotHandler'],
      'remote/index.js': ['getGlobalRemoteInfo'],
    });
    const uses = runtimeModules()
      .filter((file) => !file.startsWith('plugins/snapshot/'))
      .flatMap((file) => [...read(file).matchAll(/snapshotHandler\.(\w+)(?:\.(\w+))?/g)].map((use) => `${file}: ${use[0]}`));
    expect(uses.sort()).toEqual([
      'remote/index.js: snapshotHandler.loadRemoteSnapshotInfo',
      'remote/index.js: snapshotHandler.manifestCache.delete',
      'utils/plugin.js: snapshotHandler.hooks',
    ]);
    const remote = read('remote/index.js');
    expect(methodBody(remote, 'async preloadRemote(preloadOptions)')).toContain('host.snapshotHandler.loadRemoteSnapshotInfo(');
    expect(methodBody(remote, 'removeRemote(remote)')).toContain('const { hostGlobalSnapshot } = getGlobalRemoteInfo(remote, host);');
    expect(without(remote, ['removeRemote(remote)'])).not.toContain('getGlobalRemoteInfo(');
  });

  it('reaches preloading only from preloadRemote, the helpers it lends, and the snapshot plugins', () => {
    expect(importersOf('utils/preload.js')).toEqual({
      'helpers.js': ['preloadAssets'],
      'plugins/generate-preload-assets.js': ['defaultPreloadArgs', 'normalizePreloadExposes'],
      'plugins/snapshot/index.js': ['preloadAssets'],
      'remote/index.js': ['formatPreloadArgs', 'preloadAssets'],
    });
    const remote = without(read('remote/index.js'), ['async preloadRemote(preloadOptions)']);
    expect(remote).not.toMatch(/formatPreloadArgs\(|preloadAssets\(/);
  });

  it('uses the error descriptions only to write messages, which the stand-in writes with the code and its address', () => {
    const federationDist = path.join(dist, '../..');
    const readPackage = (file: string) => readFileSync(path.join(federationDist, file), 'utf8');
    const errorCodes = readPackage('error-codes/dist/index.mjs');
    expect(errorCodes).toContain('import { getShortErrorMsg } from "./getShortErrorMsg.mjs";');
    expect(errorCodes).toContain('import { buildDescMap, errorDescMap, runtimeDescMap, typeDescMap } from "./desc.mjs";');
    const messages = standIn('errorMessages.mjs');
    for (const name of ['runtimeDescMap', 'typeDescMap', 'buildDescMap', 'errorDescMap']) expect(messages).toContain(`export const ${name} = {};`);
    expect(messages).toContain('export function getShortErrorMsg(errorCode, descMap, args, originalErrorMsg) {');
    // Nobody reads a description by its code: they only hand the maps to getShortErrorMsg (through error/assert).
    const readers = ['runtime-core', 'runtime', 'sdk', 'webpack-bundler-runtime']
      .flatMap((pkg) =>
        (readdirSync(path.join(federationDist, pkg, 'dist'), { recursive: true }) as string[])
          .filter((file) => file.endsWith('.js') && !file.includes('error-codes'))
          .map((file) => path.join(pkg, 'dist', file)),
      )
      .filter((file) => /DescMap\[/.test(readPackage(file)));
    expect(readers).toEqual([]);
  });

  it('stands in with the same names the runtime imports', () => {
    expect(standIn('snapshotHandler.mjs')).toMatch(/^export class SnapshotHandler extends DisabledSnapshotHandler \{$/m);
    expect(standIn('snapshotHandler.mjs')).toMatch(/^export function getGlobalRemoteInfo\(remote, host\) \{$/m);
    expect(standIn('snapshotHandler.mjs')).toContain('this.manifestCache = new Map();');
    for (const name of ['defaultPreloadArgs', 'formatPreloadArgs', 'normalizePreloadExposes', 'preloadAssets'])
      expect(standIn('preload.mjs')).toContain(`export const ${name} = leftOut;`);
    expect(read('utils/preload.js')).toContain('export { defaultPreloadArgs, formatPreloadArgs, normalizePreloadExposes, preloadAssets };');
    expect(read('plugins/snapshot/SnapshotHandler.js')).toContain('export { SnapshotHandler, getGlobalRemoteInfo };');
    expect(read('plugins/snapshot/disabled.js')).toContain('this.hooks = new PluginSystem({});');
  });

  it('takes only satisfy from the version check, which the stand-in answers (semverStandIn.test.ts)', () => {
    expect(importersOf('utils/semver/index.js')).toEqual({ 'index.js': ['satisfy'], 'utils/share.js': ['satisfy'] });
    expect(read('utils/semver/index.js')).toContain('export { satisfy };');
    expect(standIn('semver.mjs')).toMatch(/^export function satisfy\(version, range\) \{$/m);
    // The range each shared module of ours declares, which the stand-in answers at sight.
    expect(readFileSync(path.join(__dirname, '../federation.cjs'), 'utf8')).toContain('requiredVersion: `^${version}`, version,');
  });
});
