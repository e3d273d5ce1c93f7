export const MAX_PROMPT_LENGTH = 1000;

export type PromptValidation = { ok: true; prompt: string } | { ok: false; message: string };

/** The prompt must be a non-empty string of at most 1,000 characters. */
export function validatePrompt(raw: unknown): PromptValidation {
  if (typeof raw !== 'string') return { ok: false, message: 'La consulta debe ser un texto.' };
  const prompt = raw.trim();
  if (prompt === '') return { ok: false, message: 'La consulta está vacía.' };
  if (prompt.length > MAX_PROMPT_LENGTH) {
    return { ok: false, message: `La consulta es demasiado larga (máximo ${MAX_PROMPT_LENGTH} caracteres).` };
  }
  return { ok: true, prompt };
}
