import { connectDatabaseEmulator, getDatabase, onValue, ref, type Database } from 'firebase/database';
import { getBackendConfig, getFirebaseApp } from './app';

let database: Database | undefined;

export function getDb(): Database {
  if (database) return database;
  const db = getDatabase(getFirebaseApp());
  const emulators = getBackendConfig().emulators;
  if (emulators) connectDatabaseEmulator(db, emulators.host, emulators.databasePort);
  database = db;
  return db;
}

/**
 * Starts a listener in a browser task of its own and returns its stop. A page's effects all run in one
 * task once it is drawn or hydrated; starting the database and a dozen listeners there kept a phone from
 * answering a tap for a while (docs/performance.md, "Less work after the page is on screen").
 */
export function listenSoon(start: () => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const timer = setTimeout(() => {
    if (!stopped) stop = start();
  }, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop?.();
  };
}

/** Follows the SDK's own connection flag (`.info/connected`). */
export function watchConnection(onChange: (connected: boolean) => void): () => void {
  return listenSoon(() => onValue(ref(getDb(), '.info/connected'), (snapshot) => onChange(snapshot.val() === true)));
}
