// askAI's work, apart from firebase-functions so that it is tested directly: validate, limit, read the
// facts, answer with the configured provider, and never let a failing or inventive model reach the visitor.
import { answerFromFacts, offlineProvider } from './providers/offline';
import type { AnswerProvider } from './providers/provider';
import { generateWithGemini, type GeminiOptions } from './providers/gemini';
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
  const warn = (message: string) => (deps.warn ?? console.warn)(message);
  const bucket = bucketFor(caller.uid, deps.limits);
  if (!(await deps.limiter.tryCall(bucket, now))) {
    if (!bucket.shared) throw new AskAIRefusal('resource-exhausted', RATE_LIMITED_MESSAGE);
    // Not silent: whoever runs the site learns that calls without an identity are being turned away.
    warn('askAI: las consultas sin identidad llegaron al tope global; se rechazan hasta la próxima ventana.');
    throw new AskAIRefusal('resource-exhausted', UNIDENTIFIED_LIMITED_MESSAGE);
  }
  if (!(await deps.limiter.tryCall(addressBucket(caller.address, deps.limits), now))) throw new AskAIRefusal('resource-exhausted', ADDRESS_LIMITED_MESSAGE);
  if (!(await deps.limiter.tryCall(ceilingBucket(deps.limits), now))) {
    warn('askAI: se llegó al tope diario de consultas; se rechazan hasta mañana.');
    throw new AskAIRefusal('resource-exhausted', CEILING_LIMITED_MESSAGE);
  }
  const facts = await deps.readFacts();
  return { response: await deps.provider.answer(validation.prompt, facts) };
}

/** Gemini, guarded: on any error, or an amount the facts do not have, the offline answer is given instead. */
export function geminiProvider(options: GeminiOptions, warn: (message: string) => void = console.warn): AnswerProvider {
  return {
    name: 'gemini',
    async answer(prompt, facts) {
      try {
        const answer = await generateWithGemini(systemInstruction(facts), userTurn(prompt), options);
        if (statesOnlyKnownAmounts(answer, factAmounts(facts))) return answer;
        warn('askAI: el modelo mencionó un monto que no está en los datos; se responde sin el modelo.');
      } catch (error) {
        warn(`askAI: ${error instanceof Error ? error.message : String(error)}; se responde sin el modelo.`);
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
