// What the visitor reads when askAI fails: always a Spanish sentence of ours and a WhatsApp button with the
// question written. Never the error's own message: the Functions SDK appends the HTTP status to it
// ("Hiciste muchas consultas seguidas… [429]"), and a proxy's or the SDK's text is English
// ("resource-exhausted", "internal"). A refusal of askAI's limits carries its Spanish sentence again in the error's
// details (`aviso`, functions/src/index.ts): that one is shown, so the visitor reads which limit it was.
import { askByWhatsappAction, CHAT_TEXTS, type ChatAction } from '@salon/domain';

export const AI_TIMEOUT_TEXT = 'El asistente está tardando demasiado en responder. Probá de nuevo en un rato o escribinos por WhatsApp.';
export const AI_BUSY_TEXT = 'El asistente recibió muchas consultas seguidas. Esperá un minuto y volvé a preguntar, o escribinos por WhatsApp.';
export const AI_FAILURE_TEXT = `${CHAT_TEXTS.aiFailure} Probá de nuevo en un rato o escribinos por WhatsApp.`;

/** The chat's own give-up (see AI_TIMEOUT_MS). */
export class AiTimeout extends Error {}

/** Error codes of the Functions SDK that have a sentence of their own. */
const TEXT_BY_CODE: Readonly<Record<string, string>> = {
  // Over askAI's limit (per visitor, or the ceiling for calls without an identity).
  'functions/resource-exhausted': AI_BUSY_TEXT,
  // The SDK's own give-up: the same to the visitor as the chat's.
  'functions/deadline-exceeded': AI_TIMEOUT_TEXT,
};

/** The Spanish sentence of a refusal by askAI's limits (details.aviso), if the error carries one. */
function refusalNotice(error: unknown, code: string): string | undefined {
  if (code !== 'functions/resource-exhausted' || typeof error !== 'object' || error === null || !('details' in error)) return undefined;
  const details = error.details;
  const notice = typeof details === 'object' && details !== null && 'aviso' in details ? details.aviso : undefined;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : undefined;
}

/** The reply to a failed askAI call for `question`. */
export function aiFailureReply(error: unknown, question: string): { text: string; actions: ChatAction[] } {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const text = error instanceof AiTimeout ? AI_TIMEOUT_TEXT : (refusalNotice(error, code) ?? TEXT_BY_CODE[code] ?? AI_FAILURE_TEXT);
  return { text, actions: [askByWhatsappAction(question)] };
}
