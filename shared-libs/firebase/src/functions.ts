// Callable functions, loaded on demand: the Functions SDK (and Auth, for the visitor's anonymous identity)
// is only fetched when a call is made. The typed calls are in the data layers that ship outside the shared
// chunk (askAI: @salon/firebase/data; staff's: @salon/firebase/staff); this module keeps what must be one
// per page (the SDK, its emulator connection).
import type { FirebaseApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import { appCheckReady, getBackendConfig, getFirebaseApp } from './app';
import { functionUrl, inTestNamespace } from './data/functionUrl';
import { signInChatVisitor } from './auth';

/** The visitor's app, signed in anonymously: a function such as askAI limits each identity on its own. */
async function callerApp(): Promise<FirebaseApp> {
  try {
    return await signInChatVisitor();
  } catch (error) {
    // Without an identity the function (askAI) still answers, within the ceiling shared by every call without one.
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

/**
 * A callable function as this browser's visitor (signed in anonymously; the function limits each identity on
 * its own): for the data layer (@salon/firebase/data), which names the function and types its data.
 */
export async function callAsVisitor<TRequest, TResponse>(name: string, data: TRequest, { timeoutMs }: { timeoutMs: number }): Promise<TResponse> {
  const sdk = loadFunctionsSdk();
  sdk.catch(() => undefined); // handled when awaited below, after the sign-in
  const app = await callerApp();
  const loaded = await sdk;
  await appCheckReady(app);
  return (await callableOf<TRequest, TResponse>(loaded, functionsOf(app, loaded), name, timeoutMs)(data)).data;
}

/**
 * A callable function as the signed-in staff member (the back-office's own session): for the staff data layer
 * (@salon/firebase/staff), which names the function and types its data.
 */
export async function callAsStaff<TRequest, TResponse>(name: string, data: TRequest, { timeoutMs = 20_000 }: { timeoutMs?: number } = {}): Promise<TResponse> {
  const loaded = await loadFunctionsSdk();
  await appCheckReady(getFirebaseApp());
  return (await callableOf<TRequest, TResponse>(loaded, functionsOf(getFirebaseApp(), loaded), name, timeoutMs)(data)).data;
}

/** Under test, the call names the worker's database namespace in its address (config.ts, TEST_NAMESPACE_KEY). */
function callableOf<TRequest, TResponse>(sdk: Awaited<ReturnType<typeof loadFunctionsSdk>>, functions: Functions, name: string, timeout: number) {
  const config = getBackendConfig();
  if (!config.testNamespace) return sdk.httpsCallable<TRequest, TResponse>(functions, name, { timeout });
  return sdk.httpsCallableFromURL<TRequest, TResponse>(functions, inTestNamespace(functionUrl(config, name), config), { timeout });
}

const emulatorConnected = new WeakSet<Functions>();
