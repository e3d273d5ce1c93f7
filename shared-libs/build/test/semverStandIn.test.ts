// Production builds answer the federation runtime's version check with federation-stand-ins/semver.mjs
// (docs/performance.md, "Version ranges read at sight"): a shared module's own version meets its `^` range at
// sight, and every other pair goes to the runtime's check. Built here as our apps build it, then asked the
// questions a page asks: the answers must be the runtime's, for our ranges and for a skew.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runWebpack } from './runWebpack';
import { federationStandIns, runtimeCoreFiles } from '../webpack.cjs';

const dist = path.dirname(require.resolve('@module-federation/runtime-core'));
type Satisfy = (version: string, range: string) => boolean;
let dir: string;
let satisfy: Satisfy;

async function build(): Promise<void> {
  dir = mkdtempSync(path.join(tmpdir(), 'salon-semver-'));
  writeFileSync(path.join(dir, 'index.js'), `export { satisfy } from ${JSON.stringify(path.join(dist, 'utils/semver/index.js'))};\n`);
  await runWebpack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), filename: 'semver.cjs', library: { type: 'commonjs2' } },
    resolve: { alias: runtimeCoreFiles },
    optimization: { minimize: false },
    plugins: federationStandIns(),
  });
  satisfy = ((await import(path.join(dir, 'dist/semver.cjs'))) as { satisfy: Satisfy }).satisfy;
}

describe('the version check of our federation runtime', () => {
  beforeAll(build, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the stand-in, which hands the runtime check what it does not answer itself', () => {
    const bundle = readFileSync(path.join(dir, 'dist/semver.cjs'), 'utf8');
    expect(bundle).toContain('range === `^${version}`');
    expect(bundle).toContain('function parseRange(');
  });

  it.each([
    ['19.3.1', '^19.3.1'],
    ['1.0.0', '^1.0.0'],
    ['0.1.0', '^0.1.0'],
    ['0.0.3', '^0.0.3'],
  ])('lets %s be shared with a module that requires %s', (version, range) => {
    expect(satisfy(version, range)).toBe(true);
  });

  it.each([
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['1.0.0', '^9.0.0', false],
    ['0.2.0', '^0.1.0', false],
    ['1.0.0-beta.2', '^1.0.0-beta.1', true],
    ['1.0.0', '~1.0.0', true],
    ['1.2.0', '>=1.0.0 <2.0.0', true],
    ['19.3.1', '<=19.4.0', true],
    ['19.4.0', '<=19.3.1', false],
  ])('answers %s against %s as the runtime does: %s', (version, range, expected) => {
    expect(satisfy(version, range)).toBe(expected);
  });

  it('does not take a version that is not a release for one', () => {
    expect(satisfy('^1.0.0', '^^1.0.0')).toBe(false);
    expect(satisfy('', '^')).toBe(false);
  });
});
