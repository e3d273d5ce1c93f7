// Adds or removes a staff member.
//   npm run staff -- add ana@salon.com --role admin --password 'una-clave-larga'
//   npm run staff -- remove ana@salon.com
// Against the local backend by default (it must be running: npm start; admin there is the secret in
// .local-data/admin-secret, which localBackendEnv passes to firebase-admin). For a real project, set
// GOOGLE_APPLICATION_CREDENTIALS and FIREBASE_DATABASE_URL and unset the *_EMULATOR_HOST variables.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { DATABASE_URL, DEMO_PROJECT_ID, localBackendEnv } from './lib/ports';
import { removeStaff, setStaffRole } from './seed/staffAccounts';

async function main(argv: string[]) {
  const [command, email] = argv;
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  if (!process.env.FIREBASE_DATABASE_URL) Object.assign(process.env, localBackendEnv());
  const app =
    getApps()[0] ??
    initializeApp(
      process.env.FIREBASE_DATABASE_URL ? { databaseURL: process.env.FIREBASE_DATABASE_URL } : { projectId: DEMO_PROJECT_ID, databaseURL: DATABASE_URL },
    );
  const [auth, db] = [getAuth(app), getDatabase(app)];
  if (command === 'add' && email) {
    const role = option('role');
    if (role !== 'admin' && role !== 'recibos') throw new Error('El rol debe ser "admin" o "recibos".');
    const uid = await setStaffRole(auth, db, { email, role: role, password: option('password') });
    console.log(`${email} ahora tiene el rol ${role} (uid ${uid}).`);
  } else if (command === 'remove' && email) {
    await removeStaff(auth, db, email);
    console.log(`${email} ya no es parte del personal.`);
  } else {
    console.log('Uso: npm run staff -- add <correo> --role admin|recibos [--password <clave>]\n     npm run staff -- remove <correo>');
    process.exitCode = 2;
    return;
  }
}

main(process.argv.slice(2))
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
