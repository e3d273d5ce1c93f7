import fc from 'fast-check';
import { amountPieces, formatARS, parseARS } from './money';

describe('formatARS', () => {
  it.each([
    [150000, '$ 150.000'],
    [0, '$ 0'],
    [1, '$ 1'],
    [999, '$ 999'],
    [1000, '$ 1.000'],
    [1234.5, '$ 1.234,50'],
    [1234.56, '$ 1.234,56'],
    [1234.567, '$ 1.234,57'],
    [0.05, '$ 0,05'],
    [1_000_000, '$ 1.000.000'],
    [2_500_000.5, '$ 2.500.000,50'],
    [-150000, '-$ 150.000'],
    [-1234.5, '-$ 1.234,50'],
    [-0, '$ 0'],
    [-0.001, '$ 0'],
    [999.999, '$ 1.000'],
    [1e21, '$ 1.000.000.000.000.000.000.000'],
  ])('%p → "%s"', (amount, text) => {
    expect(formatARS(amount)).toBe(text);
  });

  it('uses a normal space after the symbol', () => {
    expect(formatARS(150000).charCodeAt(1)).toBe(0x20);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%p → ""', (amount) => {
    expect(formatARS(amount)).toBe('');
  });
});

describe('parseARS', () => {
  it.each([
    ['150000', 150000],
    ['150.000', 150000],
    ['$ 150.000', 150000],
    ['$150.000', 150000],
    ['$\u00a0150.000', 150000],
    ['  $ 150.000  ', 150000],
    ['ARS 150.000', 150000],
    ['1.234,50', 1234.5],
    ['1.234,5', 1234.5],
    ['$ 1.234,50', 1234.5],
    ['1234,50', 1234.5],
    ['1234.5', 1234.5],
    ['1234.50', 1234.5],
    ['1.000.000', 1000000],
    ['0', 0],
    ['-150', -150],
    ['-$ 1.234,50', -1234.5],
    ['$ -1.234,50', -1234.5],
    ['-0', 0],
  ])('%p → %p', (text, amount) => {
    expect(parseARS(text)).toBe(amount);
  });

  it.each([
    '',
    '   ',
    '$',
    'abc',
    '150.00.0',
    '1.5000',
    '15.0000',
    '1,234.50',
    '150,000',
    '1.234,567',
    '1,2,3',
    '--5',
    '-$ -5',
    '12 34',
    '1e5',
    '$ 150.000 pesos',
    '.5',
  ])('%p → null', (text) => {
    expect(parseARS(text)).toBeNull();
  });

  it('returns null for a non-string', () => {
    expect(parseARS(150000 as unknown as string)).toBeNull();
  });

  it('reads back what formatARS writes, to the cent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseARS(formatARS(cents / 100))).toBe(cents / 100);
      }),
    );
  });
});

it('amountPieces keeps the amounts of a sentence apart, the punctuation after one left out', () => {
  expect(amountPieces('Falta pagar $ 200.000; vence. Queda $ 5.')).toEqual([
    { text: 'Falta pagar ', amount: false },
    { text: '$ 200.000', amount: true },
    { text: '; vence. Queda ', amount: false },
    { text: '$ 5', amount: true },
    { text: '.', amount: false },
  ]);
  expect(amountPieces('Sin montos.')).toEqual([{ text: 'Sin montos.', amount: false }]);
});
