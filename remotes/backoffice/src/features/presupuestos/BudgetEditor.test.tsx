/** @jest-environment jsdom */
// The budget editor as staff use it: what they type, what they see next to each field, and what is saved.
import { act, render, screen } from '@testing-library/react';
import { createBudget, updateBudget } from '@salon/firebase/staff';
import { BudgetEditor } from './BudgetEditor';
import { backend, DECEMBER_COPY, HALL_NOW, HELD_BOOKING, HELD_BUDGET, HELD_RECORD, resetBackend } from './__fixtures__/budgetEditor';
import { type, valueOf, click, errorOf, fillNewBudget } from './__fixtures__/budgetEditorScreen';

jest.mock('@salon/firebase', () => jest.requireActual('./__fixtures__/budgetEditor').firebaseMock());
// The watchers (@salon/firebase/data) are the mock's above: useLive and the data they answer with.
jest.mock('@salon/firebase/data', () => jest.requireMock('@salon/firebase'));
jest.mock('@salon/firebase/staff', () => ({ createBudget: jest.fn(), updateBudget: jest.fn() }));
const mockNavigate = jest.fn();
jest.mock('@salon/router', () => ({
  useNavigate: () => mockNavigate,
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a>,
}));
jest.mock('@salon/availability', () => jest.requireActual('./__fixtures__/budgetEditor').availabilityMock());
const mockToasts: Array<[string, string]> = [];
jest.mock('@salon/ui', () => ({
  notify: (message: string, kind: string) => mockToasts.push([message, kind]),
  Notice: ({ children }: { children: unknown }) => <div>{children as string}</div>,
}));

const create = createBudget as jest.MockedFunction<typeof createBudget>;
const update = updateBudget as jest.MockedFunction<typeof updateBudget>;

beforeEach(() => {
  jest.useFakeTimers({ now: HALL_NOW });
  resetBackend();
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockToasts.length = 0;
  mockNavigate.mockReset();
  create.mockReset();
  update.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('a new budget', () => {
  it('says what is wrong next to each field and saves nothing', async () => {
    render(<BudgetEditor budget={null} />);
    await click('Guardar presupuesto');
    expect(errorOf('Nombre del cliente')).toBe('Escribí el nombre del cliente.');
    expect(errorOf('Teléfono (WhatsApp)')).toBe('Escribí el teléfono del cliente (para enviarle el presupuesto por WhatsApp).');
    expect(errorOf('Invitados')).toBe('Escribí la cantidad de invitados.');
    expect(errorOf('Fecha del evento')).toBe('Elegí la fecha del evento.');
    expect(errorOf('Alquiler del salón')).toBe('Elegí el alquiler del salón o al menos un adicional.');
    expect(screen.getByText('Revisá los campos marcados.')).toBeTruthy();

    fillNewBudget();
    type('Invitados', '80 personas');
    type('Descuento ($)', '10.000,50');
    expect(errorOf('Nombre del cliente')).toBeNull();
    await click('Guardar presupuesto');
    expect(errorOf('Invitados')).toBe('Los invitados deben ser un número entero entre 1 y 2000.');
    expect(errorOf('Descuento ($)')).toBe('Escribí el descuento en pesos, sin centavos (por ejemplo 15.000).');
    expect(errorOf('Nombre del cliente')).toBeNull();
    expect(create).not.toHaveBeenCalled();
    expect(mockToasts).toEqual([]);
  });

  it('totals what was typed with the event month’s prices and saves the literal budget', async () => {
    create.mockResolvedValue('-Nuevo01');
    render(<BudgetEditor budget={null} />);
    expect(screen.getByText('Elegí la fecha del evento para ver el total.')).toBeTruthy();
    fillNewBudget();
    // A Saturday: the weekend rate, and the 4-hour rental suggested.
    expect(valueOf('Alquiler del salón')).toBe('4hs');
    expect(valueOf('Tarifa de las horas extra')).toBe('finDeSemana');
    expect(screen.getByTestId('presupuesto-total').textContent).toBe('$ 610.000');
    expect(screen.getByText('Con los precios actuales de diciembre.')).toBeTruthy();
    await click('Guardar presupuesto');
    expect(create.mock.calls).toEqual([
      [
        {
          cliente: 'Lucía Fernández',
          telefono: '11 4444-5555',
          fechaEvento: '2026-12-12',
          invitados: 80,
          alquiler: '4hs',
          horasExtra: 1,
          adicionales: { camarera: 2 },
          descuento: 10000,
          sena: 100000,
          notas: '',
          estado: 'presupuestado',
          validoHasta: '2026-11-25',
          autor: 'ana@salon.test',
          precios: DECEMBER_COPY,
        },
      ],
    ]);
    expect(mockToasts).toEqual([['Presupuesto guardado.', 'success']]);
    expect(mockNavigate).toHaveBeenCalledWith('/presupuesto/-Nuevo01');
  });

  it('keeps what was typed and says why when the save fails', async () => {
    create.mockRejectedValue(new Error('PERMISSION_DENIED: Permission denied'));
    render(<BudgetEditor budget={null} />);
    fillNewBudget();
    await click('Guardar presupuesto');
    expect(screen.getByText('El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.')).toBeTruthy();
    expect(valueOf('Nombre del cliente')).toBe(' Lucía Fernández ');
    expect(valueOf('Fecha del evento')).toBe('12/12/2026');
    expect(valueOf('Camarera')).toBe('2');
    expect(valueOf('Seña ($)')).toBe('100.000');
    expect(screen.getByRole('button', { name: 'Guardar presupuesto' })).toHaveProperty('disabled', false);
    expect(mockNavigate).not.toHaveBeenCalled();
    expect(mockToasts).toEqual([]);

    create.mockRejectedValue(new Error('network'));
    await click('Guardar presupuesto');
    expect(screen.getByText('No se pudo guardar. Revisá tu conexión e intentá de nuevo; lo que escribiste sigue acá.')).toBeTruthy();
  });

  it('keeps the save button waiting until the calendar’s bookings arrive', () => {
    backend.bookings = 'pending';
    render(<BudgetEditor budget={null} />);
    fillNewBudget();
    expect(screen.getByRole('button', { name: 'Guardar presupuesto' })).toHaveProperty('disabled', true);
  });

  it('says the save is waiting for the connection when it takes long', async () => {
    create.mockReturnValue(new Promise(() => undefined));
    render(<BudgetEditor budget={null} />);
    fillNewBudget();
    await click('Guardar presupuesto');
    expect(screen.getByRole('button', { name: 'Guardando...' })).toHaveProperty('disabled', true);
    const slowText = /La base de datos no responde/;
    expect(screen.queryByText(slowText)).toBeNull();
    act(() => void jest.advanceTimersByTime(8000));
    expect(screen.getByText(slowText).textContent).toBe(
      'La base de datos no responde: el presupuesto se guardará cuando vuelva la conexión. No cierres esta página; lo escrito queda guardado en este equipo.',
    );
  });
});

describe('a budget that holds its date', () => {
  it('shows the stored budget with its own prices and takes the hold along to a free date', async () => {
    backend.email = 'beto@salon.test';
    backend.bookings = [HELD_BOOKING];
    render(<BudgetEditor budget={HELD_BUDGET} />);
    expect(screen.getByRole('form', { name: 'Editar presupuesto' })).toBeTruthy();
    expect(valueOf('Nombre del cliente')).toBe('Lucía Fernández');
    expect(valueOf('Fecha del evento')).toBe('12/12/2026');
    expect(screen.getByTestId('presupuesto-total').textContent).toBe('$ 550.000');
    expect(screen.getByText('Con los precios de diciembre guardados en este presupuesto.')).toBeTruthy();
    type('Fecha del evento', '19/12/2026');
    await click('Guardar cambios');
    expect(update.mock.calls).toEqual([
      [
        '-Presupuesto01',
        { ...HELD_RECORD, fechaEvento: '2026-12-19', precios: HELD_BUDGET.precios },
        1_762_000_000_000,
        { previousEstado: 'reservado', por: 'beto@salon.test' },
        { kind: 'move', from: '2026-12-12', to: '2026-12-19' },
      ],
    ]);
    expect(mockToasts).toEqual([['Presupuesto actualizado.', 'success']]);
    expect(mockNavigate).toHaveBeenCalledWith('/presupuesto/-Presupuesto01');
  });

  it('asks before moving to a date the calendar has taken, and then frees the hold', async () => {
    backend.bookings = [HELD_BOOKING, { date: '2026-12-19', kind: 'evento' }];
    render(<BudgetEditor budget={HELD_BUDGET} />);
    type('Fecha del evento', '19/12/2026');
    await click('Guardar cambios');
    expect([...screen.getByRole('alertdialog').querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'El sábado 19 de diciembre de 2026 ya tiene un evento reservado en el calendario.',
      '¿Guardar el presupuesto igual?',
    ]);
    expect(update).not.toHaveBeenCalled();

    await click('Cancelar');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(update).not.toHaveBeenCalled();

    await click('Guardar cambios');
    await click('Guardar igual');
    expect(update.mock.calls).toEqual([
      [
        '-Presupuesto01',
        { ...HELD_RECORD, fechaEvento: '2026-12-19', precios: HELD_BUDGET.precios },
        1_762_000_000_000,
        { previousEstado: 'reservado', por: 'ana@salon.test' },
        { kind: 'release', from: '2026-12-12', to: '2026-12-19' },
      ],
    ]);
  });

  it('keeps the date and what was typed when the save fails', async () => {
    backend.bookings = [HELD_BOOKING];
    update.mockRejectedValue(new Error('PERMISSION_DENIED: Permission denied'));
    render(<BudgetEditor budget={HELD_BUDGET} />);
    type('Fecha del evento', '19/12/2026');
    type('Notas', 'Cumpleaños de 15');
    await click('Guardar cambios');
    expect(screen.getByText('El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.')).toBeTruthy();
    expect(valueOf('Fecha del evento')).toBe('19/12/2026');
    expect(valueOf('Notas')).toBe('Cumpleaños de 15');
    expect(mockNavigate).not.toHaveBeenCalled();
  });
});

it('does not let an annulled budget be edited', () => {
  render(
    <BudgetEditor budget={{ ...HELD_BUDGET, estado: 'anulado', anulacion: { motivo: 'El cliente canceló', por: 'ana@salon.test', en: 1_762_500_000_000 } }} />,
  );
  expect(screen.getByText(/Este presupuesto está anulado: no se puede modificar./)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ver el presupuesto' }).getAttribute('href')).toBe('/presupuesto/-Presupuesto01');
  expect(screen.queryByRole('form')).toBeNull();
});
