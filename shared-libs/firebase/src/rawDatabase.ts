// The database primitives of the one Firebase SDK in the page, for the typed data layers that ship outside
// this package's shared chunk (./data, ./staff). Screens never use these: they call the typed functions.
export {
  endAt,
  equalTo,
  get,
  limitToLast,
  orderByChild,
  push,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  startAt,
  update,
  type Database as RawDatabase,
} from 'firebase/database';
export { watchPath, watchKeyRange, watchQuery, readPath } from './live';
