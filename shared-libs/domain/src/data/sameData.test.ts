import { sameData } from './sameData';

describe('sameData', () => {
  it('finds the same prices read twice equal, whatever the key order', () => {
    expect(sameData({ a_precio_4hs_7: 320000, b_precio_3hs_7: 250000 }, { b_precio_3hs_7: 250000, a_precio_4hs_7: 320000 })).toBe(true);
    expect(sameData([{ id: 'p1', titulo: 'Martes 15% off', activa: true }], [{ id: 'p1', titulo: 'Martes 15% off', activa: true }])).toBe(true);
    expect(sameData(null, null)).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('sees any change: a price, a missing key, an extra item, a type', () => {
    expect(sameData({ a_precio_4hs_7: 320000 }, { a_precio_4hs_7: 320001 })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData('320000', 320000)).toBe(false);
    expect(sameData({ a: null }, { a: {} })).toBe(false);
  });

  it('compares what is not plain data by reference', () => {
    const day = new Date(Date.UTC(2026, 10, 10));
    expect(sameData(day, day)).toBe(true);
    expect(sameData(day, new Date(Date.UTC(2026, 10, 10)))).toBe(false);
    expect(sameData(new Map([['a', 1]]), new Map([['a', 1]]))).toBe(false);
  });
});
