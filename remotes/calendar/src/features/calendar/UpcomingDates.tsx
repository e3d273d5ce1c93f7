// The accessible view: every coming date by month, as a list of buttons that say the date and its status.
import { formatDateLong, formatVisitSlotHours, type IsoDate } from '@salon/domain';
import { statusText, type MonthOfDates } from './calendarModel';

export interface UpcomingDatesProps {
  months: MonthOfDates[];
  selected: IsoDate | null;
  onSelect(date: IsoDate): void;
}

/** The first months open; later ones fold so a long season stays easy to scroll on a phone. */
const OPEN_MONTHS = 2;

export function UpcomingDates({ months, selected, onSelect }: UpcomingDatesProps) {
  return (
    <section className="cal-upcoming" aria-labelledby="cal-upcoming-title">
      <h2 id="cal-upcoming-title">Próximas fechas</h2>
      {months.map((month, position) => (
        <details key={month.key} className="cal-month" open={position < OPEN_MONTHS}>
          <summary>
            <h3>{month.title}</h3>
          </summary>
          <ul aria-label={`Fechas de ${month.title}`} className="cal-days">
            {month.days.map((info) => {
              const classes = ['cal-day', `cal-day--${info.status}`];
              if (info.status === 'Ocupado') classes.push('calEvents');
              if (info.holiday) classes.push('calEvents2');
              return (
                <li key={info.date} className={classes.join(' ')}>
                  <button type="button" aria-pressed={selected === info.date} onClick={() => onSelect(info.date)}>
                    <span className="cal-day__date">{formatDateLong(info.date)}</span>
                    {info.holiday && <span className="cal-day__holiday">feriado ({info.holiday})</span>}
                    {info.visitSlots.length > 0 && (
                      <span className="cal-day__visits">Visitas: {info.visitSlots.map(formatVisitSlotHours).join(', ')}</span>
                    )}
                    <span className="cal-day__status">{statusText(info)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </section>
  );
}
