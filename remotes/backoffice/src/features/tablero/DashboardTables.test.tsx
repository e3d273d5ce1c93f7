/** @jest-environment jsdom */
// /tablero's tables as a screen reader walks them: named by their caption, a column heading over each figure, the
// month or stage heading its row, and the season's totals as the table's foot where a figure adds up.
import { render, screen, within } from '@testing-library/react';
import { CollectedTable, FunnelTable, OccupancyTable, RevenueTable } from './DashboardTables';
import { FIGURES } from './__fixtures__/tablero';
import { tableroTotals } from './dashboardFigures';

const texts = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
const totals = tableroTotals(FIGURES);

it('heads each revenue column and each month, and totals the season in the foot', () => {
  render(<RevenueTable rows={FIGURES.ingresos} total={totals.ingresos} />);
  const table = screen.getByRole('table', { name: 'Ingresos reservados por mes del evento' });
  expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Mes', 'Confirmados', 'Eventos', 'Reservados (provisorio)', 'Reservas']);
  expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['Mayo 2027', 'Junio 2027', 'Temporada']);
  const foot = table.querySelector('tfoot') as HTMLElement;
  expect(texts(within(foot).getAllByRole('cell'))).toEqual(['$ 1.234.567', '1', '$ 300.000', '1']);
  expect(texts(within(screen.getByTestId('ingresos-2027-06')).getAllByRole('cell'))).toEqual(['$ 0', '0', '$ 300.000', '1']);
});

it('totals what was collected in the foot, and gives occupancy no foot', () => {
  const { unmount } = render(<CollectedTable rows={FIGURES.cobranza} total={totals.cobranza} />);
  const foot = screen.getByRole('table', { name: 'Cobrado y por cobrar de los eventos confirmados, por mes del evento' }).querySelector('tfoot') as HTMLElement;
  expect(texts(within(foot).getAllByRole('cell'))).toEqual(['$ 1.234.567', '$ 400.000', '$ 834.567', '$ 25.000']);
  unmount();
  render(<OccupancyTable rows={FIGURES.ocupacion} />);
  const table = screen.getByRole('table', { name: 'Fechas de fin de semana ocupadas por mes' });
  expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['Mayo 2027', 'Junio 2027']);
  expect(table.querySelector('tfoot')).toBeNull();
});

it('heads the funnel by its stages, the first with nothing before it', () => {
  render(<FunnelTable funnel={FIGURES.embudo} />);
  const table = screen.getByRole('table', { name: 'Embudo del período elegido' });
  expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Etapa', 'Cantidad', 'De la etapa anterior']);
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => texts([...row.querySelectorAll<HTMLElement>('th, td')])),
  ).toEqual([
    ['Consultas recibidas', '4', '—'],
    ['Presupuestos hechos', '2', '50 %'],
    ['Confirmados o más', '1', '50 %'],
  ]);
});
