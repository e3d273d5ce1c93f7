/** @jest-environment jsdom */
// The budget editor's model without its view: suggestions, totals, prices, checks and the date move on save.
import { act, renderHook } from '@testing-library/react';
import { createBudget, updateBudget } from '@salon/firebase/staff';
import { useBudgetEditor } from './useBudgetEditor';
import { backend, DECEMBER_COPY, HALL_NOW, HELD_BOOKING, HELD_BUDGET, HELD_RECORD, HOLD_ENDS_AT, resetBackend } from './__fixtures__/budgetEditor';

jest.mock('@salon/firebase', () => jest.requireActual('./__fixtures__/budgetEditor').firebaseMock());
// The watchers (@salon/firebase/data) are the mock's above: useLive and the data they answer with.
jest.mock('@salon/firebase/data', () => jest.requireMock('@salon/firebase'));
jest.mock('@salon/firebase/staff', () => ({ createBudget: jest.fn(), updateBudget: jest.fn() }));
const mockNavigate = jest.fn();
jest.mock('@salon/router', () => ({ useNavigate: () => mockNavigate }));
jest.mock('@salon/ui', () => ({ notify: jest.fn() }));
// The Google calendar's busy dates, as the page's availability reads them.
jest.mock('@salon/availability', () => jest.requireActual('./__fixtures__/budgetEditor').availabilityMock());

const create = createBudget as jest.MockedFunction<typeof createBudget>;
const update = updateBudget as jest.MockedFunction<typeof updateBudget>;

beforeEach(() => {
  jest.useFakeTimers({ now: HALL_NOW });
  resetBackend();
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockNavigate.mockReset();
  create.mockReset();
  update.mockReset();
});
afterEach(() => jest.useRealTimers());

it('starts a new budget blank, valid for 15 days from the hall’s today', () => {
  const { result } = renderHook(() => useBudgetEditor(null));
  expect(result.current.form).toEqual({
    cliente: '',
    telefono: '',
    fechaEvento: '',
    invitados: '',
    alquiler: '',
    tarifa: 'finDeSemana',
    horasExtra: '',
    adicionales: { camarera: '', metegol: '', pingPong: '', inflable: '', proyector: '', arcade: '', horaOrganizacion: '', parrillero: '' },
    descuento: '',
    sena: '',
    notas: '',
    estado: 'presupuestado',
    validoHasta: '2026-11-25',
  });
  expect(result.current.totals).toBeNull();
  expect(result.current.restored).toBe(false);
  // The mock answers at once: prices and bookings are there, the save button is ready.
  expect(result.current.loading).toBe(false);
});

it('suggests the rate and rental of the date picked, and totals with that month’s prices', () => {
  const { result } = renderHook(() => useBudgetEditor(null));
  // Wednesday 16 December: weekday rate, 3-hour rental.
  act(() => result.current.setDate('2026-12-16'));
  expect(result.current.form).toMatchObject({ fechaEvento: '2026-12-16', tarifa: 'semana', alquiler: '3hs' });
  expect(result.current.totals?.total).toBe(380000);
  // A chosen rental stays; the rate follows the date (Saturday 12 December).
  act(() => result.current.setDate('2026-12-12'));
  expect(result.current.form).toMatchObject({ tarifa: 'finDeSemana', alquiler: '3hs' });
  act(() => result.current.set('horasExtra', '2'));
  act(() => result.current.setExtra('camarera', '3'));
  expect(result.current.totals).toMatchObject({ subtotal: 590000, total: 590000 });
  expect(result.current.priceCopy).toEqual(DECEMBER_COPY);
  expect(result.current.copyMonth).toBe('diciembre');
  expect(result.current.pricesNote).toBe('Con los precios actuales de diciembre.');
  // The unit price under each extra's quantity; an extra the month has no price for is to be asked.
  expect(result.current.extraHint('camarera')).toBe('$ 30.000 c/u');
  expect(result.current.extraHint('metegol')).toBe('Consultar');
});

it('shows no unit prices nor prices note before the date is known', () => {
  const { result } = renderHook(() => useBudgetEditor(null));
  expect(result.current.pricesNote).toBeNull();
  expect(result.current.extraHint('camarera')).toBeUndefined();
});

it('keeps the typed form in a draft that survives a reload until it is saved', async () => {
  const first = renderHook(() => useBudgetEditor(null));
  act(() => first.result.current.set('cliente', 'Lucía'));
  first.unmount();
  const again = renderHook(() => useBudgetEditor(null));
  expect(again.result.current.restored).toBe(true);
  expect(again.result.current.form.cliente).toBe('Lucía');
  act(() => again.result.current.discardDraft());
  expect(again.result.current.form.cliente).toBe('');
  expect(again.result.current.restored).toBe(false);
});

it('marks the bad fields in Spanish and clears a field’s message when it is typed again', async () => {
  const { result } = renderHook(() => useBudgetEditor(null));
  act(() => result.current.setDate('2026-11-09'));
  act(() => result.current.set('sena', '1.000.000'));
  await act(() => result.current.submit());
  expect(result.current.errors).toEqual({
    cliente: 'Escribí el nombre del cliente.',
    telefono: 'Escribí el teléfono del cliente (para enviarle el presupuesto por WhatsApp).',
    invitados: 'Escribí la cantidad de invitados.',
    fechaEvento: 'La fecha del evento ya pasó.',
    // November has no prices: its total is $ 0.
    sena: 'La seña no puede superar el total ($ 0).',
  });
  expect(result.current.hasErrors).toBe(true);
  act(() => result.current.setDate('2026-12-12'));
  act(() => result.current.set('cliente', 'Lucía'));
  act(() => result.current.set('telefono', '11 4444-5555'));
  act(() => result.current.set('invitados', '80'));
  expect(result.current.errors).toEqual({ sena: 'La seña no puede superar el total ($ 0).' });
  await act(() => result.current.submit());
  expect(result.current.errors).toEqual({ sena: 'La seña no puede superar el total ($ 380.000).' });
  expect(create).not.toHaveBeenCalled();
});

it('says the prices are not loaded yet instead of saving without them', async () => {
  backend.prices = new Error('permission_denied');
  const { result } = renderHook(() => useBudgetEditor(null));
  expect(result.current.pricesError).toBe(true);
  act(() => result.current.setDate('2026-12-12'));
  act(() => result.current.set('cliente', 'Lucía'));
  act(() => result.current.set('telefono', '11 4444-5555'));
  act(() => result.current.set('invitados', '80'));
  await act(() => result.current.submit());
  expect(result.current.saveError).toBe('Todavía no se cargaron los precios: esperá unos segundos y volvé a guardar.');
  expect(create).not.toHaveBeenCalled();
});

it('says the bookings are not loaded yet instead of saving a new budget without checking its date', async () => {
  backend.bookings = new Error('permission_denied');
  const { result } = renderHook(() => useBudgetEditor(null));
  act(() => result.current.setDate('2026-12-12'));
  act(() => result.current.set('cliente', 'Lucía'));
  act(() => result.current.set('telefono', '11 4444-5555'));
  act(() => result.current.set('invitados', '80'));
  await act(() => result.current.submit());
  expect(result.current.saveError).toBe(
    'Todavía no se cargaron las reservas del calendario: esperá unos segundos y volvé a guardar. Lo que escribiste sigue acá.',
  );
  expect(create).not.toHaveBeenCalled();
  expect(result.current.form.cliente).toBe('Lucía');
});

it('holds the save button while the bookings are on their way', () => {
  backend.bookings = 'pending';
  const { result } = renderHook(() => useBudgetEditor(null));
  expect(result.current.loading).toBe(true);
  // A saved budget kept on its date does not need them.
  const held = renderHook(() => useBudgetEditor(HELD_BUDGET));
  expect(held.result.current.loading).toBe(false);
  act(() => held.result.current.setDate('2027-01-09'));
  expect(held.result.current.loading).toBe(true);
});

describe('editing a budget that holds its date', () => {
  it('keeps its stored prices in the same month and rate, and today’s on request or in another month', () => {
    const { result } = renderHook(() => useBudgetEditor(HELD_BUDGET));
    expect(result.current.keepsStoredPrices).toBe(true);
    expect(result.current.totals?.total).toBe(550000);
    act(() => result.current.setDate('2027-01-09'));
    expect(result.current.keepsStoredPrices).toBe(false);
    expect(result.current.storedPricesReplaced).toBe(true);
    expect(result.current.priceCopy).toEqual({ mes: 13, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 550000 } });
    expect(result.current.copyMonth).toBe('enero');
    act(() => result.current.setDate('2026-12-12'));
    expect(result.current.keepsStoredPrices).toBe(true);
    act(() => result.current.useCurrentPrices());
    expect(result.current.priceCopy).toEqual(DECEMBER_COPY);
    expect(result.current.storedPricesReplaced).toBe(false);
    expect(result.current.totals?.total).toBe(620000);
  });

  it('goes back to the budget as stored now when its draft is discarded, after another change came in', () => {
    const { result, rerender } = renderHook(({ budget }) => useBudgetEditor(budget), { initialProps: { budget: HELD_BUDGET } });
    act(() => result.current.set('cliente', 'Lucía F.'));
    // Someone else corrects the phone while this draft is open; the database sends the budget again.
    rerender({ budget: { ...HELD_BUDGET, telefono: '11 5555-0000' } });
    act(() => result.current.discardDraft());
    expect(result.current.form).toMatchObject({ cliente: 'Lucía Fernández', telefono: '11 5555-0000' });
    expect(result.current.restored).toBe(false);
  });

  it('saves without moving anything when the date stays', async () => {
    backend.bookings = [HELD_BOOKING];
    const { result } = renderHook(() => useBudgetEditor(HELD_BUDGET));
    act(() => result.current.set('estado', 'confirmado'));
    await act(() => result.current.submit());
    expect(update.mock.calls).toEqual([
      [
        '-Presupuesto01',
        { ...HELD_RECORD, fechaEvento: '2026-12-12', estado: 'confirmado', precios: HELD_BUDGET.precios },
        1_762_000_000_000,
        { previousEstado: 'reservado', por: 'ana@salon.test' },
        undefined,
      ],
    ]);
    expect(mockNavigate).toHaveBeenCalledWith('/presupuesto/-Presupuesto01');
  });

  it('moves the running hold to a free date, at the new month’s prices', async () => {
    backend.bookings = [HELD_BOOKING];
    const { result } = renderHook(() => useBudgetEditor(HELD_BUDGET));
    act(() => result.current.setDate('2027-01-09'));
    await act(() => result.current.submit());
    expect(result.current.saveWarning).toBeNull();
    expect(update.mock.calls).toEqual([
      [
        '-Presupuesto01',
        { ...HELD_RECORD, fechaEvento: '2027-01-09', precios: { mes: 13, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 550000 } } },
        1_762_000_000_000,
        { previousEstado: 'reservado', por: 'ana@salon.test' },
        { kind: 'move', from: '2026-12-12', to: '2027-01-09' },
      ],
    ]);
  });

  it('does not move the date before the bookings are loaded, so the hold cannot stay behind', async () => {
    backend.bookings = new Error('network');
    const { result } = renderHook(() => useBudgetEditor(HELD_BUDGET));
    act(() => result.current.setDate('2027-01-09'));
    await act(() => result.current.submit());
    expect(result.current.saveError).toBe(
      'Todavía no se cargaron las reservas del calendario: esperá unos segundos y volvé a guardar. Lo que escribiste sigue acá.',
    );
    expect(update).not.toHaveBeenCalled();
    // The same budget saved on its own date needs no bookings.
    act(() => result.current.setDate('2026-12-12'));
    await act(() => result.current.submit());
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('frees a hold already past its end instead of moving it', async () => {
    backend.bookings = [{ ...HELD_BOOKING, expiresAt: Date.parse('2026-11-10T00:00:00-03:00') }];
    const { result } = renderHook(() => useBudgetEditor(HELD_BUDGET));
    act(() => result.current.setDate('2026-12-19'));
    await act(() => result.current.submit());
    expect(update.mock.calls[0]?.[4]).toEqual({ kind: 'release', from: '2026-12-12', to: '2026-12-19' });
  });

  it('waits for confirmation before a date held by another budget, then frees its own hold', async () => {
    backend.bookings = [HELD_BOOKING, { date: '2026-12-19', kind: 'evento', budgetId: '-Presupuesto02', provisional: true, expiresAt: HOLD_ENDS_AT }];
    const { result } = renderHook(() => useBudgetEditor(HELD_BUDGET));
    act(() => result.current.setDate('2026-12-19'));
    await act(() => result.current.submit());
    expect(result.current.saveWarning).toEqual({
      key: '2026-12-19|80',
      messages: ['El sábado 19 de diciembre de 2026 está reservado provisoriamente por otro presupuesto.'],
    });
    expect(update).not.toHaveBeenCalled();
    // Another date forgets the warning.
    act(() => result.current.setDate('2026-12-26'));
    expect(result.current.saveWarning).toBeNull();
    act(() => result.current.setDate('2026-12-19'));
    await act(() => result.current.submit());
    await act(() => result.current.confirmSaveWarning());
    expect(result.current.saveWarning).toBeNull();
    expect(update.mock.calls[0]?.[4]).toEqual({ kind: 'release', from: '2026-12-12', to: '2026-12-19' });
  });

  it('keeps the draft and says why when the save fails', async () => {
    backend.bookings = [HELD_BOOKING];
    update.mockRejectedValue(new Error('network'));
    const { result } = renderHook(() => useBudgetEditor(HELD_BUDGET));
    act(() => result.current.set('notas', 'Cumpleaños de 15'));
    await act(() => result.current.submit());
    expect(result.current.saveError).toBe('No se pudo guardar. Revisá tu conexión e intentá de nuevo; lo que escribiste sigue acá.');
    expect(result.current.saving).toBe(false);
    expect(result.current.form.notas).toBe('Cumpleaños de 15');
    expect(JSON.parse(window.localStorage.getItem('salon.borrador.presupuesto.-Presupuesto01') ?? 'null')).toMatchObject({ notas: 'Cumpleaños de 15' });
    expect(mockNavigate).not.toHaveBeenCalled();
  });
});
