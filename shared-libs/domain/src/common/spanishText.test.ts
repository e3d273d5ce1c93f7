import { countText, importChangesText, skippedCellsText } from './spanishText';

describe('countText', () => {
  it('says "1 recibo" and "2 recibos", and "0 recibos" when there are none', () => {
    expect(countText(1, 'recibo', 'recibos')).toBe('1 recibo');
    expect(countText(2, 'recibo', 'recibos')).toBe('2 recibos');
    expect(countText(0, 'recibo', 'recibos')).toBe('0 recibos');
  });
});

describe('importChangesText', () => {
  it.each([
    [{ added: 0, changed: 1, removed: 0 }, '0 datos nuevos, 1 modificado y 0 eliminados'],
    [{ added: 1, changed: 2, removed: 1 }, '1 dato nuevo, 2 modificados y 1 eliminado'],
  ])('%j reads "%s"', (diff, text) => expect(importChangesText(diff)).toBe(text));
});

describe('skippedCellsText', () => {
  it('agrees with one cell and with several', () => {
    expect(skippedCellsText(1)).toBe('1 casilla con un monto inválido quedó sin cambiar');
    expect(skippedCellsText(3)).toBe('3 casillas con montos inválidos quedaron sin cambiar');
  });
});
