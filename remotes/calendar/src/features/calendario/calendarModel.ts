// What the calendar page shows, from the availability index: the month view's events, the list of coming
// dates by month, and their statuses. Pure, so it is tested without a browser.
import {
  addDays,
  busyDates,
  formatARS,
  heldDates,
  PROVISIONAL_LABEL,
  formatVisitSlotHours,
  holidaysInRange,
  isoDateParts,
  lookupDate,
  MONTH_NAMES_ES,
  promotionSuffix,
  visitSlotsInRange,
  type AvailabilityIndex,
  type DateInfo,
  type IsoDate,
} from '@salon/domain';

/** Busy dates read "Ocupado" (class calEvents) and holidays "feriado" (class calEvents2), as in the seed. */
export const BUSY_TITLE = 'Ocupado';
export const HOLIDAY_TITLE = 'feriado';
/** A date a budget holds for a few days (it may come free again): its own colour (class calHeld). */
export const HELD_TITLE = PROVISIONAL_LABEL;

export interface MonthEvent {
  title: string;
  start: IsoDate;
  allDay: true;
  className: 'calEvents' | 'calHeld' | 'calEvents2' | 'calVisits';
}

/** A CSS-safe name of a date's status ("Reservado provisoriamente" has a space): cal-day--{it}. */
export function statusClass(status: DateInfo['status']): string {
  return status === 'Reservado provisoriamente' ? 'provisorio' : status;
}

/** Events of the month view: all-day, on hall dates, so the visitor's own zone never moves them. */
export function monthViewEvents(index: AvailabilityIndex): MonthEvent[] {
  return [
    ...busyDates(index).map((date) => ({ title: BUSY_TITLE, start: date, allDay: true as const, className: 'calEvents' as const })),
    ...heldDates(index).map((date) => ({ title: HELD_TITLE, start: date, allDay: true as const, className: 'calHeld' as const })),
    ...holidaysInRange(index).map(({ date }) => ({ title: HOLIDAY_TITLE, start: date, allDay: true as const, className: 'calEvents2' as const })),
    ...visitSlotsInRange(index).map((slot) => ({
      title: `Visita ${formatVisitSlotHours(slot)}`,
      start: slot.date,
      allDay: true as const,
      className: 'calVisits' as const,
    })),
  ];
}

/**
 * The dates the month view can show (FullCalendar's validRange, end exclusive): from the 1st of this month, so the
 * days already gone keep their numbers (greyed, not selectable) instead of a block of blank weeks above today, to
 * the published calendar's last day.
 */
export function monthViewRange(range: { start: IsoDate; end: IsoDate }): { start: IsoDate; end: IsoDate } {
  return { start: `${range.start.slice(0, 8)}01`, end: addDays(range.end, 1) };
}

export interface MonthOfDates {
  /** "diciembre de 2026" */
  title: string;
  key: string;
  days: DateInfo[];
}

/** Every date of the range, grouped by month. */
export function datesByMonth(index: AvailabilityIndex, range: { start: IsoDate; end: IsoDate }): MonthOfDates[] {
  const months: MonthOfDates[] = [];
  for (let date = range.start; date <= range.end; date = addDays(date, 1)) {
    const { year, month } = isoDateParts(date);
    const key = date.slice(0, 7);
    let current = months[months.length - 1];
    if (!current || current.key !== key) {
      current = { key, title: `${MONTH_NAMES_ES[month - 1]} de ${year}`, days: [] };
      months.push(current);
    }
    current.days.push(lookupDate(index, date));
  }
  return months;
}

/** "$ 320.000" (", incluye promoción «…» (−$ …)" when one lowered it) or "precio a consultar". */
export const priceText = (info: DateInfo): string =>
  info.price === null ? 'precio a consultar' : `${formatARS(info.price)}${promotionSuffix(info.promotion)}`;

/** Short status of a date for the list: "Ocupado", "Libre · $ 320.000" (the price after its promotion), "Sin confirmar". */
export function statusText(info: DateInfo): string {
  if (info.status === 'Ocupado') return BUSY_TITLE;
  if (info.status === 'Reservado provisoriamente') return HELD_TITLE;
  if (info.status === 'Libre') return `Libre · ${info.price === null ? 'precio a consultar' : formatARS(info.price)}`;
  return 'Sin confirmar';
}
