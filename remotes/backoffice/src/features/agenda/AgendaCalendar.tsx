// The agenda's calendar: FullCalendar 7 (@fullcalendar/react: its plugins, theme and locale are the package's own
// entries), in Spanish, on the hall's clock (America/Argentina/Buenos_Aires; FullCalendar 7 takes named zones
// through temporal-polyfill). An event of a budget is a link to it, opened by the page's router. Loaded on demand
// (AgendaView): the back-office's own deployment bundles every page into its first load.
import { useMemo } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import esLocale from '@fullcalendar/react/locales/es';
import type { DatesSetInfo, EventClickInfo, EventDisplayInfo, EventInput } from '@fullcalendar/react';
import { HALL_TIME_ZONE, type AgendaEvent, type IsoDate } from '@salon/domain';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { AGENDA_COLORS } from './agendaColors';
import type { AgendaView } from './useAgenda';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, classicThemePlugin];

/** The view buttons' names (FullCalendar's Spanish says "Vista del semana"). */
const VIEW_HINTS: Readonly<Record<AgendaView, string>> = { dayGridMonth: 'Ver el mes', timeGridWeek: 'Ver la semana', listMonth: 'Ver la lista' };

const budgetPath = (id: string) => `/presupuesto/${encodeURIComponent(id)}`;

function toInput(event: AgendaEvent): EventInput {
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    ...(event.end ? { end: event.end } : {}),
    allDay: event.allDay,
    color: AGENDA_COLORS[event.kind],
    className: `agenda-event agenda-event--${event.kind}`,
    // A link: it can be opened with the keyboard or in another tab; a plain click goes through the router. The
    // rest opens nothing, so it is no control either.
    ...(event.budgetId ? { url: budgetPath(event.budgetId) } : { interactive: false }),
    extendedProps: { detail: event.detail, budgetId: event.budgetId, kind: event.kind },
  };
}

/** The list says everything (there is room); the grids keep the short title, with the rest as its tooltip. */
function listContent(info: EventDisplayInfo) {
  return <span className="agenda-event__detail">{String(info.event.extendedProps.detail)}</span>;
}

function withTooltip(info: EventDisplayInfo & { el: HTMLElement }) {
  info.el.title = String(info.event.extendedProps.detail);
}

export interface AgendaCalendarProps {
  events: readonly AgendaEvent[];
  initialView: AgendaView;
  now: Date;
  onRange: (start: IsoDate, endExclusive: IsoDate) => void;
  onOpenBudget: (path: string) => void;
}

export function AgendaCalendar({ events, initialView, now, onRange, onOpenBudget }: AgendaCalendarProps) {
  const inputs = useMemo(() => events.map(toInput), [events]);
  return (
    <div className="agenda-calendar" data-testid="agenda-calendario">
      <FullCalendar
        plugins={PLUGINS}
        locale={esLocale}
        timeZone={HALL_TIME_ZONE}
        now={now}
        initialView={initialView}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,listMonth' }}
        todayText="Hoy"
        monthText="Mes"
        weekTextLong="Semana"
        listText="Lista"
        prevHint={(_text, unit) => (unit === 'week' ? 'Semana anterior' : 'Mes anterior')}
        nextHint={(_text, unit) => (unit === 'week' ? 'Semana siguiente' : 'Mes siguiente')}
        todayHint="Ir a hoy"
        viewHint={(text, view) => VIEW_HINTS[view as AgendaView] ?? text}
        noEventsText="No hay nada en la agenda en estas fechas (revisá los filtros)."
        allDayText="Todo el día"
        timedText="Con horario"
        height="auto"
        // The site's header stays on top of the page: neither the grids' day names nor the list's days stick
        // under it (FullCalendar sticks the list's days to the top of the page; agenda.css lets them scroll).
        tableHeaderSticky={false}
        listDayHeaderClass="agenda-list-day"
        toolbarTitleClass="agenda-calendar__title"
        dayMaxEventRows={3}
        moreLinkText="más"
        displayEventEnd
        events={inputs}
        eventDidMount={withTooltip}
        views={{
          // A week is titled with its days, not only its month.
          timeGridWeek: { titleFormat: { day: 'numeric', month: 'long', year: 'numeric' } },
          listMonth: { eventContent: listContent },
        }}
        datesSet={(info: DatesSetInfo) => onRange(info.startStr, info.endStr)}
        eventClick={(info: EventClickInfo) => {
          const budgetId = info.event.extendedProps.budgetId as string | undefined;
          const { jsEvent } = info;
          // A click with a modifier (another tab, another window) is the browser's, as on any link.
          if (!budgetId || jsEvent.button !== 0 || jsEvent.metaKey || jsEvent.ctrlKey || jsEvent.shiftKey || jsEvent.altKey) return;
          jsEvent.preventDefault();
          onOpenBudget(budgetPath(budgetId));
        }}
      />
    </div>
  );
}
