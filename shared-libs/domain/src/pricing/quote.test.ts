import fc from 'fast-check';
import { DECEMBER_PRICES, rawPrices } from '../__fixtures__/prices';
import { DEMO_PROMOTIONS } from '../__fixtures__/promotions';
import { parsePromotions } from './promotions';
import {
  calculateQuote,
  checkEventDate,
  clampQuantity,
  EXTRA_KEYS,
  quoteMessage,
  quoteTextLines,
  quoteTotalText,
  readQuantity,
  rentalOptionsFor,
  type QuoteInput,
} from './quote';

const DECEMBER = rawPrices([12]);
const NO_EXTRAS = { extraHours: 0, extras: {} };
const { i_proyector_: _projector, ...DECEMBER_WITHOUT_PROJECTOR } = DECEMBER_PRICES;

describe('clampQuantity', () => {
  it.each([
    [0, 0],
    [1, 1],
    [99, 99],
    [100, 99],
    [1e9, 99],
    [2.7, 2],
    [-3, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['3', 3],
    [' 4 ', 4],
    ['', 0],
    ['tres', 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
  ])('%p → %i', (value, quantity) => {
    expect(clampQuantity(value)).toBe(quantity);
  });
});

describe('calculateQuote', () => {
  it('adds rental, weekend extra hours and extras on a Saturday', () => {
    const quote = calculateQuote({ date: '2026-12-12', rental: '4hs', extraHours: 2, extras: { camarera: 2, inflable: 1 } }, DECEMBER);
    expect(quote.lines).toEqual([
      { field: 'a_precio_4hs_', label: 'Alquiler del salón x 4 hs', quantity: 1, unitPrice: 320000, subtotal: 320000 },
      { field: 'c_hora_extra_finde_', label: 'Hora extra fin de semana', quantity: 2, unitPrice: 60000, subtotal: 120000 },
      { field: 'e_camarera_', label: 'Camarera', quantity: 2, unitPrice: 35000, subtotal: 70000 },
      { field: 'h_inflable_', label: 'Inflable', quantity: 1, unitPrice: 25000, subtotal: 25000 },
    ]);
    expect(quote.total).toBe(535000);
    expect(quote.missing).toEqual([]);
    expect(quote.page).toBe(12);
  });

  it.each([
    // [description, input, options, expected total]
    ['weekday with extra hours', { date: '2026-12-09', rental: '3hs', extraHours: 1, extras: {} }, {}, 250000 + 45000],
    [
      'holiday extra hours at the weekend rate',
      { date: '2026-12-08', rental: '3hs', extraHours: 1, extras: {} },
      { holidays: new Set(['2026-12-08']) },
      250000 + 60000,
    ],
    [
      'weekend setting moves Friday to the weekday rate',
      { date: '2026-12-11', rental: '4hs', extraHours: 1, extras: {} },
      { weekendDays: [6, 0] },
      320000 + 45000,
    ],
    ['month only, 3 hs: weekday extra hours', { page: 12, rental: '3hs', extraHours: 2, extras: {} }, {}, 250000 + 90000],
    ['month only, 4 hs: weekend extra hours', { page: 12, rental: '4hs', extraHours: 2, extras: {} }, {}, 320000 + 120000],
    ['no rental, only extras', { page: 12, rental: null, extraHours: 0, extras: { metegol: 1, pingPong: 1, arcade: 1 } }, {}, 60000],
    ['every extra once', { page: 12, rental: null, extraHours: 0, extras: Object.fromEntries(EXTRA_KEYS.map((key) => [key, 1])) }, {}, 200000],
    ['quantities clamped to 99', { page: 12, rental: null, extraHours: 500, extras: { camarera: -2 } }, {}, 99 * 60000],
    ['decimal quantities cut', { page: 12, rental: null, extraHours: 0, extras: { camarera: 2.9 } }, {}, 70000],
    ['nothing chosen', { page: 12, rental: null, extraHours: 0, extras: {} }, {}, 0],
    ['date wins over page', { date: '2027-01-05', page: 12, rental: '3hs', extraHours: 0, extras: {} }, {}, 0],
    ['invalid date falls back to page', { date: '2026-02-30', page: 12, rental: '3hs', extraHours: 0, extras: {} }, {}, 250000],
    ['no date or page: the month of today', { rental: '4hs', extraHours: 0, extras: {} }, { today: '2026-12-01' }, 320000],
    ['no date, page or today: every price missing', { rental: '4hs', extraHours: 1, extras: {} }, {}, 0],
  ])('%s', (_description, input, options, total) => {
    expect(calculateQuote(input as QuoteInput, DECEMBER, options).total).toBe(total);
  });

  it('counts a missing price as 0 and lists it', () => {
    const raw = { ...DECEMBER };
    delete raw.e_camarera_12;
    raw.c_hora_extra_finde_12 = 'a consultar';
    const quote = calculateQuote({ date: '2026-12-12', rental: '4hs', extraHours: 1, extras: { camarera: 3 } }, raw);
    expect(quote.total).toBe(320000);
    expect(quote.missing).toEqual(['c_hora_extra_finde_', 'e_camarera_']);
    expect(quote.lines.find((line) => line.field === 'e_camarera_')).toMatchObject({ quantity: 3, unitPrice: null, subtotal: null });
  });

  it('accepts no input at all', () => {
    expect(calculateQuote(null as unknown as QuoteInput, DECEMBER)).toEqual({ page: null, lines: [], subtotal: 0, promotion: null, total: 0, missing: [] });
  });

  it('never reads inherited extras', () => {
    const extras = Object.create({ camarera: 5 }) as QuoteInput['extras'];
    expect(calculateQuote({ page: 12, rental: null, extraHours: 0, extras }, DECEMBER).lines).toEqual([]);
  });

  describe('properties', () => {
    const anything = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.integer({ min: -1000, max: 1000 }),
      fc.constantFrom('3hs', '4hs', '2026-12-12', '12', '-5', '1e3', ''),
    );
    const priceValue = fc.oneof(fc.double(), fc.integer({ min: -1e6, max: 1e13 }), fc.string(), fc.constant(null), fc.anything());
    const garbageInput = fc.record({
      date: fc.oneof(
        anything,
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      ),
      page: fc.oneof(anything, fc.integer({ min: 0, max: 20 })),
      rental: fc.oneof(anything, fc.constantFrom('3hs', '4hs', null)),
      extraHours: anything,
      extras: fc.oneof(anything, fc.dictionary(fc.constantFrom(...EXTRA_KEYS, 'otro', '__proto__'), anything)),
    });
    const garbagePrices = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...Object.keys(DECEMBER), 'x'), priceValue));

    it('the total is never negative or NaN, is finite, and equals the sum of the subtotals', () => {
      fc.assert(
        fc.property(fc.oneof(garbageInput, fc.anything()), garbagePrices, (input, prices) => {
          const quote = calculateQuote(input as QuoteInput, prices, { today: '2026-12-01' });
          expect(Number.isNaN(quote.total)).toBe(false);
          expect(Number.isFinite(quote.total)).toBe(true);
          expect(quote.total).toBeGreaterThanOrEqual(0);
          expect(quote.total).toBe(quote.lines.reduce((sum, line) => sum + (line.subtotal ?? 0), 0));
          for (const line of quote.lines) {
            expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 99).toBe(true);
            expect(line.subtotal === null ? line.unitPrice === null : line.subtotal >= 0).toBe(true);
          }
          expect(quote.missing).toEqual(quote.lines.filter((line) => line.unitPrice === null).map((line) => line.field));
        }),
        { numRuns: 500 },
      );
    });

    it('quoteMessage never throws and always states the total', () => {
      fc.assert(
        fc.property(garbageInput, garbagePrices, fc.string(), (input, prices, companyName) => {
          const quote = calculateQuote(input as QuoteInput, prices);
          expect(quoteMessage(quote, { date: (input as QuoteInput).date, companyName })).toContain('Total: $ ');
        }),
      );
    });
  });
});

describe('quoteMessage', () => {
  it('writes the date in Spanish, each line and the total in ARS', () => {
    const quote = calculateQuote({ date: '2026-12-12', rental: '4hs', extraHours: 2, extras: { camarera: 2, inflable: 1 } }, DECEMBER);
    expect(quoteMessage(quote, { date: '2026-12-12', companyName: 'Salón Arcoíris' })).toBe(
      [
        '¡Hola, Salón Arcoíris! Quiero consultar por este presupuesto:',
        'Fecha: sábado 12 de diciembre de 2026',
        '- Alquiler del salón x 4 hs: $ 320.000',
        '- Hora extra fin de semana x 2: $ 120.000',
        '- Camarera x 2: $ 70.000',
        '- Inflable: $ 25.000',
        'Total: $ 535.000',
      ].join('\n'),
    );
  });

  it('says "Consultar" for missing prices and that the total leaves them out', () => {
    const quote = calculateQuote({ page: 12, rental: '3hs', extraHours: 0, extras: { proyector: 1 } }, rawPrices([12], { b_precio_3hs_: 250000 }));
    expect(quoteMessage(quote, { month: 'Diciembre 2026', companyName: '' })).toBe(
      [
        '¡Hola! Quiero consultar por este presupuesto:',
        'Mes: Diciembre 2026',
        '- Alquiler del salón x 3 hs: $ 250.000',
        '- Proyector: Consultar',
        'Total: $ 250.000 (sin incluir los ítems a consultar)',
      ].join('\n'),
    );
  });

  it('leaves out an invalid date', () => {
    const quote = calculateQuote({ page: 12, rental: null, ...NO_EXTRAS }, DECEMBER);
    expect(quoteMessage(quote, { date: 'pronto', companyName: 'Salón' })).toBe('¡Hola, Salón! Quiero consultar por este presupuesto:\nTotal: $ 0');
  });
});

describe('checkEventDate', () => {
  const TODAY = '2026-11-22'; // season July 2026 – June 2027
  it.each([
    ['', { ok: true, date: null }],
    ['   ', { ok: true, date: null }],
    [undefined, { ok: true, date: null }],
    ['2026-11-22', { ok: true, date: '2026-11-22' }],
    ['2026-12-12', { ok: true, date: '2026-12-12' }],
    ['2027-06-30', { ok: true, date: '2027-06-30' }],
    ['2026-11-21', { ok: false, message: 'Esa fecha ya pasó. Elegí una fecha a partir de hoy.' }],
    [
      '2027-07-01',
      {
        ok: false,
        message: 'Todavía no publicamos los precios de esa fecha. Elegí una fecha hasta el miércoles 30 de junio de 2027 o consultanos por WhatsApp.',
      },
    ],
    ['2026-02-30', { ok: false, message: 'Ingresá una fecha válida (día, mes y año).' }],
    ['30/02/2027', { ok: false, message: 'La fecha 30/02/2027 no existe.' }],
    ['12/12', { ok: false, message: 'Ingresá una fecha válida (día, mes y año).' }],
  ])('%p → %p', (value, expected) => {
    expect(checkEventDate(value, TODAY)).toEqual(expected);
  });

  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (value, today) => {
        expect(() => checkEventDate(value, today)).not.toThrow();
      }),
    );
  });
});

describe('readQuantity', () => {
  it.each([
    ['', { ok: true, quantity: 0 }],
    ['  ', { ok: true, quantity: 0 }],
    ['0', { ok: true, quantity: 0 }],
    [' 12 ', { ok: true, quantity: 12 }],
    ['99', { ok: true, quantity: 99 }],
    ['007', { ok: true, quantity: 7 }],
    ['100', { ok: false, message: 'Podés pedir hasta 99. Para más, consultanos por WhatsApp.' }],
    ['-2', { ok: false, message: 'La cantidad no puede ser negativa. Escribí 0 o más.' }],
    ['- 1', { ok: false, message: 'La cantidad no puede ser negativa. Escribí 0 o más.' }],
    ['1,5', { ok: false, message: 'Escribí un número entero, sin decimales (por ejemplo 2).' }],
    ['2.5', { ok: false, message: 'Escribí un número entero, sin decimales (por ejemplo 2).' }],
    [',5', { ok: false, message: 'Escribí un número entero, sin decimales (por ejemplo 2).' }],
    ['abc', { ok: false, message: 'Escribí la cantidad con números (por ejemplo 2).' }],
    ['dos', { ok: false, message: 'Escribí la cantidad con números (por ejemplo 2).' }],
    ['1e2', { ok: false, message: 'Escribí la cantidad con números (por ejemplo 2).' }],
    ['3 4', { ok: false, message: 'Escribí la cantidad con números (por ejemplo 2).' }],
  ])('%p → %p', (text, expected) => {
    expect(readQuantity(text)).toEqual(expected);
  });
});

describe('rentalOptionsFor', () => {
  it.each([
    // Tuesday 10 November 2026 … with the default weekend (Friday, Saturday, Sunday).
    ['2026-11-19', {}, ['3hs']],
    ['2026-11-20', {}, ['4hs']],
    ['2026-11-22', {}, ['4hs']],
    // A holiday on a Monday: the holiday's 4 hours.
    ['2026-11-23', { holidays: new Set(['2026-11-23']) }, ['4hs']],
    // Weekend days come from the setting: without Friday, a Friday is a weekday.
    ['2026-11-20', { weekendDays: [6, 0] }, ['3hs']],
    ['2026-11-19', { weekendDays: [4, 5, 6, 0] }, ['4hs']],
    // Only a month: both.
    [null, {}, ['3hs', '4hs']],
    ['2026-02-30', {}, ['3hs', '4hs']],
  ] as const)('%p %p → %p', (date, options, expected) => {
    expect(rentalOptionsFor(date, options)).toEqual(expected);
  });
});

describe('the quote on screen and in the WhatsApp message', () => {
  const quote = calculateQuote(
    { date: '2026-12-08', rental: '4hs', extraHours: 2, extras: { camarera: 1, proyector: 3 } },
    rawPrices([12], { ...DECEMBER_WITHOUT_PROJECTOR }),
    { holidays: new Set(['2026-12-08']) },
  );

  it('are the same lines, labels and amounts', () => {
    expect(quoteTextLines(quote)).toEqual([
      { field: 'a_precio_4hs_', label: 'Alquiler del salón x 4 hs', amount: '$ 320.000' },
      { field: 'c_hora_extra_finde_', label: 'Hora extra fin de semana x 2', amount: '$ 120.000' },
      { field: 'e_camarera_', label: 'Camarera', amount: '$ 35.000' },
      { field: 'i_proyector_', label: 'Proyector x 3', amount: 'Consultar' },
    ]);
    expect(quoteMessage(quote, { date: '2026-12-08', holiday: 'Inmaculada Concepción de María', companyName: 'Salón' })).toBe(
      [
        '¡Hola, Salón! Quiero consultar por este presupuesto:',
        'Fecha: martes 8 de diciembre de 2026 — feriado: Inmaculada Concepción de María',
        '- Alquiler del salón x 4 hs: $ 320.000',
        '- Hora extra fin de semana x 2: $ 120.000',
        '- Camarera: $ 35.000',
        '- Proyector x 3: Consultar',
        'Total: $ 475.000 (sin incluir los ítems a consultar)',
      ].join('\n'),
    );
  });
});

describe('a quote on a date a promotion covers (the demo "Martes y miércoles 15 % off")', () => {
  const promotions = parsePromotions(DEMO_PROMOTIONS);
  // The seeded November prices (scripts/seed/demoData.ts, page 11): 3 hs $ 281.500, weekday extra hour $ 50.500, camarera $ 39.500.
  const NOVEMBER = rawPrices([11], { b_precio_3hs_: 281_500, d_hora_extra_semana_: 50_500, e_camarera_: 39_500 });
  const input = (date: string): QuoteInput => ({ date, rental: '3hs', extraHours: 1, extras: { camarera: 2 } });

  it('takes 15 % off the rental only, on a Tuesday: $ 281.500 + $ 50.500 + $ 79.000 − $ 42.225 = $ 368.775', () => {
    const quote = calculateQuote(input('2026-11-17'), NOVEMBER, { promotions });
    expect(quote).toMatchObject({ subtotal: 411_000, total: 368_775, promotion: { id: 'p1', title: 'Martes y miércoles 15 % off', discount: 42_225 } });
    expect(quoteTextLines(quote)).toEqual([
      { field: 'b_precio_3hs_', label: 'Alquiler del salón x 3 hs', amount: '$ 281.500' },
      { field: 'd_hora_extra_semana_', label: 'Hora extra de semana', amount: '$ 50.500' },
      { field: 'e_camarera_', label: 'Camarera x 2', amount: '$ 79.000' },
      { field: 'promocion', label: 'Promoción «Martes y miércoles 15 % off»', amount: '−$ 42.225' },
    ]);
    expect(quoteTotalText(quote)).toBe('$ 368.775 (incluye promoción «Martes y miércoles 15 % off» (−$ 42.225))');
    expect(quoteMessage(quote, { date: '2026-11-17', companyName: 'Salón Arcoíris' })).toBe(
      [
        '¡Hola, Salón Arcoíris! Quiero consultar por este presupuesto:',
        'Fecha: martes 17 de noviembre de 2026',
        '- Alquiler del salón x 3 hs: $ 281.500',
        '- Hora extra de semana: $ 50.500',
        '- Camarera x 2: $ 79.000',
        '- Promoción «Martes y miércoles 15 % off»: −$ 42.225',
        'Total: $ 368.775 (incluye promoción «Martes y miércoles 15 % off» (−$ 42.225))',
      ].join('\n'),
    );
  });

  it('a Wednesday too; a Thursday, a month without a date or no rental get none', () => {
    expect(calculateQuote(input('2026-11-18'), NOVEMBER, { promotions }).total).toBe(368_775);
    expect(calculateQuote(input('2026-11-19'), NOVEMBER, { promotions })).toMatchObject({ total: 411_000, promotion: null });
    expect(calculateQuote({ ...input('2026-11-17'), date: undefined, page: 11 }, NOVEMBER, { promotions })).toMatchObject({ total: 411_000, promotion: null });
    expect(calculateQuote({ ...input('2026-11-17'), rental: null }, NOVEMBER, { promotions })).toMatchObject({ total: 129_500, promotion: null });
  });

  it('a rental whose price is missing gets no promotion', () => {
    const quote = calculateQuote(input('2026-11-17'), rawPrices([11], { d_hora_extra_semana_: 50_500 }), { promotions });
    expect(quote).toMatchObject({ total: 50_500, promotion: null });
  });
});
