import { countText } from './spanishText';

describe('countText', () => {
  it('says "1 recibo" and "2 recibos", and "0 recibos" when there are none', () => {
    expect(countText(1, 'recibo', 'recibos')).toBe('1 recibo');
    expect(countText(2, 'recibo', 'recibos')).toBe('2 recibos');
    expect(countText(0, 'recibo', 'recibos')).toBe('0 recibos');
  });
});
