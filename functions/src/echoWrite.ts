// A test-only database trigger: under the Functions emulator, every write under /pruebasDisparadores/{id} is
// echoed to /pruebasDisparadores_eco/{id} with what the function saw, so a test can tell that the local database
// fires onValueWritten triggers with the right event (./echoWrite.int.test.ts). Deployed code
// never has it. It writes outside the path it listens on, so it does not fire itself.
import { onValueWritten } from 'firebase-functions/v2/database';
import { getDatabaseWithUrl } from 'firebase-admin/database';
import { FUNCTIONS_REGION } from '@salon/firebase/region';
import { namespaceDatabaseUrl } from './testNamespace';

export function echoWriteTrigger() {
  return onValueWritten({ ref: '/pruebasDisparadores/{id}', region: FUNCTIONS_REGION }, async (event) => {
    const echo = {
      before: event.data.before.val() as unknown,
      after: event.data.after.val() as unknown,
      params: event.params,
      instance: event.instance,
    };
    await getDatabaseWithUrl(namespaceDatabaseUrl(event.instance)).ref(`pruebasDisparadores_eco/${event.params.id}`).set(echo);
  });
}
