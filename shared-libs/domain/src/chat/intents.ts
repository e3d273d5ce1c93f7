// What a chat message asks about, from the seed's keyword sets (section 9) plus the forms visitors really
// write (plurals, feminine, verbs). Matching runs on folded text (no accents, lower case).

export interface ChatIntents {
  availability: boolean;
  price: boolean;
  hours: boolean;
  /** Asks about an extra (camarera, metegol…): askAI knows those prices, the calendar does not. */
  extras: boolean;
}

// Seed: disponible, disponibilidad, ocupado, libre, fecha, fechas, cuándo, agendar, reservar.
const AVAILABILITY = /\b(disponib\w*|ocupad[oa]s?|libres?|fechas?|cuando|agend\w*|reserv\w*|tienen el|hay lugar)\b/;
// Seed: precio, sale, costo, cuesta.
const PRICE = /\b(precios?|sale|salen|saldria|costos?|cuesta|cuestan|costaria|cobran|valor|vale|tarifas?)\b/;
// Seed: horario, horas, hasta qué hora, cuánto tiempo.
const HOURS = /\b(horarios?|horas|hasta que hora|cuanto tiempo|cuantas hs|a que hora)\b/;
const EXTRAS = /\b(adicional\w*|extras?|camarer\w*|metegol|ping ?pong|inflable\w*|proyector\w*|arcade\w*|parriller\w*|organizacion)\b/;

/** The intents of a folded message (see foldChatText). */
export function detectChatIntents(folded: string): ChatIntents {
  return {
    availability: AVAILABILITY.test(folded),
    price: PRICE.test(folded),
    hours: HOURS.test(folded),
    extras: EXTRAS.test(folded),
  };
}
