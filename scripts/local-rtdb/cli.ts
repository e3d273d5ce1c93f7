// npx tsx scripts/local-rtdb/cli.ts --port 9000 --rules database.rules.json --data .local-data/rtdb.json
import { parseArgs } from 'node:util';
import { authEmulatorUsers } from './authEmulator';
import { loadOrCreateAdminSecret } from './secret';
import { startRtdbServer } from './server';

const USAGE =
  'Uso: tsx scripts/local-rtdb/cli.ts [--port 9000] [--host 127.0.0.1] [--rules database.rules.json] [--data archivo.json] [--quiet]\n' +
  '       [--compact-log-bytes N]  (compactar el registro de escrituras cada N bytes; por defecto 8 MB)\n' +
  '       [--admin-secret-file archivo]  (secreto de admin; se crea con permisos 0600 si no existe. Sin esto, nadie es admin)\n' +
  "       [--open-owner]  (la credencial 'owner' es admin sin secreto, como el emulador oficial: solo para suites de prueba)\n" +
  '       [--auth-emulator 127.0.0.1:9099 --project demo-salon]  (los ID tokens se comprueban con el emulador de Auth)\n' +
  '       [--allow-origin http://localhost:8080 ...]  (orígenes de navegador atendidos; sin esto, ninguno)\n' +
  '       [--namespaces e2e-1,e2e-2]  (espacios de nombres con base propia (?ns=…), p. ej. uno por worker de e2e; los demás usan la principal)';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9000' },
      host: { type: 'string', default: '127.0.0.1' },
      rules: { type: 'string' },
      data: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      'compact-log-bytes': { type: 'string' },
      'admin-secret-file': { type: 'string' },
      'open-owner': { type: 'boolean', default: false },
      'auth-emulator': { type: 'string' },
      project: { type: 'string', default: 'demo-salon' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      namespaces: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Puerto inválido: ${values.port}\n${USAGE}`);

  const compact = values['compact-log-bytes'] === undefined ? undefined : Number(values['compact-log-bytes']);
  if (compact !== undefined && !(Number.isInteger(compact) && compact > 0)) throw new Error(`--compact-log-bytes inválido\n${USAGE}`);

  const namespaces = (values.namespaces ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

  const server = await startRtdbServer({
    port,
    host: values.host,
    rules: values.rules,
    dataFile: values.data,
    compactLogBytes: compact,
    adminSecret: values['admin-secret-file'] ? loadOrCreateAdminSecret(values['admin-secret-file']) : undefined,
    openOwner: values['open-owner'],
    verifyUser: values['auth-emulator'] ? authEmulatorUsers({ host: values['auth-emulator'], projectId: values.project }) : undefined,
    allowedOrigins: values['allow-origin'],
    namespaces,
    log: values.quiet ? () => {} : (msg) => console.log(`[rtdb] ${msg}`),
  });
  console.log(
    `Base de datos local (Realtime Database) en ${server.url} — ` +
      `SDK: connectDatabaseEmulator(db, '${values.host}', ${server.port}); ` +
      (values['admin-secret-file']
        ? `admin: FIREBASE_DATABASE_EMULATOR_HOST=<secreto de ${values['admin-secret-file']}>@${values.host}:${server.port}`
        : values['open-owner']
          ? `admin: FIREBASE_DATABASE_EMULATOR_HOST=${values.host}:${server.port}`
          : 'sin admin (--admin-secret-file)') +
      (values.data ? `; datos en ${values.data}` : '; datos en memoria') +
      (namespaces.length > 0 ? `; bases propias para ?ns=${namespaces.join(', ?ns=')}` : ''),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[rtdb] ${signal}: cerrando y guardando datos…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
