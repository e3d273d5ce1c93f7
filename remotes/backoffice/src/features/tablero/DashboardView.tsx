// /tablero's view: each figure as a chart and as a table with the same numbers (the table is what screen readers
// and a printout get), the funnel of a period picked, the next events, the overdue instalments and the CSV files.
// The view of useDashboard (the live figures, their totals and charts, the period and the exports).
import { UPCOMING_DAYS } from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { BarChart } from './BarChart';
import { Figure } from './Figure';
import { PeriodPicker } from './PeriodPicker';
import { DashboardExports } from './DashboardExports';
import { OverdueList, UpcomingList } from './DashboardLists';
import { CollectedTable, FunnelTable, OccupancyTable, RevenueTable } from './DashboardTables';
import { useDashboard, type DashboardState } from './useDashboard';

export function DashboardView() {
  const tablero = useDashboard();
  if (tablero.status === 'loading') return <Loading />;
  if (tablero.status === 'error') return <Notice tone="error">No se pudieron leer los datos del tablero.</Notice>;
  return <DashboardReady tablero={tablero} />;
}

export function DashboardReady({ tablero }: { tablero: Extract<DashboardState, { status: 'ready' }> }) {
  const { figures, charts, totals } = tablero;
  return (
    <div className="bo-dashboard">
      <Figure id="tablero-ingresos" title="Ingresos reservados por mes" note={`Temporada ${tablero.season}, por mes del evento. Los anulados no cuentan.`}>
        <BarChart spec={charts.revenue} description="Gráfico de barras de los ingresos reservados por mes, confirmados y provisorios." />
        <RevenueTable rows={figures.ingresos} total={totals.ingresos} />
      </Figure>
      <Figure id="tablero-cobranza" title="Cobrado y por cobrar" note="Señas y saldos recibidos de los eventos confirmados; los extras se cobran aparte.">
        <BarChart spec={charts.collected} description="Gráfico de barras de lo cobrado y lo que falta cobrar por mes." />
        <CollectedTable rows={figures.cobranza} total={totals.cobranza} />
      </Figure>
      <Figure id="tablero-ocupacion" title="Ocupación de los fines de semana" note="Fechas de fin de semana con un evento confirmado sobre las del mes.">
        <BarChart spec={charts.occupancy} description="Gráfico de barras del porcentaje de fechas de fin de semana ocupadas por mes." />
        <OccupancyTable rows={figures.ocupacion} />
      </Figure>
      <Figure id="tablero-embudo" title="De la consulta a la reserva" note="Por el día en que se recibió la consulta o se hizo el presupuesto.">
        <PeriodPicker period={tablero.period} />
        {tablero.funnelShown ? (
          <>
            <BarChart spec={charts.funnel} description="Gráfico de barras del embudo: consultas, presupuestos y confirmados." height={200} />
            <FunnelTable funnel={figures.embudo} />
          </>
        ) : (
          <p className="bo-muted">Corregí el período para ver el embudo.</p>
        )}
      </Figure>
      <Figure id="tablero-proximos" title={`Próximos eventos (${UPCOMING_DAYS} días)`}>
        <UpcomingList events={figures.proximos} />
      </Figure>
      <Figure id="tablero-vencidos" title="Pagos vencidos">
        <OverdueList items={figures.vencidas} total={totals.vencidas} />
      </Figure>
      <DashboardExports onBudgets={tablero.exportBudgets} onReceipts={tablero.exportReceipts} busy={tablero.exporting} failed={tablero.exportFailed} />
    </div>
  );
}
