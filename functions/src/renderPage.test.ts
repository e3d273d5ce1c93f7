// renderPage answers a public route with the page rendered from the current data and the CDN's cache time; when
// the renderer, the data or the render fails, with the prerendered page of the last build, logged for staff.
import { handleRenderPage, liveManifest, type RenderPageIO } from './renderPage';
import type { RenderKit } from '../../scripts/render/kit';

const kit = { routes: ['/', '/precios'], snapshotPaths: ['datosId/8', 'config/tema'] } as unknown as RenderKit;
const manifest = { remotes: { catalog: 'https://salon-catalog.web.app/r1/remoteEntry.js' } };
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

function io(overrides: Partial<RenderPageIO> = {}): RenderPageIO & { failures: string[] } {
  const failures: string[] = [];
  return {
    failures,
    renderer: () => ({
      kit,
      bundle: {
        renderPage: (_kit, shown, snapshot, route) =>
          `<main>${route} ${String((snapshot?.['datosId/8'] as { b_precio_3hs_18?: number }).b_precio_3hs_18)} ${shown.remotes.catalog}</main>`,
      },
    }),
    readSnapshot: async (paths) => Object.fromEntries(paths.map((path) => [path, path === 'datosId/8' ? { b_precio_3hs_18: 165000 } : null])),
    manifest: async () => manifest,
    prerendered: (route) => `<main>${route} prerenderizada</main>`,
    failed: (error, route) => failures.push(`${route}: ${(error as Error).message}`),
    ...overrides,
  };
}

it('renders the route with the data read now, for the CDN to keep 30 s and serve 30 s more while it renders again', async () => {
  const deps = io();
  await expect(handleRenderPage('/precios', deps)).resolves.toEqual({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC_CACHE, 'x-salon-pagina': 'renderizada' },
    body: '<main>/precios 165000 https://salon-catalog.web.app/r1/remoteEntry.js</main>',
    source: 'renderizada',
  });
  expect(deps.failures).toEqual([]);
});

it('answers the prerendered page, with the same headers, when the database cannot be read, and logs it', async () => {
  const deps = io({ readSnapshot: () => Promise.reject(new Error('Client is offline.')) });
  await expect(handleRenderPage('/precios', deps)).resolves.toEqual({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC_CACHE, 'x-salon-pagina': 'prerenderizada' },
    body: '<main>/precios prerenderizada</main>',
    source: 'prerenderizada',
  });
  expect(deps.failures).toEqual(['/precios: Client is offline.']);
});

it('answers the prerendered page when the render throws, or when the bundle has no renderer', async () => {
  const throwing = io({
    renderer: () => ({
      kit,
      bundle: {
        renderPage: () => {
          throw new Error('Cannot read properties of undefined');
        },
      },
    }),
  });
  await expect(handleRenderPage('/', throwing)).resolves.toMatchObject({ status: 200, body: '<main>/ prerenderizada</main>', source: 'prerenderizada' });
  expect(throwing.failures).toEqual(['/: Cannot read properties of undefined']);

  const missing = io({ renderer: () => undefined });
  await expect(handleRenderPage('/', missing)).resolves.toMatchObject({ status: 200, source: 'prerenderizada' });
  expect(missing.failures).toEqual(['/: Falta el renderizador en el paquete de las funciones (functions/lib/render).']);
});

it('a route that is not a public page gets the prerendered shell; with no page at all, a Spanish 503 nobody keeps', async () => {
  const deps = io();
  await expect(handleRenderPage('/admin', deps)).resolves.toMatchObject({
    status: 200,
    headers: { 'cache-control': 'no-cache' },
    body: '<main>/admin prerenderizada</main>',
  });
  expect(deps.failures).toEqual([]);
  await expect(handleRenderPage('/precios', io({ renderer: () => undefined, prerendered: () => undefined }))).resolves.toEqual({
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: 'El sitio no está disponible en este momento. Probá de nuevo en unos minutos.\n',
    source: 'ninguna',
  });
});

it('reads remotes.json from the host’s site at most every 30 s, and uses the bundled copy when it cannot', async () => {
  let now = 0;
  const served = jest
    .fn()
    .mockResolvedValueOnce({ remotes: { catalog: 'r2' } })
    .mockRejectedValueOnce(new Error('fetch failed'));
  const read = liveManifest(
    served,
    () => ({ remotes: { catalog: 'r1' } }),
    () => now,
    30_000,
  );
  await expect(read()).resolves.toEqual({ remotes: { catalog: 'r2' } });
  now = 29_999;
  await expect(read()).resolves.toEqual({ remotes: { catalog: 'r2' } });
  expect(served).toHaveBeenCalledTimes(1);
  now = 30_000;
  await expect(read()).resolves.toEqual({ remotes: { catalog: 'r1' } });
});
