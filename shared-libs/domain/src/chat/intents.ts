// What a chat message asks about, from the seed's keyword sets (section 9) plus the forms visitors really
// write (plurals, feminine, verbs, voseo, common misspellings: "presio", "kuanto", "disponivilidad").
// Matching runs on folded text (no accents, lower case).
import { findExtrasAsked } from './extras';

export interface ChatIntents {
  availability: boolean;
  price: boolean;
  hours: boolean;
  /** Asks about an extra of the price list (camarera, metegol…) or something like one (a DJ): see extras.ts. */
  extras: boolean;
}

// Seed: disponible, disponibilidad, ocupado, libre, fecha, fechas, cuándo, agendar, reservar.
const AVAILABILITY = /\b(disponib\w*|disponiv\w*|dispo|ocupad[oa]s?|libres?|fechas?|cuando|agend\w*|reserv\w*|tienen el|tenes el|hay lugar)\b/;
// Seed: precio, sale, costo, cuesta. "cuánto" alone asks a price ("¿cuánto el metegol?"), unless it asks
// how long or how many ("¿cuánto tiempo?", "¿cuánto es el máximo de personas?").
const PRICE =
  /\b(precios?|presios?|sale|salen|saldria|costos?|cuesta|cuestan|costaria|cobran|cobras|cobrarian|valor|vale|tarifas?)\b|\b[ck]uanto\b(?!(?:\s+\w+){0,3}?\s+(?:tiempo|dura|personas|gente|invitados|entran|capacidad|maximo|minimo|espacio|metros|horas?)\b)/;
// Seed: horario, horas, hasta qué hora, cuánto tiempo.
const HOURS = /\b(horarios?|horas|hasta que hora|cuanto tiempo|cuantas hs|a que hora)\b/;
// "horas extra" is a price of the list, not the rental's hours.
const EXTRA_HOURS = /\bhoras? extras?\b/g;

/** The intents of a message read by readChatText (or folded by foldChatText). */
export function detectChatIntents(folded: string): ChatIntents {
  return {
    availability: AVAILABILITY.test(folded),
    price: PRICE.test(folded),
    hours: HOURS.test(folded.replace(EXTRA_HOURS, ' ')),
    extras: findExtrasAsked(folded) !== null,
  };
}
