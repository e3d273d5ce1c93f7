/** @jest-environment jsdom */
// /tablero as the owner reads it: while the figures load, when they cannot be read, and each figure's chart and
// table with the season's totals, the funnel of the period picked or why it is hidden.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DashboardView } from './DashboardView';
import { readyTablero } from './__fixtures__/tablero';
import type { DashboardState } from './useDashboard';

let mockTablero: DashboardState = { status: 'loading' };
jest.mock('./useDashboard', () => ({ useDashboard: () => mockTablero }));
// Chart.js needs a real canvas: the chart is its description here (its figures are in the table beside it).
jest.mock('./BarChart', () => ({ BarChart: ({ description }: { description: string }) => <div role="img" aria-label={description} /> }));
jest.mock('@salon/router', () => ({ Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a> }));

/** The texts of a table row's cells, headers included, in order. */
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const section = (name: string) => screen.getByRole('region', { name });

it('says it is loading, and then when the figures cannot be read', () => {
  mockTablero = { status: 'loading' };
  const { rerender } = render(<DashboardView />);
  expect(screen.getByRole('status').textContent).toBe('Cargando página...');
  mockTablero = { status: 'error' };
  rerender(<DashboardView />);
  expect(screen.getByRole('alert').textContent).toBe('No se pudieron leer los datos del tablero.');
});

it('shows each month’s revenue and collection with the season’s totals', () => {
  mockTablero = readyTablero();
  render(<DashboardView />);
  const revenue = section('Ingresos reservados por mes');
  expect(within(revenue).getByText('Temporada Mayo 2027 a Junio 2027, por mes del evento. Los anulados no cuentan.')).toBeTruthy();
  expect(within(revenue).getByRole('img').getAttribute('aria-label')).toBe('Gráfico de barras de los ingresos reservados por mes, confirmados y provisorios.');
  const table = within(revenue).getByRole('table', { name: 'Ingresos reservados por mes del evento' });
  expect(within(table).getAllByRole('row').map(cells)).toEqual([
    ['Mes', 'Confirmados', 'Eventos', 'Reservados (provisorio)', 'Reservas'],
    ['Mayo 2027', '$ 1.234.567', '1', '$ 0', '0'],
    ['Junio 2027', '$ 0', '0', '$ 300.000', '1'],
    ['Temporada', '$ 1.234.567', '1', '$ 300.000', '1'],
  ]);
  const collected = within(section('Cobrado y por cobrar')).getByRole('table', {
    name: 'Cobrado y por cobrar de los eventos confirmados, por mes del evento',
  });
  expect(within(collected).getAllByRole('row').slice(1).map(cells)).toEqual([
    ['Mayo 2027', '$ 1.234.567', '$ 400.000', '$ 834.567', '$ 25.000'],
    ['Junio 2027', '$ 0', '$ 0', '$ 0', '$ 0'],
    ['Temporada', '$ 1.234.567', '$ 400.000', '$ 834.567', '$ 25.000'],
  ]);
});

it('shows the weekend occupancy and the funnel of the period picked', () => {
  const ready = readyTablero();
  mockTablero = ready;
  render(<DashboardView />);
  const occupancy = within(section('Ocupación de los fines de semana')).getByRole('table', { name: 'Fechas de fin de semana ocupadas por mes' });
  expect(within(occupancy).getAllByRole('row').slice(1).map(cells)).toEqual([
    ['Mayo 2027', '13', '1', '0', '8 %'],
    ['Junio 2027', '0', '0', '0', '0 %'],
  ]);
  const funnel = section('De la consulta a la reserva');
  expect(within(funnel).getByRole('img').getAttribute('aria-label')).toBe('Gráfico de barras del embudo: consultas, presupuestos y confirmados.');
  expect(
    within(within(funnel).getByRole('table', { name: 'Embudo del período elegido' }))
      .getAllByRole('row')
      .slice(1)
      .map(cells),
  ).toEqual([
    ['Consultas recibidas', '4', '—'],
    ['Presupuestos hechos', '2', '50 %'],
    ['Confirmados o más', '1', '50 %'],
  ]);
  fireEvent.change(within(funnel).getByLabelText('Desde'), { target: { value: '2027-06' } });
  expect(ready.period.setDesde).toHaveBeenCalledWith('2027-06');
});

it('hides the funnel while the period is wrong, and says why next to both months', () => {
  const ready = readyTablero();
  const error = '«Desde» (Junio 2027) no puede ser posterior a «Hasta» (Mayo 2027).';
  mockTablero = { ...ready, funnelShown: false, period: { ...ready.period, desde: '2027-06', hasta: '2027-05', error } };
  render(<DashboardView />);
  const funnel = section('De la consulta a la reserva');
  expect(within(funnel).getByText('Corregí el período para ver el embudo.')).toBeTruthy();
  expect(within(funnel).queryByRole('table')).toBeNull();
  expect(within(funnel).queryByRole('img')).toBeNull();
  const alert = within(funnel).getByRole('alert');
  expect(alert.textContent).toBe(error);
  for (const label of ['Desde', 'Hasta']) {
    const select = within(funnel).getByLabelText(label);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(alert.id);
  }
  expect(within(funnel).getByLabelText<HTMLSelectElement>('Desde').value).toBe('2027-06');
});

it('lists the next events, the overdue instalments and the exports under their headings', () => {
  mockTablero = readyTablero();
  render(<DashboardView />);
  expect(within(section('Próximos eventos (30 días)')).getAllByRole('listitem')).toHaveLength(2);
  expect(within(section('Pagos vencidos')).getAllByRole('listitem')).toHaveLength(1);
  expect(
    within(section('Exportar para Excel'))
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Descargar presupuestos (CSV)', 'Descargar recibos (CSV)']);
});
