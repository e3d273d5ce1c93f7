import { MercadoPagoError, mercadoPagoClient } from './client';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown, sent: Sent[]): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
}

const preference = {
  items: [{ title: 'Seña', quantity: 1, unit_price: 150000, currency_id: 'ARS' as const }],
  external_reference: 'presupuesto:p1:sena',
  back_urls: { success: 'https://s/p/t', pending: 'https://s/p/t', failure: 'https://s/p/t' },
  expires: false,
};

describe('mercadoPagoClient', () => {
  it('creates a preference with the bearer token and the idempotency key, at the configured address', async () => {
    const sent: Sent[] = [];
    const client = mercadoPagoClient({
      accessToken: 'TEST-123',
      baseUrl: 'http://127.0.0.1:9999/',
      fetch: fakeFetch(201, { id: 'pref-1', init_point: 'http://x/checkout' }, sent),
    });
    const created = await client.createPreference(preference, 'sena-p1-1');
    expect(created).toEqual({ id: 'pref-1', init_point: 'http://x/checkout' });
    expect(sent[0]?.url).toBe('http://127.0.0.1:9999/checkout/preferences');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toMatchObject({ Authorization: 'Bearer TEST-123', 'X-Idempotency-Key': 'sena-p1-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(sent[0]?.init.body as string)).toEqual(preference);
  });

  it('reads a payment from the real API by default', async () => {
    const sent: Sent[] = [];
    const client = mercadoPagoClient({ accessToken: 'APP_USR-1', fetch: fakeFetch(200, { id: 123, status: 'approved' }, sent) });
    expect(await client.getPayment('123')).toEqual({ id: 123, status: 'approved' });
    expect(sent[0]?.url).toBe('https://api.mercadopago.com/v1/payments/123');
    expect(sent[0]?.init.method).toBe('GET');
  });

  it('refuses a payment id that is not a number, without calling', async () => {
    const sent: Sent[] = [];
    const client = mercadoPagoClient({ accessToken: 'a', fetch: fakeFetch(200, {}, sent) });
    await expect(client.getPayment('../users/me')).rejects.toThrow('Not a Mercado Pago payment id');
    expect(sent).toEqual([]);
  });

  it('turns an answer other than 2xx into a MercadoPagoError with its status', async () => {
    const client = mercadoPagoClient({ accessToken: 'a', fetch: fakeFetch(404, { message: 'Payment not found' }, []) });
    const error = await client.getPayment('9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MercadoPagoError);
    expect((error as MercadoPagoError).status).toBe(404);
  });
});
