// The month view: FullCalendar 7 (day grid, Spanish, weeks from Monday, the hall's zone), loaded by the page in a
// chunk of its own once the page is on screen, so its weight stays off every other page and off the first paint
// (docs/performance.md). The list of coming dates beside it is the accessible view: FullCalendar's day cells are
// not reached with the keyboard, and the list says every date with its status.
import FullCalendar, {
  useCalendarController,
  type CalendarController,
  type DateClickInfo,
  type DayCellInfo,
  type EventClickInfo,
  type EventDisplayInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { memo, useCallback, useEffect, useMemo, useState, useTransition } from 'react';
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

/** Runs `work` right after the browser has drawn its next frame. */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** An all-day date as FullCalendar hands it (a Date at the day's start in UTC, or "2026-11-12"): the hall's date. */
const isoOf = (value: Date | string): IsoDate => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

interface MonthGridProps {
  controller: CalendarController;
  events: MonthEvent[];
  start: IsoDate;
  end: IsoDate;
  selected: IsoDate | null;
  onSelect: (date: IsoDate) => void;
}

/**
 * FullCalendar itself. Memoized, with options that keep their identity: FullCalendar processes its options again
 * whenever one changes, so it is drawn again only when the events, the dates or the chosen date change.
 */
const MonthGrid = memo(function MonthGrid({ controller, events, start, end, selected, onSelect }: MonthGridProps) {
  const validRange = useMemo(() => monthViewRange({ start, end }), [start, end]);
  const dayCellClass = useCallback(
    (cell: DayCellInfo) => {
      const date = isoOf(cell.date);
      if (date < start) return 'cal-past';
      return date === selected ? 'cal-selected' : '';
    },
    [start, selected],
  );
  const choose = useCallback(
    (date: IsoDate) => {
      if (date >= start && date <= end) onSelect(date);
    },
    [start, end, onSelect],
  );
  const dateClick = useCallback((info: DateClickInfo) => choose(isoOf(info.dateStr)), [choose]);
  const eventClick = useCallback(
    (info: EventClickInfo) => {
      info.jsEvent.preventDefault();
      if (info.event.startStr) choose(isoOf(info.event.startStr));
    },
    [choose],
  );
  return (
    <FullCalendar
      controller={controller}
      plugins={PLUGINS}
      locale={esLocale}
      timeZone={HALL_TIME_ZONE}
      // The page's today (the hall's date the dates were computed for), so the month and the list agree.
      now={start}
      initialView="dayGridMonth"
      initialDate={selected ?? start}
      validRange={validRange}
      // The toolbar is the page's own (MonthCalendar), driven through the controller.
      headerToolbar={false}
      // Always six weeks, in the card's height (calendar.css): every month, and the frame shown while it loads,
      // take the same place.
      fixedWeekCount
      height="100%"
      dayMaxEvents
      // The month view has nothing to scroll back to when the month changes.
      scrollTimeReset={false}
      events={events}
      eventInnerClass="cal-event"
      moreLinkClass="cal-more"
      eventContent={eventContent}
      dayCellClass={dayCellClass}
      dateClick={dateClick}
      eventClick={eventClick}
    />
  );
});

export default function MonthCalendar({ events, range, selected, onSelect }: MonthCalendarProps) {
  const controller = useCalendarController();
  // Another month: the tap's frame only dims the month, then FullCalendar draws the new one as a transition, in
  // pieces React can interrupt, so a tap is answered at once and not after the whole month (docs/performance.md,
  // "A month redrawn after the tap").
  const [moving, startMoving] = useTransition();
  const [asked, setAsked] = useState(false);
  const go = (move: () => void) => {
    setAsked(true);
    afterNextPaint(() =>
      startMoving(() => {
        setAsked(false);
        move();
      }),
    );
  };
  const busy = asked || moving;
  const buttons = controller.getButtonState();
  const title = controller.view?.title ?? '';

  // A date chosen elsewhere (the list, the nearest free dates) brings its month into view.
  useEffect(() => {
    const view = controller.view;
    if (!selected || !view) return;
    if (selected < isoOf(view.currentStart) || selected >= isoOf(view.currentEnd)) startMoving(() => controller.gotoDate(selected));
  }, [controller, selected]);

  return (
    <div className={`cal-view${busy ? ' cal-view--moving' : ''}`}>
      <div className="cal-toolbar">
        <h2 className="cal-title" aria-live="polite">
          {title}
        </h2>
        <div className="cal-nav">
          <button type="button" className="cal-nav__button" disabled={buttons.today.isDisabled} onClick={() => go(() => controller.today())}>
            Hoy
          </button>
          <button
            type="button"
            className="cal-nav__button"
            aria-label="Mes anterior"
            disabled={buttons.prev.isDisabled}
            onClick={() => go(() => controller.prev())}
          >
            <Chevron back />
          </button>
          <button
            type="button"
            className="cal-nav__button"
            aria-label="Mes siguiente"
            disabled={buttons.next.isDisabled}
            onClick={() => go(() => controller.next())}
          >
            <Chevron />
          </button>
        </div>
      </div>
      <div className="cal-view__grid" aria-busy={busy}>
        <MonthGrid controller={controller} events={events} start={range.start} end={range.end} selected={selected} onSelect={onSelect} />
      </div>
    </div>
  );
}
