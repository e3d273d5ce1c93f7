// The accessible view: every coming date by month, as a list of buttons that say the date and its status.
import { useState } from 'react';
import { formatDateLong, formatVisitSlotHours, type IsoDate } from '@salon/domain';
import { statusClass, statusText, type MonthOfDates } from './calendarModel';

export interface UpcomingDatesProps {
  months: MonthOfDates[];
  selected: IsoDate | null;
  onSelect: (date: IsoDate) => void;
}

/**
 * The first months open; later ones fold so a long season stays easy to scroll on a phone. A folded month's
 * dates are drawn when it is opened: a whole season drawn at once was ~1,300 elements and the page's longest
 * task on a phone (docs/performance.md).
 */
const OPEN_MONTHS = 2;

export function UpcomingDates({ months, selected, onSelect }: UpcomingDatesProps) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(months.slice(0, OPEN_MONTHS).map((month) => month.key)));
  const toggle = (key: string, open: boolean) =>
    setOpened((current) => {
      if (current.has(key) === open) return current;
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <section className="cal-upcoming" aria-labelledby="cal-upcoming-title">
      <h2 id="cal-upcoming-title">Próximas fechas</h2>
      {months.map((month) => (
        <details key={month.key} className="cal-month" open={opened.has(month.key)} onToggle={(event) => toggle(month.key, event.currentTarget.open)}>
          <summary>
            <h3>{month.title}</h3>
          </summary>
          {opened.has(month.key) && (
            <ul aria-label={`Fechas de ${month.title}`} className="cal-days">
              {month.days.map((info) => {
                const classes = ['cal-day', `cal-day--${statusClass(info.status)}`];
                if (info.status === 'Ocupado') classes.push('calEvents');
                if (info.status === 'Reservado provisoriamente') classes.push('calHeld');
                if (info.holiday) classes.push('calEvents2');
                return (
                  <li key={info.date} className={classes.join(' ')}>
                    <button type="button" aria-pressed={selected === info.date} onClick={() => onSelect(info.date)}>
                      <span className="cal-day__date">{formatDateLong(info.date)}</span>
                      {info.holiday && <span className="cal-day__holiday">feriado ({info.holiday})</span>}
                      {info.visitSlots.length > 0 && <span className="cal-day__visits">Visitas: {info.visitSlots.map(formatVisitSlotHours).join(', ')}</span>}
                      <span className="cal-day__status">{statusText(info)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </details>
      ))}
    </section>
  );
}
