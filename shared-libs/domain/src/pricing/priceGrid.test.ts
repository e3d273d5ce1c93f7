import {
  copyMonthToNext,
  formatPriceInput,
  monthKeys,
  parsePercent,
  priceCellError,
  priceChanges,
  priceDraftFromStored,
  raiseMonths,
  validatePriceDraft,
  PRICE_GRID_KEYS,
} from './priceGrid';

describe('priceDraftFromStored', () => {
  it('has 144 cells, stored numbers written the Argentine way, missing ones empty', () => {
    const draft = priceDraftFromStored({ b_precio_3hs_7: 150000, a_precio_4hs_18: '200.000', e_camarera_9: 'mucho' });
    expect(PRICE_GRID_KEYS).toHaveLength(144);
    expect(Object.keys(draft)).toHaveLength(144);
    expect(draft.b_precio_3hs_7).toBe('150.000');
    expect(draft.a_precio_4hs_18).toBe('200.000');
    expect(draft.e_camarera_9).toBe('');
    expect(draft.b_precio_3hs_8).toBe('');
  });
  it.each([
    [null, ''],
    [0, '0'],
    [1234.5, '1.234,5'],
    [1500000, '1.500.000'],
  ])('formatPriceInput(%p) = %p', (amount, text) => expect(formatPriceInput(amount)).toBe(text));
});

describe('copyMonthToNext', () => {
  it('copies all twelve fields of a month onto the next, leaving other months alone', () => {
    const draft = { ...priceDraftFromStored({}), b_precio_3hs_12: '100.000', a_precio_4hs_12: '', a_precio_4hs_13: '9', b_precio_3hs_14: '5' };
    const next = copyMonthToNext(draft, 12);
    expect(next.b_precio_3hs_13).toBe('100.000');
    expect(next.a_precio_4hs_13).toBe('');
    expect(next.b_precio_3hs_14).toBe('5');
    expect(draft.a_precio_4hs_13).toBe('9'); // not mutated
  });
  it('the last month (June) has no next month', () => {
    const draft = { b_precio_3hs_18: '1' };
    expect(copyMonthToNext(draft, 18)).toEqual(draft);
  });
});

describe('parsePercent', () => {
  it.each([
    ['10', 10],
    ['7,5', 7.5],
    ['7.5 %', 7.5],
    ['-5', -5],
    ['+12%', 12],
    ['0', 0],
    ['', null],
    ['diez', null],
    ['-95', null],
    ['1001', null],
  ])('%p → %p', (text, value) => expect(parsePercent(text)).toBe(value));
});

describe('raiseMonths', () => {
  const draft = { b_precio_3hs_7: '100.000', b_precio_3hs_8: '$ 200.000', b_precio_3hs_9: '300.000', e_camarera_8: '', f_metegol_8: 'abc' };
  it('raises every price of the range, inclusive, and leaves the rest', () => {
    const { draft: next, skipped } = raiseMonths(draft, 7, 8, 10);
    expect(next.b_precio_3hs_7).toBe('110.000');
    expect(next.b_precio_3hs_8).toBe('220.000');
    expect(next.b_precio_3hs_9).toBe('300.000');
    expect(next.e_camarera_8).toBe('');
    expect(skipped).toEqual(['f_metegol_8']);
  });
  it('accepts the range backwards and rounds to the given step', () => {
    const { draft: next } = raiseMonths({ b_precio_3hs_9: '123.456' }, 12, 9, 7, 1000);
    expect(next.b_precio_3hs_9).toBe('132.000'); // 132.097,92 → 132.000
  });
  it('a negative percentage lowers prices', () => {
    expect(raiseMonths({ b_precio_3hs_10: '100.000' }, 10, 10, -25).draft.b_precio_3hs_10).toBe('75.000');
  });
});

describe('validatePriceDraft and priceCellError', () => {
  it.each([
    ['150.000', null],
    ['$ 150.000', null],
    ['', null],
    ['150000,50', 'Escribí el precio en pesos, sin centavos (por ejemplo 150.000).'],
    ['150.000,00', null],
    ['ciento cincuenta', 'Escribí un monto, por ejemplo 150.000.'],
    ['-100', 'El precio no puede ser negativo.'],
    ['2.000.000.000', 'El precio no puede superar $ 1.000.000.000.'],
  ])('%p → %p', (text, error) => expect(priceCellError(text)).toBe(error));

  it('returns numbers (null for empty cells) when every cell is valid', () => {
    const result = validatePriceDraft({ b_precio_3hs_7: '$ 150.000', a_precio_4hs_7: '' }, ['b_precio_3hs_7', 'a_precio_4hs_7']);
    expect(result).toEqual({ ok: true, values: { b_precio_3hs_7: 150000, a_precio_4hs_7: null } });
  });
  it('names each bad cell', () => {
    const result = validatePriceDraft({ b_precio_3hs_7: 'x', a_precio_4hs_7: '1' }, monthKeys(7));
    expect(result).toEqual({ ok: false, errors: { b_precio_3hs_7: 'Escribí un monto, por ejemplo 150.000.' } });
  });
});

describe('priceChanges', () => {
  it('keeps only what differs from the stored table (null removes; text stored prices are rewritten as numbers)', () => {
    const stored = { b_precio_3hs_7: 150000, a_precio_4hs_7: '200000', e_camarera_7: 5000 };
    const values = { b_precio_3hs_7: 150000, a_precio_4hs_7: 200000, e_camarera_7: null, f_metegol_7: null, g_pingPong_7: 10 };
    expect(priceChanges(stored, values)).toEqual({ a_precio_4hs_7: 200000, e_camarera_7: null, g_pingPong_7: 10 });
  });
});
