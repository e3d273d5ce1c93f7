import { safeParse } from 'valibot';
import {
  amountInWords,
  HOME_SECTIONS,
  MAX_AMOUNT_IN_WORDS,
  PRICE_FIELD_NAMES,
  SEASON_PAGES,
  PICKER_MAX_DATE,
  PICKER_MIN_DATE,
  THEME_DEFAULTS,
  isValidCssColor,
  isWithinPickerRange,
} from '@salon/domain';
import { bookingSchema, budgetSchema, hallFactsSchema, promotionSchema, receiptSchema, themeSchema } from '.';
import { FIRST_SEASON_PAGE, LAST_SEASON_PAGE, MAX_RECEIPT_AMOUNT, PRICE_FIELD_KEY, PRICE_KEY, REAL_DATE, SECTION_NAME_MAX_LENGTH } from './limits';
import { fittingFields } from './read';
import { THEME_KEYS } from './appearance';

describe('fittingFields', () => {
  it('keeps the fields that fit, leaves out the rest and anything unknown', () => {
    expect(fittingFields(promotionSchema, { titulo: 'Martes 15 % off', desde: 'pronto', hasta: '', activa: 'sí', orden: 2, otro: 1 })).toEqual({
      titulo: 'Martes 15 % off',
      hasta: '',
      orden: 2,
    });
  });

  it('reads nothing from what is not an object, and never from the prototype', () => {
    expect(fittingFields(receiptSchema, 'x')).toEqual({});
    expect(fittingFields(bookingSchema, JSON.parse('{"__proto__": {"tipo": "evento"}}'))).toEqual({});
  });
});

describe('the real-date expression of the rules', () => {
  it.each([
    ['1900-01-01', true],
    ['2099-12-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2027-02-29', false],
    ['2026-04-31', false],
    ['2100-01-01', false],
    ['2026-1-05', false],
  ])('%s → %s, as the domain says', (date, real) => {
    expect(REAL_DATE.test(date)).toBe(real);
    expect(isWithinPickerRange(date)).toBe(real);
  });

  it('covers the pickers of the domain exactly', () => {
    expect([PICKER_MIN_DATE, PICKER_MAX_DATE]).toEqual(['1900-01-01', '2099-12-31']);
  });
});

describe('the limits agree with the domain that uses them', () => {
  it('the largest receipt can be written in words', () => {
    expect(MAX_RECEIPT_AMOUNT).toBeLessThanOrEqual(MAX_AMOUNT_IN_WORDS);
    expect(amountInWords(MAX_RECEIPT_AMOUNT)).toBe('pesos novecientos noventa y nueve millones novecientos noventa y nueve mil novecientos noventa y nueve');
  });
  it('a budget’s price copy names a page of the season', () => expect([FIRST_SEASON_PAGE, LAST_SEASON_PAGE]).toEqual([SEASON_PAGES[0], SEASON_PAGES.at(-1)]));
  it('every home section name fits', () => expect(HOME_SECTIONS.every(({ id }) => id.length <= SECTION_NAME_MAX_LENGTH)).toBe(true));
  it('every price field fits the price keys', () => {
    expect(PRICE_FIELD_NAMES.filter((field) => !PRICE_FIELD_KEY.test(field) || !PRICE_KEY.test(`${field}18`))).toEqual([]);
  });
  it('the default theme fits the stored shape and the domain’s colour check', () => {
    expect(safeParse(themeSchema, THEME_DEFAULTS).success).toBe(true);
    for (const colour of Object.values(THEME_DEFAULTS)) expect(isValidCssColor(colour)).toBe(true);
  });
});

it('a budget names at least its client, phone, date, state, validity, times and author', () => {
  const result = safeParse(budgetSchema, {});
  expect(result.issues?.map((issue) => issue.expected)).toEqual([
    '"cliente"',
    '"telefono"',
    '"fechaEvento"',
    '"estado"',
    '"validoHasta"',
    '"creadoEn"',
    '"actualizadoEn"',
    '"autor"',
  ]);
});

it('the stored theme has exactly the theme keys', () => expect(Object.keys(themeSchema.entries)).toEqual([...THEME_KEYS]));

describe("config/salon (the hall's facts)", () => {
  const ok = (value: unknown) => safeParse(hallFactsSchema, value).success;
  it('takes every field, or none', () => {
    expect(ok({})).toBe(true);
    expect(
      ok({
        direccion: 'Av. Rivadavia 14500',
        mapa: 'https://maps.app.goo.gl/abc',
        capacidad: 150,
        horarios: 'De día: 12 a 16 hs',
        incluye: ['Mesas y sillas'],
        politicaCancelacion: 'La seña no se devuelve.',
      }),
    ).toBe(true);
    expect(ok({ incluye: Array.from({ length: 30 }, (_, i) => `Item ${i + 1}`) })).toBe(true);
  });
  it('says why a list is too long, as the import shows it', () => {
    const result = safeParse(hallFactsSchema, { incluye: Array.from({ length: 31 }, () => 'Mesas') });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['tiene más elementos de los permitidos.']);
  });
  it.each([
    ['a capacity of 0', { capacidad: 0 }],
    ['a capacity of 2001', { capacidad: 2001 }],
    ['a capacity of 80.5', { capacidad: 80.5 }],
    ['a capacity as text', { capacidad: '150' }],
    ['an http map link', { mapa: 'http://maps.google.com' }],
    ['a map link with a space', { mapa: 'https://maps google.com' }],
    ['an empty address', { direccion: '' }],
    ['an address of 201 characters', { direccion: 'x'.repeat(201) }],
    ['an empty item', { incluye: [''] }],
    ['an item of 101 characters', { incluye: ['x'.repeat(101)] }],
    ['31 items (the rules take keys 0–29)', { incluye: Array.from({ length: 31 }, (_, i) => `Item ${i + 1}`) }],
    ['a policy of 2001 characters', { politicaCancelacion: 'x'.repeat(2001) }],
    ['an unknown field', { telefono: '1234' }],
  ])('refuses %s', (_case, value) => expect(ok(value)).toBe(false));
});
