// Cloud Functions of the site. askAI answers visitors' general questions from the site's own facts.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, HttpsError } from 'firebase-functions/v2/https';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { readSiteFacts } from './siteFacts';
import { answerFromFacts } from './offlineProvider';
import { validatePrompt } from './validation';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

if (getApps().length === 0) initializeApp();

export const askAI = onCall<{ prompt?: unknown }>(async (request) => {
  const validation = validatePrompt(request.data?.prompt);
  if (!validation.ok) throw new HttpsError('invalid-argument', validation.message);
  const facts = await readSiteFacts(getDatabase(), new Date());
  return { response: answerFromFacts(validation.prompt, facts) };
});
