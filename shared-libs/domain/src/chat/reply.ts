// The chat's local replies, in Spanish. The seed's catalogue (section 8) is used verbatim; replies mark
// dates and prices with **bold**, the only markup the chat renders.
import { MONTH_NAMES_ES } from '../calendarNames';
import { formatDateLong, isoDateParts, type IsoDate, type Weekday } from '../dates';
import { formatARS } from '../money';
import { joinSpanish, weekdayNames } from '../rates';
import type { ChatDateInfo } from './chatAvailability';
import type { DateSpanListing, MonthListing, UpcomingListing } from './monthListing';
import type { ChatMonth, ChatWeekdayFilter } from './parsePeriods';

export const CHAT_TEXTS = {
  greeting: '¡Hola! 👋 ¿Cómo puedo ayudarte? Puedo darte precios y disponibilidad de fechas.',
  aiFailure: 'Lo siento, no pude procesar tu solicitud.',
  loading: 'Estoy terminando de cargar el calendario y los precios, por favor espera un segundo y vuelve a preguntar.',
  askForDate: "Puedo ayudarte con eso. Por favor, dime una fecha específica (ej: 'el 25' o '25 de diciembre').",
  noHours: (date: string) => `No pude encontrar información de horario para el ${date}.`,
  offerAlternatives: '¿Te sirve alguna de estas?',
} as const;

/** "tarifa de fin de semana (4 hs)": the rate's label, with its hours unless the label already says them. */
export function rateDescription(info: Pick<ChatDateInfo, 'priceType' | 'hours'>): string {
  const label = info.priceType ?? 'tarifa del día';
  if (info.hours === null || /\bhs\b|hora/.test(label)) return label;
  return `${label}, ${info.hours} hs`;
}

const priceLine = (info: ChatDateInfo) =>
  info.price === null ? 'precio a confirmar' : `**${formatARS(info.price)}** — ${rateDescription(info)}`;

const dateLabel = (date: IsoDate) => `**${formatDateLong(date)}**`;

/** "• **viernes 4 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)". */
const optionLine = (free: ChatDateInfo) => `• ${dateLabel(free.date)}: ${priceLine(free)}`;

/** Starts every list of free dates offered instead of what was asked (a question follows it). */
export const NEAREST_FREE_DATES_INTRO = 'Las fechas libres más cercanas';

/** "El X está Libre / Ocupado (con alternativas) / no se pudo verificar". */
export function availabilityReply(info: ChatDateInfo, alternatives: ChatDateInfo[]): string {
  if (info.status === 'Libre') {
    return info.price === null
      ? `El ${dateLabel(info.date)} está **Libre**. El precio de ese mes todavía no está publicado: consultanos por WhatsApp.`
      : `El ${dateLabel(info.date)} está **Libre**. El alquiler cuesta ${priceLine(info)}.`;
  }
  if (info.status === 'Ocupado') {
    if (alternatives.length === 0) {
      return `El ${dateLabel(info.date)} está **Ocupado** y no encontré fechas libres cercanas en el calendario publicado.`;
    }
    return [`El ${dateLabel(info.date)} está **Ocupado**. ${NEAREST_FREE_DATES_INTRO} son:`, ...alternatives.map(optionLine)].join('\n');
  }
  return `El ${dateLabel(info.date)}: no se pudo verificar la disponibilidad (está fuera del calendario publicado o ya pasó).`;
}

export function priceReply(info: ChatDateInfo): string {
  if (info.price === null) {
    return `Todavía no está publicado el precio para el ${dateLabel(info.date)}: consultanos por WhatsApp.`;
  }
  const busy = info.status === 'Ocupado' ? ' Ojo: esa fecha figura **Ocupado**.' : '';
  return `El alquiler el ${dateLabel(info.date)} cuesta ${priceLine(info)}.${busy}`;
}

export function hoursReply(info: ChatDateInfo): string {
  if (info.hours === null) return CHAT_TEXTS.noHours(formatDateLong(info.date));
  const rate = info.priceType ? ` (${info.priceType})` : '';
  return `El ${dateLabel(info.date)} el alquiler es por **${info.hours} hs**${rate}.`;
}

/** A month's free dates listed in full up to this many; the rest are counted and sent to the calendar page. */
export const MONTH_DATES_LISTED = 8;

const monthLabel = ({ year, month }: ChatMonth) => `**${MONTH_NAMES_ES[month - 1]} de ${year}**`;
const freeDates = (count: number) => (count === 1 ? '1 fecha libre' : `${count} fechas libres`);

/** "los sábados", "los fines de semana (viernes, sábados y domingos)". */
export function weekdayFilterLabel(filter: ChatWeekdayFilter, weekdays: readonly Weekday[]): string {
  const names = joinSpanish(weekdayNames(weekdays, { plural: true }));
  if (filter.kind === 'weekend') return `los fines de semana (${names})`;
  if (filter.kind === 'workweek') return `los días de semana (${names})`;
  return `los ${names}`;
}

/** How a span is named in its reply: "En **diciembre de 2026**" / "Del **10 al 20 de diciembre de 2026**". */
interface SpanWords {
  /** The whole span, starting a sentence. */
  whole: string;
  /** What is left of it when it has started ("En lo que queda de …", "Desde hoy hasta el …"). */
  rest: string;
  /** What "después de …" refers to. */
  afterWhat: string;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * A span's free dates with their prices, the first MONTH_DATES_LISTED of them; "Ninguna fecha libre"
 * with the nearest free dates after it; or the seed's "no se pudo verificar" for a span outside the
 * published calendar or past.
 */
function spanReply(listing: DateSpanListing, words: SpanWords, filterLabel: string | null, publishedEnd: IsoDate | null): string {
  const where = listing.started ? words.rest : words.whole;
  const which = filterLabel ? ` ${filterLabel}` : '';
  if (listing.free.length === 0 && listing.unverified > 0) {
    return `${words.whole}${which} no se pudo verificar qué fechas están libres: no pudimos consultar el calendario en línea. Consultanos por WhatsApp.`;
  }
  if (!listing.verifiable) {
    const reach = publishedEnd ? ` El calendario publicado llega hasta el ${dateLabel(publishedEnd)}.` : '';
    return `${words.whole}${which} no se pudo verificar la disponibilidad (está fuera del calendario publicado o ya pasó).${reach}`;
  }
  const lines: string[] = [];
  if (listing.free.length > 0) {
    lines.push(`${where} hay **${freeDates(listing.free.length)}**${which}:`, ...listing.free.slice(0, MONTH_DATES_LISTED).map(optionLine));
    const more = listing.free.length - MONTH_DATES_LISTED;
    if (more > 0) lines.push(`…y ${freeDates(more)} más: mirá el calendario.`);
    if (listing.unverified > 0) lines.push(unverifiedLine(listing.unverified));
  } else {
    lines.push(`Ninguna fecha libre ${lowerFirst(where)}${which}.`);
  }
  if (listing.calendarEnd) {
    lines.push(calendarEndLine(listing.calendarEnd));
  } else if (listing.free.length === 0) {
    lines.push(
      listing.after.length > 0
        ? `${NEAREST_FREE_DATES_INTRO} después de ${words.afterWhat} son:\n${listing.after.map(optionLine).join('\n')}`
        : `Tampoco encontré fechas libres después de ${words.afterWhat} en el calendario publicado.`,
    );
  }
  return lines.join('\n');
}

const calendarEndLine = (end: IsoDate) =>
  `El calendario publicado llega hasta el ${dateLabel(end)}: después no se pudo verificar la disponibilidad.`;

function unverifiedLine(count: number): string {
  const dates = count === 1 ? '1 fecha' : `${count} fechas`;
  return `No se pudo verificar la disponibilidad de ${dates} más: no pudimos consultar el calendario en línea.`;
}

/**
 * A month's free dates with their prices, the first MONTH_DATES_LISTED of them; "Ninguna fecha libre"
 * with the nearest free dates after the month; or the seed's "no se pudo verificar" for a month outside
 * the published calendar or past.
 */
export function monthReply(listing: MonthListing, filterLabel: string | null, publishedEnd: IsoDate | null): string {
  const label = monthLabel(listing.month);
  return spanReply(listing, { whole: `En ${label}`, rest: `En lo que queda de ${label}`, afterWhat: 'ese mes' }, filterLabel, publishedEnd);
}

/** "10 al 20 de diciembre de 2026", "28 de diciembre de 2026 al 3 de enero de 2027" (no weekdays: short). */
export function rangeLabel(start: IsoDate, end: IsoDate): string {
  const from = isoDateParts(start);
  const to = isoDateParts(end);
  const dayMonth = ({ day, month }: { day: number; month: number }) => `${day} de ${MONTH_NAMES_ES[month - 1]}`;
  const toLabel = `${dayMonth(to)} de ${to.year}`;
  if (start === end) return toLabel;
  if (from.year !== to.year) return `${dayMonth(from)} de ${from.year} al ${toLabel}`;
  if (from.month !== to.month) return `${dayMonth(from)} al ${toLabel}`;
  return `${from.day} al ${toLabel}`;
}

/** A day range's free dates, worded like a month's: "Del **10 al 20 de diciembre de 2026** hay …". */
export function rangeReply(listing: DateSpanListing, filterLabel: string | null, publishedEnd: IsoDate | null, today: IsoDate): string {
  const { first, last } = listing;
  const whole = first === last ? `El **${rangeLabel(first, last)}**` : `Del **${rangeLabel(first, last)}**`;
  const rest = today === last ? 'Hoy' : `Desde hoy hasta el **${rangeLabel(last, last)}**`;
  return spanReply(listing, { whole, rest, afterWhat: first === last ? 'esa fecha' : 'esas fechas' }, filterLabel, publishedEnd);
}

/**
 * The next free dates of some weekdays, up to UPCOMING_DATES_LISTED, and whether more follow or where the
 * published calendar ends; "Ninguna fecha libre …" when none is left.
 */
export function upcomingReply(listing: UpcomingListing, filterLabel: string): string {
  if (listing.free.length === 0 && listing.unverified > 0) {
    return `No se pudo verificar qué fechas están libres ${filterLabel}: no pudimos consultar el calendario en línea. Consultanos por WhatsApp.`;
  }
  if (!listing.verifiable) {
    const reach = listing.calendarEnd ? ` El calendario publicado llega hasta el ${dateLabel(listing.calendarEnd)}.` : '';
    return `No se pudo verificar la disponibilidad ${filterLabel} (está fuera del calendario publicado o ya pasó).${reach}`;
  }
  const lines: string[] = [];
  if (listing.free.length > 0) {
    const count = `**${freeDates(listing.free.length)}**`;
    lines.push(listing.more ? `Las próximas ${count} ${filterLabel}:` : `Desde hoy hay ${count} ${filterLabel}:`, ...listing.free.map(optionLine));
    if (listing.more) lines.push('…y hay más fechas libres después: mirá el calendario.');
    if (listing.unverified > 0) lines.push(unverifiedLine(listing.unverified));
  } else {
    lines.push(`Ninguna fecha libre ${filterLabel} desde hoy.`);
  }
  if (listing.calendarEnd) lines.push(calendarEndLine(listing.calendarEnd));
  return lines.join('\n');
}
