// Each integration test file sends its requests through a connection pool of its own. With Node's one global
// pool, a connection kept alive from the previous file could be closed by the emulator while jest loaded the next
// file (synchronously, so this process had not read the close yet), and that file's first request failed on it.
// undici is the library Node's fetch is built on; its Agent is such a pool (an idle one holds the process open
// for nothing: undici unrefs idle connections).
const { Agent, fetch } = require('undici');

const pool = new Agent();
globalThis.fetch = (input, init) => fetch(input, { ...init, dispatcher: pool });
