// /tablero's view: each figure as a chart and as a table with the same numbers (the table is what screen readers
// and a printout get), the funnel of a period picked, the next events, the overdue instalments and the CSV files.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from '@salon/router';
import {
  BUDGET_STATUS_LABELS,
  formatARS,
  formatDateLong,
  INSTALMENT_LABELS,
  instalmentStatusText,
  monthName,
  monthShortName,
  UPCOMING_DAYS,
  type CollectedMonth,
  type Dashboard,
  type Funnel,
  type OccupancyMonth,
  type RevenueMonth,
} from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { BarChart } from './BarChart';
import type { BarSpec } from './barChart';
import { useTablero, type TableroPeriod } from './useTablero';

const sum = <T,>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const percentText = (value: number | null) => (value === null ? '—' : `${value} %`);

function Figure({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section className="salon-card bo-figure" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note && <p className="bo-muted">{note}</p>}
      {children}
    </section>
  );
}

function RevenueTable({ rows }: { rows: RevenueMonth[] }) {
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
          <td>{formatARS(sum(rows, (row) => row.confirmado))}</td>
          <td>{sum(rows, (row) => row.eventos)}</td>
          <td>{formatARS(sum(rows, (row) => row.reservado))}</td>
          <td>{sum(rows, (row) => row.reservas)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function CollectedTable({ rows }: { rows: CollectedMonth[] }) {
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
          <td>{formatARS(sum(rows, (row) => row.total))}</td>
          <td>{formatARS(sum(rows, (row) => row.cobrado))}</td>
          <td>{formatARS(sum(rows, (row) => row.falta))}</td>
          <td>{formatARS(sum(rows, (row) => row.extras))}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function OccupancyTable({ rows }: { rows: OccupancyMonth[] }) {
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

function FunnelTable({ funnel }: { funnel: Funnel }) {
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

function PeriodPicker({ period }: { period: TableroPeriod }) {
  const desdeId = useId();
  const hastaId = useId();
  const errorId = useId();
  const invalid = period.error !== null;
  return (
    <div className="bo-list-filters bo-period">
      <div>
        <label htmlFor={desdeId}>Desde</label>
        <select
          id={desdeId}
          value={period.desde}
          onChange={(event) => period.setDesde(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        >
          {period.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={hastaId}>Hasta</label>
        <select
          id={hastaId}
          value={period.hasta}
          onChange={(event) => period.setHasta(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        >
          {period.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {invalid && (
        <p id={errorId} className="bo-field__error bo-period__error" role="alert">
          {period.error}
        </p>
      )}
    </div>
  );
}

function UpcomingList({ figures }: { figures: Dashboard }) {
  if (figures.proximos.length === 0) return <p className="bo-muted">No hay eventos en los próximos {UPCOMING_DAYS} días.</p>;
  return (
    <ul className="bo-list" data-testid="proximos-eventos">
      {figures.proximos.map((event) => (
        <li key={`${event.fecha}-${event.presupuestoId ?? 'calendario'}`}>
          <span>
            <strong>{formatDateLong(event.fecha)}</strong> ·{' '}
            {event.presupuestoId ? (
              <Link to={`/presupuesto/${encodeURIComponent(event.presupuestoId)}`}>{event.cliente || 'Sin nombre'}</Link>
            ) : (
              'Evento del calendario (sin presupuesto)'
            )}
            {event.invitados ? ` · ${event.invitados} invitados` : ''}
          </span>
          {event.estado && (
            <span>
              {BUDGET_STATUS_LABELS[event.estado]}
              {event.falta ? (
                <>
                  {' '}
                  · falta cobrar <strong>{formatARS(event.falta)}</strong>
                </>
              ) : (
                ' · pagado'
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function OverdueList({ figures }: { figures: Dashboard }) {
  if (figures.vencidas.length === 0) return <p className="bo-muted">No hay cuotas vencidas.</p>;
  return (
    <>
      <p>
        {figures.vencidas.length === 1 ? 'Una cuota vencida' : `${figures.vencidas.length} cuotas vencidas`}, en total{' '}
        <strong>{formatARS(sum(figures.vencidas, (item) => item.instalment.falta))}</strong>. Los recordatorios por WhatsApp están en{' '}
        <Link to="/cobranzas">Cobranzas</Link>.
      </p>
      <ul className="bo-list" data-testid="pagos-vencidos">
        {figures.vencidas.map((item) => (
          <li key={`${item.presupuestoId}-${item.instalment.concepto}`}>
            <span>
              <Link to={`/presupuesto/${encodeURIComponent(item.presupuestoId)}`}>{item.cliente || 'Sin nombre'}</Link> · evento del{' '}
              {formatDateLong(item.fechaEvento)}
            </span>
            <span>
              {INSTALMENT_LABELS[item.instalment.concepto]}: <strong>{formatARS(item.instalment.falta)}</strong> · {instalmentStatusText(item.instalment)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Exports({ onBudgets, onReceipts }: { onBudgets: () => Promise<void>; onReceipts: () => Promise<void> }) {
  const [failed, setFailed] = useState(false);
  const run = (action: () => Promise<void>) => {
    setFailed(false);
    action().catch(() => setFailed(true));
  };
  return (
    <Figure id="tablero-exportar" title="Exportar para Excel" note="Archivos CSV con separador «;» y decimales con coma, listos para abrir en Excel.">
      <div className="bo-actions">
        <button type="button" className="salon-button salon-button--secondary" onClick={() => run(onBudgets)}>
          Descargar presupuestos (CSV)
        </button>
        <button type="button" className="salon-button salon-button--secondary" onClick={() => run(onReceipts)}>
          Descargar recibos (CSV)
        </button>
      </div>
      {failed && <Notice tone="error">No se pudo armar el archivo. Probá de nuevo.</Notice>}
    </Figure>
  );
}

export function TableroView() {
  const tablero = useTablero();
  const figures = tablero.status === 'ready' ? tablero.figures : null;

  const charts = useMemo(() => {
    if (!figures) return null;
    const labels = figures.temporada.map(monthShortName);
    const revenue: BarSpec = {
      labels,
      unit: 'pesos',
      stacked: true,
      series: [
        { label: 'Confirmados', data: figures.ingresos.map((row) => row.confirmado), tone: 'principal' },
        { label: 'Reservados (provisorio)', data: figures.ingresos.map((row) => row.reservado), tone: 'secundaria' },
      ],
    };
    const collected: BarSpec = {
      labels,
      unit: 'pesos',
      stacked: true,
      series: [
        { label: 'Cobrado', data: figures.cobranza.map((row) => row.cobrado), tone: 'principal' },
        { label: 'Falta cobrar', data: figures.cobranza.map((row) => row.falta), tone: 'alerta' },
      ],
    };
    const occupancy: BarSpec = {
      labels,
      unit: 'porcentaje',
      series: [{ label: 'Ocupación', data: figures.ocupacion.map((row) => row.porcentaje), tone: 'principal' }],
    };
    const funnel: BarSpec = {
      labels: ['Consultas', 'Presupuestos', 'Confirmados'],
      unit: 'cantidad',
      horizontal: true,
      series: [{ label: 'Cantidad', data: [figures.embudo.consultas, figures.embudo.presupuestos, figures.embudo.confirmados], tone: 'principal' }],
    };
    return { revenue, collected, occupancy, funnel };
  }, [figures]);

  if (tablero.status === 'loading') return <Loading />;
  if (tablero.status === 'error' || !figures || !charts) return <Notice tone="error">No se pudieron leer los datos del tablero.</Notice>;
  const season = `${monthName(figures.temporada[0] ?? '')} a ${monthName(figures.temporada[figures.temporada.length - 1] ?? '')}`;
  return (
    <div className="bo-dashboard">
      <Figure id="tablero-ingresos" title="Ingresos reservados por mes" note={`Temporada ${season}, por mes del evento. Los anulados no cuentan.`}>
        <BarChart spec={charts.revenue} description="Gráfico de barras de los ingresos reservados por mes, confirmados y provisorios." />
        <RevenueTable rows={figures.ingresos} />
      </Figure>
      <Figure id="tablero-cobranza" title="Cobrado y por cobrar" note="Señas y saldos recibidos de los eventos confirmados; los extras se cobran aparte.">
        <BarChart spec={charts.collected} description="Gráfico de barras de lo cobrado y lo que falta cobrar por mes." />
        <CollectedTable rows={figures.cobranza} />
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
        <UpcomingList figures={figures} />
      </Figure>
      <Figure id="tablero-vencidos" title="Pagos vencidos">
        <OverdueList figures={figures} />
      </Figure>
      <Exports onBudgets={tablero.exportBudgets} onReceipts={tablero.exportReceipts} />
    </div>
  );
}
