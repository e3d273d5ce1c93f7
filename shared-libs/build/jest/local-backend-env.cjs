// Integration tests that use firebase-admin against the running local backend (askAI's counters, staff)
// need its admin secret: firebase-admin carries it in FIREBASE_DATABASE_EMULATOR_HOST (see
// scripts/lib/ports.ts, adminDatabaseHost). Nothing to do before the backend has made one.
const { adminDatabaseHost, localAdminSecret } = require('../../../scripts/lib/ports');

let secret;
try {
  secret = localAdminSecret();
} catch {
  secret = undefined;
}
if (secret) process.env.FIREBASE_DATABASE_EMULATOR_HOST = adminDatabaseHost(process.env.FIREBASE_DATABASE_EMULATOR_HOST, secret);
module.exports = {};
