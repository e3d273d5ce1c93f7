import { handleClientBudget, LINK_NOT_VALID, TOO_MANY_CALLS, type ClientBudgetSourcesIO } from './clientBudget';
import { memoryRateLimiter } from './rateLimit';

const TOKEN = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';

function io(overrides: Partial<ClientBudgetSourcesIO> = {}): ClientBudgetSourcesIO & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    readLink: (token) => (reads.push(token), Promise.resolve(null)),
    readBudgetData: () => Promise.reject(new Error('no debería leer')),
    accept: () => Promise.reject(new Error('no debería escribir')),
    limiter: memoryRateLimiter(),
    now: () => new Date('2026-11-10T12:00:00-03:00'),
    ...overrides,
  };
}

const get = (token: unknown, ip = '1.2.3.4') => ({ method: 'GET', query: { token }, body: undefined, ip });

it('answers the CORS preflight and refuses other methods', async () => {
  expect((await handleClientBudget({ method: 'OPTIONS', query: {}, body: undefined, ip: '' }, io())).status).toBe(204);
  expect((await handleClientBudget({ method: 'DELETE', query: {}, body: undefined, ip: '' }, io())).status).toBe(405);
});

it('a malformed token gets 404 without reading the database; an unknown or revoked one, 404 too', async () => {
  const sources = io();
  const malformed = await handleClientBudget(get('corto'), sources);
  expect(malformed).toMatchObject({ status: 404, body: JSON.stringify({ error: LINK_NOT_VALID }) });
  expect(sources.reads).toEqual([]);
  expect((await handleClientBudget(get(TOKEN), sources)).status).toBe(404);
  expect(sources.reads).toEqual([TOKEN]);
  const revoked = io({ readLink: () => Promise.resolve({ presupuestoId: 'b1', creadoEn: 1, creadoPor: 'a@b.c', revocadoEn: 2 }) });
  expect((await handleClientBudget(get(TOKEN), revoked)).status).toBe(404);
});

it('limits calls per address: the 31st in a minute gets 429', async () => {
  const sources = io();
  for (let i = 0; i < 30; i += 1) expect((await handleClientBudget(get(TOKEN), sources)).status).toBe(404);
  const limited = await handleClientBudget(get(TOKEN), sources);
  expect(limited).toMatchObject({ status: 429, body: JSON.stringify({ error: TOO_MANY_CALLS }) });
  expect((await handleClientBudget(get(TOKEN, '5.6.7.8'), sources)).status).toBe(404);
});

it('an acceptance with a bad name is refused next to the field, without writing', async () => {
  const sources = io({ readLink: () => Promise.resolve({ presupuestoId: 'b1', creadoEn: 1, creadoPor: 'a@b.c' }) });
  const answer = await handleClientBudget({ method: 'POST', query: {}, body: { token: TOKEN, accion: 'aceptar', nombre: ' ' }, ip: '1.2.3.4' }, sources);
  expect(answer).toMatchObject({ status: 400, body: JSON.stringify({ error: 'Escribí tu nombre y apellido para aceptar.', campo: 'nombre' }) });
});
