/** @jest-environment jsdom */
// "Presupuestos guardados" as staff see it, on an in-memory database: the newest first, «Ver más» for the rest, the
// sum of what is shown, and a status filter. The hall's clock: Tuesday 10 November 2026.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { resetListBackend, storedBudget } from './__fixtures__/budgetListBackend';
import { BudgetList } from './BudgetList';

jest.mock('@salon/firebase', () => ({ useLive: jest.requireActual('@salon/firebase/testing').useLiveStub }));
jest.mock('@salon/firebase/staff', () => jest.requireActual('./__fixtures__/budgetListBackend').staffMock());
jest.mock('@salon/firebase/data', () => ({
  watchPrices: (onData: (value: unknown) => void) => (onData(null), () => undefined),
  watchBookings: (onData: (value: unknown) => void) => (onData([]), () => undefined),
}));
jest.mock('@salon/ui', () => ({ Notice: ({ children }: { children: unknown }) => <div>{children as string}</div> }));
jest.mock('@salon/router', () => ({ Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a> }));

const shown = () => within(screen.getByRole('list', { name: 'Resultados' })).getAllByRole('listitem');

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00') });
  resetListBackend(Array.from({ length: 25 }, (_, i) => storedBudget(i + 1, i + 1 === 7 ? { estado: 'reservado', cliente: 'Lucía Fernández' } : {})));
});
afterEach(() => jest.useRealTimers());

it('shows the 20 newest with their sum, and the rest with «Ver más»', () => {
  render(<BudgetList />);
  expect(shown()).toHaveLength(20);
  expect(within(shown()[0]!).getByRole('link', { name: 'Cliente 25' }).getAttribute('href')).toBe('/presupuesto/-P025');
  expect(screen.getByTestId('presupuestos-suma').textContent).toBe('Los 20 más recientes · Total sin anulados: $ 10.000.000');
  fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
  expect(shown()).toHaveLength(25);
  expect(screen.getByTestId('presupuestos-suma').textContent).toBe('25 presupuestos · Total sin anulados: $ 12.500.000');
  expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
});

it('a status shows only its budgets', () => {
  render(<BudgetList />);
  act(() => {
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'reservado' } });
  });
  expect(shown().map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(['Lucía Fernández']);
  expect(screen.getByTestId('presupuestos-suma').textContent).toBe('1 presupuesto · Total sin anulados: $ 500.000');
});
