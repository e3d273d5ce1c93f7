// The extras a message asks about ("¿cuánto sale el inflable?", "la camarera", "¿tienen DJ?"), answered from
// the site's own price list (datosId/8: camarera, metegol, ping pong, inflable, proyector, arcade, hora de
// organización, parrillero; and the extra hour). Something visitors ask for that the list does not have (a
// DJ, catering…) is named as not being in it: the chat never gives a price the list does not hold.
import { isoDateParts, type IsoDate } from '../dates/dates';
import { pricesForPage, type MonthPrices, type PriceField } from '../pricing/prices';
import { pageForMonth } from '../pricing/season';
import type { AvailabilityIndex } from '../availability';
import type { ChatMonth } from './parsePeriods';

/** An extra of the price list, as visitors name it. */
export interface ChatExtra {
  field: PriceField;
  /** "el inflable": how a reply names it. */
  name: string;
  /** Folded words that ask for it. */
  words: RegExp;
}

/** The price list's extras in its order (PRICE_FIELDS), with the words visitors use for each. */
export const CHAT_EXTRAS: readonly ChatExtra[] = [
  { field: 'e_camarera_', name: 'la camarera', words: /\b(?:camarer[oa]s?|moz[oa]s?|meser[oa]s?)\b/ },
  { field: 'f_metegol_', name: 'el metegol', words: /\b(?:metegol(?:es)?|futbolito|futbol de mesa|taca ?taca)\b/ },
  { field: 'g_pingPong_', name: 'el ping pong', words: /\b(?:ping ?pong|pin ?pon|tenis de mesa)\b/ },
  { field: 'h_inflable_', name: 'el inflable', words: /\b(?:inflables?|castillo inflable)\b/ },
  { field: 'i_proyector_', name: 'el proyector', words: /\b(?:proyector(?:es)?|proyeccion|canon proyector)\b/ },
  { field: 'j_arcade_', name: 'el arcade', words: /\b(?:arcades?|fichines?|maquinitas?|videojuegos?)\b/ },
  { field: 'k_hora_organizacion_', name: 'la hora de organización', words: /\b(?:organizacion|horas? de armado|armado)\b/ },
  { field: 'r_parrillero_', name: 'el parrillero', words: /\b(?:parriller[oa]s?|asador(?:es)?)\b/ },
];

/** "la hora extra": priced apart for weekdays and for the weekend (with holidays). */
const EXTRA_HOUR = /\bhoras? extras?\b/;
/** "¿qué adicionales tienen?", "extras", "juegos": the whole list. */
const WHOLE_LIST = /\b(?:adicional\w*|extras?|juegos|servicios)\b/;

/** What visitors ask for that the price list does not have: named as not in it, never priced. */
const NOT_LISTED: ReadonlyArray<{ name: string; words: RegExp }> = [
  { name: 'el DJ', words: /\b(?:dj|disc ?jockey|musicalizador\w*|musicalizacion)\b/ },
  { name: 'el sonido', words: /\b(?:sonido|equipo de musica)\b/ },
  { name: 'las luces', words: /\b(?:luces|iluminacion)\b/ },
  { name: 'la animación', words: /\b(?:animador\w*|animacion|payas[oa]s?|mago|magia)\b/ },
  { name: 'el catering', words: /\b(?:catering|servicio de comida|lunch)\b/ },
  { name: 'la fotografía', words: /\b(?:fotograf\w*|filmacion)\b/ },
  { name: 'la decoración', words: /\b(?:decoracion|ambientacion|globos)\b/ },
  { name: 'el candy bar', words: /\bcandy ?bar\b/ },
  { name: 'la mesa dulce', words: /\bmesa dulce\b/ },
  { name: 'la barra de tragos', words: /\b(?:barra de tragos|barra movil|bartender|tragos)\b/ },
  { name: 'el pelotero', words: /\bpeloteros?\b/ },
  { name: 'la cama elástica', words: /\bcamas? elasticas?\b/ },
  { name: 'el karaoke', words: /\bkaraoke\b/ },
  { name: 'el cotillón', words: /\bcotillon\b/ },
];

// A question about something, not a plan to bring it ("¿puedo llevar mi DJ?" is a rule: askAI's).
const ASKS_FOR_IT =
  /\b(?:cuanto|precios?|presios?|sale|salen|cuesta|cuestan|costo|valor|vale|cobran|tienen|tenes|hay|ofrecen|incluye\w*|alquilan|cuentan con|viene con)\b/;
const BRINGS_IT = /\b(?:llevar|traer|traemos|llevamos|propi[oa]s?|nuestro|nuestra|contratar)\b/;
// What may surround an extra in a message that only names it ("¿y la camarera?", "el inflable?").
const FILLER = /\b(?:y|e|o|el|la|los|las|un|una|de|del|con|que|tal|para|me|nos|decis|pasas|sobre|tambien|cuanto|cuanta|precio|precios)\b/g;

/** Every word above, to see what a message says besides them. */
const ALL_NAMED = [...CHAT_EXTRAS.map((extra) => extra.words), ...NOT_LISTED.map((item) => item.words), EXTRA_HOUR, WHOLE_LIST].map(
  (words) => new RegExp(words.source, 'g'),
);

/** The extras a message asks about. */
export interface ChatExtrasQuestion {
  /** Extras of the list, in its order. */
  listed: PriceField[];
  /** The extra hour. */
  extraHour: boolean;
  /** The whole list ("¿qué adicionales tienen?"). */
  wholeList: boolean;
  /** What the list does not have ("el DJ"), in the order above. */
  notListed: string[];
}

/** The extras asked about in a text read by readChatText; null when the message asks about none. */
export function findExtrasAsked(text: string): ChatExtrasQuestion | null {
  const listed = CHAT_EXTRAS.filter((extra) => extra.words.test(text)).map((extra) => extra.field);
  const extraHour = EXTRA_HOUR.test(text);
  const wholeList = WHOLE_LIST.test(text.replace(EXTRA_HOUR, ' '));
  const notListed = NOT_LISTED.filter((item) => item.words.test(text)).map((item) => item.name);
  if (listed.length + notListed.length === 0 && !extraHour && !wholeList) return null;
  const rest = ALL_NAMED.reduce((left, words) => left.replace(words, ' '), text).replace(FILLER, ' ');
  const onlyNamesThem = rest.replace(/[^a-z0-9]+/g, '') === '';
  if (BRINGS_IT.test(text) || !(ASKS_FOR_IT.test(text) || onlyNamesThem)) return null;
  return { listed, extraHour, wholeList, notListed };
}

/** The prices of a month, when the published calendar covers it (a later month's prices are not published yet). */
export function monthPricesFor(month: ChatMonth, availability: { index?: AvailabilityIndex; range?: { start: IsoDate; end: IsoDate } }): MonthPrices | null {
  if (!availability.index) return null;
  const { range } = availability;
  if (range) {
    const first = isoDateParts(range.start);
    const last = isoDateParts(range.end);
    const key = (m: ChatMonth) => m.year * 12 + m.month;
    if (key(month) < key(first) || key(month) > key(last)) return null;
  }
  return pricesForPage(availability.index.rawPrices, pageForMonth(month.month)).prices;
}
