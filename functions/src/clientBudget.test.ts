import { acceptedRecord, handleClientBudget, LINK_NOT_VALID, TOO_MANY_CALLS, type ClientBudgetSourcesIO } from './clientBudget';
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

it('refuses a name that is not a real name ("12345", one word), by the same rule as the page, without writing', async () => {
  const sources = io({ readLink: () => Promise.resolve({ presupuestoId: 'b1', creadoEn: 1, creadoPor: 'a@b.c' }) });
  const post = (nombre: string) => handleClientBudget({ method: 'POST', query: {}, body: { token: TOKEN, accion: 'aceptar', nombre }, ip: '1.2.3.4' }, sources);
  expect(await post('12345')).toMatchObject({
    status: 400,
    body: JSON.stringify({ error: 'Escribí tu nombre y apellido con letras, sin números ni símbolos.', campo: 'nombre' }),
  });
  expect(await post('Lucía')).toMatchObject({ status: 400, body: JSON.stringify({ error: 'Escribí tu nombre y también tu apellido.', campo: 'nombre' }) });
});

describe('acceptedRecord (the acceptance inside the transaction)', () => {
  const stored = {
    cliente: 'Familia Pérez',
    telefono: '11 4444-5555',
    fechaEvento: '2026-12-19',
    invitados: 50,
    alquiler: '4hs',
    horasExtra: 0,
    sena: 100_000,
    estado: 'presupuestado',
    validoHasta: '2026-11-25',
    creadoEn: 1,
    actualizadoEn: 1,
    autor: 'admin@salon.test',
    precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000 } },
  };
  const on = (instant: string) => ({ nombre: 'Lucía Fernández', nowMs: Date.parse(instant) });

  it('records it through the «Válido hasta» day, in Buenos Aires time', () => {
    const result = acceptedRecord('b1', stored, on('2026-11-25T23:59:00-03:00'));
    expect(result.outcome).toBe('aceptado');
    expect(result.record).toEqual({ ...stored, aceptacion: { nombre: 'Lucía Fernández', en: Date.parse('2026-11-25T23:59:00-03:00') } });
    // The line for its history, on its own path (historialPresupuestos), never in the budget.
    expect(result.historyLine).toEqual({
      estado: 'presupuestado',
      por: 'cliente: Lucía Fernández',
      en: Date.parse('2026-11-25T23:59:00-03:00'),
      nota: 'Presupuesto aceptado por el cliente',
    });
  });

  it('refuses it the day after, writing nothing (02:59 UTC is still the 25th in Buenos Aires; 03:01 UTC is the 26th)', () => {
    expect(acceptedRecord('b1', stored, on('2026-11-26T02:59:00Z')).outcome).toBe('aceptado');
    expect(acceptedRecord('b1', stored, on('2026-11-26T03:01:00Z'))).toEqual({ outcome: 'vencido' });
  });

  it('an annulled or already accepted budget is refused for that reason, even after it expired', () => {
    const later = on('2026-12-01T12:00:00-03:00');
    expect(acceptedRecord('b1', { ...stored, estado: 'anulado', anulacion: { motivo: 'x', por: 'a@b.c', en: 1 } }, later)).toEqual({ outcome: 'anulado' });
    expect(acceptedRecord('b1', { ...stored, aceptacion: { nombre: 'Ana', en: 1 } }, later)).toEqual({ outcome: 'ya-aceptado' });
  });

  it('a confirmed budget is still accepted after its «Válido hasta» day, as its page offers (offerExpired)', () => {
    expect(acceptedRecord('b1', { ...stored, estado: 'confirmado' }, on('2026-12-01T12:00:00-03:00'))).toMatchObject({
      outcome: 'aceptado',
      record: { estado: 'confirmado', aceptacion: { nombre: 'Lucía Fernández' } },
    });
  });
});

it('an acceptance of an expired budget gets 409 with its Spanish reason', async () => {
  const sources = io({
    readLink: () => Promise.resolve({ presupuestoId: 'b1', creadoEn: 1, creadoPor: 'a@b.c' }),
    accept: () => Promise.resolve('vencido'),
  });
  const answer = await handleClientBudget(
    { method: 'POST', query: {}, body: { token: TOKEN, accion: 'aceptar', nombre: 'Lucía Fernández' }, ip: '1.2.3.4' },
    sources,
  );
  expect(answer).toMatchObject({ status: 409, body: JSON.stringify({ error: 'Este presupuesto ya venció: pedile al salón uno actualizado para aceptarlo.' }) });
});

it('answers a held budget with its hold’s last day, read from the bookings', async () => {
  const budget = {
    cliente: 'Familia Pérez',
    telefono: '11 4444-5555',
    fechaEvento: '2026-12-19',
    invitados: 50,
    alquiler: '4hs',
    horasExtra: 0,
    sena: 100_000,
    estado: 'reservado',
    validoHasta: '2026-11-25',
    creadoEn: 1,
    actualizadoEn: 1,
    autor: 'admin@salon.test',
    precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000 } },
  };
  const sources = io({
    readLink: () => Promise.resolve({ presupuestoId: 'b1', creadoEn: 1, creadoPor: 'a@b.c' }),
    readBudgetData: () =>
      Promise.resolve({
        budget,
        receipts: null,
        prices: null,
        contact: null,
        companyName: null,
        hall: null,
        bankAccount: null,
        terms: null,
        bookings: { '2026-12-19': { tipo: 'evento', presupuestoId: 'b1', provisoria: true, venceEn: Date.parse('2026-11-18T00:00:00-03:00') } },
      }),
  });
  const answer = await handleClientBudget(get(TOKEN), sources);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ presupuesto: { situacion: 'reservado', reservaHasta: '2026-11-17', total: 300_000 } });
});

describe('"Pagar la seña con Mercado Pago"', () => {
  const held = {
    cliente: 'Familia Pérez',
    telefono: '11 4444-5555',
    fechaEvento: '2026-12-19',
    alquiler: '4hs',
    sena: 100_000,
    estado: 'reservado',
    validoHasta: '2026-11-25',
    creadoEn: Date.parse('2026-11-09T12:00:00-03:00'),
    actualizadoEn: 1,
    autor: 'admin@salon.test',
    precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000 } },
  };
  const HOLD_END = Date.parse('2026-11-18T00:00:00-03:00');
  const data = (budget: Record<string, unknown>, bookings: unknown) => () =>
    Promise.resolve({ budget, receipts: null, prices: null, contact: null, companyName: null, hall: null, bankAccount: null, terms: null, bookings });
  const made: Array<{ preference: unknown; key: string }> = [];
  const checkout = {
    create: (preference: unknown, key: string) => (made.push({ preference, key }), Promise.resolve({ init_point: 'http://127.0.0.1:8095/checkout/p1' })),
    notificationUrl: 'http://127.0.0.1:5001/demo-salon/r/mercadoPagoWebhook',
    origin: 'http://localhost:8080',
  };
  const post = (sources: ClientBudgetSourcesIO) =>
    handleClientBudget({ method: 'POST', query: {}, body: { token: TOKEN, accion: 'pagar-sena' }, ip: '1.2.3.4' }, sources);
  const linked = () => Promise.resolve({ presupuestoId: 'b1', creadoEn: 1, creadoPor: 'a@b.c' });

  beforeEach(() => (made.length = 0));

  it("makes the seña's preference while the budget holds its date, expiring with the hold, and answers where to go", async () => {
    const bookings = { '2026-12-19': { tipo: 'evento', presupuestoId: 'b1', provisoria: true, venceEn: HOLD_END } };
    const answer = await post(io({ readLink: linked, readBudgetData: data(held, bookings), checkout }));
    expect(answer).toMatchObject({ status: 200, body: JSON.stringify({ initPoint: 'http://127.0.0.1:8095/checkout/p1' }) });
    expect(made[0]?.preference).toMatchObject({
      items: [{ unit_price: 100_000, currency_id: 'ARS' }],
      external_reference: 'presupuesto:b1:sena',
      notification_url: 'http://127.0.0.1:5001/demo-salon/r/mercadoPagoWebhook',
      back_urls: { success: `http://localhost:8080/p/${TOKEN}` },
      expiration_date_to: '2026-11-18T00:00:00.000-03:00',
    });
  });

  it("is refused when the date is someone else's, and offered nowhere without Mercado Pago", async () => {
    const taken = { '2026-12-19': { tipo: 'evento', presupuestoId: 'otro' } };
    const refused = await post(io({ readLink: linked, readBudgetData: data({ ...held, estado: 'presupuestado' }, taken), checkout }));
    expect(refused).toMatchObject({
      status: 409,
      body: JSON.stringify({ error: 'La seña de este presupuesto ya no se puede pagar en línea. Escribinos por WhatsApp.' }),
    });
    expect(made).toEqual([]);
    const without = await handleClientBudget(get(TOKEN), io({ readLink: linked, readBudgetData: data({ ...held, estado: 'presupuestado' }, null) }));
    expect((JSON.parse(without.body) as { presupuesto: { pagoOnline: unknown } }).presupuesto.pagoOnline).toBeNull();
    const offered = await handleClientBudget(get(TOKEN), io({ readLink: linked, readBudgetData: data({ ...held, estado: 'presupuestado' }, null), checkout }));
    expect((JSON.parse(offered.body) as { presupuesto: { pagoOnline: unknown } }).presupuesto.pagoOnline).toEqual({ monto: 100_000 });
  });
});
