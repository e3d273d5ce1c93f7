// The provider used when no language-model key is configured (and the fallback when the model fails or
// states an amount the data does not have): it answers from the site's facts alone, by topic.
import { CHAT_TEXTS, courtesyOf, findExtrasAsked, foldChatText, hallFactsReply, hallTopicsOf, joinSpanish, readChatText } from '@salon/domain';
import { contactChannel, contactLine, extraHoursLine, weekendPhrase, extrasLines, promotionLines, promotionPriceLines, rentalLine } from '../factSheet';
import type { SiteFacts } from '../siteFacts';
import type { AnswerProvider } from './provider';

const TOPICS: Array<{ pattern: RegExp; answer: (facts: SiteFacts) => string[] }> = [
  {
    pattern: /\bhoras? extras?\b/,
    answer: (facts) => [extraHoursLine(facts)],
  },
  {
    pattern: /\b(adicional\w*|extras?|camarer\w*|metegol|ping ?pong|inflable\w*|proyector\w*|arcade\w*|parriller\w*|organizacion)\b/,
    answer: (facts) => [`Adicionales de ${facts.monthLabel.toLowerCase()} en **${facts.companyName}**:`, ...extrasLines(facts)],
  },
  {
    pattern: /\b(promo\w*|descuentos?|ofertas?)\b/,
    answer: (facts) =>
      facts.promotions.length > 0
        ? ['Promociones vigentes:', ...promotionLines(facts).map((line) => `• ${line}`)]
        : ['Por ahora no hay promociones vigentes.', rentalLine(facts)],
  },
  {
    pattern: /\b(fin de semana|finde|feriados?|semana)\b/,
    answer: (facts) => [rentalLine(facts), ...promotionPriceLines(facts)],
  },
  {
    pattern: /\b(horarios?|horas|cuanto tiempo|cuanto dura)\b/,
    answer: (facts) => [rentalHoursLine(facts), extraHoursLine(facts)],
  },
  {
    pattern: /\b(contacto|whatsapp|telefono|celular|llamar|visita\w*|conocer|direccion|donde)\b/,
    answer: (facts) => [contactLine(facts)],
  },
  {
    pattern: /\b(precios?|cuesta|cuestan|sale|salen|costos?|valor|tarifas?|alquiler)\b/,
    answer: (facts) => [
      rentalLine(facts),
      ...promotionPriceLines(facts),
      'Decime una fecha (por ejemplo "el 25 de diciembre") y te digo su precio y si está libre.',
    ],
  },
];

const rentalHoursLine = (facts: SiteFacts) => `El alquiler es por **3 hs** los días de semana y por **4 hs** ${weekendPhrase(facts)}.`;

/** "El DJ no está en la lista de adicionales…": something asked for that the price list does not have is never priced. */
function notListedAnswer(notListed: string[], facts: SiteFacts): string[] {
  const what = joinSpanish(notListed);
  const verb = notListed.length === 1 ? 'no está' : 'no están';
  return [
    `${what.charAt(0).toUpperCase()}${what.slice(1)} ${verb} en la lista de adicionales de **${facts.companyName}**, así que no tengo un precio para darte: escribinos ${contactChannel(facts)} y te respondemos.`,
    `Los adicionales de ${facts.monthLabel.toLowerCase()} son:`,
    ...extrasLines(facts),
  ];
}

export function answerFromFacts(prompt: string, facts: SiteFacts): string {
  const read = readChatText(prompt);
  // A thank-you, a goodbye or an "ok" alone gets a short friendly reply (never "no tengo información").
  const courtesy = courtesyOf(read);
  if (courtesy) return CHAT_TEXTS[courtesy];
  // "¿cuánto sale el DJ?": named as not in the list before the price topic takes "sale" as a question about the rental.
  const extrasAsked = findExtrasAsked(read);
  if (extrasAsked && extrasAsked.notListed.length > 0) return notListedAnswer(extrasAsked.notListed, facts).join('\n');
  // The hall itself ("¿dónde queda?", "¿qué incluye?"): its facts, as the chat says them, with the map's link.
  const hallTopics = hallTopicsOf(read);
  const hallReply = hallFactsReply(hallTopics, facts.hall);
  if (hallReply !== null) {
    const map = hallTopics.includes('address') ? [`Mapa: ${facts.hall.mapUrl}`] : [];
    // The hours of the parties, and how long a rental is.
    const rental = hallTopics.includes('hours') ? [rentalHoursLine(facts)] : [];
    return [hallReply, ...map, ...rental].join('\n');
  }
  const folded = foldChatText(prompt);
  const topic = TOPICS.find(({ pattern }) => pattern.test(folded));
  if (topic) return topic.answer(facts).join('\n');
  const greeting = /^(hola|buen[oa]s|que tal)\b/.test(folded);
  return [
    greeting
      ? `¡Hola! Soy el asistente de **${facts.companyName}**.`
      : `Soy el asistente de **${facts.companyName}** y sobre eso no tengo información: escribinos ${contactChannel(facts)} y te respondemos.`,
    rentalLine(facts),
    'Preguntame por una fecha (por ejemplo "¿está libre el 25 de diciembre?"), por los adicionales o por las promociones.',
  ].join('\n');
}

export const offlineProvider: AnswerProvider = {
  name: 'offline',
  answer: (prompt, facts) => Promise.resolve(answerFromFacts(prompt, facts)),
};
