// Fills an empty local database with the demo season and makes sure the two demo staff users exist.
// Runs against the local backend only: it refuses to touch anything but the emulators.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { DATABASE_URL, DEMO_PROJECT_ID } from '../lib/ports';
import { DEMO_STAFF, demoData } from './demoData';
import { setStaffRole } from './staffAccounts';

function todayInBuenosAires(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(now);
}

export function localAdminApp(): App {
  if (!process.env.FIREBASE_DATABASE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('La siembra solo corre contra el backend local (faltan las variables *_EMULATOR_HOST).');
  }
  return getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID, databaseURL: DATABASE_URL });
}

export async function seedIfEmpty({ force = false, now = new Date() } = {}): Promise<'seeded' | 'kept'> {
  const app = localAdminApp();
  const db = getDatabase(app);
  const existing = await db.ref('datosId').get();
  let result: 'seeded' | 'kept' = 'kept';
  if (force || !existing.exists()) {
    const data = demoData(todayInBuenosAires(now));
    const createdAt = now.getTime();
    for (const booking of Object.values(data.reservas)) booking.creadoEn = createdAt;
    data.presupuestos.demo1.creadoEn = data.presupuestos.demo1.actualizadoEn = createdAt;
    data.recibos.r1.emitidoEn = createdAt;
    await db.ref().update(data);
    result = 'seeded';
  }
  const auth = getAuth(app);
  for (const staff of DEMO_STAFF) await setStaffRole(auth, db, staff);
  return result;
}

if (require.main === module) {
  seedIfEmpty({ force: process.argv.includes('--force') })
    .then((result) => {
      console.log(result === 'seeded' ? 'Base local sembrada con la temporada de demostración.' : 'La base ya tenía datos: se conservaron.');
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
