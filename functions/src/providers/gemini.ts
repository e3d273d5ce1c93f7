// Gemini through its REST API (generateContent), with fetch: @google/genai needs Node 22 and the
// functions run on Node 20. The key travels in the x-goog-api-key header, never in the URL or the logs.

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
export const DEFAULT_GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';
export const DEFAULT_GEMINI_TIMEOUT_MS = 15_000;

export interface GeminiOptions {
  apiKey: string;
  model?: string;
  /** Overridden in tests to point at a local server that speaks the same wire format. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** A failed call: HTTP error (with Google's status, e.g. RESOURCE_EXHAUSTED), timeout, or no usable answer. */
export class GeminiError extends Error {
  constructor(
    message: string,
    readonly reason: 'http' | 'timeout' | 'network' | 'blocked' | 'empty' | 'format',
    readonly httpStatus?: number,
    readonly apiStatus?: string,
  ) {
    super(message);
    this.name = 'GeminiError';
  }
}

interface GenerateContentResponse {
  candidates?: Array<{ content?: { parts?: Array<{ text?: unknown }> }; finishReason?: string }>;
  promptFeedback?: { blockReason?: string };
  error?: { code?: number; message?: string; status?: string };
}

export async function generateWithGemini(systemInstruction: string, userTurn: string, options: GeminiOptions): Promise<string> {
  const model = options.model ?? DEFAULT_GEMINI_MODEL;
  const base = (options.baseUrl ?? DEFAULT_GEMINI_BASE_URL).replace(/\/+$/, '');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_GEMINI_TIMEOUT_MS);
  let response: Response;
  let body: GenerateContentResponse;
  try {
    response = await fetch(`${base}/v1beta/models/${encodeURIComponent(model)}:generateContent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': options.apiKey },
      body: JSON.stringify({
        systemInstruction: { parts: [{ text: systemInstruction }] },
        contents: [{ role: 'user', parts: [{ text: userTurn }] }],
        generationConfig: { temperature: 0.2, maxOutputTokens: 600 },
      }),
      signal: controller.signal,
    });
    body = (await response.json().catch(() => ({}))) as GenerateContentResponse;
  } catch (error) {
    if (controller.signal.aborted) throw new GeminiError('Gemini no respondió a tiempo.', 'timeout');
    throw new GeminiError(`No se pudo llamar a Gemini: ${error instanceof Error ? error.message : String(error)}`, 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || body.error) {
    const apiError = body.error ?? {};
    throw new GeminiError(
      `Gemini respondió ${apiError.code ?? response.status} ${apiError.status ?? ''}: ${apiError.message ?? response.statusText}`.trim(),
      'http',
      response.status,
      apiError.status,
    );
  }
  if (body.promptFeedback?.blockReason) {
    throw new GeminiError(`Gemini bloqueó la consulta (${body.promptFeedback.blockReason}).`, 'blocked');
  }
  const candidate = body.candidates?.[0];
  if (!candidate) throw new GeminiError('Gemini no devolvió ninguna respuesta.', 'empty');
  const text = (candidate.content?.parts ?? [])
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .join('')
    .trim();
  if (!text) throw new GeminiError(`Gemini devolvió una respuesta vacía (${candidate.finishReason ?? 'sin motivo'}).`, 'empty');
  return text;
}
