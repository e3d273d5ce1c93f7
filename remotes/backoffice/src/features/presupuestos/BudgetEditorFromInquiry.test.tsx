/** @jest-environment jsdom */
// A new budget from an inquiry («Crear presupuesto»): the save names the inquiry, so the data layer links both in one
// write and moves it to «Presupuestada»; when that inquiry already has a budget, the editor says so and keeps the form.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Inquiry } from '@salon/domain';
import { createBudget } from '@salon/firebase/staff';
import { startBudgetFromInquiry } from '../consultas/budgetPrefill';
import { BudgetEditor } from './BudgetEditor';
import { HALL_NOW, resetBackend } from './__fixtures__/budgetEditor';

jest.mock('@salon/firebase', () => jest.requireActual('./__fixtures__/budgetEditor').firebaseMock());
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

const INQUIRY: Inquiry = {
  id: '-Consulta01',
  nombre: 'Marta Núñez',
  telefono: '11 5555-0000',
  fecha: '2026-12-12',
  invitados: 60,
  alquiler: '4hs',
  adicionales: {},
  mensaje: '',
  estado: 'nueva',
  creadaEn: 1,
};

beforeEach(() => {
  jest.useFakeTimers({ now: HALL_NOW });
  resetBackend();
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockToasts.length = 0;
  mockNavigate.mockReset();
  create.mockReset();
  startBudgetFromInquiry(INQUIRY, HALL_NOW);
});
afterEach(() => jest.useRealTimers());

const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Guardar presupuesto' })));

it('saves the budget naming the inquiry it came from', async () => {
  create.mockResolvedValue('-Nuevo01');
  render(<BudgetEditor budget={null} />);
  expect(screen.getByLabelText<HTMLInputElement>('Nombre del cliente').value).toBe('Marta Núñez');
  await save();
  expect(create.mock.calls[0]![0]).toMatchObject({ cliente: 'Marta Núñez', fechaEvento: '2026-12-12', consultaId: '-Consulta01' });
  expect(mockNavigate).toHaveBeenCalledWith('/presupuesto/-Nuevo01');
});

it('says the inquiry already has a budget when the rules refuse the link, and keeps the form', async () => {
  create.mockRejectedValue(new Error('PERMISSION_DENIED: Permission denied'));
  render(<BudgetEditor budget={null} />);
  await save();
  expect(
    screen.getByText('No se guardó: la consulta de la que sale este presupuesto ya tiene uno (lo ves en Consultas). Lo que escribiste sigue acá.'),
  ).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Nombre del cliente').value).toBe('Marta Núñez');
  expect(mockNavigate).not.toHaveBeenCalled();
});
