// The calendar feed (docs/storage-contract.md, "Calendar feed"): the hall's events as an iCalendar file (RFC 5545) that the owner
// subscribes to from a phone or Google Calendar, served by the calendarFeed function at a secret address.
// Pure: the function reads the database and passes the raw values and `now` in.
//
// What it holds: every `reservas/{fecha}` of tipo 'evento' from a year back on, joined with the budget that
// holds it (client, rental, guests, add-ons, total). A provisional hold (`provisoria`, until `venceEn`) is
// TENTATIVE and says so in its summary; one that lapsed, and a date whose budget was annulled, is left out.
// Anyone with the address sees it: no phone, no e-mail, no notes (free text may hold either).
import { addDays, compareCodes, isValidIsoDate, todayInHall, type IsoDate } from '../dates/dates';
import { HALL_TIME_ZONE } from '../dates/hallZone';
import { hallTimeOfInstant } from '../dates/hallTime';
import { formatARS } from '../pricing/money';
import { PRICE_LABELS } from '../pricing/prices';
import { budgetTotals, parseBudget, type StoredBudget } from '../books/budget';
import { EXTRA_FIELDS, EXTRA_KEYS } from '../pricing/quote';
import { asRecord, isRecord, ownValue } from '../data/values';

/** Events older than this many days are left out, so the feed stays small year after year. */
export const CALENDAR_FEED_PAST_DAYS = 365;

export type CalendarFeedStatus = 'CONFIRMED' | 'TENTATIVE';

export interface CalendarFeedEvent {
  /** Stable per date and budget: a client that already has the event updates it instead of adding another. */
  uid: string;
  date: IsoDate;
  status: CalendarFeedStatus;
  summary: string;
  description: string;
  /** ms: when the budget (or the booking) last changed; null when unknown. */
  lastModified: number | null;
}

export interface CalendarFeedOptions {
  now: Date;
  /** The right-hand side of every UID ("demo-salon.calendario"): tells this site's events from another's. */
  uidDomain: string;
}

/** The prefix of a provisional hold's summary. */
export const PROVISIONAL_SUMMARY = 'Reservado provisoriamente';
/** The summary of a date staff marked as an event without a budget. */
export const BOOKED_EVENT_SUMMARY = 'Evento reservado';

const RENTAL_LABELS = { '3hs': '3 hs', '4hs': '4 hs' } as const;

/** The hall's day and "14:30" on its wall clock at `ms`. */
function hallTime(ms: number): { date: IsoDate; time: string } {
  return { date: todayInHall(new Date(ms)), time: hallTimeOfInstant(ms) };
}

/** "12/11/2026" */
function shortDate(iso: IsoDate): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** "4 hs + 2 horas extra": the budget's rental and extra hours ('' when it rents no hall). */
export function budgetRentalText(budget: Pick<StoredBudget, 'alquiler' | 'horasExtra'>): string {
  if (!budget.alquiler) return '';
  const extra = budget.horasExtra === 1 ? ' + 1 hora extra' : budget.horasExtra > 1 ? ` + ${budget.horasExtra} horas extra` : '';
  return `${RENTAL_LABELS[budget.alquiler]}${extra}`;
}

/** "90 invitados" ('' when none are counted). */
export function budgetGuestsText(budget: Pick<StoredBudget, 'invitados'>): string {
  return budget.invitados === 1 ? '1 invitado' : budget.invitados > 1 ? `${budget.invitados} invitados` : '';
}

function extrasText(budget: StoredBudget): string {
  return EXTRA_KEYS.filter((key) => (budget.adicionales[key] ?? 0) > 0)
    .map((key) => {
      const quantity = budget.adicionales[key] ?? 0;
      return `${PRICE_LABELS[EXTRA_FIELDS[key]]}${quantity > 1 ? ` x ${quantity}` : ''}`;
    })
    .join(', ');
}

/** The budget's total by its own copy of the prices; '' when it has none or a price is missing. */
function totalText(budget: StoredBudget): string {
  if (!budget.precios) return '';
  const totals = budgetTotals(budget, budget.precios);
  return totals.quote.missing.length > 0 ? '' : formatARS(totals.total);
}

function isAnnulled(raw: unknown, budget: StoredBudget | null): boolean {
  const record = asRecord(raw);
  return budget?.estado === 'anulado' || record.estado === 'anulado' || isRecord(record.anulacion);
}

/**
 * The feed's events, by date, from the raw `reservas` and the raw budgets they name (`presupuestos/{id}`, only
 * those needed; a missing one is null or absent).
 */
export function calendarFeedEvents(
  rawBookings: unknown,
  rawBudgets: Readonly<Record<string, unknown>>,
  { now, uidDomain }: CalendarFeedOptions,
): CalendarFeedEvent[] {
  const nowMs = now.getTime();
  const from = addDays(todayInHall(now), -CALENDAR_FEED_PAST_DAYS);
  const events: CalendarFeedEvent[] = [];
  for (const [date, rawBooking] of Object.entries(asRecord(rawBookings))) {
    if (!isValidIsoDate(date) || date < from) continue;
    const booking = asRecord(rawBooking);
    if (booking.tipo !== 'evento') continue;
    const budgetId = typeof booking.presupuestoId === 'string' && booking.presupuestoId !== '' ? booking.presupuestoId : null;
    const rawBudget = budgetId ? ownValue(rawBudgets, budgetId) : undefined;
    const budget = budgetId ? parseBudget(budgetId, rawBudget) : null;
    if (budgetId && isAnnulled(rawBudget, budget)) continue;
    const provisional = booking.provisoria === true;
    const expiresAt = typeof booking.venceEn === 'number' && Number.isFinite(booking.venceEn) ? booking.venceEn : null;
    if (provisional && expiresAt !== null && expiresAt <= nowMs) continue; // the hold lapsed: the date is free
    events.push(feedEvent(date, budgetId, budget, provisional ? { expiresAt } : null, booking, uidDomain));
  }
  return events.sort((a, b) => compareCodes(a.date, b.date));
}

function feedEvent(
  date: IsoDate,
  budgetId: string | null,
  budget: StoredBudget | null,
  hold: { expiresAt: number | null } | null,
  booking: Record<string, unknown>,
  uidDomain: string,
): CalendarFeedEvent {
  const details = budget ? [budget.cliente, budgetRentalText(budget), budgetGuestsText(budget)].filter(Boolean).join(' · ') : BOOKED_EVENT_SUMMARY;
  const summary = hold ? `${PROVISIONAL_SUMMARY}: ${details}` : details;
  const lines: string[] = [];
  if (hold) {
    if (hold.expiresAt === null) lines.push('Reserva provisoria: la fecha queda tomada hasta que se confirme o se libere.');
    else {
      const { date: day, time } = hallTime(hold.expiresAt);
      lines.push(`Reserva provisoria: vence el ${shortDate(day)} a las ${time} si no se confirma.`);
    }
  }
  if (budget) {
    lines.push(`Cliente: ${budget.cliente}`);
    const rental = budgetRentalText(budget);
    if (rental) lines.push(`Alquiler: ${rental}`);
    const guests = budgetGuestsText(budget);
    if (guests) lines.push(`Invitados: ${budget.invitados}`);
    const extras = extrasText(budget);
    if (extras) lines.push(`Adicionales: ${extras}`);
    const total = totalText(budget);
    if (total) lines.push(`Total del presupuesto: ${total}`);
  } else if (budgetId) {
    lines.push('El presupuesto de esta reserva no se encontró.');
  } else {
    lines.push('Fecha marcada como evento en la administración.');
  }
  const changed =
    budget && budget.actualizadoEn > 0 ? budget.actualizadoEn : typeof booking.creadoEn === 'number' && booking.creadoEn > 0 ? booking.creadoEn : null;
  return {
    uid: `${date}-${budgetId ?? 'reserva'}@${uidDomain}`,
    date,
    status: hold ? 'TENTATIVE' : 'CONFIRMED',
    summary,
    description: lines.join('\n'),
    lastModified: changed,
  };
}

/** A TEXT value escaped (RFC 5545 §3.3.11): \ ; , and line breaks; other control characters are dropped. */
export function escapeCalendarText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- the control characters RFC 5545 does not allow in TEXT
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
      .replace(/\t/g, ' ')
  );
}

const MAX_LINE_OCTETS = 75;
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * One content line folded (RFC 5545 §3.1): at most 75 octets per line, each continuation starting with a
 * space; never inside a UTF-8 character (nor a surrogate pair). Lines end with CRLF.
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (iso: IsoDate) => iso.replace(/-/g, '');

/** 20261110T150000Z */
function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The hall's zone: UTC−3 all year since 2009 (see hallZone.ts), so one STANDARD rule describes it. The events
 * are whole days (a budget keeps no start time), so nothing names it by TZID; X-WR-TIMEZONE tells clients
 * (Google Calendar, Apple) which zone the calendar belongs to.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${HALL_TIME_ZONE}`,
  `X-LIC-LOCATION:${HALL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarFeedTextOptions {
  /** The calendar's name as the phone lists it. */
  calendarName: string;
  now: Date;
}

/** The whole iCalendar file: CRLF line ends, folded lines, escaped text. */
export function calendarFeedText(events: readonly CalendarFeedEvent[], { calendarName, now }: CalendarFeedTextOptions): string {
  const stamp = utcStamp(now.getTime());
  const name = escapeCalendarText(calendarName);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon//Calendario de eventos//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `X-WR-TIMEZONE:${HALL_TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeCalendarText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeCalendarText(event.summary)}`,
      `DESCRIPTION:${escapeCalendarText(event.description)}`,
      `STATUS:${event.status}`,
      'TRANSP:OPAQUE',
    );
    if (event.lastModified !== null) lines.push(`LAST-MODIFIED:${utcStamp(event.lastModified)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n';
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A feed token from 32 random bytes: base64url without padding, 43 characters (CALENDAR_FEED_TOKEN). */
export function calendarFeedToken(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new RangeError('La clave del calendario necesita 32 bytes al azar.');
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let c = 0; c < chars; c += 1) out += BASE64URL[(chunk >> (18 - 6 * c)) & 63];
  }
  return out;
}

export interface CalendarFeedAddresses {
  /** What Google Calendar's «Desde URL» takes. */
  https: string;
  /** What a phone opens in its calendar app to subscribe (same address, webcal scheme). */
  webcal: string;
}

/** The subscription addresses of a feed at `baseUrl` (the function's address) with `token`. */
export function calendarFeedAddresses(baseUrl: string, token: string): CalendarFeedAddresses {
  const https = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}
