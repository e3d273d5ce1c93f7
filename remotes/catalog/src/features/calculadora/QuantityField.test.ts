import { parseQuantity } from './QuantityField';

describe('parseQuantity', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['3', 3],
    [' 12 ', 12],
    ['99', 99],
    ['100', null],
    ['-1', null],
    ['2,5', null],
    ['2.5', null],
    ['dos', null],
    ['1e2', null],
  ])('%p → %p', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });
});
