/** @jest-environment jsdom */
// The season's price grid as an admin uses it: the stored prices in the cells, edits, bulk edits, the message
// next to a bad cell, and what is saved. The hall's clock is Tuesday 10 November 2026: the 2026/27 season.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { savePriceChanges } from '@salon/firebase/staff';
import { PriceGrid } from './PriceGrid';

// datosId/8 live: `mockPrices.push` sends a new value to the grid, `mockPrices.fail` an error.
const mockPrices: { initial: unknown; push: (value: unknown) => void; fail: (error: Error) => void } = {
  initial: null,
  push: () => undefined,
  fail: () => undefined,
};
jest.mock('@salon/firebase', () => {
  return {
    useLive: jest.requireActual('@salon/firebase/testing').useLiveStub,
    watchPrices: (onData: (value: unknown) => void, onError: (error: Error) => void) => {
      mockPrices.push = onData;
      mockPrices.fail = onError;
      if (mockPrices.initial !== null) onData(mockPrices.initial);
      return () => undefined;
    },
  };
});
// The watchers (@salon/firebase/data) are the mock's above: useLive and the data they answer with.
jest.mock('@salon/firebase/data', () => jest.requireMock('@salon/firebase'));
jest.mock('@salon/firebase/staff', () => ({ savePriceChanges: jest.fn() }));
const mockToasts: Array<[string, string]> = [];
jest.mock('@salon/ui', () => ({
  notify: (message: string, kind: string) => mockToasts.push([message, kind]),
  Loading: ({ text }: { text: string }) => <p>{text}</p>,
  Notice: ({ children }: { children: unknown }) => <p>{children as string}</p>,
}));
jest.mock('@salon/ui/src/DateInput', () => ({ DateInput: () => null }));

const save = savePriceChanges as jest.MockedFunction<typeof savePriceChanges>;

/** December and January as stored; the 3-hour rental of December as older data kept it (text). */
const STORED = { a_precio_4hs_12: 500000, b_precio_3hs_12: '380.000', e_camarera_12: 30000, a_precio_4hs_13: 550000 };

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00') });
  mockPrices.initial = STORED;
  mockToasts.length = 0;
  save.mockReset();
});
afterEach(() => jest.useRealTimers());

const cell = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(cell(label), { target: { value } });
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
/** The message linked to a cell (aria-describedby), or null. */
function errorOf(label: string): string | null {
  const id = cell(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const status = () => screen.getByRole('status').textContent;

it('shows the stored prices as typed text, months named by the season', () => {
  render(<PriceGrid />);
  expect(cell('Alquiler del salón x 4 hs, Diciembre 2026').value).toBe('500.000');
  expect(cell('Alquiler del salón x 3 hs, Diciembre 2026').value).toBe('380.000');
  expect(cell('Camarera, Diciembre 2026').value).toBe('30.000');
  expect(cell('Alquiler del salón x 4 hs, Enero 2027').value).toBe('550.000');
  expect(cell('Metegol, Julio 2026').value).toBe('');
  expect(status()).toBe('Sin cambios sin guardar.');
});

it('saves only what differs from the database, a cleared cell as no price', async () => {
  save.mockResolvedValue(undefined);
  render(<PriceGrid />);
  type('Alquiler del salón x 4 hs, Diciembre 2026', '520.000');
  type('Camarera, Diciembre 2026', '');
  type('Metegol, Enero 2027', '45.000');
  expect(status()).toBe('3 precios cambiados sin guardar.');
  await click('Guardar precios');
  // The 3-hour rental stored as text is written back as a number.
  expect(save.mock.calls).toEqual([[{ a_precio_4hs_12: 520000, b_precio_3hs_12: 380000, e_camarera_12: null, f_metegol_13: 45000 }]]);
  expect(mockToasts).toEqual([['Se guardaron 4 precios.', 'success']]);
  // The database answers with what was saved: nothing is left unsaved.
  act(() => mockPrices.push({ a_precio_4hs_12: 520000, b_precio_3hs_12: 380000, a_precio_4hs_13: 550000, f_metegol_13: 45000 }));
  expect(status()).toBe('Sin cambios sin guardar.');
  expect(cell('Alquiler del salón x 4 hs, Diciembre 2026').value).toBe('520.000');
  expect(cell('Camarera, Diciembre 2026').value).toBe('');
});

it('shows the message of a bad price next to its cell and saves nothing', async () => {
  render(<PriceGrid />);
  type('Alquiler del salón x 4 hs, Diciembre 2026', '520.000,50');
  type('Camarera, Diciembre 2026', 'treinta mil');
  type('Proyector, Marzo 2027', '-5000');
  await click('Guardar precios');
  expect(save).not.toHaveBeenCalled();
  expect(errorOf('Alquiler del salón x 4 hs, Diciembre 2026')).toBe('Escribí el precio en pesos, sin centavos (por ejemplo 150.000).');
  expect(errorOf('Camarera, Diciembre 2026')).toBe('Escribí un monto, por ejemplo 150.000.');
  expect(errorOf('Proyector, Marzo 2027')).toBe('El precio no puede ser negativo.');
  expect(cell('Camarera, Diciembre 2026').getAttribute('aria-invalid')).toBe('true');
  expect(mockToasts).toEqual([['Hay 3 precios con errores. Corregí y volvé a guardar.', 'error']]);
  // Typing again in a cell takes its message away; the others stay.
  type('Camarera, Diciembre 2026', '32.000');
  expect(errorOf('Camarera, Diciembre 2026')).toBeNull();
  expect(errorOf('Proyector, Marzo 2027')).toBe('El precio no puede ser negativo.');
});

it('keeps the edits when the save fails, and says why', async () => {
  save.mockRejectedValue(new Error('PERMISSION_DENIED: Permission denied'));
  render(<PriceGrid />);
  type('Alquiler del salón x 4 hs, Diciembre 2026', '520.000');
  await click('Guardar precios');
  expect(mockToasts).toEqual([['El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.', 'error']]);
  expect(cell('Alquiler del salón x 4 hs, Diciembre 2026').value).toBe('520.000');
  expect(status()).toBe('1 precio cambiado sin guardar.');
  expect(screen.getByRole('button', { name: 'Guardar precios' })).toHaveProperty('disabled', false);
});

it('says there is nothing to save when nothing changed', async () => {
  mockPrices.initial = { a_precio_4hs_12: 500000 };
  render(<PriceGrid />);
  await click('Guardar precios');
  expect(save).not.toHaveBeenCalled();
  expect(mockToasts).toEqual([['No hay cambios para guardar.', 'info']]);
});

it('raises a range of months by a percentage, rounded, and refuses a percentage that is not one', async () => {
  render(<PriceGrid />);
  type('Porcentaje', 'diez');
  await click('Aplicar aumento');
  expect(screen.getByLabelText('Porcentaje').getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById('raise-percent-error')?.textContent).toBe('Escribí un porcentaje entre -90 y 1000, por ejemplo 10 o 7,5.');
  expect(mockToasts).toEqual([]);

  fireEvent.change(screen.getByLabelText('Desde el mes'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Hasta el mes'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Redondeo'), { target: { value: '1000' } });
  type('Porcentaje', '7,5');
  await click('Aplicar aumento');
  expect(document.getElementById('raise-percent-error')).toBeNull();
  expect(cell('Alquiler del salón x 4 hs, Diciembre 2026').value).toBe('538.000');
  expect(cell('Alquiler del salón x 3 hs, Diciembre 2026').value).toBe('409.000');
  expect(cell('Camarera, Diciembre 2026').value).toBe('32.000');
  expect(cell('Alquiler del salón x 4 hs, Enero 2027').value).toBe('550.000');
  expect(mockToasts).toEqual([['Aumento aplicado. Revisá los montos y tocá «Guardar precios».', 'info']]);
  expect(status()).toBe('3 precios cambiados sin guardar.');

  await click('Descartar cambios');
  expect(cell('Alquiler del salón x 4 hs, Diciembre 2026').value).toBe('500.000');
  expect(status()).toBe('Sin cambios sin guardar.');
});

it('copies a month onto the next one', async () => {
  save.mockResolvedValue(undefined);
  render(<PriceGrid />);
  await click('Copiar Diciembre 2026 a Enero 2027');
  expect(cell('Alquiler del salón x 4 hs, Enero 2027').value).toBe('500.000');
  expect(cell('Alquiler del salón x 3 hs, Enero 2027').value).toBe('380.000');
  expect(cell('Camarera, Enero 2027').value).toBe('30.000');
  await click('Guardar precios');
  expect(save.mock.calls).toEqual([[{ a_precio_4hs_13: 500000, b_precio_3hs_12: 380000, b_precio_3hs_13: 380000, e_camarera_13: 30000 }]]);
});

it('takes live changes into the cells nobody edited, keeping what was typed', () => {
  render(<PriceGrid />);
  type('Alquiler del salón x 4 hs, Diciembre 2026', '520.000');
  act(() => mockPrices.push({ ...STORED, a_precio_4hs_12: 510000, e_camarera_12: 35000 }));
  expect(cell('Alquiler del salón x 4 hs, Diciembre 2026').value).toBe('520.000');
  expect(cell('Camarera, Diciembre 2026').value).toBe('35.000');
  expect(status()).toBe('1 precio cambiado sin guardar.');
});

it('says so while the prices load and when they cannot be read', () => {
  mockPrices.initial = null;
  render(<PriceGrid />);
  expect(screen.getByText('Cargando precios...')).toBeTruthy();
  act(() => mockPrices.fail(new Error('permission_denied')));
  expect(screen.getByText('No se pudieron cargar los precios. Recargá la página.')).toBeTruthy();
});
