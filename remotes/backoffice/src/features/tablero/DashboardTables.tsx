// The tables beside /tablero's charts, with the same numbers: what screen readers and a printout get.
import type { ReactNode } from 'react';
import { formatARS, monthName, type CollectedMonth, type Funnel, type OccupancyMonth, type RevenueMonth } from '@salon/domain';
import { percentText, type DashboardTotals } from './dashboardFigures';

interface FigureRow {
  key: string;
  /** The row's heading (a month, a stage). */
  label: string;
  cells: readonly ReactNode[];
  testId?: string;
}

/** One figure's table: a heading row, a row per month or stage, and the season's totals when there are any. */
function FigureTable({
  testId,
  caption,
  columns,
  rows,
  footer,
}: {
  testId: string;
  caption: string;
  columns: readonly string[];
  rows: readonly FigureRow[];
  footer?: FigureRow;
}) {
  const line = (row: FigureRow) => (
    <tr key={row.key} data-testid={row.testId}>
      <th scope="row">{row.label}</th>
      {row.cells.map((cell, index) => (
        <td key={columns[index + 1]}>{cell}</td>
      ))}
    </tr>
  );
  return (
    <table className="bo-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows.map(line)}</tbody>
      {footer && <tfoot>{line(footer)}</tfoot>}
    </table>
  );
}

const SEASON = 'Temporada';

export function RevenueTable({ rows, total }: { rows: readonly RevenueMonth[]; total: DashboardTotals['ingresos'] }) {
  const cells = (figures: DashboardTotals['ingresos']) => [formatARS(figures.confirmado), figures.eventos, formatARS(figures.reservado), figures.reservas];
  return (
    <FigureTable
      testId="tabla-ingresos"
      caption="Ingresos reservados por mes del evento"
      columns={['Mes', 'Confirmados', 'Eventos', 'Reservados (provisorio)', 'Reservas']}
      rows={rows.map((row) => ({ key: row.mes, testId: `ingresos-${row.mes}`, label: monthName(row.mes), cells: cells(row) }))}
      footer={{ key: SEASON, label: SEASON, cells: cells(total) }}
    />
  );
}

export function CollectedTable({ rows, total }: { rows: readonly CollectedMonth[]; total: DashboardTotals['cobranza'] }) {
  const cells = (figures: DashboardTotals['cobranza']) => [figures.total, figures.cobrado, figures.falta, figures.extras].map((amount) => formatARS(amount));
  return (
    <FigureTable
      testId="tabla-cobranza"
      caption="Cobrado y por cobrar de los eventos confirmados, por mes del evento"
      columns={['Mes', 'Total', 'Cobrado', 'Falta cobrar', 'Extras cobrados']}
      rows={rows.map((row) => ({ key: row.mes, label: monthName(row.mes), cells: cells(row) }))}
      footer={{ key: SEASON, label: SEASON, cells: cells(total) }}
    />
  );
}

export function OccupancyTable({ rows }: { rows: readonly OccupancyMonth[] }) {
  return (
    <FigureTable
      testId="tabla-ocupacion"
      caption="Fechas de fin de semana ocupadas por mes"
      columns={['Mes', 'Fechas de fin de semana', 'Ocupadas', 'Reservadas (provisorio)', 'Ocupación']}
      rows={rows.map((row) => ({ key: row.mes, label: monthName(row.mes), cells: [row.findes, row.ocupadas, row.provisorias, percentText(row.porcentaje)] }))}
    />
  );
}

export function FunnelTable({ funnel }: { funnel: Funnel }) {
  return (
    <FigureTable
      testId="tabla-embudo"
      caption="Embudo del período elegido"
      columns={['Etapa', 'Cantidad', 'De la etapa anterior']}
      rows={[
        { key: 'consultas', label: 'Consultas recibidas', cells: [funnel.consultas, '—'] },
        { key: 'presupuestos', label: 'Presupuestos hechos', cells: [funnel.presupuestos, percentText(funnel.presupuestosPorConsulta)] },
        { key: 'confirmados', label: 'Confirmados o más', cells: [funnel.confirmados, percentText(funnel.confirmadosPorPresupuesto)] },
      ]}
    />
  );
}
