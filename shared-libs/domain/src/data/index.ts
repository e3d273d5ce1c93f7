// Data as the Realtime Database holds it: its key and size limits, whether two snapshots are the same data, and
// the whole data set's import and export (/migracion). values.ts (guards for stored values) stays internal.
export * from './dbKeys';
export * from './sameData';
export * from './migration';
export { asRecord } from './values';
