// The tables beside /tablero's charts, with the same numbers: what screen readers and a printout get.
import { formatARS, monthName, type CollectedMonth, type Funnel, type OccupancyMonth, type RevenueMonth } from '@salon/domain';
import { percentText, type DashboardTotals } from './dashboardFigures';

export function RevenueTable({ rows, total }: { rows: readonly RevenueMonth[]; total: DashboardTotals['ingresos'] }) {
  return (
    <table className="bo-table" data-testid="tabla-ingresos">
      <caption>Ingresos reservados por mes del evento</caption>
      <thead>
        <tr>
          <th scope="col">Mes</th>
          <th scope="col">Confirmados</th>
          <th scope="col">Eventos</th>
          <th scope="col">Reservados (provisorio)</th>
          <th scope="col">Reservas</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.mes} data-testid={`ingresos-${row.mes}`}>
            <th scope="row">{monthName(row.mes)}</th>
            <td>{formatARS(row.confirmado)}</td>
            <td>{row.eventos}</td>
            <td>{formatARS(row.reservado)}</td>
            <td>{row.reservas}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Temporada</th>
          <td>{formatARS(total.confirmado)}</td>
          <td>{total.eventos}</td>
          <td>{formatARS(total.reservado)}</td>
          <td>{total.reservas}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function CollectedTable({ rows, total }: { rows: readonly CollectedMonth[]; total: DashboardTotals['cobranza'] }) {
  return (
    <table className="bo-table" data-testid="tabla-cobranza">
      <caption>Cobrado y por cobrar de los eventos confirmados, por mes del evento</caption>
      <thead>
        <tr>
          <th scope="col">Mes</th>
          <th scope="col">Total</th>
          <th scope="col">Cobrado</th>
          <th scope="col">Falta cobrar</th>
          <th scope="col">Extras cobrados</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.mes}>
            <th scope="row">{monthName(row.mes)}</th>
            <td>{formatARS(row.total)}</td>
            <td>{formatARS(row.cobrado)}</td>
            <td>{formatARS(row.falta)}</td>
            <td>{formatARS(row.extras)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Temporada</th>
          <td>{formatARS(total.total)}</td>
          <td>{formatARS(total.cobrado)}</td>
          <td>{formatARS(total.falta)}</td>
          <td>{formatARS(total.extras)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function OccupancyTable({ rows }: { rows: readonly OccupancyMonth[] }) {
  return (
    <table className="bo-table" data-testid="tabla-ocupacion">
      <caption>Fechas de fin de semana ocupadas por mes</caption>
      <thead>
        <tr>
          <th scope="col">Mes</th>
          <th scope="col">Fechas de fin de semana</th>
          <th scope="col">Ocupadas</th>
          <th scope="col">Reservadas (provisorio)</th>
          <th scope="col">Ocupación</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.mes}>
            <th scope="row">{monthName(row.mes)}</th>
            <td>{row.findes}</td>
            <td>{row.ocupadas}</td>
            <td>{row.provisorias}</td>
            <td>{percentText(row.porcentaje)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FunnelTable({ funnel }: { funnel: Funnel }) {
  return (
    <table className="bo-table" data-testid="tabla-embudo">
      <caption>Embudo del período elegido</caption>
      <thead>
        <tr>
          <th scope="col">Etapa</th>
          <th scope="col">Cantidad</th>
          <th scope="col">De la etapa anterior</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Consultas recibidas</th>
          <td>{funnel.consultas}</td>
          <td>—</td>
        </tr>
        <tr>
          <th scope="row">Presupuestos hechos</th>
          <td>{funnel.presupuestos}</td>
          <td>{percentText(funnel.presupuestosPorConsulta)}</td>
        </tr>
        <tr>
          <th scope="row">Confirmados o más</th>
          <td>{funnel.confirmados}</td>
          <td>{percentText(funnel.confirmadosPorPresupuesto)}</td>
        </tr>
      </tbody>
    </table>
  );
}
