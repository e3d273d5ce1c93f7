// The month view's place while the dates load: the same card, toolbar, weekday row and six weeks of empty days,
// so the page already looks like the calendar it becomes and nothing moves when the month is drawn (its height
// comes from the same measures, calendar.css). No date in it: the page is rendered ahead of time
// (scripts/prerender.ts), when the visitor's month is not known yet. Unlike a spinner, it draws no frame while
// it waits (docs/performance.md, "The calendar's frame while the dates load").
import { WEEKDAY_HEADERS } from './monthGrid';

const WEEKS = [0, 1, 2, 3, 4, 5];

export function MonthPlaceholder({ loading }: { loading: boolean }) {
  return (
    <div className="cal-grid cal-grid--placeholder">
      <div className="cal-grid__toolbar">
        <p className="cal-grid__title" role="status" aria-live="polite">
          {loading ? 'Cargando fechas...' : ''}
        </p>
      </div>
      <div className="cal-grid__grid" aria-hidden="true">
        <div className="cal-grid__head">
          <div className="cal-grid__row">
            {WEEKDAY_HEADERS.map((weekday) => (
              <div key={weekday.long} className="cal-grid__weekday">
                {weekday.short}
              </div>
            ))}
          </div>
        </div>
        <div className="cal-grid__weeks">
          {WEEKS.map((week) => (
            <div key={week} className="cal-grid__row cal-grid__week">
              {WEEKDAY_HEADERS.map((weekday) => (
                <div key={weekday.long} className="cal-grid__cell cal-grid__cell--pending" />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
