import { DEMO_PROMOTIONS } from '../__fixtures__/promotions';
import {
  applyPromotion,
  currentPromotions,
  isPromotionCurrent,
  parsePromotions,
  promotionNote,
  promotionPeriod,
  promotionTermsText,
  type Promotion,
  type PromotionWindow,
} from './promotions';

const promo = (fields: Partial<PromotionWindow> & { id: string }) => ({
  active: true,
  validFrom: '',
  validUntil: '',
  order: 0,
  ...fields,
});

describe('isPromotionCurrent', () => {
  const TODAY = '2026-12-10';
  it.each([
    ['open-ended and active', promo({ id: 'a' }), true],
    ['switched off', promo({ id: 'a', active: false }), false],
    ['inside its period', promo({ id: 'a', validFrom: '2026-12-01', validUntil: '2026-12-31' }), true],
    ['starts today', promo({ id: 'a', validFrom: TODAY }), true],
    ['ends today', promo({ id: 'a', validUntil: TODAY }), true],
    ['not started yet', promo({ id: 'a', validFrom: '2026-12-11' }), false],
    ['already over', promo({ id: 'a', validUntil: '2026-12-09' }), false],
    ['unreadable dates count as open', promo({ id: 'a', validFrom: 'pronto', validUntil: '31/12' }), true],
  ])('%s', (_description, promotion, expected) => {
    expect(isPromotionCurrent(promotion, TODAY)).toBe(expected);
  });
});

describe('currentPromotions', () => {
  it('keeps the current ones in staff order, then by the soonest end', () => {
    const list = [
      promo({ id: 'tarde', order: 2 }),
      promo({ id: 'vencida', order: 0, validUntil: '2026-01-01' }),
      promo({ id: 'termina-luego', order: 1, validUntil: '2027-01-31' }),
      promo({ id: 'termina-antes', order: 1, validUntil: '2026-12-31' }),
      promo({ id: 'apagada', order: 0, active: false }),
      promo({ id: 'sin-orden', order: Number.NaN }),
    ];
    expect(currentPromotions(list, '2026-12-10').map((p) => p.id)).toEqual(['termina-antes', 'termina-luego', 'tarde', 'sin-orden']);
  });

  it('is empty when nothing is on', () => {
    expect(currentPromotions([], '2026-12-10')).toEqual([]);
  });
});

describe('promotionPeriod', () => {
  it.each([
    [{ validFrom: '2026-12-01', validUntil: '2026-12-31' }, 'Válida del martes 1 de diciembre de 2026 al jueves 31 de diciembre de 2026'],
    [{ validFrom: '', validUntil: '2026-12-31' }, 'Válida hasta el jueves 31 de diciembre de 2026'],
    [{ validFrom: '2026-12-01', validUntil: '' }, 'Válida desde el martes 1 de diciembre de 2026'],
    [{ validFrom: '', validUntil: '' }, ''],
    [{ validFrom: 'mañana', validUntil: '2026-02-30' }, ''],
  ])('%p → %p', (promotion, expected) => {
    expect(promotionPeriod(promotion)).toBe(expected);
  });
});

describe('promotions that lower a price (applyPromotion, the one rule)', () => {
  // The demo's promotions as stored: "Martes y miércoles 15 % off" (3 hs, Tuesdays and Wednesdays) and a text-only one.
  const DEMO = parsePromotions(DEMO_PROMOTIONS);
  const NOVEMBER_3HS = 281_500; // the seeded November 3-hour rental (scripts/seed/demoData.ts, page 11)
  const stored = (fields: Record<string, unknown>): Promotion => parsePromotions({ x: { titulo: 'Promo', ...fields } })[0]!;

  it('reads the demo promotion as data and the other as text only', () => {
    expect(DEMO.map((promotion) => [promotion.title, promotion.terms])).toEqual([
      ['Martes y miércoles 15 % off', { weekdays: [2, 3], dates: [], rentals: ['3hs'], discount: { kind: 'porcentaje', percent: 15 } }],
      ['Reservá con anticipación', null],
    ]);
  });

  it.each([
    [
      'Tuesday 17 November 2026, 3 hs',
      '2026-11-17',
      '3hs',
      { price: 239_275, fullPrice: 281_500, promotion: { id: 'p1', title: 'Martes y miércoles 15 % off', discount: 42_225 } },
    ],
    [
      'Wednesday 18 November 2026, 3 hs',
      '2026-11-18',
      '3hs',
      { price: 239_275, fullPrice: 281_500, promotion: { id: 'p1', title: 'Martes y miércoles 15 % off', discount: 42_225 } },
    ],
    ['Thursday 19 November 2026', '2026-11-19', '3hs', { price: 281_500, fullPrice: 281_500, promotion: null }],
    ['a Tuesday at 4 hs (a holiday)', '2026-12-08', '4hs', { price: 281_500, fullPrice: 281_500, promotion: null }],
  ] as const)('%s', (_description, date, rental, expected) => {
    expect(applyPromotion(NOVEMBER_3HS, { date, rental, promotions: DEMO })).toEqual(expected);
  });

  it('needs a date and a rental', () => {
    expect(applyPromotion(250_000, { date: null, rental: '3hs', promotions: DEMO }).promotion).toBeNull();
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: null, promotions: DEMO }).promotion).toBeNull();
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: '3hs', promotions: undefined }).promotion).toBeNull();
  });

  it('is never applied when switched off, outside its period or text only', () => {
    const terms = { dias: [2], aplicaA: ['3hs'], porcentaje: 10 };
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: '3hs', promotions: [stored({ ...terms, activa: false })] }).price).toBe(250_000);
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: '3hs', promotions: [stored({ ...terms, desde: '2026-12-01' })] }).price).toBe(250_000);
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: '3hs', promotions: [stored({ ...terms, hasta: '2026-11-16' })] }).price).toBe(250_000);
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: '3hs', promotions: [stored({ ...terms, hasta: '2026-11-17' })] }).price).toBe(225_000);
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: '3hs', promotions: [stored({ dias: [2], porcentaje: 10 })] }).price).toBe(250_000);
    // An older promotion without `activa` is on.
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: '3hs', promotions: [stored(terms)] }).price).toBe(225_000);
  });

  it('covers specific dates, and every date of its period with neither days nor dates', () => {
    const christmasEve = stored({ fechas: ['2026-12-24'], aplicaA: ['4hs', '3hs'], monto: 20_000 });
    expect(applyPromotion(250_000, { date: '2026-12-24', rental: '3hs', promotions: [christmasEve] }).price).toBe(230_000);
    expect(applyPromotion(250_000, { date: '2026-12-23', rental: '3hs', promotions: [christmasEve] }).price).toBe(250_000);
    const december = stored({ desde: '2026-12-01', hasta: '2026-12-31', aplicaA: ['4hs'], porcentaje: 5 });
    expect(applyPromotion(320_000, { date: '2026-12-19', rental: '4hs', promotions: [december] }).price).toBe(304_000);
    expect(applyPromotion(320_000, { date: '2027-01-02', rental: '4hs', promotions: [december] }).price).toBe(320_000);
  });

  it.each([
    ['15 % of $ 100.003 = 15.000,45 → $ 15.000', { porcentaje: 15 }, 100_003, 85_003],
    ['12,5 % of $ 100.004 = 12.500,5 → $ 12.501 (half a peso up)', { porcentaje: 12.5 }, 100_004, 87_503],
    ['10 % of $ 5 = 0,5 → $ 1', { porcentaje: 10 }, 5, 4],
    ['a fixed $ 20.000', { monto: 20_000 }, 250_000, 230_000],
    ['a fixed amount never takes more than the price', { monto: 300_000 }, 250_000, 0],
    ['a percent wins over an amount stored with it', { porcentaje: 10, monto: 1 }, 250_000, 225_000],
  ])('whole pesos: %s', (_description, discount, price, expected) => {
    expect(applyPromotion(price, { date: '2026-11-17', rental: '3hs', promotions: [stored({ aplicaA: ['3hs'], ...discount })] }).price).toBe(expected);
  });

  it('takes the one that takes the most, never both; on a tie the first in staff order', () => {
    const promotions = parsePromotions({
      a: { titulo: 'Diez', orden: 1, aplicaA: ['3hs'], porcentaje: 10 },
      b: { titulo: 'Veinte mil', orden: 2, aplicaA: ['3hs'], monto: 20_000 },
      c: { titulo: 'Veinticinco mil', orden: 3, aplicaA: ['3hs'], monto: 25_000 },
    });
    expect(applyPromotion(250_000, { date: '2026-11-17', rental: '3hs', promotions })).toEqual({
      price: 225_000,
      fullPrice: 250_000,
      promotion: { id: 'a', title: 'Diez', discount: 25_000 },
    });
  });

  it('names it in Argentine Spanish', () => {
    expect(promotionNote({ id: 'p1', title: 'Martes y miércoles 15 % off', discount: 42_225 })).toBe(
      'incluye promoción «Martes y miércoles 15 % off» (−$ 42.225)',
    );
    expect(promotionTermsText(DEMO[0]!.terms)).toBe('15 % de descuento en el alquiler de 3 hs los martes y miércoles');
    expect(promotionTermsText(stored({ fechas: ['2026-12-24'], aplicaA: ['4hs', '3hs'], monto: 20_000 }).terms)).toBe(
      '$ 20.000 de descuento en el alquiler de 3 hs y 4 hs el jueves 24 de diciembre de 2026',
    );
    expect(promotionTermsText(stored({ aplicaA: ['4hs'], porcentaje: 5 }).terms)).toBe('5 % de descuento en el alquiler de 4 hs todos los días');
    expect(promotionTermsText(null)).toBe('');
  });
});
