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

/** Follows the SDK's own connection flag (`.info/connected`). */
export function watchConnection(onChange: (connected: boolean) => void): () => void {
  return onValue(ref(getDb(), '.info/connected'), (snapshot) => onChange(snapshot.val() === true));
}
