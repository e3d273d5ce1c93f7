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

const loadFunctionsSdk = () => import(/* webpackChunkName: "ondemand-firebase-functions" */ 'firebase/functions');

function functionsOf(app: FirebaseApp, sdk: Awaited<ReturnType<typeof loadFunctionsSdk>>): Functions {
  const config = getBackendConfig();
  const functions = sdk.getFunctions(app, config.functionsRegion);
  if (config.emulators && !emulatorConnected.has(functions)) {
    sdk.connectFunctionsEmulator(functions, config.emulators.host, config.emulators.functionsPort);
    emulatorConnected.add(functions);
  }
  return functions;
}

export async function callAskAI(prompt: string, { timeoutMs = ASK_AI_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<string> {
  const sdk = loadFunctionsSdk();
  sdk.catch(() => undefined); // handled when awaited below, after the sign-in
  const app = await callerApp();
  const loaded = await sdk;
  const askAI = loaded.httpsCallable<AskAIRequest, AskAIResponse>(functionsOf(app, loaded), 'askAI', { timeout: timeoutMs });
  const result = await askAI({ prompt });
  return result.data.response;
}

/**
 * A callable function as the signed-in staff member (the back-office's own session): for the staff data layer
 * (@salon/firebase/staff), which names the function and types its data.
 */
export async function callAsStaff<TRequest, TResponse>(name: string, data: TRequest, { timeoutMs = 20_000 }: { timeoutMs?: number } = {}): Promise<TResponse> {
  const loaded = await loadFunctionsSdk();
  const callable = loaded.httpsCallable<TRequest, TResponse>(functionsOf(getFirebaseApp(), loaded), name, { timeout: timeoutMs });
  return (await callable(data)).data;
}

const emulatorConnected = new WeakSet<Functions>();
