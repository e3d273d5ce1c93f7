// The release script's bookkeeping on a made-up host build and remote build (no webpack, no server):
// ids, where releases are served from, the manifest in remotes.json and in the prerendered pages, rollback.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readHistory, release, releaseId, releasesBase, rollback } from './release';

let work: string;
const quiet = () => undefined;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'salon-release-'));
  const host = path.join(work, 'host');
  mkdirSync(host);
  const manifest = {
    timeoutMs: 15000,
    remotes: { catalog: 'http://{hostname}:8081/remoteEntry.js', calendar: 'https://cal.example/remoteEntry.js', chat: 'x', backoffice: 'y' },
  };
  writeFileSync(path.join(host, 'remotes.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(host, 'precios.html'),
    `<html><head><link rel="preload" as="image" imageSrcSet="http://localhost:8081/fotos/salon-480w.webp 480w"/></head><body><script id="salon-remotes" type="application/json">${JSON.stringify(manifest)}</script>` +
      '<img src="http://localhost:8081/fotos/salon.jpg" srcSet="http://localhost:8081/fotos/salon-480w.webp 480w, http://localhost:8081/fotos/salon-800w.webp 800w">' +
      '<img src="https://otra.example/a.jpg"></body></html>',
  );
  writeFileSync(path.join(host, 'main.js'), 'host code');
  for (const version of ['uno', 'dos']) {
    mkdirSync(path.join(work, version));
    writeFileSync(path.join(work, version, 'remoteEntry.js'), `catalog ${version}`);
  }
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

const options = () => ({ hostDist: path.join(work, 'host'), releasesDir: path.join(work, 'catalog', 'releases'), log: quiet });
const manifest = () => JSON.parse(readFileSync(path.join(work, 'host', 'remotes.json'), 'utf8')) as { timeoutMs: number; remotes: Record<string, string> };
const page = () => readFileSync(path.join(work, 'host', 'precios.html'), 'utf8');

it('names a release by its UTC time and commit', () => {
  expect(releaseId(new Date('2026-11-10T15:30:05Z'), '3306a3f0123456789')).toBe('20261110-153005-3306a3f');
});

it('serves releases beside the address the manifest had', () => {
  expect(releasesBase('http://{hostname}:8081/remoteEntry.js', null)).toBe('http://{hostname}:8081/');
  expect(releasesBase('https://cdn.example/catalogo/20261110-153005-3306a3f/remoteEntry.js', '20261110-153005-3306a3f')).toBe('https://cdn.example/catalogo/');
});

it('points the manifest and the prerendered pages at each release, and rolls back to the previous one', async () => {
  const first = await release('catalog', { ...options(), dist: path.join(work, 'uno'), now: new Date('2026-11-10T12:00:00Z'), commit: 'a'.repeat(40) });
  expect(first).toEqual({ id: '20261110-120000-aaaaaaa', entry: 'http://{hostname}:8081/20261110-120000-aaaaaaa/remoteEntry.js' });
  expect(readFileSync(path.join(work, 'catalog/releases/20261110-120000-aaaaaaa/remoteEntry.js'), 'utf8')).toBe('catalog uno');
  expect(manifest()).toEqual({
    timeoutMs: 15000,
    remotes: {
      catalog: 'http://{hostname}:8081/20261110-120000-aaaaaaa/remoteEntry.js',
      calendar: 'https://cal.example/remoteEntry.js',
      chat: 'x',
      backoffice: 'y',
    },
  });
  expect(page()).toContain('"catalog":"http://{hostname}:8081/20261110-120000-aaaaaaa/remoteEntry.js"');
  expect(page()).toContain(
    '<img src="http://localhost:8081/20261110-120000-aaaaaaa/fotos/salon.jpg" srcSet="http://localhost:8081/20261110-120000-aaaaaaa/fotos/salon-480w.webp 480w, ' +
      'http://localhost:8081/20261110-120000-aaaaaaa/fotos/salon-800w.webp 800w">',
  );
  expect(page()).toContain('<img src="https://otra.example/a.jpg">');
  expect(page()).toContain('<link rel="preload" as="image" imageSrcSet="http://localhost:8081/20261110-120000-aaaaaaa/fotos/salon-480w.webp 480w"/>');

  await release('catalog', { ...options(), dist: path.join(work, 'dos'), now: new Date('2026-11-10T13:00:00Z'), commit: 'b'.repeat(40) });
  expect(manifest().remotes.catalog).toBe('http://{hostname}:8081/20261110-130000-bbbbbbb/remoteEntry.js');
  expect(page()).toContain(
    '<img src="http://localhost:8081/20261110-130000-bbbbbbb/fotos/salon.jpg" srcSet="http://localhost:8081/20261110-130000-bbbbbbb/fotos/salon-480w.webp 480w, ' +
      'http://localhost:8081/20261110-130000-bbbbbbb/fotos/salon-800w.webp 800w">',
  );

  expect(rollback('catalog', options()).id).toBe('20261110-120000-aaaaaaa');
  expect(manifest().remotes.catalog).toBe('http://{hostname}:8081/20261110-120000-aaaaaaa/remoteEntry.js');
  expect(page()).toContain('"catalog":"http://{hostname}:8081/20261110-120000-aaaaaaa/remoteEntry.js"');
  expect(page()).toContain(
    '<img src="http://localhost:8081/20261110-120000-aaaaaaa/fotos/salon.jpg" srcSet="http://localhost:8081/20261110-120000-aaaaaaa/fotos/salon-480w.webp 480w, ',
  );
  expect(() => rollback('catalog', options())).toThrow('catalog has no release before 20261110-120000-aaaaaaa to roll back to.');

  // Nothing is deleted: both releases stay served, the history says which one is current, no temp files remain.
  expect(readdirSync(path.join(work, 'catalog/releases')).sort()).toEqual(['20261110-120000-aaaaaaa', '20261110-130000-bbbbbbb']);
  expect(readdirSync(path.join(work, 'host')).sort()).toEqual(['main.js', 'precios.html', 'remotes.json']);
  const history = readHistory('catalog', options().releasesDir);
  expect(history.current).toBe('20261110-120000-aaaaaaa');
  expect(history.log.map(({ action, from, to }) => `${action} ${from} → ${to}`)).toEqual([
    'release null → 20261110-120000-aaaaaaa',
    'release 20261110-120000-aaaaaaa → 20261110-130000-bbbbbbb',
    'rollback 20261110-130000-bbbbbbb → 20261110-120000-aaaaaaa',
  ]);
});

it('refuses a folder that is not a remote build, before touching the manifest', async () => {
  mkdirSync(path.join(work, 'vacio'));
  await expect(release('catalog', { ...options(), dist: path.join(work, 'vacio') })).rejects.toThrow('has no remoteEntry.js');
  expect(manifest().remotes.catalog).toBe('http://{hostname}:8081/remoteEntry.js');
});
