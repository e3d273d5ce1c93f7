// Tests that prove a write is refused make the SDK log "FIREBASE WARNING: … permission_denied" with a
// long stack each time; the assertion already says it. Other warnings still print.
const warn = console.warn;
console.warn = (...args) => {
  if (args.some((arg) => typeof arg === 'string' && arg.includes('FIREBASE WARNING'))) return;
  warn(...args);
};

// (This is the integration project's setup file: it also gives firebase-admin the local backend's secret.)
require('./local-backend-env.cjs');
