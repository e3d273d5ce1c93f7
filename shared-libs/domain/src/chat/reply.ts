// The chat's local replies, in Spanish. The seed's catalogue (section 8) is used verbatim; replies mark
// dates and prices with **bold**, the only markup the chat renders.
import { MONTH_NAMES_ES } from '../dates/calendarNames';
import { WEEKDAY_NAMES_ES } from '../dates/calendarNames';
import { formatDateLong, isoDateParts, isoWeekday, type IsoDate, type Weekday } from '../dates/dates';
import { formatARS } from '../pricing/money';
import type { MonthPrices } from '../pricing/prices';
import { promotionSuffix } from '../pricing/promotions';
import { joinSpanish, weekdayNames } from '../pricing/rates';
import type { ChatDateInfo } from './chatAvailability';
import { CHAT_EXTRAS, type ChatExtrasQuestion } from './extras';
import type { DateSpanListing, MonthListing, UpcomingListing } from './monthListing';
import type { ChatImpossibleDate } from './parseDates';
import type { ChatMonth, ChatWeekdayFilter } from './parsePeriods';

export const CHAT_TEXTS = {
  greeting: '¡Hola! 👋 ¿Cómo puedo ayudarte? Puedo darte precios y disponibilidad de fechas.',
  aiFailure: 'Lo siento, no pude procesar tu solicitud.',
  loading: 'Estoy terminando de cargar el calendario y los precios, por favor espera un segundo y vuelve a preguntar.',
  askForDate: "Puedo ayudarte con eso. Por favor, dime una fecha específica (ej: 'el 25' o '25 de diciembre').",
  noHours: (date: string) => `No pude encontrar información de horario para el ${date}.`,
  offerAlternatives: '¿Te sirve alguna de estas?',
  /** A day written so that it could not be read ("el 19 de dicembreee"): asked again, never another date. */
  unreadDate: "No pude entender la fecha. Escribila con el día y el mes, por ejemplo '19 de diciembre' o '19/12'.",
  /** Short replies to courtesy: a thank-you, a goodbye, an "ok". */
  thanks: '¡De nada! Si querés consultar otra fecha o reservar, acá estoy.',
  farewell: '¡Gracias por escribirnos! Cuando quieras, consultanos otra fecha.',
  acknowledgement: '¡Buenísimo! Si necesitás algo más, preguntame.',
} as const;

/** "tarifa de fin de semana (4 hs)": the rate's label, with its hours unless the label already says them. */
export function rateDescription(info: Pick<ChatDateInfo, 'priceType' | 'hours'>): string {
  const label = info.priceType ?? 'tarifa del día';
  if (info.hours === null || /\bhs\b|hora/.test(label)) return label;
  return `${label}, ${info.hours} hs`;
}

const priceLine = (info: ChatDateInfo) =>
  info.price === null ? 'precio a confirmar' : `**${formatARS(info.price)}** — ${rateDescription(info)}${promotionSuffix(info.promotion)}`;

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
  if (info.status === 'Reservado provisoriamente') {
    const held = `El ${dateLabel(info.date)} está **Reservado provisoriamente**: otro cliente lo tiene reservado por unos días y, si no se confirma, vuelve a quedar libre.`;
    if (alternatives.length === 0) return held;
    return [`${held} ${NEAREST_FREE_DATES_INTRO} son:`, ...alternatives.map(optionLine)].join('\n');
  }
  return `El ${dateLabel(info.date)}: no se pudo verificar la disponibilidad (está fuera del calendario publicado o ya pasó).`;
}

export function priceReply(info: ChatDateInfo): string {
  if (info.price === null) {
    return `Todavía no está publicado el precio para el ${dateLabel(info.date)}: consultanos por WhatsApp.`;
  }
  const busy =
    info.status === 'Ocupado'
      ? ' Ojo: esa fecha figura **Ocupado**.'
      : info.status === 'Reservado provisoriamente'
        ? ' Ojo: esa fecha figura **Reservado provisoriamente**.'
        : '';
  return `El alquiler el ${dateLabel(info.date)} cuesta ${priceLine(info)}.${busy}`;
}

/** "tarifa de fin de semana": the rate's name without the hours its label may carry (the reply states them). */
export function rateName(priceType: string): string {
  return priceType.replace(/\s*\(\s*\d+\s*(?:hs|horas?)\s*\)\s*$/, '');
}

export function hoursReply(info: ChatDateInfo): string {
  if (info.hours === null) return CHAT_TEXTS.noHours(formatDateLong(info.date));
  const rate = info.priceType ? ` (${rateName(info.priceType)})` : '';
  return `El ${dateLabel(info.date)} el alquiler es por **${info.hours} hs**${rate}.`;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "El **30 de febrero** no existe: febrero tiene 28 días (29 en los años bisiestos)." and the like. */
export function impossibleDateReply({ day, month, year, yearGiven }: ChatImpossibleDate): string {
  const monthName = MONTH_NAMES_ES[month - 1]!;
  const written = `${day} de ${monthName}${yearGiven ? ` de ${year}` : ''}`;
  if (month === 2 && day === 29) {
    // Only a year that is not a leap year lacks it.
    return yearGiven
      ? `El **${written}** no existe: ${year} no es bisiesto, así que febrero tiene 28 días.`
      : `El **${written}** no existe en ${year}: ese año febrero tiene 28 días.`;
  }
  const length = month === 2 ? '28 días (29 en los años bisiestos)' : `${MONTH_DAYS[month - 1]} días`;
  return `El **${written}** no existe: ${monthName} tiene ${length}.`;
}

/** Closes a reply about dates that do not exist. */
export const ASK_FOR_ANOTHER_DATE = '¿Qué fecha querías consultar?';

/** "Ojo: el 18 de diciembre de 2026 es viernes, no sábado.": the weekday written is not the date's. */
export function weekdayMismatchNote(date: IsoDate, statedWeekday: number): string {
  const { day, month, year } = isoDateParts(date);
  const actual = WEEKDAY_NAMES_ES[isoWeekday(date)];
  return `Ojo: el ${day} de ${MONTH_NAMES_ES[month - 1]} de ${year} es **${actual}**, no ${WEEKDAY_NAMES_ES[statedWeekday]}.`;
}

const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const plainMonth = ({ year, month }: ChatMonth) => `${MONTH_NAMES_ES[month - 1]} de ${year}`;
const amountOf = (price: number | null | undefined) => (price === null || price === undefined ? 'a consultar' : `**${formatARS(price)}**`);
/** "del inflable", "de la camarera": Spanish contracts "de el". */
const ofName = (name: string) => (name.startsWith('el ') ? `del ${name.slice(3)}` : `de ${name}`);
/** "Camarera" for "la camarera": how a list line names an extra. */
const listName = (name: string) => upperFirst(name.replace(/^(?:el|la|los|las) /, ''));

/**
 * The extras asked about, from the month's price list: "El inflable cuesta **$ 25.000** (precio de diciembre
 * de 2026).", several as a list, the extra hour for weekdays and weekends, and what the list does not have
 * named as such (no price is ever made up). `prices` null: that month's prices are not published.
 */
export function extrasReply(question: ChatExtrasQuestion, month: ChatMonth, prices: MonthPrices | null): string {
  const lines: string[] = [];
  const whose = plainMonth(month);
  const listed = question.wholeList ? CHAT_EXTRAS.map((extra) => extra.field) : question.listed;
  const extras = CHAT_EXTRAS.filter((extra) => listed.includes(extra.field));
  if (prices === null && (extras.length > 0 || question.extraHour)) {
    lines.push(`Los precios de los adicionales de ${whose} todavía no están publicados: consultanos por WhatsApp.`);
  } else if (prices !== null) {
    if (question.wholeList) {
      lines.push(`Los adicionales (precios de ${whose}) son:`, ...extras.map((extra) => `• ${listName(extra.name)}: ${amountOf(prices[extra.field])}`));
    } else if (extras.length === 1) {
      const [extra] = extras;
      const price = prices[extra!.field];
      lines.push(
        price === null
          ? `El precio ${ofName(extra!.name)} para ${whose} todavía no está publicado: consultanos por WhatsApp.`
          : `${upperFirst(extra!.name)} cuesta **${formatARS(price)}** (precio de ${whose}).`,
      );
    } else if (extras.length > 1) {
      lines.push(`Precios de ${whose}:`, ...extras.map((extra) => `• ${listName(extra.name)}: ${amountOf(prices[extra.field])}`));
    }
    if (question.extraHour) {
      lines.push(
        `La hora extra cuesta ${amountOf(prices.d_hora_extra_semana_)} los días de semana y ${amountOf(prices.c_hora_extra_finde_)} los fines de semana y feriados (precios de ${whose}).`,
      );
    }
  }
  if (question.notListed.length > 0) {
    const [first, ...others] = question.notListed;
    const what = upperFirst(joinSpanish([first!, ...others]));
    const verb = question.notListed.length === 1 ? 'no está' : 'no están';
    lines.push(
      `${what} ${verb} en la lista de adicionales del salón, así que no tengo un precio para darte: consultanos por WhatsApp.`,
      `Los adicionales de la lista son: ${joinSpanish(CHAT_EXTRAS.map((extra) => extra.name.replace(/^(?:el|la) /, '')))}.`,
    );
  }
  return lines.join('\n');
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

const calendarEndLine = (end: IsoDate) => `El calendario publicado llega hasta el ${dateLabel(end)}: después no se pudo verificar la disponibilidad.`;

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
