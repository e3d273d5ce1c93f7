// The month view's place until FullCalendar and the dates are there: the same card, a toolbar, the weekday row and
// six weeks of empty days, in the card's fixed height (calendar.css), so the page already looks like the calendar it
// becomes and nothing moves when the month is drawn. No date in it: the page is rendered ahead of time
// (scripts/prerender.ts), when the visitor's month is not known yet. Unlike a spinner, it draws no frame while it
// waits (docs/performance.md, "The calendar's frame while the dates load").

/** The weekday row as FullCalendar's Spanish month view heads it, Monday first: short names, initials on a phone. */
const WEEKDAYS = [
  ['lun', 'L'],
  ['mar', 'M'],
  ['mié', 'X'],
  ['jue', 'J'],
  ['vie', 'V'],
  ['sáb', 'S'],
  ['dom', 'D'],
] as const;
const WEEKS = [0, 1, 2, 3, 4, 5];

export function MonthPlaceholder({ loading }: { loading: boolean }) {
  return (
    <div className="cal-view cal-frame">
      <div className="cal-toolbar">
        <p className="cal-title cal-frame__status" role="status" aria-live="polite">
          {loading ? 'Cargando fechas...' : ''}
        </p>
      </div>
      <div className="cal-frame__grid" aria-hidden="true">
        <div className="cal-frame__row cal-frame__head">
          {WEEKDAYS.map(([short, initial]) => (
            <div key={short} className="cal-frame__weekday">
              <span className="cal-frame__short">{short}</span>
              <span className="cal-frame__initial">{initial}</span>
            </div>
          ))}
        </div>
        {WEEKS.map((week) => (
          <div key={week} className="cal-frame__row cal-frame__week">
            {WEEKDAYS.map(([short]) => (
              <div key={short} className="cal-frame__day" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
