/** @jest-environment jsdom */
// The budget editor's checks before a save (a taken date, more guests than the hall holds) and a budget started from
// an inquiry's quote, as staff see them.
import { render, screen } from '@testing-library/react';
import { createBudget } from '@salon/firebase/staff';
import { BudgetEditor } from './BudgetEditor';
import { backend, HALL_NOW, resetBackend } from './__fixtures__/budgetEditor';
import { type, valueOf, click, fillNewBudget } from './__fixtures__/budgetEditorScreen';

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
jest.mock('@salon/ui', () => ({
  notify: jest.fn(),
  Notice: ({ children }: { children: unknown }) => <div>{children as string}</div>,
}));

const create = createBudget as jest.MockedFunction<typeof createBudget>;

beforeEach(() => {
  jest.useFakeTimers({ now: HALL_NOW });
  resetBackend();
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockNavigate.mockReset();
  create.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('a new budget', () => {
  it('asks before saving on a date the Google calendar has taken and above the hall’s capacity', async () => {
    create.mockResolvedValue('-Nuevo01');
    backend.googleBusy = ['2026-12-12'];
    render(<BudgetEditor budget={null} />);
    fillNewBudget();
    type('Invitados', '900');
    await click('Guardar presupuesto');
    expect([...screen.getByRole('alertdialog').querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'El sábado 12 de diciembre de 2026 tiene un evento en el calendario de Google.',
      'Son 900 invitados y el salón recibe hasta 150.',
      '¿Guardar el presupuesto igual?',
    ]);
    expect(create).not.toHaveBeenCalled();
    // Fewer guests: only the date is asked about.
    type('Invitados', '120');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await click('Guardar presupuesto');
    expect([...screen.getByRole('alertdialog').querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'El sábado 12 de diciembre de 2026 tiene un evento en el calendario de Google.',
      '¿Guardar el presupuesto igual?',
    ]);
    await click('Guardar igual');
    expect(create.mock.calls[0]?.[0]).toMatchObject({ fechaEvento: '2026-12-12', invitados: 120 });
  });

  it('opens from an inquiry’s quote with its lines, extra hour and total', () => {
    // What «Crear presupuesto» leaves (startBudgetFromInquiry): a quote of $ 510.000 with one weekend extra hour.
    window.sessionStorage.setItem(
      'salon.presupuestoDesdeConsulta',
      JSON.stringify({
        cliente: 'Ana Pérez',
        telefono: '11 5555-0000',
        fechaEvento: '2026-12-12',
        invitados: '80',
        alquiler: '4hs',
        tarifa: 'finDeSemana',
        horasExtra: '1',
        adicionales: { camarera: '2', metegol: '', pingPong: '', inflable: '', proyector: '', arcade: '', horaOrganizacion: '', parrillero: '' },
        descuento: '',
        sena: '',
        notas: '',
        estado: 'presupuestado',
        validoHasta: '2026-11-25',
        precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 380000, c_hora_extra_finde_: 69500, e_camarera_: 30250 } },
      }),
    );
    render(<BudgetEditor budget={null} />);
    expect(valueOf('Horas extra')).toBe('1');
    expect(valueOf('Camarera')).toBe('2');
    expect(screen.getByTestId('presupuesto-total').textContent).toBe('$ 510.000');
    expect(screen.getByText('Con los precios de diciembre de la cotización de la consulta.')).toBeTruthy();
  });
});
