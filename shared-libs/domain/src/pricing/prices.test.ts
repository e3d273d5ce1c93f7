import { DECEMBER_PRICES, rawPrices } from '../__fixtures__/prices';
import { groupedPrices, parsePriceValue, PRICE_FIELD_NAMES, PRICE_FIELDS, PRICE_GROUP_TITLES, PRICE_LABELS, priceKey, pricesForPage } from './prices';

describe('PRICE_FIELDS', () => {
  it('lists the 12 seed fields in letter order', () => {
    expect(PRICE_FIELD_NAMES).toEqual([
      'a_precio_4hs_',
      'b_precio_3hs_',
      'c_hora_extra_finde_',
      'd_hora_extra_semana_',
      'e_camarera_',
      'f_metegol_',
      'g_pingPong_',
      'h_inflable_',
      'i_proyector_',
      'j_arcade_',
      'k_hora_organizacion_',
      'r_parrillero_',
    ]);
    expect([...PRICE_FIELD_NAMES].sort()).toEqual(PRICE_FIELD_NAMES);
  });

  it.each([
    ['a_precio_4hs_', 'Alquiler del salón x 4 hs'],
    ['b_precio_3hs_', 'Alquiler del salón x 3 hs'],
    ['c_hora_extra_finde_', 'Hora extra fin de semana'],
    ['d_hora_extra_semana_', 'Hora extra de semana'],
    ['e_camarera_', 'Camarera'],
    ['f_metegol_', 'Metegol'],
    ['g_pingPong_', 'Ping pong'],
    ['h_inflable_', 'Inflable'],
    ['i_proyector_', 'Proyector'],
    ['j_arcade_', 'Arcade'],
    ['k_hora_organizacion_', 'Hora de organización'],
    ['r_parrillero_', 'Parrillero'],
  ] as const)('%s is labelled "%s"', (field, label) => {
    expect(PRICE_LABELS[field]).toBe(label);
  });

  it('builds the stored key with the page number', () => {
    expect(priceKey('b_precio_3hs_', 7)).toBe('b_precio_3hs_7');
    expect(priceKey('r_parrillero_', 18)).toBe('r_parrillero_18');
  });
});

describe('parsePriceValue', () => {
  it.each([
    [150000, 150000],
    [0, 0],
    [1234.5, 1235],
    [1234.49, 1234],
    ['150000', 150000],
    ['150.000', 150000],
    ['$ 150.000', 150000],
    [' 1.234,50 ', 1235],
    [1_000_000_000, 1_000_000_000],
    ['$ 1.000.000.000', 1_000_000_000],
  ])('%p → %p', (value, price) => {
    expect(parsePriceValue(value)).toBe(price);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['abc'],
    ['-5'],
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1_000_000_001],
    ['1.000.000.001'],
    [true],
    [{ value: 5 }],
    [[150000]],
  ])('%p → null', (value) => {
    expect(parsePriceValue(value)).toBeNull();
  });
});

describe('pricesForPage', () => {
  it('reads every field of the page and nothing of the others', () => {
    const raw = { ...rawPrices([12]), ...rawPrices([11], { a_precio_4hs_: 1, b_precio_3hs_: 2 }) };
    expect(pricesForPage(raw, 12)).toEqual({ prices: DECEMBER_PRICES, missing: [] });
  });

  it('marks missing, non-numeric, NaN and negative prices as null and lists them in display order', () => {
    const raw: Record<string, unknown> = {
      ...rawPrices([7]),
      a_precio_4hs_7: 'consultar',
      c_hora_extra_finde_7: Number.NaN,
      e_camarera_7: -35000,
      f_metegol_7: null,
      g_pingPong_7: '15000',
    };
    delete raw.r_parrillero_7;
    const { prices, missing } = pricesForPage(raw, 7);
    expect(prices.a_precio_4hs_).toBeNull();
    expect(prices.g_pingPong_).toBe(15000);
    expect(prices.b_precio_3hs_).toBe(250000);
    expect(missing).toEqual(['a_precio_4hs_', 'c_hora_extra_finde_', 'e_camarera_', 'f_metegol_', 'r_parrillero_']);
  });

  it.each([[null], [undefined], ['texto'], [42], [[]]])('treats %p as no prices at all', (raw) => {
    const { prices, missing } = pricesForPage(raw, 12);
    expect(Object.values(prices).every((price) => price === null)).toBe(true);
    expect(missing).toEqual(PRICE_FIELD_NAMES);
  });

  it('never reads inherited properties', () => {
    const raw = Object.create({ a_precio_4hs_12: 1 }) as Record<string, unknown>;
    expect(pricesForPage(raw, 12).prices.a_precio_4hs_).toBeNull();
  });

  it('finds nothing for a page outside the season', () => {
    expect(pricesForPage(rawPrices([12]), 3).missing).toHaveLength(12);
  });
});

describe('groupedPrices', () => {
  it('groups the fields in display order with Spanish titles', () => {
    const groups = groupedPrices(pricesForPage(rawPrices([12]), 12).prices);
    expect(groups.map((group) => [group.group, group.title])).toEqual([
      ['alquiler', 'Alquiler del salón'],
      ['horasExtra', 'Horas extra'],
      ['adicionales', 'Adicionales'],
    ]);
    expect(groups.flatMap((group) => group.items.map((item) => item.field))).toEqual(PRICE_FIELD_NAMES);
    expect(groups[0]!.items[0]).toEqual({ field: 'a_precio_4hs_', label: 'Alquiler del salón x 4 hs', price: 320000 });
    expect(Object.keys(PRICE_GROUP_TITLES)).toHaveLength(3);
  });

  it('shows missing prices as null', () => {
    const groups = groupedPrices({ a_precio_4hs_: 1000 });
    const items = groups.flatMap((group) => group.items);
    expect(items.find((item) => item.field === 'a_precio_4hs_')?.price).toBe(1000);
    expect(items.filter((item) => item.price === null)).toHaveLength(11);
    expect(PRICE_FIELDS.map((definition) => definition.group)).toEqual(['alquiler', 'alquiler', 'horasExtra', 'horasExtra', ...Array(8).fill('adicionales')]);
  });
});
