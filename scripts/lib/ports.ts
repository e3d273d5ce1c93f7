// Ports of the embedded default. The browser bundle uses the same numbers (see @salon/firebase config).
export const PORTS = {
  host: 8080,
  catalog: 8081,
  calendar: 8082,
  chat: 8083,
  backoffice: 8084,
  database: 9000,
  auth: 9099,
  functions: 5001,
  emulatorHub: 4400,
} as const;

export const DEMO_PROJECT_ID = 'demo-salon';
export const LOCAL_HOST = '127.0.0.1';
export const DATABASE_URL = `http://${LOCAL_HOST}:${PORTS.database}?ns=${DEMO_PROJECT_ID}`;

/** Environment that points firebase-admin and the Functions emulator at the local backend. */
export function localBackendEnv(): Record<string, string> {
  return {
    FIREBASE_DATABASE_EMULATOR_HOST: `${LOCAL_HOST}:${PORTS.database}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${LOCAL_HOST}:${PORTS.auth}`,
    GCLOUD_PROJECT: DEMO_PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    NO_UPDATE_NOTIFIER: '1',
  };
}
