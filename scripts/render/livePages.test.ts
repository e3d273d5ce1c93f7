// The local server's pages follow the database: the listener holds each public path's latest value, says when
// all first values are there, and reports every later change (which drops the kept pages, ./cache.test.ts).
import type { Database } from 'firebase-admin/database';
import { listen } from './livePages';

/** A database whose paths report the values a test sends, as firebase-admin's `on('value')` does. */
function fakeDatabase() {
  const listeners = new Map<string, (snapshot: { val(): unknown }) => void>();
  const off = jest.fn();
  const db = {
    ref: (path: string) => ({ on: (_event: string, listener: (snapshot: { val(): unknown }) => void) => listeners.set(path, listener), off }),
  } as unknown as Pick<Database, 'ref'>;
  const send = (path: string, value: unknown) => listeners.get(path)!({ val: () => value });
  return { db, send, off };
}

it('is ready once every path has its first value, and reports each change after that', async () => {
  const { db, send, off } = fakeDatabase();
  const changed = jest.fn();
  const data = listen(db, ['datosId/8', 'config/tema'], changed);
  let ready = false;
  void data.ready.then(() => (ready = true));

  send('datosId/8', { b_precio_3hs_12: 150_000 });
  await Promise.resolve();
  expect(ready).toBe(false);
  send('config/tema', null);
  await data.ready;
  expect(changed).not.toHaveBeenCalled();
  expect(data.values).toEqual({ 'datosId/8': { b_precio_3hs_12: 150_000 }, 'config/tema': null });

  send('datosId/8', { b_precio_3hs_12: 173_400 });
  expect(changed).toHaveBeenCalledTimes(1);
  expect(data.values['datosId/8']).toEqual({ b_precio_3hs_12: 173_400 });

  data.stop();
  expect(off).toHaveBeenCalledTimes(2);
});
