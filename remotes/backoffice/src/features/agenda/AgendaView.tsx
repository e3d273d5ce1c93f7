// /agenda's view: the filters by kind (with how many of each the range has, and each kind's colour), what could
// not be read, and the calendar. The model (useAgenda) reads and decides; this only draws it.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from '@salon/router';
import { Notice } from '@salon/ui';
import { AGENDA_COLORS } from './agendaColors';
import { useAgenda, type Agenda } from './useAgenda';

// FullCalendar comes when the page draws, not with the back-office's other pages (its own deployment loads them all).
const AgendaCalendar = lazy(() => import('./AgendaCalendar').then((module) => ({ default: module.AgendaCalendar })));

/** If the calendar's code cannot be loaded or drawn, the page says so; the filters and the staff frame stay. */
class CalendarBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('No se pudo mostrar el calendario de la agenda:', error.message);
  }
  override render() {
    return this.state.failed ? <Notice tone="error">No pudimos mostrar el calendario. Revisá la conexión y recargá la página.</Notice> : this.props.children;
  }
}

function Filters({ agenda }: { agenda: Agenda }) {
  return (
    <fieldset className="agenda-filters">
      <legend>Mostrar</legend>
      {agenda.filters.map((filter) => (
        <label key={filter.kind} className="agenda-filters__item">
          <input type="checkbox" checked={filter.shown} onChange={() => agenda.toggle(filter.kind)} />
          <span className="agenda-filters__swatch" style={{ background: AGENDA_COLORS[filter.kind] }} aria-hidden="true" />
          <span>
            {filter.label} <span data-testid={`agenda-cuenta-${filter.kind}`}>({filter.count})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function AgendaView({ agenda }: { agenda: Agenda }) {
  const navigate = useNavigate();
  return (
    <div className="agenda">
      <Filters agenda={agenda} />
      {agenda.status === 'error' && <Notice tone="error">No pudimos cargar la agenda. Revisá la conexión y recargá la página.</Notice>}
      {agenda.googleFailed && <Notice tone="warning">No pudimos leer el calendario de Google: faltan sus eventos, visitas y feriados en estas fechas.</Notice>}
      {/* Room kept for the line, so that the calendar does not move when it comes and goes. */}
      <p className="agenda-status" role="status">
        {agenda.status === 'loading' ? 'Cargando la agenda…' : ''}
      </p>
      <CalendarBoundary>
        <Suspense fallback={<div className="agenda-calendar-loading">Cargando el calendario…</div>}>
          <AgendaCalendar
            events={agenda.events}
            initialView={agenda.initialView}
            now={agenda.now}
            onRange={agenda.showRange}
            onOpenBudget={(path) => void navigate(path)}
          />
        </Suspense>
      </CalendarBoundary>
    </div>
  );
}

/** The page's content: the model wired to the database and the view. */
export function AgendaPanel() {
  return <AgendaView agenda={useAgenda()} />;
}
