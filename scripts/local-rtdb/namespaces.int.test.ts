// Namespaces with a database of their own (`namespaces` option): one server, separate data per `?ns=`,
// so parallel end-to-end workers do not see each other. Unlisted namespaces share the main database.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { get, goOffline, onDisconnect, onValue, ref, runTransaction, set } from 'firebase/database';
import { eventually } from '../testing/eventually';
import { namespaceDataFile, startRtdbServer } from './server';
import { harnessForFile, HOST, RawClient, startHarness, waitForValue, type FileHarness } from './testUtils';

jest.setTimeout(30_000);

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'local-rtdb-ns-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function restGet(h: FileHarness, p: string, ns?: string): Promise<unknown> {
  const query = ns === undefined ? '' : `?ns=${ns}`;
  const res = await fetch(`${h.server.url}/${p}.json${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe('two listed namespaces and the main database (no rules)', () => {
  const h = harnessForFile({ namespaces: ['ana', 'beto'] });

  test('a write in one namespace through the SDK is not seen in the other nor in the main database', async () => {
    const ana = h.clientIn('ana');
    const beto = h.clientIn('beto');
    const main = h.client();
    const seenInBeto: unknown[] = [];
    const unsubscribe = onValue(ref(beto, 'reservas'), (snap) => seenInBeto.push(snap.val()));
    try {
      await waitForValue(ref(beto, 'reservas'), () => true);

      await set(ref(ana, 'reservas/r1'), { tipo: 'evento', invitados: 80 });
      expect((await get(ref(ana, 'reservas'))).val()).toEqual({ r1: { tipo: 'evento', invitados: 80 } });
      expect((await get(ref(h.clientIn('beto'), 'reservas'))).val()).toBeNull();
      expect((await get(ref(main, 'reservas'))).val()).toBeNull();

      // A later write in beto reaches its listener; the write in ana never did (it would have come first).
      await set(ref(beto, 'reservas/r2'), { tipo: 'bloqueo' });
      await eventually(() => expect(seenInBeto).toEqual([null, { r2: { tipo: 'bloqueo' } }]));
    } finally {
      unsubscribe();
    }

    expect(h.server.getData('reservas', 'ana')).toEqual({ r1: { tipo: 'evento', invitados: 80 } });
    expect(h.server.getData('reservas', 'beto')).toEqual({ r2: { tipo: 'bloqueo' } });
    expect(h.server.getData('reservas')).toBeNull();
  });

  test('REST reads and writes go to the namespace of ?ns=', async () => {
    await h.server.setData('rest/valor', 'de ana', 'ana');
    await h.server.setData('rest/valor', 'de beto', 'beto');
    await h.server.setData('rest/valor', 'de la principal');
    expect(await restGet(h, 'rest/valor', 'ana')).toBe('de ana');
    expect(await restGet(h, 'rest/valor', 'beto')).toBe('de beto');
    expect(await restGet(h, 'rest/valor')).toBe('de la principal');

    const put = await fetch(`${h.server.url}/rest/nuevo.json?ns=beto`, { method: 'PUT', body: JSON.stringify({ n: 7 }) });
    expect(put.status).toBe(200);
    expect((await get(ref(h.clientIn('beto'), 'rest/nuevo'))).val()).toEqual({ n: 7 });
    expect((await get(ref(h.clientIn('ana'), 'rest/nuevo'))).val()).toBeNull();
    expect(h.server.getData('rest/nuevo')).toBeNull();
  });

  test('firebase-admin reaches the namespace named by its databaseURL', async () => {
    await h.server.setData('admin/dueño', 'Ana', 'ana');
    const admin = await h.admin('ana');
    expect((await admin.ref('admin/dueño').get()).val()).toBe('Ana');
    await admin.ref('admin/escrito').set('por admin');
    expect(h.server.getData('admin', 'ana')).toEqual({ dueño: 'Ana', escrito: 'por admin' });
    expect(h.server.getData('admin/escrito')).toBeNull();
    expect(h.server.getData('admin/escrito', 'beto')).toBeNull();
  });

  test('an unlisted namespace uses the main database, as before', async () => {
    await set(ref(h.clientIn('otro'), 'compartido/x'), 'visible');
    expect((await get(ref(h.client(), 'compartido/x'))).val()).toBe('visible');
    expect(h.server.getData('compartido/x')).toBe('visible');
    expect(h.server.getData('compartido/x', 'otro')).toBe('visible');
    expect(await restGet(h, 'compartido/x', 'otro')).toBe('visible');
    expect(await restGet(h, 'compartido/x')).toBe('visible');
    expect(h.server.getData('compartido/x', 'ana')).toBeNull();
    expect(await restGet(h, 'compartido/x', 'ana')).toBeNull();
  });

  test('onDisconnect runs in the namespace of its connection', async () => {
    const leaving = h.clientIn('ana');
    await set(ref(leaving, 'presencia/u1'), { online: true });
    await onDisconnect(ref(leaving, 'presencia/u1')).set({ online: false });
    goOffline(leaving);
    await waitForValue(ref(h.clientIn('ana'), 'presencia/u1'), (s) => s.val()?.online === false);
    expect(h.server.getData('presencia')).toBeNull();
    expect(h.server.getData('presencia', 'beto')).toBeNull();
  });

  test('transactions compare against the data of their own namespace', async () => {
    await h.server.setData('contador', 100);
    await h.server.setData('contador', 5, 'beto');
    const [first, second] = [h.clientIn('beto'), h.clientIn('beto')];
    await Promise.all([first, second].map((db) => runTransaction(ref(db, 'contador'), (n: number | null) => (n ?? 0) + 1)));
    expect(h.server.getData('contador', 'beto')).toBe(7);
    expect(h.server.getData('contador')).toBe(100);
    expect(h.server.getData('contador', 'ana')).toBeNull();
  });

  test('a reconnection (ls=) closes the previous session only in its own namespace', async () => {
    const url = (query: string) => `ws://${HOST}:${h.server.port}/.ws?v=5&${query}`;
    const first = await RawClient.connect(url('ns=ana'));
    const closed = new Promise<void>((resolve) => first.ws.once('close', () => resolve()));
    const session = first.hello.d.d.s as string;

    const others: RawClient[] = [];
    try {
      others.push(await RawClient.connect(url(`ns=beto&ls=${session}`)));
      expect(await first.request('g', { p: '/', q: {} })).toMatchObject({ s: 'ok' });

      others.push(await RawClient.connect(url(`ns=ana&ls=${session}`)));
      await closed;
    } finally {
      first.close();
      others.forEach((client) => client.close());
    }
  });
});

describe('rules', () => {
  const RULES = {
    rules: {
      abierto: { '.read': true, '.write': true },
      cerrado: { '.read': true, '.write': false },
    },
  };

  test('the rules apply in every namespace, and reloadRules reaches them all', async () => {
    const h = await startHarness({ rules: RULES, namespaces: ['ana'] });
    try {
      const ana = h.clientIn('ana');
      await set(ref(ana, 'abierto/a'), 1);
      await expect(set(ref(ana, 'cerrado/a'), 1)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      const put = await fetch(`${h.server.url}/cerrado/a.json?ns=ana`, { method: 'PUT', body: '1' });
      expect(put.status).toBe(401);
      expect(h.server.getData('/', 'ana')).toEqual({ abierto: { a: 1 } });
      expect(h.server.getData('/')).toBeNull();

      const revoked = new Promise<string>((resolve) =>
        onValue(
          ref(ana, 'abierto'),
          () => undefined,
          (error) => resolve((error as { code?: string }).code ?? ''),
        ),
      );
      await waitForValue(ref(ana, 'abierto'), (s) => s.val()?.a === 1);
      h.server.reloadRules({ rules: { abierto: { '.read': false, '.write': true } } });
      expect(await revoked).toBe('PERMISSION_DENIED');
      const res = await fetch(`${h.server.url}/abierto.json?ns=ana`);
      expect(res.status).toBe(401);
    } finally {
      await h.close();
    }
  });
});

describe('persistence', () => {
  test('each namespace has its own file beside the data file; acknowledged writes survive a restart there', async () => {
    const dataFile = path.join(dir, 'rtdb.json');
    expect(namespaceDataFile(dataFile, 'ana')).toBe(path.join(dir, 'rtdb.ns-ana.json'));
    expect(namespaceDataFile(path.join(dir, 'datos'), 'ana')).toBe(path.join(dir, 'datos.ns-ana.json'));

    const first = await startHarness({ dataFile, namespaces: ['ana', 'beto'] });
    await set(ref(first.clientIn('ana'), 'reservas/r1'), { tipo: 'evento' });
    await set(ref(first.client(), 'principal'), true);
    // Acknowledged means on disk, in ana's own files and not in the main one's: in its log, or, once an idle moment
    // folds the log, in the old log the fold set aside or the new snapshot. Read in the order the fold moves a
    // write (log → old log → snapshot), so a fold between the reads still leaves it in one of them.
    const onDisk = (file: string) => [`${file}.log`, `${file}.log.old`, file].map((name) => (existsSync(name) ? readFileSync(name, 'utf8') : '')).join('\n');
    expect(onDisk(path.join(dir, 'rtdb.ns-ana.json'))).toContain('"evento"');
    expect(onDisk(dataFile)).not.toContain('"evento"');
    expect(existsSync(path.join(dir, 'rtdb.ns-ana.json.lock'))).toBe(true);
    await first.close();

    expect(JSON.parse(readFileSync(path.join(dir, 'rtdb.ns-ana.json'), 'utf8'))).toEqual({ reservas: { r1: { tipo: 'evento' } } });
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ principal: true });
    expect(existsSync(path.join(dir, 'rtdb.ns-ana.json.lock'))).toBe(false);
    expect(existsSync(path.join(dir, 'rtdb.ns-ana.json.log'))).toBe(false);

    const second = await startHarness({ dataFile, namespaces: ['ana', 'beto'] });
    try {
      expect((await get(ref(second.clientIn('ana'), 'reservas/r1'))).val()).toEqual({ tipo: 'evento' });
      expect((await get(ref(second.clientIn('beto'), 'reservas/r1'))).val()).toBeNull();
      expect((await get(ref(second.client(), 'reservas/r1'))).val()).toBeNull();
      expect(second.server.getData('/', 'ana')).toEqual({ reservas: { r1: { tipo: 'evento' } } });
      expect(second.server.getData('/')).toEqual({ principal: true });
    } finally {
      await second.close();
    }
  });

  test('without the namespace listed, its file is left alone and its data is not served', async () => {
    const dataFile = path.join(dir, 'solo.json');
    const first = await startRtdbServer({ dataFile, namespaces: ['ana'], log: () => undefined });
    await first.setData('x', 'de ana', 'ana');
    await first.close();

    const second = await startRtdbServer({ dataFile, log: () => undefined });
    try {
      expect(second.getData('x', 'ana')).toBeNull();
    } finally {
      await second.close();
    }
    expect(JSON.parse(readFileSync(path.join(dir, 'solo.ns-ana.json'), 'utf8'))).toEqual({ x: 'de ana' });
  });

  test('a namespace file in use by another server stops the start and frees the files it took', async () => {
    // The first server's main file is the second one's file for namespace ana.
    const first = await startRtdbServer({ dataFile: path.join(dir, 'lock.ns-ana.json'), log: () => undefined });
    try {
      await expect(startRtdbServer({ dataFile: path.join(dir, 'lock.json'), namespaces: ['ana'], log: () => undefined })).rejects.toThrow(
        /ya lo usa otra instancia/,
      );
      expect(existsSync(path.join(dir, 'lock.json.lock'))).toBe(false);
      const again = await startRtdbServer({ dataFile: path.join(dir, 'lock.json'), log: () => undefined });
      await again.close();
    } finally {
      await first.close();
    }
  });
});

describe('names given in options', () => {
  test.each(['Ana', '-ana', 'ana_b', 'ana.b', '', 'a'.repeat(64)])('%j is refused at start with a Spanish message', async (name) => {
    const dataFile = path.join(dir, 'invalido.json');
    await expect(startRtdbServer({ namespaces: ['ana', name], dataFile, log: () => undefined })).rejects.toThrow(
      `Nombre de espacio de nombres inválido: ${JSON.stringify(name)}. Usá minúsculas, dígitos y '-' (sin empezar por '-'), hasta 63 caracteres.`,
    );
    expect(existsSync(dataFile)).toBe(false);
    expect(existsSync(path.join(dir, 'invalido.ns-ana.json.lock'))).toBe(false);
  });

  test('63 characters, digits and inner dashes are accepted', async () => {
    const long = 'a'.repeat(63);
    const server = await startRtdbServer({ namespaces: [long, 'e2e-1', '0'], log: () => undefined });
    try {
      await server.setData('x', 1, long);
      await server.setData('x', 2, 'e2e-1');
      expect([server.getData('x', long), server.getData('x', 'e2e-1'), server.getData('x', '0'), server.getData('x')]).toEqual([1, 2, null, null]);
    } finally {
      await server.close();
    }
  });
});
