// Reads, writes, live listeners, queries, server values, priorities and onDisconnect through the real
// client SDK (firebase/database) against the local server.
import {
  equalTo,
  get,
  goOffline,
  increment,
  limitToFirst,
  limitToLast,
  onDisconnect,
  onValue,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  push,
  query,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  setPriority,
  setWithPriority,
  startAfter,
  startAt,
  update,
  type DataSnapshot,
} from 'firebase/database';
import { hashNode } from './hash';
import { parsePath } from './paths';
import { harnessForFile, waitForValue } from './testUtils';
import { normalize } from './tree';

jest.setTimeout(30_000);

const h = harnessForFile(); // no rules: everything allowed

test('set, get, update, push and remove', async () => {
  const db = h.client();
  await set(ref(db, 'basic/a'), { name: 'Salón', capacity: 120, open: true, tags: { x: 1 } });
  expect((await get(ref(db, 'basic/a'))).val()).toEqual({ name: 'Salón', capacity: 120, open: true, tags: { x: 1 } });

  await update(ref(db, 'basic/a'), { capacity: 150, 'tags/y': 2, open: null });
  expect((await get(ref(db, 'basic/a'))).val()).toEqual({ name: 'Salón', capacity: 150, tags: { x: 1, y: 2 } });

  const pushed = await push(ref(db, 'basic/list'), { n: 1 });
  await push(ref(db, 'basic/list'), { n: 2 });
  const list = (await get(ref(db, 'basic/list'))).val() as Record<string, { n: number }>;
  expect(Object.values(list).map((v) => v.n)).toEqual([1, 2]);
  expect(Object.keys(list)[0]).toBe(pushed.key);

  await remove(ref(db, 'basic/a/tags'));
  expect((await get(ref(db, 'basic/a'))).val()).toEqual({ name: 'Salón', capacity: 150 });
  await remove(ref(db, 'basic'));
  expect((await get(ref(db, 'basic'))).exists()).toBe(false);
  expect(h.server.getData('basic')).toBeNull();
});

test('get() from a second client that has no listener reads the server', async () => {
  const a = h.client();
  const b = h.client();
  await set(ref(a, 'fresh/value'), 'desde A');
  expect((await get(ref(b, 'fresh/value'))).val()).toBe('desde A');
  expect((await get(ref(b, 'fresh/missing'))).exists()).toBe(false);
});

test('a listener on client B sees writes from client A (at, above and below its path)', async () => {
  const a = h.client();
  const b = h.client();
  await set(ref(a, 'live'), { room: { n: 0 } });
  const seen: unknown[] = [];
  const unsubscribe = onValue(ref(b, 'live/room'), (snap) => seen.push(snap.val()));
  await waitForValue(ref(b, 'live/room'), (s) => s.val()?.n === 0);

  await set(ref(a, 'live/room/n'), 1); // below
  await waitForValue(ref(b, 'live/room'), (s) => s.val()?.n === 1);
  await set(ref(a, 'live/room'), { n: 2, extra: true }); // at
  await waitForValue(ref(b, 'live/room'), (s) => s.val()?.n === 2);
  await set(ref(a, 'live'), { room: { n: 3 } }); // above
  await waitForValue(ref(b, 'live/room'), (s) => s.val()?.n === 3 && s.val()?.extra === undefined);
  await update(ref(a, '/'), { 'live/room/n': 4, 'live/other': 'x' }); // multi-path from the root
  await waitForValue(ref(b, 'live/room'), (s) => s.val()?.n === 4);
  await remove(ref(a, 'live'));
  await waitForValue(ref(b, 'live/room'), (s) => s.val() === null);
  unsubscribe();
  expect(seen[0]).toEqual({ n: 0 });
});

test('a multi-path update reaches a listener as one event', async () => {
  const a = h.client();
  const b = h.client();
  await set(ref(a, 'atomic'), { x: 0, y: 0 });
  const values: unknown[] = [];
  const unsubscribe = onValue(ref(b, 'atomic'), (snap) => values.push(snap.val()));
  await waitForValue(ref(b, 'atomic'), (s) => s.val()?.x === 0);
  await update(ref(a, 'atomic'), { x: 1, y: 1 });
  await waitForValue(ref(b, 'atomic'), (s) => s.val()?.x === 1);
  unsubscribe();
  expect(values).toEqual([
    { x: 0, y: 0 },
    { x: 1, y: 1 },
  ]);
});

test('queries: orderByChild + limitToLast, ranges, equalTo, orderByKey/Value, live window updates', async () => {
  const a = h.client();
  const b = h.client();
  await set(ref(a, 'events'), {
    e1: { date: '2025-01-10', guests: 50 },
    e2: { date: '2025-03-01', guests: 120 },
    e3: { date: '2025-02-15', guests: 80 },
    e4: { date: '2025-05-20', guests: 200 },
    e5: { guests: 10 }, // no date: sorts first (null)
  });
  const keys = (snap: DataSnapshot) => {
    const out: string[] = [];
    snap.forEach((child) => {
      out.push(child.key);
    });
    return out;
  };

  const lastTwo = query(ref(b, 'events'), orderByChild('date'), limitToLast(2));
  expect(keys(await get(lastTwo))).toEqual(['e2', 'e4']);
  expect(keys(await get(query(ref(b, 'events'), orderByChild('date'), limitToFirst(2))))).toEqual(['e5', 'e1']);
  expect(keys(await get(query(ref(b, 'events'), orderByChild('date'), startAt('2025-02-01'))))).toEqual(['e3', 'e2', 'e4']);
  expect(keys(await get(query(ref(b, 'events'), orderByChild('guests'), startAfter(80), limitToFirst(1))))).toEqual(['e2']);
  expect(keys(await get(query(ref(b, 'events'), orderByChild('guests'), equalTo(120))))).toEqual(['e2']);
  expect(keys(await get(query(ref(b, 'events'), orderByKey(), startAt('e3'), limitToFirst(2))))).toEqual(['e3', 'e4']);

  await set(ref(a, 'scores'), { ann: 5, bob: 3, cy: 9, dee: 'text', eve: true });
  expect(keys(await get(query(ref(b, 'scores'), orderByValue())))).toEqual(['eve', 'bob', 'ann', 'cy', 'dee']);
  expect(keys(await get(query(ref(b, 'scores'), orderByValue(), limitToLast(2))))).toEqual(['cy', 'dee']);

  // A live limited query: the window follows the data.
  const live = query(ref(b, 'events'), orderByChild('date'), limitToLast(2));
  await waitForValue(live, (s) => keys(s).join() === 'e2,e4');
  await set(ref(a, 'events/e6'), { date: '2025-12-31', guests: 5 });
  await waitForValue(live, (s) => keys(s).join() === 'e4,e6');
  await remove(ref(a, 'events/e6'));
  await waitForValue(live, (s) => keys(s).join() === 'e2,e4');
});

test('arrays are stored as numeric keys and come back as arrays', async () => {
  const a = h.client();
  const b = h.client();
  await set(ref(a, 'arrays/days'), [0, 6]);
  await set(ref(a, 'arrays/mixed'), ['a', null, 'c']);
  expect((await get(ref(b, 'arrays/days'))).val()).toEqual([0, 6]);
  expect((await get(ref(b, 'arrays/mixed'))).val()).toEqual(['a', undefined, 'c']);
  expect(h.server.getData('arrays/days')).toEqual([0, 6]);
  expect(h.server.getData('arrays/mixed/1')).toBeNull();
});

test('serverTimestamp() and increment()', async () => {
  const a = h.client();
  const before = Date.now();
  await set(ref(a, 'sv'), { at: serverTimestamp(), count: increment(2) });
  await update(ref(a, 'sv'), { count: increment(3) });
  await set(ref(a, 'sv/fromText'), 'x');
  await set(ref(a, 'sv/fromText'), increment(1)); // not a number yet: becomes the delta
  const value = (await get(ref(h.client(), 'sv'))).val();
  expect(value.count).toBe(5);
  expect(value.fromText).toBe(1);
  expect(value.at).toBeGreaterThanOrEqual(before);
  expect(value.at).toBeLessThanOrEqual(Date.now());
});

test('priorities: setWithPriority, setPriority and orderByPriority', async () => {
  const a = h.client();
  await setWithPriority(ref(a, 'prio/x'), 'X', 3);
  await setWithPriority(ref(a, 'prio/y'), { v: 'Y' }, 1);
  await set(ref(a, 'prio/z'), 'Z');
  await setPriority(ref(a, 'prio/z'), 'high');
  const snap = await get(query(ref(h.client(), 'prio'), orderByPriority()));
  const order: Array<[string | null, unknown]> = [];
  snap.forEach((c) => {
    order.push([c.key, c.priority]);
  });
  expect(order).toEqual([
    ['y', 1],
    ['x', 3],
    ['z', 'high'],
  ]);
  expect(snap.exportVal()).toEqual({ x: { '.value': 'X', '.priority': 3 }, y: { v: 'Y', '.priority': 1 }, z: { '.value': 'Z', '.priority': 'high' } });
});

test('server hashes equal the SDK hashes for varied data', async () => {
  const a = h.client();
  const data = {
    ints: [0, 1, -1, 42, 2 ** 31, -(2 ** 53) + 1],
    floats: { a: 0.1, b: 1e-300, c: 7.999999999999998, d: 1.7976931348623157e308, e: -2.5e-310 },
    text: { plain: 'hola', unicode: 'ñandú 🎉 中文', empty: '', numeric: '123' },
    flags: { t: true, f: false },
    keys: { '1': 'a', '10': 'b', '2': 'c', '-5': 'd', '007': 'e', b: 'f', A: 'g' },
    prio: { '.priority': 'p', x: { '.value': 1, '.priority': 2.5 }, y: { '.value': 'y', '.priority': 'a' }, z: 3 },
  };
  await set(ref(a, 'hash'), data);
  // The SDK's own hashes of this data (the `h` it sends with a transaction's put), taken from firebase/database once.
  const sdkHashes = {
    hash: 'S7/JcPGLz0EygkPYqgQbJYA+aIw=',
    'hash/ints': '1FlYhsFKnFinvq5shgAYugChyOw=',
    'hash/floats': 'uNrdI85gs3BIU0E6/4MPRiL7FgU=',
    'hash/text': 'KA7rpAoEvHs/9Frvhgy7XTuyE24=',
    'hash/flags': 'iMF37AVqdE3dX7r2nEyzbLtF6sk=',
    'hash/keys': 'RVplRfq1tpdSAvbICH9oH6o4MuI=',
    'hash/prio': 'CVW3tfD0Sbt91jCfS8VTCU6ho6w=',
    'hash/prio/x': 'j/3oZZBFeCcrfV7iOrS+022Nwj8=',
  };
  // The server's own data, in export format (with priorities), hashed by the server's code.
  const serverHash = async (path: string) => {
    const response = await fetch(`${h.server.url}/${path}.json?format=export&auth=${h.server.adminSecret}`);
    return hashNode(normalize(await response.json(), { now: 0, existing: null }));
  };
  for (const [path, sdkHash] of Object.entries(sdkHashes)) expect({ path, hash: await serverHash(path) }).toEqual({ path, hash: sdkHash });
  // And the SDK at hand agrees: a transaction on the value it holds commits at its first run only when the server
  // finds the hash the SDK sent equal to its own (a different one is answered 'datastale' and the update runs again).
  const b = h.client();
  for (const path of Object.keys(sdkHashes)) {
    let held!: (snap: DataSnapshot) => void;
    const first = new Promise<DataSnapshot>((resolve) => (held = resolve));
    const stopListening = onValue(ref(b, path), (snap) => held(snap));
    const value = (await first).exportVal() as unknown;
    let runs = 0;
    const result = await runTransaction(ref(b, path), () => {
      runs += 1;
      return value; // the same data, priorities included: the next path's hash still holds
    });
    stopListening();
    expect({ path, committed: result.committed, runs }).toEqual({ path, committed: true, runs: 1 });
  }
  expect(await serverHash('hash')).toBe(sdkHashes.hash);
});

test('onDisconnect: put, merge and cancel run when the client goes away', async () => {
  const watcher = h.client();
  const leaving = h.client();
  await set(ref(leaving, 'presence/u1'), { online: true });
  await onDisconnect(ref(leaving, 'presence/u1')).set({ online: false, lastSeen: serverTimestamp() });
  await onDisconnect(ref(leaving, 'presence/u2')).update({ gone: true });
  await onDisconnect(ref(leaving, 'presence/u3')).set('should not happen');
  await onDisconnect(ref(leaving, 'presence/u3')).cancel();
  goOffline(leaving);
  const snap = await waitForValue(ref(watcher, 'presence'), (s) => s.val()?.u1?.online === false);
  expect(snap.val().u1.lastSeen).toBeGreaterThan(0);
  expect(snap.val().u2).toEqual({ gone: true });
  expect(snap.val().u3).toBeUndefined();
});

test('setData()/getData() bypass rules and notify listeners', async () => {
  const db = h.client();
  const seen = waitForValue(ref(db, 'direct'), (s) => s.val() === 'from server');
  void h.server.setData('direct', 'from server');
  await seen;
  expect(h.server.getData('/direct')).toBe('from server');
  expect(parsePath('/direct')).toEqual(['direct']);
});
