// firebase-admin (as Cloud Functions and the seed/staff scripts use it) against the local server:
// it sends the emulator credential "owner", which bypasses rules when its emulator host carries the
// server's admin secret (FIREBASE_DATABASE_EMULATOR_HOST=<secret>@host:port).
import { get, ref, set } from 'firebase/database';
import { harnessForFile, waitForValue } from './testUtils';

jest.setTimeout(30_000);

const h = harnessForFile({ rules: { rules: { '.read': false, '.write': false, publico: { '.read': true } } } });

test('admin set/update/get/remove bypass the rules and are acknowledged', async () => {
  const admin = await h.admin();
  await admin.ref('privado/config').set({ a: 1, b: { c: 'x' } });
  await admin.ref('privado/config').update({ a: 2, 'b/d': true });
  expect((await admin.ref('privado/config').once('value')).val()).toEqual({ a: 2, b: { c: 'x', d: true } });
  expect((await admin.ref('privado/config/a').get()).val()).toBe(2);
  const pushed = await admin.ref('privado/lista').push({ n: 1 });
  expect(h.server.getData(`privado/lista/${pushed.key}`)).toEqual({ n: 1 });
  await admin.ref('privado/lista').remove();
  expect(h.server.getData('privado/lista')).toBeNull();
  const tx = await admin.ref('privado/contador').transaction((n: number | null) => (n ?? 0) + 1);
  expect(tx.committed).toBe(true);
});

test('admin listeners see client writes and clients see admin writes', async () => {
  const admin = await h.admin();
  const client = h.client();
  const seen = new Promise<unknown>((resolve) => {
    const handler = admin.ref('publico/mensaje').on('value', (snap) => {
      if (snap.val() === 'desde el admin 2') {
        admin.ref('publico/mensaje').off('value', handler);
        resolve(snap.val());
      }
    });
  });
  await admin.ref('publico/mensaje').set('desde el admin');
  await waitForValue(ref(client, 'publico/mensaje'), (s) => s.val() === 'desde el admin');
  await set(ref(client, 'publico/mensaje'), 'cliente').catch((e: { code: string }) => expect(e.code).toBe('PERMISSION_DENIED'));
  await admin.ref('publico/mensaje').set('desde el admin 2');
  expect(await seen).toBe('desde el admin 2');
  expect((await get(ref(client, 'publico/mensaje'))).val()).toBe('desde el admin 2');
});

test('databaseAuthVariableOverride makes the admin SDK act as that user (rules apply)', async () => {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${h.server.adminSecret}@127.0.0.1:${h.server.port}`;
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getDatabase } = await import('firebase-admin/database');
  const limited = initializeApp(
    { projectId: 'demo-test', databaseURL: 'https://demo-test.firebaseio.com', databaseAuthVariableOverride: { uid: 'worker' } },
    'admin-limited',
  );
  try {
    const db = getDatabase(limited);
    await expect(db.ref('privado/x').set(1)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await db.ref('publico').get()).exists()).toBe(true);
  } finally {
    await deleteApp(limited);
  }
});
