// Recomputes /tablero's server-kept figures (cifras/meses) from the books, every month that has any:
//   npm run cifras
// The figuresOn* functions keep them as the books change (docs/performance.md, "Server-kept figures"); this is for
// after a change they do not follow (the price table for budgets without their own copy, the weekend days) or to
// check them. Against the local backend by default (npm start running); for a real project set
// GOOGLE_APPLICATION_CREDENTIALS and FIREBASE_DATABASE_URL and unset the *_EMULATOR_HOST variables.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { monthsWithBooks, recomputeMonth } from '../functions/src/figures';
import { adminDatabaseHost, DATABASE_URL, DEMO_PROJECT_ID, localBackendEnv } from './lib/ports';

async function main() {
  if (!process.env.FIREBASE_DATABASE_URL) {
    Object.assign(process.env, localBackendEnv());
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = adminDatabaseHost(process.env.FIREBASE_DATABASE_EMULATOR_HOST);
  }
  const app =
    getApps()[0] ??
    initializeApp(
      process.env.FIREBASE_DATABASE_URL ? { databaseURL: process.env.FIREBASE_DATABASE_URL } : { projectId: DEMO_PROJECT_ID, databaseURL: DATABASE_URL },
    );
  const db = getDatabase(app);
  const months = await monthsWithBooks(db);
  for (const mes of months) await recomputeMonth(db, mes, Date.now());
  console.log(
    months.length === 0
      ? 'No hay libros: no hay cifras que calcular.'
      : `Cifras recalculadas: ${months.length} meses, de ${months[0]} a ${months[months.length - 1]}.`,
  );
  db.goOffline();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
