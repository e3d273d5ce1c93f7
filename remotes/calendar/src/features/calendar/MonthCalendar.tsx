// The month view (FullCalendar 7, Spanish), loaded on demand by the calendar page so its weight stays off
// every other page. The list of coming dates next to it is the accessible view; this one is for the eye.
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { addDays, HALL_TIME_ZONE, type IsoDate } from '@salon/domain';
import type { MonthEvent } from './calendarModel';

export interface MonthCalendarProps {
  events: MonthEvent[];
  range: { start: IsoDate; end: IsoDate };
  selected: IsoDate | null;
  onSelect(date: IsoDate): void;
}

/** FullCalendar hands dates as Date objects or ISO strings; all-day ones are the hall's calendar date. */
const isoOf = (value: string): IsoDate => value.slice(0, 10);

export default function MonthCalendar({ events, range, selected, onSelect }: MonthCalendarProps) {
  return (
    <FullCalendar
      plugins={[dayGridPlugin, interactionPlugin, classicThemePlugin]}
      locale={esLocale}
      timeZone={HALL_TIME_ZONE}
      initialView="dayGridMonth"
      initialDate={range.start}
      // From the 1st of this month, so the days already gone keep their numbers (greyed, not selectable)
      // instead of leaving a block of blank weeks above today.
      validRange={{ start: `${range.start.slice(0, 8)}01`, end: addDays(range.end, 1) }}
      headerToolbar={{ start: 'title', end: 'today prev,next' }}
      height="auto"
      fixedWeekCount={false}
      dayMaxEvents={3}
      events={events}
      dayCellClass={(cell) => {
        const date = isoOf(cell.date.toISOString());
        if (date < range.start) return 'cal-past';
        return selected !== null && date === selected ? 'cal-selected' : '';
      }}
      dateClick={(info) => {
        if (isoOf(info.dateStr) >= range.start) onSelect(isoOf(info.dateStr));
      }}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        if (info.event.startStr) onSelect(isoOf(info.event.startStr));
      }}
    />
  );
}
