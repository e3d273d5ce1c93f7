// askAI's work, apart from firebase-functions so that it is tested directly: validate, limit, read the
// facts, answer with the configured provider, and never let a failing or inventive model reach the visitor.
import { answerFromFacts, offlineProvider } from './providers/offline';
import type { AnswerProvider } from './providers/provider';
import { GeminiError, generateWithGemini, type GeminiOptions } from './providers/gemini';
import { logWarning } from './log';
import { statesOnlyKnownAmounts } from './priceGuard';
import { systemInstruction, userTurn } from './prompt';
import { factAmounts, type SiteFacts } from './siteFacts';
import { addressBucket, bucketFor, ceilingBucket, type RateLimiter, type RateLimitPolicy } from './rateLimit';
import { validatePrompt } from './validation';

export class AskAIRefusal extends Error {
  constructor(
    readonly code: 'invalid-argument' | 'resource-exhausted',
    message: string,
  ) {
    super(message);
  }
}

export const RATE_LIMITED_MESSAGE = 'Hiciste muchas consultas seguidas. Esperá un minuto y volvé a preguntar.';
/** For a caller without an identity when all of them together reached the global ceiling. */
export const UNIDENTIFIED_LIMITED_MESSAGE = 'El asistente está recibiendo demasiadas consultas. Esperá un minuto y volvé a preguntar.';
/** Over the limit of one address (many identities behind one connection). */
export const ADDRESS_LIMITED_MESSAGE = 'Recibimos muchas preguntas desde tu conexión. Esperá un rato y volvé a preguntar, o escribinos por WhatsApp.';
/** Over the daily ceiling of every call together. */
export const CEILING_LIMITED_MESSAGE = 'El asistente llegó a su límite de preguntas por hoy. Volvé a preguntar mañana o escribinos por WhatsApp.';

/** Who calls: the verified Firebase uid (the chat's anonymous visitor; null without one) and its address (null if unknown). */
export interface AskAICaller {
  uid: string | null;
  address: string | null;
}

/** For whoever runs the site (the functions' log): what happened and what to do. */
export const UNIDENTIFIED_CEILING_WARNING =
  'askAI: las consultas sin identidad llegaron al tope global; se rechazan hasta la próxima ventana. Si pasa seguido, revisá que el chat inicie sesión anónima (consola de Firebase: Authentication → Método de acceso → Anónimo).';
export const DAILY_CEILING_WARNING =
  'askAI: se llegó al tope diario de consultas; se rechazan hasta mañana. Si el tope queda corto para el uso real, subilo en functions/src/rateLimit.ts y revisá la cuota del modelo.';
export const INVENTED_AMOUNT_WARNING = 'askAI: el modelo mencionó un monto que no está en los datos; se respondió sin el modelo. No hace falta hacer nada.';

/** Why the model was not used, in words whoever runs the site can act on. */
export function modelFailureWarning(error: unknown): string {
  if (error instanceof GeminiError && (error.httpStatus === 429 || error.apiStatus === 'RESOURCE_EXHAUSTED'))
    return 'askAI: se agotó la cuota del modelo de lenguaje (Gemini); se respondió sin el modelo. Revisá la cuota y el plan del proyecto en Google AI Studio o en la consola de Google Cloud.';
  if (error instanceof GeminiError && (error.httpStatus === 400 || error.httpStatus === 401 || error.httpStatus === 403))
    return `askAI: Gemini rechazó la clave (${error.message}); se respondió sin el modelo. Revisá el secreto GEMINI_API_KEY (firebase functions:secrets:set GEMINI_API_KEY) y que la API esté habilitada.`;
  return `askAI: ${error instanceof Error ? error.message : String(error)}; se respondió sin el modelo. Si se repite, revisá el estado de Gemini.`;
}

const warnOwner = (message: string) => logWarning('askAI', message);

export interface AskAIDeps {
  provider: AnswerProvider;
  limiter: RateLimiter;
  limits: RateLimitPolicy;
  readFacts(): Promise<SiteFacts>;
  now(): Date;
  warn?(message: string): void;
}

/** Limits the caller by identity, then by address, then against the daily ceiling (last: a caller over their own limits does not spend everyone's). */
export async function handleAskAI(data: unknown, caller: AskAICaller, deps: AskAIDeps): Promise<{ response: string }> {
  const validation = validatePrompt((data as { prompt?: unknown } | null)?.prompt);
  if (!validation.ok) throw new AskAIRefusal('invalid-argument', validation.message);
  const now = deps.now().getTime();
  const warn = (message: string) => (deps.warn ?? warnOwner)(message);
  const bucket = bucketFor(caller.uid, deps.limits);
  if (!(await deps.limiter.tryCall(bucket, now))) {
    if (!bucket.shared) throw new AskAIRefusal('resource-exhausted', RATE_LIMITED_MESSAGE);
    // Not silent: whoever runs the site learns that calls without an identity are being turned away.
    warn(UNIDENTIFIED_CEILING_WARNING);
    throw new AskAIRefusal('resource-exhausted', UNIDENTIFIED_LIMITED_MESSAGE);
  }
  if (!(await deps.limiter.tryCall(addressBucket(caller.address, deps.limits), now))) throw new AskAIRefusal('resource-exhausted', ADDRESS_LIMITED_MESSAGE);
  if (!(await deps.limiter.tryCall(ceilingBucket(deps.limits), now))) {
    warn(DAILY_CEILING_WARNING);
    throw new AskAIRefusal('resource-exhausted', CEILING_LIMITED_MESSAGE);
  }
  const facts = await deps.readFacts();
  return { response: await deps.provider.answer(validation.prompt, facts) };
}

/** Gemini, guarded: on any error, or an amount the facts do not have, the offline answer is given instead. */
export function geminiProvider(options: GeminiOptions, warn: (message: string) => void = warnOwner): AnswerProvider {
  return {
    name: 'gemini',
    async answer(prompt, facts) {
      try {
        const answer = await generateWithGemini(systemInstruction(facts), userTurn(prompt), options);
        if (statesOnlyKnownAmounts(answer, factAmounts(facts))) return answer;
        warn(INVENTED_AMOUNT_WARNING);
      } catch (error) {
        warn(modelFailureWarning(error));
      }
      return answerFromFacts(prompt, facts);
    },
  };
}

/** Key set → Gemini; no key → the offline provider (the embedded default). */
export function chooseProvider(env: Record<string, string | undefined>, apiKey: string | undefined): AnswerProvider {
  if (!apiKey) return offlineProvider;
  return geminiProvider({
    apiKey,
    model: env.GEMINI_MODEL || undefined,
    baseUrl: env.GEMINI_BASE_URL || undefined,
    timeoutMs: env.GEMINI_TIMEOUT_MS ? Number(env.GEMINI_TIMEOUT_MS) : undefined,
  });
}
