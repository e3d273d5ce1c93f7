// The staff agenda (/agenda): what the hall has on each date of the range shown, as calendar events. Pure: the
// page reads the bookings of the range (reservas/{date}), the budgets they name, the holidays and, when Google
// Calendar is configured, its events and visit slots of the range, and passes them in with `now`.
//
// A booking of tipo 'evento' is an event (firm) or a provisional hold (`provisional` until `expiresAt`), with the
// client and rental hours of the budget that holds it; 'bloqueo' is a blocked date. A budget keeps no start time,
// so its event is all-day; Google's timed events and visit slots keep their hours.
import { addDays, compareCodes, formatDateLong, formatDateShort, type IsoDate } from '../dates/dates';
import { budgetGuestsText, budgetRentalText } from './calendarFeed';
import { BUDGET_STATUS_LABELS } from '../books/budgetStatus';
import { holdLastDay } from './holds';
import type { StoredBudget } from '../books/budget';
import { eventDaySpan, formatVisitSlotHours, visitSlotOf, type CalendarEventItem } from './calendarEvents';
import { mergeHolidays, type HolidaySources } from './holidays';
import { hallDateOfInstant, instantOfDateTime, startOfHallDay } from '../dates/hallTime';

export type AgendaKind = 'evento' | 'provisoria' | 'bloqueo' | 'feriado' | 'visita';

/** The kinds in the order the filters list them. */
export const AGENDA_KINDS: readonly AgendaKind[] = ['evento', 'provisoria', 'bloqueo', 'feriado', 'visita'];

/** What the filters call each kind. */
export const AGENDA_KIND_LABELS: Readonly<Record<AgendaKind, string>> = {
  evento: 'Eventos',
  provisoria: 'Reservas provisorias',
  bloqueo: 'Fechas bloqueadas',
  feriado: 'Feriados',
  visita: 'Visitas',
};

/** A booking as the data layer reads reservas/{date} (Booking in @salon/firebase/data). */
export interface AgendaBooking {
  date: IsoDate;
  kind: 'evento' | 'bloqueo';
  budgetId?: string;
  provisional?: boolean;
  /** ms: when a provisional hold lapses. */
  expiresAt?: number;
}

export interface AgendaInput {
  /** First and last date shown, both included. */
  desde: IsoDate;
  hasta: IsoDate;
  now: Date;
  bookings: readonly AgendaBooking[];
  /** The budgets the bookings name, by id; null when one could not be found. */
  budgets: Readonly<Record<string, StoredBudget | null>>;
  /** Google's events calendar, for the range. */
  calendarEvents?: readonly CalendarEventItem[];
  /** Google's visit-slots calendar, for the range. */
  visitSlots?: readonly CalendarEventItem[];
  /** Holidays: Google's holidays calendar, the recurring list and the staff's overrides. */
  holidays?: HolidaySources;
}

export interface AgendaEvent {
  /** Unique in the range. */
  id: string;
  kind: AgendaKind;
  /** Short, for a day's cell. */
  title: string;
  /** 'YYYY-MM-DD' for an all-day event; an RFC 3339 date-time for a timed one. */
  start: string;
  /** Exclusive end, as calendars take it: the day after an all-day event's last day; absent for one day. */
  end?: string;
  allDay: boolean;
  /** The budget the event belongs to: the agenda opens /presupuesto/{budgetId}. */
  budgetId?: string;
  /** The whole story in one sentence: what, who, hours, when a hold lapses (list view and screen readers). */
  detail: string;
}

const BOOKED_EVENT = 'Evento reservado';
const MISSING_BUDGET = 'Evento reservado (no se encontró su presupuesto)';

/** The agenda's events of `desde`–`hasta`, by date (all-day first), then by kind. */
export function agendaEvents(input: AgendaInput): AgendaEvent[] {
  const { desde, hasta } = input;
  const inRange = (date: IsoDate) => date >= desde && date <= hasta;
  const events: AgendaEvent[] = [];
  for (const booking of input.bookings) {
    if (!inRange(booking.date)) continue;
    const event = bookingEvent(booking, input);
    if (event) events.push(event);
  }
  for (const [date, name] of mergeHolidays(input.holidays ?? {}, desde, hasta)) {
    events.push({ id: `feriado-${date}`, kind: 'feriado', title: name, start: date, allDay: true, detail: `Feriado: ${name}` });
  }
  (input.calendarEvents ?? []).forEach((item, index) => {
    const event = googleEvent(item, `google-${item.id ?? index}`, desde, hasta);
    if (event) events.push(event);
  });
  (input.visitSlots ?? []).forEach((item, index) => {
    const event = visitEvent(item, `visita-${item.id ?? index}`, desde, hasta);
    if (event) events.push(event);
  });
  return events.sort(byStart);
}

/** How many events of each kind there are (every kind, none left out). */
export function agendaCounts(events: readonly AgendaEvent[]): Record<AgendaKind, number> {
  const counts = Object.fromEntries(AGENDA_KINDS.map((kind) => [kind, 0])) as Record<AgendaKind, number>;
  for (const event of events) counts[event.kind] += 1;
  return counts;
}

function bookingEvent(booking: AgendaBooking, input: AgendaInput): AgendaEvent | null {
  const { date } = booking;
  if (booking.kind === 'bloqueo') {
    return { id: `bloqueo-${date}`, kind: 'bloqueo', title: 'Fecha bloqueada', start: date, allDay: true, detail: 'Fecha bloqueada por el personal' };
  }
  const budgetId = booking.budgetId;
  const budget = budgetId ? (input.budgets[budgetId] ?? null) : null;
  // An annulled budget holds no date (the rules refuse it); older data that still names one is no event.
  if (budget?.estado === 'anulado') return null;
  const link = budgetId ? { budgetId } : {};
  const about = budget ? budgetDetails(budget) : '';
  if (booking.provisional && booking.expiresAt !== undefined) {
    const lastDay = holdLastDay(booking.expiresAt);
    const lapsed = booking.expiresAt <= input.now.getTime();
    const who = budget?.cliente ?? 'Reserva provisoria';
    const verb = lapsed ? 'venció' : 'vence';
    return {
      id: `provisoria-${date}`,
      kind: 'provisoria',
      title: `${who} · ${verb} el ${formatDateShort(lastDay)}`,
      start: date,
      allDay: true,
      ...link,
      detail: `Reserva provisoria${budget ? ` de ${budget.cliente}` : ''}${about ? `: ${about}` : ''}. ${lapsed ? 'Venció' : 'Vence'} el ${formatDateLong(lastDay)}${lapsed ? '' : ' si no se confirma'}.`,
    };
  }
  if (!budget) {
    const title = budgetId ? MISSING_BUDGET : BOOKED_EVENT;
    return { id: `evento-${date}`, kind: 'evento', title, start: date, allDay: true, ...link, detail: title };
  }
  const rental = budgetRentalText(budget);
  return {
    id: `evento-${date}`,
    kind: 'evento',
    title: rental ? `${budget.cliente} · ${rental}` : budget.cliente,
    start: date,
    allDay: true,
    ...link,
    detail: `Evento de ${budget.cliente}${about ? `: ${about}` : ''} (${BUDGET_STATUS_LABELS[budget.estado]}).`,
  };
}

/** "4 hs + 1 hora extra, 90 invitados" (what is known of it). */
function budgetDetails(budget: StoredBudget): string {
  return [budgetRentalText(budget), budgetGuestsText(budget)].filter(Boolean).join(', ');
}

/** An item's dates as the calendar takes them: all-day (dates) or timed (date-times), null when outside the range. */
function itemTimes(item: CalendarEventItem, desde: IsoDate, hasta: IsoDate): Pick<AgendaEvent, 'start' | 'end' | 'allDay'> | null {
  const span = eventDaySpan(item);
  if (!span || span.last < desde || span.first > hasta) return null;
  const timed = item.start?.dateTime;
  if (timed !== undefined) return { start: timed, ...(item.end?.dateTime ? { end: item.end.dateTime } : {}), allDay: false };
  return { start: span.first, ...(span.last > span.first ? { end: addDays(span.last, 1) } : {}), allDay: true };
}

function googleEvent(item: CalendarEventItem, id: string, desde: IsoDate, hasta: IsoDate): AgendaEvent | null {
  const times = itemTimes(item, desde, hasta);
  if (!times) return null;
  const title = item.summary?.trim() || 'Evento';
  const hours = times.allDay ? '' : `, ${formatVisitSlotHours({ start: times.start, end: times.end ?? times.start })}`;
  return { id, kind: 'evento', title, ...times, detail: `Evento del calendario de Google: ${title}${hours}` };
}

function visitEvent(item: CalendarEventItem, id: string, desde: IsoDate, hasta: IsoDate): AgendaEvent | null {
  const slot = visitSlotOf(item);
  const times = itemTimes(item, desde, hasta);
  if (!slot || !times) return null;
  const title = item.summary?.trim() || 'Turno de visita';
  return { id, kind: 'visita', title, ...times, detail: `Turno de visita: ${formatVisitSlotHours(slot)}` };
}

/** Where an event sorts: its hall date, all-day before timed, then its instant and its kind. */
function sortKey(event: AgendaEvent): [IsoDate, number, number, number] {
  const instant = event.allDay ? startOfHallDay(event.start) : (instantOfDateTime(event.start) ?? 0);
  const date = event.allDay ? event.start : hallDateOfInstant(instant);
  return [date, event.allDay ? 0 : 1, instant, AGENDA_KINDS.indexOf(event.kind)];
}

function byStart(a: AgendaEvent, b: AgendaEvent): number {
  const [ka, kb] = [sortKey(a), sortKey(b)];
  return compareCodes(ka[0], kb[0]) || ka[1] - kb[1] || ka[2] - kb[2] || ka[3] - kb[3];
}
