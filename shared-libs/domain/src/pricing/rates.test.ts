import fc from 'fast-check';
import { DECEMBER_PRICES, rawPrices } from '../__fixtures__/prices';
import { DEFAULT_WEEKEND_DAYS, joinSpanish, priceTypeForDate, rateForDate, resolveWeekendDays, weekdayNames, weekendDaysLabel } from './rates';

const DECEMBER = rawPrices([12]);

describe('rateForDate', () => {
  // December 2026: Monday 7 … Sunday 13.
  it.each([
    ['2026-12-07', 'semana', 3, DECEMBER_PRICES.b_precio_3hs_, DECEMBER_PRICES.d_hora_extra_semana_],
    ['2026-12-08', 'semana', 3, DECEMBER_PRICES.b_precio_3hs_, DECEMBER_PRICES.d_hora_extra_semana_],
    ['2026-12-09', 'semana', 3, DECEMBER_PRICES.b_precio_3hs_, DECEMBER_PRICES.d_hora_extra_semana_],
    ['2026-12-10', 'semana', 3, DECEMBER_PRICES.b_precio_3hs_, DECEMBER_PRICES.d_hora_extra_semana_],
    ['2026-12-11', 'finDeSemana', 4, DECEMBER_PRICES.a_precio_4hs_, DECEMBER_PRICES.c_hora_extra_finde_],
    ['2026-12-12', 'finDeSemana', 4, DECEMBER_PRICES.a_precio_4hs_, DECEMBER_PRICES.c_hora_extra_finde_],
    ['2026-12-13', 'finDeSemana', 4, DECEMBER_PRICES.a_precio_4hs_, DECEMBER_PRICES.c_hora_extra_finde_],
  ] as const)('%s: %s, %i hs', (date, priceType, hours, price, extraHourPrice) => {
    expect(rateForDate(date, DECEMBER)).toEqual({
      page: 12,
      price,
      priceType,
      priceTypeLabel: priceType === 'semana' ? 'tarifa de semana (3 hs)' : 'tarifa de fin de semana (4 hs)',
      hours,
      extraHourPrice,
    });
  });

  it('charges a holiday as weekend whatever its weekday', () => {
    const rate = rateForDate('2026-12-08', DECEMBER, { holidays: new Set(['2026-12-08']) });
    expect(rate).toMatchObject({ priceType: 'feriado', priceTypeLabel: 'tarifa de feriado (4 hs)', hours: 4, price: 320000 });
    expect(rate.extraHourPrice).toBe(60000);
  });

  it('follows the weekend setting', () => {
    const saturdayAndSunday = { weekendDays: [6, 0] };
    expect(rateForDate('2026-12-11', DECEMBER, saturdayAndSunday)).toMatchObject({ priceType: 'semana', hours: 3 });
    expect(rateForDate('2026-12-12', DECEMBER, saturdayAndSunday)).toMatchObject({ priceType: 'finDeSemana', hours: 4 });
    expect(rateForDate('2026-12-10', DECEMBER, { weekendDays: new Set([4]) })).toMatchObject({ priceType: 'finDeSemana' });
  });

  it('uses the prices of the month of the date', () => {
    const raw = { ...DECEMBER, ...rawPrices([13], { a_precio_4hs_: 400000 }) };
    expect(rateForDate('2027-01-02', raw)).toMatchObject({ page: 13, price: 400000, extraHourPrice: null });
  });

  it('returns null prices when the month has none', () => {
    expect(rateForDate('2026-12-12', null)).toMatchObject({ price: null, extraHourPrice: null, hours: 4 });
  });

  it('throws RangeError for an invalid date', () => {
    expect(() => rateForDate('2026-12-32', DECEMBER)).toThrow(RangeError);
  });

  it('has Friday to Sunday as the default weekend', () => {
    expect(DEFAULT_WEEKEND_DAYS).toEqual([5, 6, 0]);
    expect(priceTypeForDate('2026-12-11')).toBe('finDeSemana');
  });
});

describe('resolveWeekendDays', () => {
  it.each([
    [[5, 6, 0], [5, 6, 0], 0],
    [[6, 0], [6, 0], 0],
    [{ 0: 6, 1: 0 }, [6, 0], 0],
    [[6, 6, 0], [6, 0], 0],
    [[6, null, 0], [6, 0], 0],
    [[6, 'domingo', 9], [6], 1],
    [null, [5, 6, 0], 0],
    [undefined, [5, 6, 0], 0],
    ['5,6,0', [5, 6, 0], 1],
    [[], [5, 6, 0], 1],
    [[7, 'x'], [5, 6, 0], 2],
  ])('%p → %p with %i warnings', (raw, days, warningCount) => {
    const result = resolveWeekendDays(raw);
    expect(result.days).toEqual(days);
    expect(result.warnings).toHaveLength(warningCount);
  });
});

describe('weekendDaysLabel', () => {
  it.each([
    [[5, 6, 0], 'viernes, sábado y domingo'],
    [[0, 6], 'sábado y domingo'],
    [[6], 'sábado'],
    [[0, 1], 'lunes y domingo'],
    [[6, 6, 9, -1, 1.5], 'sábado'],
    [[], ''],
  ])('%p → %p', (days, label) => {
    expect(weekendDaysLabel(days)).toBe(label);
  });
});

describe('rateForDate properties', () => {
  it('the price of any date is a non-negative finite number or null, whatever is stored (property)', () => {
    const stored = fc.oneof(fc.double(), fc.integer({ min: -1e6, max: 1e13 }), fc.string(), fc.constant(null), fc.anything());
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        fc.dictionary(fc.constantFrom(...Object.keys(rawPrices([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]))), stored),
        fc.array(fc.integer({ min: -2, max: 9 })),
        (date, raw, weekendDays) => {
          const rate = rateForDate(date, raw, { weekendDays });
          for (const price of [rate.price, rate.extraHourPrice]) {
            expect(price === null || (Number.isFinite(price) && price >= 0)).toBe(true);
          }
          expect(rate.hours === 3 ? rate.priceType === 'semana' : rate.priceType !== 'semana').toBe(true);
        },
      ),
    );
  });
});

describe('weekdayNames and joinSpanish', () => {
  it.each([
    [[5, 6, 0], false, ['viernes', 'sábado', 'domingo']],
    [[0, 6, 5], true, ['viernes', 'sábados', 'domingos']],
    [[1, 2, 3, 4], true, ['lunes', 'martes', 'miércoles', 'jueves']],
    [[7, -1], false, []],
  ])('%p (plural %p) → %p', (days, plural, names) => {
    expect(weekdayNames(days, { plural })).toEqual(names);
  });

  it.each([
    [[], ''],
    [['feriados'], 'feriados'],
    [['sábados', 'feriados'], 'sábados y feriados'],
    [['viernes', 'sábados', 'domingos', 'feriados'], 'viernes, sábados, domingos y feriados'],
  ])('%p → %p', (items, text) => {
    expect(joinSpanish(items)).toBe(text);
  });
});
