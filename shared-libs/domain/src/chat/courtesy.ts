// Courtesy that needs no facts: "¡gracias!", "genial, muchas gracias", "dale, gracias", "chau", "ok". It gets a
// short friendly reply here; sent to askAI it got "sobre eso no tengo información", as if it were a question.
// Only a message made of courtesy alone counts: "gracias, ¿y el 20?" is a question about the 20th.

export type ChatCourtesy = 'thanks' | 'farewell' | 'acknowledgement';

const THANKS = /\b(?:gracias+|graciass*|grasias|grax|grcs|agradezco|agradecid[oa]s?|thanks|thank you)\b/;
const FAREWELL = /\b(?:chau+|chao|adios|hasta luego|hasta pronto|hasta manana|nos vemos|saludos|slds|besos|abrazos?)\b/;
const ACKNOWLEDGEMENT =
  /\b(?:ok+|okey|oka|okis|dale|perfecto|perfecta|genial|buenisimo|buenisima|barbaro|joya|listo|excelente|super|bueno|buena|entendido|de una|ya esta|copado)\b/;
// Words that only soften courtesy ("muchas", "por la info", "sos un genio"): whatever else is a question.
const SOFTENERS =
  /\b(?:muchas|muchisimas|mil|muy|re|por|la|el|lo|tu|su|toda|todo|info|informacion|data|ayuda|respuesta|atencion|te|le|les|a|vos|ustedes|ti|amable|amables|sos|son|un|una|genio|genia|capo|capa|crack|che|igualmente|y|bien|nada|de|dia|tarde|noche|buen|buenas|buenos|hola|ah|aa+h*|jaj\w*|jej\w*|ja|je|q|que|tal|lindo|linda)\b/g;

const COURTESY_WORDS = [THANKS, FAREWELL, ACKNOWLEDGEMENT].map((words) => new RegExp(words.source, 'g'));

/** The courtesy a message read by readChatText is made of, or null when it says anything else. */
export function courtesyOf(text: string): ChatCourtesy | null {
  const kind: ChatCourtesy | null = THANKS.test(text) ? 'thanks' : FAREWELL.test(text) ? 'farewell' : ACKNOWLEDGEMENT.test(text) ? 'acknowledgement' : null;
  if (!kind) return null;
  const rest = COURTESY_WORDS.reduce((left, words) => left.replace(words, ' '), text)
    .replace(SOFTENERS, ' ')
    // Emoji and punctuation ("¡gracias! 🙌", "ok!!") say nothing more.
    .replace(/[^a-z0-9]+/g, '');
  return rest === '' ? kind : null;
}
