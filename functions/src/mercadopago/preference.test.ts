import { CASH_MIN_DAYS, externalReference, mercadoPagoDate, parseExternalReference, senaPreference } from './preference';

// Thursday 3 December 2026, 10:00 in Buenos Aires.
const NOW = new Date('2026-12-03T13:00:00.000Z');
// The hold lapses at 00:00 of Friday 11 December (Buenos Aires): 7 days and 14 hours from now.
const WEEK_HOLD = Date.UTC(2026, 11, 11, 3, 0);
const base = {
  budget: { id: '-Nabc123', sena: 0, fechaEvento: '2026-12-12' },
  total: 1_000_000,
  venceEn: WEEK_HOLD,
  token: 'tok123',
  origin: 'https://salon.example/',
  notificationUrl: 'https://salon.example/api/mercadoPagoWebhook',
  now: NOW,
};

describe('the seña preference', () => {
  it('asks for the seña in whole pesos, names the budget and sends the client back to their page', () => {
    expect(senaPreference(base)).toEqual({
      items: [{ id: 'sena--Nabc123', title: 'Seña del evento del sábado 12 de diciembre de 2026', quantity: 1, unit_price: 300_000, currency_id: 'ARS' }],
      external_reference: 'presupuesto:-Nabc123:sena',
      notification_url: 'https://salon.example/api/mercadoPagoWebhook',
      back_urls: { success: 'https://salon.example/p/tok123', pending: 'https://salon.example/p/tok123', failure: 'https://salon.example/p/tok123' },
      auto_return: 'approved',
      expires: true,
      expiration_date_from: '2026-12-03T10:00:00.000-03:00',
      expiration_date_to: '2026-12-11T00:00:00.000-03:00',
      date_of_expiration: '2026-12-11T00:00:00.000-03:00',
    });
  });

  it("takes the budget's own seña and the hall's percent, by the payment plan's rule", () => {
    expect(senaPreference({ ...base, budget: { ...base.budget, sena: 250_000 } })?.items[0]?.unit_price).toBe(250_000);
    expect(senaPreference({ ...base, terms: { porcentajeSena: 50, diasSaldo: 10 } })?.items[0]?.unit_price).toBe(500_000);
    expect(senaPreference({ ...base, total: 333_333, terms: { porcentajeSena: 30, diasSaldo: 10 } })?.items[0]?.unit_price).toBe(100_000);
  });

  it('leaves cash out when the hold lasts less than the days Mercado Pago asks for cash', () => {
    const short = senaPreference({ ...base, venceEn: NOW.getTime() + CASH_MIN_DAYS * 86_400_000 - 1 });
    expect(short?.payment_methods).toEqual({ excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }] });
    expect(short?.date_of_expiration).toBeUndefined();
    const enough = senaPreference({ ...base, venceEn: NOW.getTime() + CASH_MIN_DAYS * 86_400_000 });
    expect(enough?.payment_methods).toBeUndefined();
    expect(enough?.date_of_expiration).toBe('2026-12-06T10:00:00.000-03:00');
  });

  it('makes no preference for a lapsed hold or a budget with nothing to pay', () => {
    expect(senaPreference({ ...base, venceEn: NOW.getTime() })).toBeNull();
    expect(senaPreference({ ...base, total: 0 })).toBeNull();
  });

  it('reads its external reference back', () => {
    expect(parseExternalReference(externalReference('-Nabc123', 'sena'))).toEqual({ budgetId: '-Nabc123', instalment: 'sena' });
    expect(parseExternalReference('presupuesto:p1:saldo')).toEqual({ budgetId: 'p1', instalment: 'saldo' });
    expect(parseExternalReference('presupuesto:../x:sena')).toBeNull();
    expect(parseExternalReference(null)).toBeNull();
  });

  it('writes dates with the hall offset', () => {
    expect(mercadoPagoDate(Date.UTC(2026, 0, 1, 2, 59, 59))).toBe('2025-12-31T23:59:59.000-03:00');
  });
});
