import { amountsIn, statesOnlyKnownAmounts } from './priceGuard';

describe('amountsIn', () => {
  it.each([
    ['El alquiler cuesta $ 250.000.', [250000]],
    ['Sale **$320.000** el sábado', [320000]],
    ['La camarera son 35.000 pesos y el metegol ARS 15.000', [15000, 35000]],
    ['Una hora extra: $ 45.000,50', [45000.5]],
    ['Tenemos 3 hs y 4 hs, 120 invitados', []],
  ])('%p → %p', (text, amounts) => {
    expect(amountsIn(text).sort((a, b) => a - b)).toEqual(amounts);
  });
});

it('accepts an answer that only states known amounts and refuses an invented one', () => {
  const known = new Set([250000, 320000]);
  expect(statesOnlyKnownAmounts('De semana $ 250.000, el finde $ 320.000.', known)).toBe(true);
  expect(statesOnlyKnownAmounts('Te lo dejo en $ 199.999.', known)).toBe(false);
  expect(statesOnlyKnownAmounts('No tengo ese dato.', known)).toBe(true);
});
