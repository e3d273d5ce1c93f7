// The month view: FullCalendar 7 (day grid, Spanish, weeks from Monday, the hall's zone), loaded by the page in a
// chunk of its own once the page is on screen, so its weight stays off every other page and off the first paint
// (docs/performance.md). The list of coming dates beside it is the accessible view: FullCalendar's day cells are
// not reached with the keyboard, and the list says every date with its status.
import FullCalendar, { type CalendarRef, type DateClickInfo, type DayCellInfo, type EventClickInfo, type EventDisplayInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useEffect, useMemo, useRef } from 'react';
import { HALL_TIME_ZONE, type IsoDate } from '@salon/domain';
import { monthViewRange, type MonthEvent } from './calendarModel';

export interface MonthCalendarProps {
  events: MonthEvent[];
  /** The published dates: from the hall's today to the calendar's last day. */
  range: { start: IsoDate; end: IsoDate };
  selected: IsoDate | null;
  onSelect: (date: IsoDate) => void;
}

const PLUGINS = [dayGridPlugin, interactionPlugin, classicThemePlugin];
const TOOLBAR = { start: 'title', end: 'today prev,next' };
// es's own hints say "Mes antes"; these are what the buttons do, in the site's words.
const BUTTONS = { prev: { hint: 'Mes anterior' }, next: { hint: 'Mes siguiente' }, today: { hint: 'Este mes' } };

/** "Visita 18:00 a 19:30 hs", "Reservado provisoriamente": on a phone's narrow day only the first word shows. */
function eventContent({ event }: EventDisplayInfo) {
  const space = event.title.indexOf(' ');
  if (space < 0) return event.title;
  return (
    <>
      {event.title.slice(0, space)}
      <span className="cal-event__more">{event.title.slice(space)}</span>
    </>
  );
}

/** An all-day date as FullCalendar hands it (a Date at the day's start in UTC, or "2026-11-12"): the hall's date. */
const isoOf = (value: Date | string): IsoDate => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

export default function MonthCalendar({ events, range, selected, onSelect }: MonthCalendarProps) {
  const validRange = useMemo(() => monthViewRange(range), [range]);
  const calendar = useRef<CalendarRef>(null);
  // A date chosen elsewhere (the list, the nearest free dates) brings its month into view.
  useEffect(() => {
    if (selected) calendar.current?.getApi().gotoDate(selected);
  }, [selected]);
  const dayCellClass = (cell: DayCellInfo) => {
    const date = isoOf(cell.date);
    if (date < range.start) return 'cal-past';
    return date === selected ? 'cal-selected' : '';
  };
  const choose = (date: IsoDate) => {
    if (date >= range.start && date <= range.end) onSelect(date);
  };
  return (
    <FullCalendar
      ref={calendar}
      plugins={PLUGINS}
      locale={esLocale}
      timeZone={HALL_TIME_ZONE}
      // The page's today (the hall's date the dates were computed for), so the month and the list agree.
      now={range.start}
      initialView="dayGridMonth"
      initialDate={selected ?? range.start}
      validRange={validRange}
      headerToolbar={TOOLBAR}
      buttons={BUTTONS}
      headingLevel={2}
      // Always six weeks, in the card's height (calendar.css): every month, and the frame shown while it loads,
      // take the same place.
      fixedWeekCount
      height="100%"
      dayMaxEvents
      events={events}
      // Our own names on FullCalendar's parts, for the page's sizes (calendar.css).
      headerToolbarClass="cal-toolbar"
      toolbarSectionClass="cal-toolbar__section"
      toolbarTitleClass="cal-title"
      buttonClass="cal-button"
      eventInnerClass="cal-event"
      eventContent={eventContent}
      dayCellClass={dayCellClass}
      dateClick={(info: DateClickInfo) => choose(isoOf(info.dateStr))}
      eventClick={(info: EventClickInfo) => {
        info.jsEvent.preventDefault();
        if (info.event.startStr) choose(isoOf(info.event.startStr));
      }}
    />
  );
}
