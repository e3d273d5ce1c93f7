// /agenda's view: the filters by kind (with how many of each the range has, and each kind's colour), what could
// not be read, and the calendar. The model (useAgenda) reads and decides; this only draws it.
import { useNavigate } from '@salon/router';
import { Notice } from '@salon/ui';
import { AgendaCalendar, AGENDA_COLORS } from './AgendaCalendar';
import { useAgenda, type Agenda } from './useAgenda';

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
      <AgendaCalendar
        events={agenda.events}
        initialView={agenda.initialView}
        now={agenda.now}
        onRange={agenda.showRange}
        onOpenBudget={(path) => void navigate(path)}
      />
    </div>
  );
}

/** The page's content: the model wired to the database and the view. */
export function AgendaPanel() {
  return <AgendaView agenda={useAgenda()} />;
}
