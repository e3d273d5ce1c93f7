// The month view: one month of the hall's dates as a grid, Monday first, in Spanish. Each day that can be
// chosen is a button that says its date and its events; the grid is one tab stop and the arrow keys, Home,
// End, PageUp and PageDown move in it as in a date picker. Small and plain (no calendar library), so the
// page draws it at once. The list of coming dates next to it offers the same dates as a list.
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { IsoDate } from '@salon/domain';
import type { MonthEvent } from './calendarModel';
import {
  addMonths,
  clampMonth,
  dateAfterKey,
  dayLabel,
  eventsByDate,
  monthBounds,
  monthGrid,
  monthOf,
  monthTitle,
  tabStopDate,
  visibleEvents,
  WEEKDAY_HEADERS,
  type DateRange,
  type GridDay,
  type MonthGrid,
} from './monthGrid';

export interface MonthCalendarProps {
  events: MonthEvent[];
  range: DateRange;
  selected: IsoDate | null;
  onSelect: (date: IsoDate) => void;
}

const NO_EVENTS: MonthEvent[] = [];

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

interface MonthDaysProps {
  grid: MonthGrid;
  byDate: ReadonlyMap<IsoDate, MonthEvent[]>;
  selected: IsoDate | null;
  today: IsoDate;
  tabStop: IsoDate | null;
  onDayClick: (date: IsoDate) => void;
  onDayFocus: (date: IsoDate) => void;
  onDayKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => void;
}

/**
 * The month's weeks. Memoized: when a visitor moves to another month, the title and the arrows change at once and
 * these 42 cells are drawn right after, in pieces React can interrupt (useDeferredValue in MonthCalendar), so the
 * tap is answered on the next frame (docs/performance.md, "A month redrawn after the tap").
 */
const MonthDays = memo(function MonthDays({ grid, byDate, selected, today, tabStop, onDayClick, onDayFocus, onDayKeyDown }: MonthDaysProps) {
  // Cells and rows are keyed by their place in the grid, not by date: another month updates the same elements
  // instead of removing every cell and building new ones.
  const day = (cell: GridDay | null, column: number) => {
    if (!cell) return <div key={column} role="gridcell" className="cal-grid__cell cal-grid__cell--blank" />;
    if (cell.state !== 'open') {
      return (
        <div key={column} role="gridcell" data-date={cell.date} className={`cal-grid__cell cal-${cell.state}`}>
          <span className="cal-grid__number">{cell.day}</span>
        </div>
      );
    }
    const dayEvents = byDate.get(cell.date) ?? NO_EVENTS;
    const { shown, more } = visibleEvents(dayEvents);
    const isSelected = cell.date === selected;
    const isToday = cell.date === today;
    const classes = ['cal-grid__cell', 'cal-open'];
    if (isSelected) classes.push('cal-selected');
    if (isToday) classes.push('cal-today');
    return (
      <div key={column} role="gridcell" data-date={cell.date} className={classes.join(' ')} aria-selected={isSelected}>
        <button
          type="button"
          className="cal-grid__button"
          aria-label={dayLabel(cell.date, dayEvents)}
          aria-current={isToday ? 'date' : undefined}
          tabIndex={cell.date === tabStop ? 0 : -1}
          onClick={() => onDayClick(cell.date)}
          onFocus={() => onDayFocus(cell.date)}
          onKeyDown={(event) => onDayKeyDown(event, cell.date)}
        >
          <span className="cal-grid__number">{cell.day}</span>
          {shown.map((event, index) => {
            // "Visita 18:00 a 19:30 hs": on a phone's narrow day only the first word shows.
            const space = event.title.indexOf(' ');
            return (
              <span key={index} className={`cal-grid__event ${event.className}`}>
                {space < 0 ? (
                  event.title
                ) : (
                  <>
                    {event.title.slice(0, space)}
                    <span className="cal-grid__event-more">{event.title.slice(space)}</span>
                  </>
                )}
              </span>
            );
          })}
          {more > 0 && <span className="cal-grid__more">+{more} más</span>}
        </button>
      </div>
    );
  };
  return (
    <div role="rowgroup" className="cal-grid__weeks">
      {grid.weeks.map((week, row) => (
        <div key={row} role="row" className="cal-grid__row cal-grid__week">
          {week.map(day)}
        </div>
      ))}
    </div>
  );
});

export function MonthCalendar({ events, range, selected, onSelect }: MonthCalendarProps) {
  const titleId = useId();
  const bounds = monthBounds(range);
  const [month, setMonth] = useState(() => clampMonth(selected ? monthOf(selected) : bounds.first, bounds));
  // A date chosen elsewhere (the list, the nearest free dates) brings its month into view.
  const [shownSelection, setShownSelection] = useState(selected);
  if (selected !== shownSelection) {
    setShownSelection(selected);
    if (selected) setMonth(monthOf(selected));
  }
  const view = clampMonth(month, bounds);
  // The month whose days are on screen: `view` once React has drawn them (a frame or so after a tap).
  const shownMonth = useDeferredValue(view);
  const { start, end } = range;
  const title = useMemo(() => monthTitle(view), [view]);
  const grid = useMemo(() => monthGrid(shownMonth, { start, end }), [shownMonth, start, end]);
  const byDate = useMemo(() => eventsByDate(events), [events]);

  const [focused, setFocused] = useState<IsoDate | null>(null);
  const tabStop = tabStopDate(grid, range, focused, selected);
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    // The keys moved to another month: the focus goes there once its days are drawn.
    if (!moveFocus.current || !tabStop || shownMonth !== view) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"] button`)?.focus();
  });

  // The cells' handlers keep their identity while only the month changes, so the memoized days wait for it.
  const onDayClick = useCallback(
    (date: IsoDate) => {
      setFocused(date);
      onSelect(date);
    },
    [onSelect],
  );
  const onDayKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => {
      const next = dateAfterKey(date, event.key, { start, end });
      if (next === null) return;
      event.preventDefault();
      setFocused(next);
      setMonth(monthOf(next));
      moveFocus.current = true;
    },
    [start, end],
  );
  const go = (target: string, allowed: boolean) => {
    if (allowed) setMonth(target);
  };
  const canGoBack = view > bounds.first;
  const canGoOn = view < bounds.last;
  const onTodaysMonth = view === bounds.first;

  return (
    <div className="cal-grid">
      <div className="cal-grid__toolbar">
        <h2 id={titleId} className="cal-grid__title" aria-live="polite">
          {title}
        </h2>
        <div className="cal-grid__nav">
          <button
            type="button"
            className="cal-grid__nav-button cal-grid__nav-button--today"
            aria-disabled={onTodaysMonth}
            onClick={() => go(bounds.first, !onTodaysMonth)}
          >
            Hoy
          </button>
          <button
            type="button"
            className="cal-grid__nav-button"
            aria-label="Mes anterior"
            aria-disabled={!canGoBack}
            onClick={() => go(addMonths(view, -1), canGoBack)}
          >
            <Chevron back />
          </button>
          <button
            type="button"
            className="cal-grid__nav-button"
            aria-label="Mes siguiente"
            aria-disabled={!canGoOn}
            onClick={() => go(addMonths(view, 1), canGoOn)}
          >
            <Chevron />
          </button>
        </div>
      </div>
      <div ref={gridRef} role="grid" className="cal-grid__grid" aria-labelledby={titleId} aria-busy={shownMonth !== view}>
        <div role="rowgroup" className="cal-grid__head">
          <div role="row" className="cal-grid__row">
            {WEEKDAY_HEADERS.map((weekday) => (
              <div key={weekday.long} role="columnheader" className="cal-grid__weekday">
                <span aria-hidden="true">{weekday.short}</span>
                <span className="visually-hidden">{weekday.long}</span>
              </div>
            ))}
          </div>
        </div>
        <MonthDays
          grid={grid}
          byDate={byDate}
          selected={selected}
          today={range.start}
          tabStop={tabStop}
          onDayClick={onDayClick}
          onDayFocus={setFocused}
          onDayKeyDown={onDayKeyDown}
        />
      </div>
    </div>
  );
}

export default MonthCalendar;
