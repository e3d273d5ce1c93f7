import type { FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, forceWebSockets, getDatabase, onValue, ref, type Database } from 'firebase/database';
import { nextTask } from '@salon/domain';
import { appCheckReady, getBackendConfig, getFirebaseApp } from './app';
import type { BackendConfig } from './config';

const onLocalBackend = new WeakSet<Database>();

/** `app`'s database, pointed at the local backend when the page's backend is local (once per database). */
export function onPageDatabase(app: FirebaseApp): Database {
  const db = getDatabase(app);
  const emulators = getBackendConfig().emulators;
  if (emulators && !onLocalBackend.has(db)) {
    connectLocalDatabase(db, emulators);
    onLocalBackend.add(db);
  }
  return db;
}

let database: Database | undefined;

export function getDb(): Database {
  database ??= onPageDatabase(getFirebaseApp());
  return database;
}

let webSocketsOnly = false;

/**
 * Points `db` at the local backend, over WebSocket only. The SDK starts with long polling when the page's
 * storage says a WebSocket failed before (a tab closed while connecting, a page loaded while the server was
 * down), and the local server speaks WebSocket only: the page then had no data for the SDK's 30 s connect
 * timeout (docs/performance.md, "WebSocket from the start"). A real project keeps the SDK's own choice.
 */
function connectLocalDatabase(db: Database, emulators: NonNullable<BackendConfig['emulators']>): void {
  // Once a page: the setting is the SDK's, for every database, and a second call after a connection warns.
  if (!webSocketsOnly) forceWebSockets();
  webSocketsOnly = true;
  connectDatabaseEmulator(db, emulators.host, emulators.databasePort);
}

let warming: Promise<void> | undefined;

/**
 * Starts the database in short browser tasks (the app, the database, the SDK's connection) instead of
 * one long task inside the first listener: on a phone that one task kept taps waiting for a while.
 */
function databaseStarted(): Promise<void> {
  warming ??= (async () => {
    await nextTask();
    await appCheckReady(getFirebaseApp()); // at once unless App Check is configured (app.ts)
    await nextTask();
    const db = getDb();
    await nextTask();
    ref(db); // the SDK creates its connection to the database on the first reference
  })();
  return warming;
}

/**
 * Starts a listener in a browser task of its own, once the database has started, and returns its stop.
 * A page's effects all run in one task once it is drawn or hydrated; starting the database and a dozen
 * listeners there kept a phone from answering a tap (docs/performance.md, "Short tasks").
 */
export function listenSoon(start: () => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  databaseStarted().then(
    () => {
      if (stopped) return;
      timer = setTimeout(() => {
        if (!stopped) stop = start();
      }, 0);
    },
    (error: unknown) => console.error('No se pudo iniciar la conexión con la base de datos:', error instanceof Error ? error.message : error),
  );
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
