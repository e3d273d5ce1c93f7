import {
  calendarIdError,
  parseMonthDay,
  pickerDateError,
  promotionPeriodErrors,
  promotionTermsDraft,
  readPromotionTerms,
  shortTextError,
  siteNameError,
  urlError,
  whatsappNumberError,
} from './settingsForms';
import type { PromotionTerms } from '../pricing/promotions';

describe('pickerDateError', () => {
  it.each([
    ['2026-12-31', null],
    ['1900-01-01', null],
    ['2099-12-31', null],
    ['', 'Elegí una fecha.'],
    ['2026-02-30', 'La fecha no es válida: escribila como dd/mm/aaaa.'],
    ['30/02/2027', 'La fecha 30/02/2027 no existe.'],
    ['31/12', 'La fecha no es válida: escribila como dd/mm/aaaa.'],
    ['1899-12-31', 'La fecha debe estar entre el 01/01/1900 y el 31/12/2099.'],
    ['2100-01-01', 'La fecha debe estar entre el 01/01/1900 y el 31/12/2099.'],
  ])('%p → %p', (value, error) => expect(pickerDateError(value)).toBe(error));
  it('an empty optional date is fine', () => expect(pickerDateError('', false)).toBeNull());
});

describe('siteNameError', () => {
  it.each([
    ['Salón Las Rosas', 'nombre', null],
    ['  ', 'nombre', 'Escribí el nombre de la empresa.'],
    ['', 'título', 'Escribí el título de la pestaña.'],
    ['x'.repeat(81), 'título', 'Usá como máximo 80 caracteres.'],
    ['ñ'.repeat(80), 'título', null],
  ] as const)('%p (%s) → %p', (value, what, error) => expect(siteNameError(value, what)).toBe(error));
});

describe('whatsappNumberError', () => {
  it.each([
    ['11 2345-6789', null],
    ['+54 9 11 2345-6789', null],
    ['011 2345 6789', null],
    ['', 'Escribí el número de WhatsApp.'],
    ['llamame', 'Usá solo números, espacios, guiones, paréntesis o +.'],
    ['123', 'El número no parece completo: escribí código de área y número, por ejemplo 11 2345-6789.'],
  ])('%p → %p', (value, error) => expect(whatsappNumberError(value)).toBe(error));
});

describe('urlError', () => {
  it.each([
    ['', false, null],
    ['', true, 'Escribí la dirección.'],
    ['https://salon.com/img.jpg', false, null],
    ['/fotos/salon-1.jpg', false, null],
    ['javascript:alert(1)', false, 'La dirección debe empezar con https://.'],
    ['salon punto com', false, 'La dirección no es válida; debe empezar con https://.'],
  ])('%p (required %p) → %p', (value, required, error) => expect(urlError(value, required)).toBe(error));
});

describe('calendarIdError', () => {
  it.each([
    ['', null],
    ['abc123@group.calendar.google.com', null],
    ['es.ar#holiday@group.v.calendar.google.com', null],
    ['mi calendario', 'Copiá el identificador del calendario, por ejemplo abc123@group.calendar.google.com.'],
  ])('%p → %p', (value, error) => expect(calendarIdError(value)).toBe(error));
});

describe('parseMonthDay', () => {
  it.each([
    ['12-25', { monthDay: '12-25' }],
    ['07-09', { monthDay: '7-9' }],
    ['2-29', { monthDay: '2-29' }],
    ['2-30', { error: 'Ese día no existe.' }],
    ['13-1', { error: 'Ese día no existe.' }],
    ['25/12', { error: 'Escribí mes-día, por ejemplo 12-25 para el 25 de diciembre.' }],
  ])('%p → %p', (value, result) => expect(parseMonthDay(value)).toEqual(result));
});

describe('shortTextError', () => {
  it.each([
    ['Día de la Bandera', 80, 'Escribí un nombre.', null],
    ['', 80, 'Escribí un nombre.', 'Escribí un nombre.'],
    ['', 80, null, null],
    ['abcdef', 5, null, 'Usá como máximo 5 caracteres.'],
  ])('%p (max %p) → %p', (value, max, empty, error) => expect(shortTextError(value, max, empty)).toBe(error));
});

describe('promotionPeriodErrors', () => {
  it.each([
    ['', '', {}],
    ['2026-01-01', '2026-02-01', {}],
    ['2026-02-01', '2026-01-01', { hasta: 'La fecha de fin no puede ser anterior a la de inicio.' }],
    ['2026-02-30', '', { desde: 'La fecha no es válida: escribila como dd/mm/aaaa.' }],
  ])('%p – %p → %p', (from, until, errors) => expect(promotionPeriodErrors(from, until)).toEqual(errors));
});

describe('readPromotionTerms (the promotions editor)', () => {
  const draft = { discountKind: 'porcentaje', discountValue: '15', rentals: ['3hs'], weekdays: [3, 2], datesText: '' } as const;

  it('reads "Martes y miércoles 15 % off" as data', () => {
    expect(readPromotionTerms(draft)).toEqual({
      ok: true,
      terms: { weekdays: [2, 3], dates: [], rentals: ['3hs'], discount: { kind: 'porcentaje', percent: 15 } },
    });
  });

  it('reads an amount in pesos and specific dates written either way', () => {
    expect(
      readPromotionTerms({
        ...draft,
        discountKind: 'monto',
        discountValue: '20.000',
        rentals: ['4hs', '3hs'],
        weekdays: [],
        datesText: '31/12/2026, 2026-12-24 24/12/2026',
      }),
    ).toEqual({
      ok: true,
      terms: { weekdays: [], dates: ['2026-12-24', '2026-12-31'], rentals: ['3hs', '4hs'], discount: { kind: 'monto', amount: 20_000 } },
    });
  });

  it('without a discount kind it is text only', () => {
    expect(readPromotionTerms({ ...draft, discountKind: '', discountValue: '' })).toEqual({ ok: true, terms: null });
  });

  it.each([
    [{ discountValue: '0' }, { descuento: 'Escribí un porcentaje entero entre 1 y 100 (por ejemplo 15).' }],
    [{ discountValue: '150' }, { descuento: 'Escribí un porcentaje entero entre 1 y 100 (por ejemplo 15).' }],
    [{ discountValue: 'mucho' }, { descuento: 'Escribí un porcentaje entero entre 1 y 100 (por ejemplo 15).' }],
    [{ discountKind: 'monto', discountValue: '1.500,50' }, { descuento: 'Escribí el monto en pesos enteros, mayor que 0 (por ejemplo 20.000).' }],
    [{ rentals: [] }, { aplicaA: 'Elegí a qué alquiler se aplica: 3 hs (días de semana), 4 hs (fin de semana y feriados) o ambos.' }],
    [{ datesText: '24/12/2026, 31/02/2026' }, { fechas: '«31/02/2026» no es una fecha válida. Escribí las fechas como 24/12/2026, separadas por comas.' }],
    [{ discountKind: '', datesText: '24/12/2026' }, { descuento: 'Elegí el descuento para que las fechas cuenten, o borralas.' }],
  ] as const)('%p → %p', (change, errors) => {
    expect(readPromotionTerms({ ...draft, ...change })).toEqual({ ok: false, errors });
  });

  it('round-trips stored terms through the editor', () => {
    const terms: PromotionTerms = { weekdays: [2, 3], dates: ['2026-12-24'], rentals: ['3hs'], discount: { kind: 'porcentaje', percent: 15 } };
    expect(promotionTermsDraft(terms)).toEqual({
      discountKind: 'porcentaje',
      discountValue: '15',
      rentals: ['3hs'],
      weekdays: [2, 3],
      datesText: '24/12/2026',
    });
    expect(readPromotionTerms(promotionTermsDraft(terms))).toEqual({ ok: true, terms });
    expect(promotionTermsDraft(null)).toEqual({ discountKind: '', discountValue: '', rentals: ['3hs'], weekdays: [], datesText: '' });
  });
});
