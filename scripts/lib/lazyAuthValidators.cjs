// Preloaded into the Firebase emulators' process (`--require`, scripts/lib/backend.ts). The Auth emulator
// checks each request against the Identity Toolkit's OpenAPI description with exegesis, which by default
// compiles a validator for every parameter and body of every operation as the emulator starts: 8 of its 11
// core-seconds, and half of its start (docs/testing.md, session 30). exegesis's own option
// `lazyCompileValidationSchemas` compiles each validator on its first use instead: the same checks, the same
// answers to a bad request, only for the operations the site calls. Anything unexpected (another
// firebase-tools, another exegesis) leaves the emulators as they are.
'use strict';
if (process.argv.includes('emulators:start')) {
  try {
    const path = require('node:path');
    const firebaseTools = path.dirname(require.resolve('firebase-tools/package.json', { paths: [__dirname] }));
    const options = require(require.resolve('exegesis/lib/options', { paths: [firebaseTools] }));
    const compileOptions = options.compileOptions;
    if (typeof compileOptions === 'function') {
      options.compileOptions = (given = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
    }
  } catch {
    // not found: start as they are
  }
}
