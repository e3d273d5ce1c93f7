// Security rules through the real SDK: reads, writes, roles from custom claims, .validate, multi-path
// updates, sign-out and per-connection auth.
import path from 'node:path';
import { signInWithCustomToken, signOut } from 'firebase/auth';
import { get, onValue, ref, serverTimestamp, set, update } from 'firebase/database';
import { customToken, harnessForFile, startHarness, waitForValue } from './testUtils';

jest.setTimeout(30_000);

const isAdmin = "auth != null && auth.token.role === 'admin'";
const RULES = {
  rules: {
    '.read': false,
    '.write': false,
    config: {
      '.read': true,
      '.write': isAdmin,
      title: { '.validate': 'newData.isString() && newData.val().length >= 1 && newData.val().length <= 80' },
      days: { $i: { '.validate': '$i.matches(/^[0-6]$/) && newData.isNumber()' } },
      $other: { '.validate': false },
    },
    reservas: {
      '.read': true,
      '.write': isAdmin,
      '.indexOn': ['tipo', 'creadoEn'],
      $fecha: {
        '.validate': "$fecha.matches(/^20[0-9][0-9]-[01][0-9]-[0-3][0-9]$/) && newData.hasChildren(['tipo'])",
        tipo: { '.validate': "newData.val() === 'evento' || newData.val() === 'bloqueo'" },
        creadoEn: { '.validate': 'newData.isNumber() && newData.val() <= now' },
      },
    },
    privado: { '.read': isAdmin, '.write': isAdmin },
    perfiles: {
      $uid: {
        '.read': 'auth != null && auth.uid === $uid',
        '.write': 'auth != null && auth.uid === $uid',
      },
    },
    publicado: {
      // Readable only while the flag in the data says so: listens are revoked when it turns false.
      '.read': "root.child('flags/publico').val() === true",
    },
    flags: { '.write': isAdmin, '.read': true },
  },
};

const h = harnessForFile({
  rules: RULES,
  initialData: {
    config: { title: 'Salón' },
    privado: { secreto: 42 },
    publicado: { texto: 'hola' },
    flags: { publico: true },
  },
});

const denied = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });

test('anonymous: public read allowed, private read denied (get and listener)', async () => {
  const anon = h.client();
  expect((await get(ref(anon, 'config/title'))).val()).toBe('Salón');
  await expect(get(ref(anon, 'privado'))).rejects.toThrow(/Permission denied/i);
  const cancelled = await new Promise<Error>((resolve) => {
    onValue(
      ref(anon, 'privado'),
      () => resolve(new Error('the listener should not get data')),
      (error) => resolve(error),
    );
  });
  expect((cancelled as Error & { code?: string }).code).toBe('PERMISSION_DENIED');
});

test('anonymous write is denied and leaves data unchanged', async () => {
  const anon = h.client();
  await denied(set(ref(anon, 'config/title'), 'Hackeado'));
  expect(h.server.getData('config/title')).toBe('Salón');
});

test('role-based write: the admin claim may write, another role may not', async () => {
  const admin = h.client({ user_id: 'u1', sub: 'u1', role: 'admin' });
  const staff = h.client({ user_id: 'u2', sub: 'u2', role: 'recibos' });
  await set(ref(admin, 'config/title'), 'Salón Nuevo');
  expect(h.server.getData('config/title')).toBe('Salón Nuevo');
  await denied(set(ref(staff, 'config/title'), 'Otro'));
  expect(h.server.getData('config/title')).toBe('Salón Nuevo');
  expect((await get(ref(admin, 'privado/secreto'))).val()).toBe(42);
  await expect(get(ref(staff, 'privado/secreto'))).rejects.toThrow(/Permission denied/i);
});

test('.validate rejects bad types, bad keys and missing children, leaving the data unchanged', async () => {
  const admin = h.client({ user_id: 'u1', sub: 'u1', role: 'admin' });
  await set(ref(admin, 'config/days'), [0, 6]);
  await denied(set(ref(admin, 'config/title'), 123));
  await denied(set(ref(admin, 'config/title'), ''));
  await denied(set(ref(admin, 'config/days/7'), 1));
  await denied(set(ref(admin, 'config/days/1'), 'sábado'));
  await denied(set(ref(admin, 'config/unknown'), 'x'));
  await denied(set(ref(admin, 'reservas/2030-01-01'), { creadoEn: 1 })); // no 'tipo'
  await denied(set(ref(admin, 'reservas/2030-01-01'), { tipo: 'fiesta' }));
  await denied(set(ref(admin, 'reservas/2030-01-01'), { tipo: 'evento', creadoEn: Date.now() + 3_600_000 })); // in the future
  await set(ref(admin, 'reservas/2030-01-01'), { tipo: 'evento', creadoEn: Date.now() - 1000 });
  expect(h.server.getData('config')).toEqual({ title: 'Salón Nuevo', days: [0, 6] });
  expect(h.server.getData('reservas/2030-01-01/tipo')).toBe('evento');
  // Removing a required child is a write of the parent's new data: .validate at the parent refuses it.
  await denied(set(ref(admin, 'reservas/2030-01-01/tipo'), null));
});

test('a multi-path update is all or nothing', async () => {
  const admin = h.client({ user_id: 'u1', sub: 'u1', role: 'admin' });
  await denied(
    update(ref(admin), {
      'reservas/2030-02-01': { tipo: 'bloqueo' },
      'reservas/no-es-fecha': { tipo: 'evento' },
    }),
  );
  expect(h.server.getData('reservas/2030-02-01')).toBeNull();
  await denied(update(ref(admin), { 'config/title': 'Ok', 'privado/secreto': 1, 'perfiles/u9/x': 1 }));
  expect(h.server.getData('config/title')).toBe('Salón Nuevo');
  await update(ref(admin), { 'reservas/2030-02-01': { tipo: 'bloqueo' }, 'config/title': 'Ok' });
  expect(h.server.getData('reservas/2030-02-01')).toEqual({ tipo: 'bloqueo' });
});

test('sign-in gives rights, sign-out (unauth) takes them away on that connection', async () => {
  const { db, auth } = await h.clientWithAuth();
  await denied(set(ref(db, 'config/title'), 'Sin sesión'));
  await signInWithCustomToken(auth, customToken('boss', { role: 'admin' }));
  await set(ref(db, 'config/title'), 'Con sesión');
  expect(h.server.getData('config/title')).toBe('Con sesión');
  await signOut(auth);
  await denied(set(ref(db, 'config/title'), 'Después de salir'));
  expect(h.server.getData('config/title')).toBe('Con sesión');
});

test('signing out revokes listens the anonymous user may not read', async () => {
  const { db, auth } = await h.clientWithAuth();
  await signInWithCustomToken(auth, customToken('boss', { role: 'admin' }));
  await waitForValue(ref(db, 'privado/secreto'), (s) => s.val() === 42);
  const revoked = new Promise<Error>((resolve) => onValue(ref(db, 'privado'), () => {}, resolve));
  await signOut(auth);
  expect(await revoked).toMatchObject({ code: 'PERMISSION_DENIED' });
});

test('two connections with different users never share rights', async () => {
  const alice = h.client({ user_id: 'alice', sub: 'alice' });
  const bob = h.client({ user_id: 'bob', sub: 'bob' });
  const admin = h.client({ user_id: 'u1', sub: 'u1', role: 'admin' });
  await set(ref(alice, 'perfiles/alice'), { nombre: 'Alice' });
  await set(ref(bob, 'perfiles/bob'), { nombre: 'Bob' });
  await set(ref(admin, 'config/title'), 'admin sigue siendo admin');
  await denied(set(ref(bob, 'perfiles/alice'), { nombre: 'Bob was here' }));
  await denied(set(ref(alice, 'config/title'), 'alice no es admin'));
  await expect(get(ref(bob, 'perfiles/alice'))).rejects.toThrow(/Permission denied/i);
  expect((await get(ref(alice, 'perfiles/alice'))).val()).toEqual({ nombre: 'Alice' });
  expect(h.server.getData('perfiles')).toEqual({ alice: { nombre: 'Alice' }, bob: { nombre: 'Bob' } });
});

test('a listen whose read rule depends on data is revoked when the data changes', async () => {
  const reader = h.client();
  const admin = h.client({ user_id: 'u1', sub: 'u1', role: 'admin' });
  await waitForValue(ref(reader, 'publicado'), (s) => s.val()?.texto === 'hola');
  const revoked = new Promise<Error>((resolve) => onValue(ref(reader, 'publicado'), () => {}, resolve));
  await set(ref(admin, 'flags/publico'), false);
  expect(await revoked).toMatchObject({ code: 'PERMISSION_DENIED' });
  await set(ref(admin, 'flags/publico'), true);
});

test('a query on a child the rules do not index is answered with Firebase’s no_index warning, and logged', async () => {
  const raw = await h.raw();
  const listen = (q: object) => raw.request('q', { p: '/reservas', h: '', q });
  expect(await listen({ i: 'tipo', sp: 'evento', ep: 'evento' })).toEqual({ s: 'ok', d: {} });
  expect(await listen({ i: 'creadoEn', l: 5, vf: 'r' })).toEqual({ s: 'ok', d: {} });
  expect(await listen({ i: '.key', l: 5, vf: 'r' })).toEqual({ s: 'ok', d: {} });
  expect(await listen({ i: 'nota', l: 5, vf: 'r' })).toEqual({ s: 'ok', d: { w: ['no_index'] } });
  expect(await listen({ i: '.value', l: 5, vf: 'r' })).toEqual({ s: 'ok', d: { w: ['no_index'] } });
  expect(h.logs).toContainEqual(expect.stringContaining('consulta sin índice: falta ".indexOn": "nota" en /reservas'));
});

test('the project rules file loads and behaves (contadores/recibos moves +1 with its receipt)', async () => {
  const project = await startHarness({ rules: path.join(__dirname, '..', '..', 'database.rules.json') });
  try {
    const recibos = project.client({ user_id: 'r1', sub: 'r1', role: 'recibos', email: 'r1@salon.test' });
    const anon = project.client();
    const receipt = (numero: number) => ({
      numero,
      monto: 1000,
      concepto: 'seña',
      medioDePago: 'efectivo',
      emitidoEn: serverTimestamp(),
      emitidoPor: 'r1@salon.test',
    });
    await update(ref(recibos), { 'contadores/recibos': 1, 'recibos/r1': receipt(1) });
    await update(ref(recibos), { 'contadores/recibos': 2, 'recibos/r2': receipt(2) });
    await denied(set(ref(recibos, 'contadores/recibos'), 3));
    await denied(update(ref(recibos), { 'contadores/recibos': 5, 'recibos/r5': receipt(5) }));
    await expect(get(ref(anon, 'contadores/recibos'))).rejects.toThrow(/Permission denied/i);
    expect((await get(ref(anon, 'config'))).exists()).toBe(false);
  } finally {
    await project.close();
  }
});
