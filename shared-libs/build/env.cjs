// Build-time configuration of the browser bundle. Only public values belong here: a Firebase web
// config is not a secret (access is decided by the database rules), and no key of a paid API is read.
const PUBLIC_ENV = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_DATABASE_URL',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_APP_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FIREBASE_MEASUREMENT_ID',
  // App Check: the reCAPTCHA Enterprise site key of the web app (public: it is in every page that uses it).
  'SALON_APP_CHECK_SITE_KEY',
  'SALON_USE_EMULATORS',
  'SALON_AUTH_EMULATOR_PORT',
  'SALON_DATABASE_EMULATOR_PORT',
  'SALON_FUNCTIONS_EMULATOR_PORT',
  // Google Calendar: a browser key for public calendars, restricted by referrer in Google's console (public
  // by design, like the Firebase web config); the rest are an API origin for tests and fallback calendar ids.
  'GOOGLE_CALENDAR_API_KEY',
  'GOOGLE_CALENDAR_API_URL',
  'GOOGLE_CALENDAR_EVENTS_ID',
  'GOOGLE_CALENDAR_VISITS_ID',
  'GOOGLE_CALENDAR_HOLIDAYS_ID',
];

function publicEnvDefinitions() {
  const definitions = {};
  for (const name of PUBLIC_ENV) {
    definitions[`process.env.${name}`] = JSON.stringify(process.env[name] ?? '');
  }
  return definitions;
}

module.exports = { PUBLIC_ENV, publicEnvDefinitions };
