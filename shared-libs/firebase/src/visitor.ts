// The visitor's own database connection, signed in anonymously (the chat's visitor identity, ./auth.ts): what a
// visitor writes under their identity (an inquiry and its per-visitor limit, data/consultas.ts) goes through it.
// Loads Auth on the first call only.
import { getDatabase, type Database } from 'firebase/database';
import { getBackendConfig } from './app';
import { getChatVisitorApp, signInChatVisitor } from './auth';
import { connectLocalDatabase } from './database';

const connected = new WeakSet<Database>();

export async function getVisitorDb(): Promise<{ db: Database; uid: string }> {
  const app = await signInChatVisitor();
  const db = getDatabase(app);
  const emulators = getBackendConfig().emulators;
  if (emulators && !connected.has(db)) {
    connectLocalDatabase(db, emulators);
    connected.add(db);
  }
  const uid = (await getChatVisitorApp()).auth.currentUser?.uid;
  if (!uid) throw new Error('No se pudo identificar al visitante.');
  return { db, uid };
}
