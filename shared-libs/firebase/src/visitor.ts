// The visitor's own database connection, signed in anonymously (the chat's visitor identity, ./auth.ts): what a
// visitor writes under their identity (an inquiry and its per-visitor limit, data/consultas.ts) goes through it.
// Loads Auth on the first call only.
import type { Database } from 'firebase/database';
import { getChatVisitorApp, signInChatVisitor } from './auth';
import { onPageDatabase } from './database';

export async function getVisitorDb(): Promise<{ db: Database; uid: string }> {
  const db = onPageDatabase(await signInChatVisitor());
  const uid = (await getChatVisitorApp()).auth.currentUser?.uid;
  if (!uid) throw new Error('No se pudo identificar al visitante.');
  return { db, uid };
}
