// Callable functions, loaded on demand: the Functions SDK is only fetched when a visitor uses the chat.
import { getBackendConfig, getFirebaseApp } from './app';

export interface AskAIRequest {
  prompt: string;
}
export interface AskAIResponse {
  response: string;
}

export async function callAskAI(prompt: string): Promise<string> {
  const { getFunctions, httpsCallable, connectFunctionsEmulator } = await import(
    /* webpackChunkName: "ondemand-firebase-functions" */ 'firebase/functions'
  );
  const config = getBackendConfig();
  const functions = getFunctions(getFirebaseApp(), config.functionsRegion);
  if (config.emulators && !emulatorConnected) {
    connectFunctionsEmulator(functions, config.emulators.host, config.emulators.functionsPort);
    emulatorConnected = true;
  }
  const askAI = httpsCallable<AskAIRequest, AskAIResponse>(functions, 'askAI');
  const result = await askAI({ prompt });
  return result.data.response;
}

let emulatorConnected = false;
