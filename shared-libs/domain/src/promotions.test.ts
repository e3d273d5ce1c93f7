import { currentPromotions, isPromotionCurrent, promotionPeriod, type PromotionWindow } from './promotions';

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
