/** @jest-environment jsdom */
// The photo list of "Fotos" shows a photo the catalog ships from where the page's remotes.json says the catalog
// is (a release's folder included), and any other address as stored.
import { renderHook, waitFor } from '@testing-library/react';
import { forgetCatalogBase, useCatalogImages } from './useCatalogImages';

const MANIFEST = {
  remotes: {
    catalog: 'http://{hostname}:8081/20261110-120000-aaaaaaa/remoteEntry.js',
    calendar: 'http://{hostname}:8082/remoteEntry.js',
    chat: 'http://{hostname}:8083/remoteEntry.js',
    backoffice: 'http://{hostname}:8084/remoteEntry.js',
  },
};

let answer: { ok: boolean; json: () => Promise<unknown> } | Error;
const asked: string[] = [];
beforeEach(() => {
  forgetCatalogBase();
  asked.length = 0;
  // jsdom has no fetch: the page's own one, answering as the host's server would.
  globalThis.fetch = ((url: string) => {
    asked.push(url);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }) as unknown as typeof fetch;
});

it('loads a shipped photo from the catalog’s release, with its copies, and an outside address as stored', async () => {
  answer = { ok: true, json: () => Promise.resolve(MANIFEST) };
  const { result } = renderHook(() => useCatalogImages());
  expect(result.current).toBeNull();
  await waitFor(() => expect(result.current).not.toBeNull());
  expect(result.current!('/img/demo/salon-1.svg')).toEqual({
    src: 'http://localhost:8081/20261110-120000-aaaaaaa/img/demo/salon-1.svg',
    srcSet:
      'http://localhost:8081/20261110-120000-aaaaaaa/img/demo/salon-1-480w.webp 480w, ' +
      'http://localhost:8081/20261110-120000-aaaaaaa/img/demo/salon-1-800w.webp 800w, ' +
      'http://localhost:8081/20261110-120000-aaaaaaa/img/demo/salon-1-1200w.webp 1200w',
  });
  expect(result.current!('https://fotos.example/pista.jpg')).toEqual({ src: 'https://fotos.example/pista.jpg', srcSet: '' });
  expect(result.current!('/fotos/propia.jpg')).toEqual({ src: '/fotos/propia.jpg', srcSet: '' });
  expect(asked).toEqual(['/remotes.json']);
});

it('asks for remotes.json once for every list on the page', async () => {
  answer = { ok: true, json: () => Promise.resolve(MANIFEST) };
  const first = renderHook(() => useCatalogImages());
  const second = renderHook(() => useCatalogImages());
  await waitFor(() => expect(first.result.current).not.toBeNull());
  await waitFor(() => expect(second.result.current).not.toBeNull());
  expect(asked).toEqual(['/remotes.json']);
});

it.each([
  ['the back-office on its own (no remotes.json)', { ok: false, json: () => Promise.reject(new Error('no JSON')) }],
  ['a manifest without the catalog', { ok: true, json: () => Promise.resolve({ remotes: { chat: 'x' } }) }],
  ['no network', new Error('Failed to fetch')],
])('uses sources as stored for %s', async (_case, reply) => {
  answer = reply;
  const { result } = renderHook(() => useCatalogImages());
  await waitFor(() => expect(result.current).not.toBeNull());
  expect(result.current!('/img/demo/salon-1.svg')).toEqual({ src: '/img/demo/salon-1.svg', srcSet: '' });
});
