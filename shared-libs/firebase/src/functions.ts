// Callable functions, loaded on demand: the Functions SDK (and Auth, for the visitor's anonymous identity)
// is only fetched when a visitor's question goes to askAI.
import type { FirebaseApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import { getBackendConfig, getFirebaseApp } from './app';
import { signInChatVisitor } from './auth';

export interface AskAIRequest {
  prompt: string;
}
export interface AskAIResponse {
  response: string;
}

/** How long the SDK waits for askAI's answer (its own default is 70 s). */
export const ASK_AI_TIMEOUT_MS = 15_000;

/** The chat's app, signed in anonymously: askAI limits each identity on its own. */
async function callerApp(): Promise<FirebaseApp> {
  try {
    return await signInChatVisitor();
  } catch (error) {
    // Without an identity askAI still answers, within the ceiling shared by every call without one.
    console.warn('El chat no pudo identificar al visitante; se pregunta sin identidad.', error);
    return getFirebaseApp();
  }
}

export async function callAskAI(prompt: string, { timeoutMs = ASK_AI_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<string> {
  const sdk = import(/* webpackChunkName: "ondemand-firebase-functions" */ 'firebase/functions');
  sdk.catch(() => undefined); // handled when awaited below, after the sign-in
  const app = await callerApp();
  const { getFunctions, httpsCallable, connectFunctionsEmulator } = await sdk;
  const config = getBackendConfig();
  const functions = getFunctions(app, config.functionsRegion);
  if (config.emulators && !emulatorConnected.has(functions)) {
    connectFunctionsEmulator(functions, config.emulators.host, config.emulators.functionsPort);
    emulatorConnected.add(functions);
  }
  const askAI = httpsCallable<AskAIRequest, AskAIResponse>(functions, 'askAI', { timeout: timeoutMs });
  const result = await askAI({ prompt });
  return result.data.response;
}

const emulatorConnected = new WeakSet<Functions>();
