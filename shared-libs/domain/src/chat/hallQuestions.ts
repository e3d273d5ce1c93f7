// Questions about the hall itself, answered from its facts (config/salon, ../site/hallFacts.ts): where it is, how
// many guests it holds, what the rental includes, what happens on cancelling, its hours. Matching runs on the
// text readChatText reads (folded: no accents, lower case). A fact the hall has not stored is askAI's.
import { capacityText, type HallFacts } from '../site/hallFacts';

export type HallTopic = 'address' | 'capacity' | 'included' | 'cancellation' | 'hours';

/** The order the topics are answered in when a message asks several. */
const TOPICS: ReadonlyArray<{ topic: HallTopic; words: RegExp }> = [
  {
    topic: 'address',
    words:
      /\b(?:donde (?:queda|quedan|esta|estan|es|son|se encuentra\w*|lo tienen)|direccion|ubicacion|ubicad[oa]s?|ubican|como (?:llego|llegar|se llega)|mapa|en que (?:zona|barrio|calle))\b/,
  },
  {
    topic: 'capacity',
    words:
      /\b(?:capacidad|cuant[oa]s? (?:personas|gente|invitados|chicos|nenes|adultos)|cuanta gente|(?:personas|invitados|gente) (?:entran|caben|maximo)|entran|caben|maximo de (?:personas|invitados|gente)|para cuant[oa]s)\b/,
  },
  {
    topic: 'included',
    words: /\b(?:que (?:incluye\w*|trae|viene con|ofrece\w*)|que esta incluido|incluye (?:el alquiler|el salon)|esta incluido|incluido|incluidos)\b/,
  },
  { topic: 'cancellation', words: /\b(?:cancel\w*|suspend\w*|reprogram\w*|devolucion|devuelven|reembolso|reintegro|pierdo la sena|se pierde la sena)\b/ },
  { topic: 'hours', words: /\b(?:a que hora|horarios?|hasta que hora|desde que hora|de dia o de noche)\b/ },
];

/** The hall topics a folded message asks about, in TOPICS order (empty when none). */
export function hallTopicsOf(text: string): HallTopic[] {
  return TOPICS.filter(({ words }) => words.test(text)).map(({ topic }) => topic);
}

/** A topic's reply; null when the hall has not stored that fact. */
function topicReply(topic: HallTopic, facts: HallFacts): string | null {
  switch (topic) {
    case 'address':
      return facts.address ? `El salón queda en **${facts.address}**.` : null;
    case 'capacity':
      return facts.capacity !== null ? `El salón tiene capacidad para **${capacityText(facts.capacity)}**.` : null;
    case 'included':
      return facts.included.length > 0 ? ['El alquiler incluye:', ...facts.included.map((item) => `• ${item}`)].join('\n') : null;
    case 'cancellation':
      return facts.cancellationPolicy ? `Política de cancelación: ${facts.cancellationPolicy}` : null;
    case 'hours':
      return facts.hours ? `Horarios: **${facts.hours}**.` : null;
  }
}

/**
 * The reply to the hall topics asked, from its facts; null when any of them is not stored (then the whole
 * question is askAI's, which knows the rest of the site).
 */
export function hallFactsReply(topics: readonly HallTopic[], facts: HallFacts | null | undefined): string | null {
  if (!facts || topics.length === 0) return null;
  const replies = topics.map((topic) => topicReply(topic, facts));
  return replies.every((reply): reply is string => reply !== null) ? replies.join('\n\n') : null;
}
