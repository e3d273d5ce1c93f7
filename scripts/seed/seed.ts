// Fills what the local database lacks of the demo season (never a path that exists, never the books) and
// makes sure the two demo staff users exist.
// Runs against the local backend only: it refuses to touch anything but the emulators.
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase, getDatabaseWithUrl } from 'firebase-admin/database';
import { DATABASE_URL, DEMO_PROJECT_ID, adminDatabaseHost, databaseUrl } from '../lib/ports';
import { DEMO_STAFF, demoData } from './demoData';
import { setStaffRole } from './staffAccounts';

function todayInBuenosAires(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(now);
}

export function localAdminApp(): App {
  if (!process.env.FIREBASE_DATABASE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('La siembra solo corre contra el backend local (faltan las variables *_EMULATOR_HOST).');
  }
  // The local database takes firebase-admin as admin only with its secret (see adminDatabaseHost).
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = adminDatabaseHost(process.env.FIREBASE_DATABASE_EMULATOR_HOST);
  return getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID, databaseURL: DATABASE_URL });
}

/** The books (and visitors' inquiries): a seed never writes them into a database that already has data (README, "Faults"). */
export const BOOK_PATHS: readonly string[] = [
  'presupuestos',
  'historialPresupuestos',
  'recibos',
  'contadores',
  'reservas',
  'staff',
  'consultas',
  'limiteConsultas',
];

const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * What seeding writes, as a multi-path update: an empty database gets the whole demo season; a database with
 * data gets only the settings it lacks (a missing top-level node, or a missing child of one, such as the
 * prices `datosId/8`), never a path that exists and never the books.
 */
export function seedWrites(existing: unknown, demo: Record<string, unknown>): Record<string, unknown> {
  if (!isPlainObject(existing) || Object.keys(existing).length === 0) return { ...demo };
  const writes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(demo)) {
    if (BOOK_PATHS.includes(key)) continue;
    const current = existing[key];
    if (current === undefined || current === null) {
      writes[key] = value;
      continue;
    }
    if (!isPlainObject(value) || !isPlainObject(current)) continue;
    for (const [child, childValue] of Object.entries(value)) {
      if (current[child] === undefined || current[child] === null) writes[`${key}/${child}`] = childValue;
    }
  }
  return writes;
}

/** The demo season as of `now`, with the server-side times filled in. */
function demoSeason(now: Date): Record<string, unknown> {
  const data = demoData(todayInBuenosAires(now));
  const createdAt = now.getTime();
  for (const booking of Object.values(data.reservas)) booking.creadoEn = createdAt;
  data.presupuestos.demo1.creadoEn = data.presupuestos.demo1.actualizadoEn = data.historialPresupuestos.demo1.h1.en = createdAt;
  data.recibos.r1.emitidoEn = createdAt;
  data.consultas.demo1.creadaEn = data.limiteConsultas['demo-visitante'].en = createdAt - 60 * 60 * 1000;
  data.secretos.calendario = { token: randomBytes(32).toString('base64url'), creadoEn: createdAt };
  return data;
}

/** Every path `--force=` may name: the demo season's top-level nodes and their children. */
export function forceablePaths(demo: Record<string, unknown>): string[] {
  return Object.entries(demo).flatMap(([key, value]) => (isPlainObject(value) ? [key, ...Object.keys(value).map((child) => `${key}/${child}`)] : [key]));
}

/**
 * Fills what the local database lacks of the demo season (see seedWrites) and makes sure the demo staff
 * exist. `force` names paths to overwrite with the demo values, each one on purpose: nothing else is replaced.
 */
export async function seedIfEmpty({
  force = [],
  now = new Date(),
  namespace,
}: {
  force?: readonly string[];
  now?: Date;
  /** Another database of the local server (an end-to-end worker's); none = the demo project's. */
  namespace?: string;
} = {}): Promise<'seeded' | 'kept'> {
  const app = localAdminApp();
  const db = namespace === undefined ? getDatabase(app) : getDatabaseWithUrl(databaseUrl(namespace), app);
  const demo = demoSeason(now);
  const writes = seedWrites((await db.ref().get()).val(), demo);
  const known = new Set(forceablePaths(demo));
  for (const path of force) {
    if (!known.has(path)) throw new Error(`"${path}" no es una ruta de la temporada de demostración. Rutas: ${[...known].join(', ')}`);
    const [key, child] = path.split('/') as [string, string | undefined];
    writes[path] = child === undefined ? demo[key] : (demo[key] as Record<string, unknown>)[child];
  }
  if (Object.keys(writes).length > 0) await db.ref().update(writes);
  const auth = getAuth(app);
  for (const staff of DEMO_STAFF) await setStaffRole(auth, db, staff);
  return Object.keys(writes).length > 0 ? 'seeded' : 'kept';
}

/** `--force=datosId/8,appSettings/theme` → the named paths; a bare `--force` names none (and is refused). */
function forceArgument(argv: readonly string[]): string[] | null {
  const arg = argv.find((candidate) => candidate === '--force' || candidate.startsWith('--force='));
  if (!arg) return [];
  const paths = arg.startsWith('--force=')
    ? arg
        .slice('--force='.length)
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean)
    : [];
  return paths.length > 0 ? paths : null;
}

if (require.main === module) {
  const force = forceArgument(process.argv);
  if (force === null) {
    console.error(
      'Sembrar solo escribe lo que falta. Para reemplazar datos con los de demostración, nombrá cada ruta:\n' +
        '  npm run seed -- --force=datosId/8,appSettings/theme\n' +
        `Rutas: ${forceablePaths(demoSeason(new Date())).join(', ')}`,
    );
    process.exit(2);
  }
  seedIfEmpty({ force })
    .then((result) => {
      console.log(
        result === 'seeded' ? 'Base local: se escribió lo que faltaba de la temporada de demostración.' : 'La base ya tenía todo: no se cambió nada.',
      );
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
