// The database primitives of the one Firebase SDK in the page, for the typed data layers that ship outside
// this package's shared chunk (./data, ./staff). Screens never use these: they call the typed functions.
export { get, push, ref, remove, runTransaction, serverTimestamp, set, update, type Database as RawDatabase } from 'firebase/database';
export { watchPath, watchKeyRange, readPath } from './live';
