// The chat's question to the askAI function, as this browser's visitor (the call itself, the Functions SDK and
// the visitor's identity are the page's one session: callAsVisitor of @salon/firebase).
import { callAsVisitor } from '@salon/firebase';

export interface AskAIRequest {
  prompt: string;
}
export interface AskAIResponse {
  response: string;
}

/** How long the SDK waits for askAI's answer (its own default is 70 s). */
export const ASK_AI_TIMEOUT_MS = 15_000;

export async function callAskAI(prompt: string, { timeoutMs = ASK_AI_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<string> {
  const result = await callAsVisitor<AskAIRequest, AskAIResponse>('askAI', { prompt }, { timeoutMs });
  return result.response;
}
