import {
  calendarIdError,
  parseMonthDay,
  pickerDateError,
  promotionPeriodErrors,
  shortTextError,
  siteNameError,
  urlError,
  whatsappNumberError,
} from './backofficeForms';

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
