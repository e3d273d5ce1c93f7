// The cache of the pages rendered on demand (`npm start`): a page is rendered once and then answered as kept, until
// the data of its namespace changes; requests that arrive while it renders share that one render.
import { gunzipSync } from 'node:zlib';
import { createPageCache, representPage } from './cache';

/** A renderer whose price is what the "database" holds now, counting its renders per route. */
function pricesRenderer() {
  const price: Record<string, string> = { 'demo-salon': '$ 150.000', 'e2e-1': '$ 150.000' };
  const render = jest.fn(async (route: string, scope: string) => `<main>${route} ${price[scope]}</main>`);
  return { price, render, cache: createPageCache(render) };
}
const text = async (page: Promise<{ identity: { body: Buffer } }>) => (await page).identity.body.toString('utf8');

it('renders a page once, then answers it as kept, with its gzip and their ETags', async () => {
  const { render, cache } = pricesRenderer();
  const first = await cache.get('/precios', 'demo-salon');
  const second = await cache.get('/precios', 'demo-salon');
  expect(second).toBe(first);
  expect(render).toHaveBeenCalledTimes(1);
  expect(first.identity.body.toString('utf8')).toBe('<main>/precios $ 150.000</main>');
  expect(gunzipSync(first.gzip.body).toString('utf8')).toBe('<main>/precios $ 150.000</main>');
  expect(first.gzip.etag).toBe(`${first.identity.etag.slice(0, -1)}-gz"`);
});

it('a change of the data renders the page again with the new price on its next request', async () => {
  const { price, render, cache } = pricesRenderer();
  await expect(text(cache.get('/precios', 'demo-salon'))).resolves.toBe('<main>/precios $ 150.000</main>');
  price['demo-salon'] = '$ 165.000';
  await expect(text(cache.get('/precios', 'demo-salon'))).resolves.toBe('<main>/precios $ 150.000</main>');
  cache.invalidate('demo-salon');
  await expect(text(cache.get('/precios', 'demo-salon'))).resolves.toBe('<main>/precios $ 165.000</main>');
  expect(render).toHaveBeenCalledTimes(2);
});

it('a change in one namespace leaves the pages of the others as kept', async () => {
  const { price, render, cache } = pricesRenderer();
  await cache.get('/precios', 'demo-salon');
  await cache.get('/precios', 'e2e-1');
  price['e2e-1'] = '$ 99.000';
  cache.invalidate('e2e-1');
  await expect(text(cache.get('/precios', 'e2e-1'))).resolves.toBe('<main>/precios $ 99.000</main>');
  await expect(text(cache.get('/precios', 'demo-salon'))).resolves.toBe('<main>/precios $ 150.000</main>');
  expect(render.mock.calls).toEqual([
    ['/precios', 'demo-salon'],
    ['/precios', 'e2e-1'],
    ['/precios', 'e2e-1'],
  ]);
});

it('requests that arrive during a render share it; one that ran when the data changed is not kept', async () => {
  let finish: (html: string) => void = () => undefined;
  const render = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
  const cache = createPageCache(render);
  const first = cache.get('/', 'demo-salon');
  const second = cache.get('/', 'demo-salon');
  expect(render).toHaveBeenCalledTimes(1);
  cache.invalidate('demo-salon');
  finish('<main>antes del cambio</main>');
  await expect(text(first)).resolves.toBe('<main>antes del cambio</main>');
  await expect(text(second)).resolves.toBe('<main>antes del cambio</main>');
  const third = cache.get('/', 'demo-salon');
  expect(render).toHaveBeenCalledTimes(2);
  finish('<main>después del cambio</main>');
  await expect(text(third)).resolves.toBe('<main>después del cambio</main>');
});

it('a failed render is not kept: the next request renders again', async () => {
  const render = jest.fn().mockRejectedValueOnce(new Error('sin datos')).mockResolvedValueOnce('<main>bien</main>');
  const cache = createPageCache(render);
  await expect(cache.get('/fotos', 'demo-salon')).rejects.toThrow('sin datos');
  await expect(text(cache.get('/fotos', 'demo-salon'))).resolves.toBe('<main>bien</main>');
});

it('the same page rendered again keeps its ETag, so a browser’s copy stays valid', () => {
  expect(representPage('<main>igual</main>').identity.etag).toBe(representPage('<main>igual</main>').identity.etag);
  expect(representPage('<main>igual</main>').identity.etag).not.toBe(representPage('<main>otra</main>').identity.etag);
});
