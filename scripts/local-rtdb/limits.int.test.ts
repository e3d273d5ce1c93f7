// RTDB's limits (32 levels, 768-byte keys, 10 MB strings, 16 MB per write over WebSocket, 256 MB over
// REST) and the per-connection caps (listens, unread bytes), with the messages clients see; and big
// updates cost linear time: a huge update no rule can grant is turned down from its first frame, unread,
// while others still get answers. Timings are printed, not asserted.
import { performance } from 'node:perf_hooks';
import { get, onValue, ref, set, update } from 'firebase/database';
import { WRITE_TOO_BIG } from './database';
import { harnessForFile } from './testUtils';

jest.setTimeout(60_000);

const TOO_DEEP = 'Path specified exceeds the maximum depth that can be written (32)';

function nested(levels: number): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < levels; i++) value = { n: value };
  return value;
}

const h = harnessForFile({
  rules: {
    rules: {
      '.read': true,
      abierto: { '.write': true },
      privado: { '.write': 'auth != null' },
      // Like the project's rules: a .write that looks at what is written as well as at who writes.
      reservas: { '.write': "auth != null && auth.token.role === 'admin' && newData.exists()", '.validate': 'newData.hasChildren()' },
    },
  },
  limits: { maxRestBodyBytes: 1024 * 1024, maxPendingBytes: 256 * 1024 },
});

const rest = (path: string, method: string, body: string) =>
  fetch(`${h.server.url}/${path}.json?auth=${h.server.adminSecret}`, { method, body }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('data limits', () => {
  test('32 levels of nesting: one more is refused (REST and WebSocket), with RTDB-style messages', async () => {
    // abierto/ + 31 levels = 32 keys down to the leaf: accepted; one more level: refused.
    expect((await rest('abierto/hondo', 'PUT', JSON.stringify(nested(30)))).status).toBe(200);
    expect(await rest('abierto/hondo', 'PUT', JSON.stringify(nested(31)))).toEqual({ status: 400, body: { error: TOO_DEEP } });
    const deepPath = Array.from({ length: 33 }, (_, i) => `k${i}`).join('/');
    expect(await rest(deepPath, 'PUT', '1')).toEqual({ status: 400, body: { error: TOO_DEEP } });
    const raw = await h.raw();
    expect(await raw.request('p', { p: '/abierto/ws', d: nested(31) })).toEqual({ s: 'invalid_data', d: TOO_DEEP });
    expect(await raw.request('m', { p: '/abierto', d: { [`x/${deepPath}`]: 1 } })).toEqual({ s: 'invalid_data', d: TOO_DEEP });
    expect(h.server.getData('abierto/ws')).toBeNull();
  });

  test('keys up to 768 bytes', async () => {
    expect((await rest(`abierto/${'k'.repeat(768)}`, 'PUT', '1')).status).toBe(200);
    const tooLong = await rest('abierto/claves', 'PUT', JSON.stringify({ ['ñ'.repeat(385)]: 1 })); // 770 bytes
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/is longer than 768 bytes/);
  });

  test('strings up to 10 MB', async () => {
    const limit = 10 * 1024 * 1024;
    const raw = await h.raw();
    expect(await raw.request('p', { p: '/abierto/texto', d: 'a'.repeat(limit) })).toEqual({ s: 'ok', d: '' });
    const big = await raw.request('p', { p: '/abierto/texto', d: 'a'.repeat(limit + 1) });
    expect(big.s).toBe('invalid_data');
    expect(big.d).toMatch(/^contains a string greater than 10485760 utf8 bytes/);
    // 10 MB in UTF-8 bytes, not characters.
    expect((await raw.request('p', { p: '/abierto/texto', d: 'ñ'.repeat(limit / 2 + 1) })).s).toBe('invalid_data');
    expect((h.server.getData('abierto/texto') as string).length).toBe(limit);
    await h.server.setData('abierto/texto', null);
  });

  test('a write over 16 MB on the WebSocket: write_too_big (the SDK rejects with WRITE_TOO_BIG)', async () => {
    const db = h.client();
    const chunk = 'b'.repeat(9 * 1024 * 1024);
    await expect(set(ref(db, 'abierto/grande'), { uno: chunk, dos: chunk })).rejects.toMatchObject({
      code: 'WRITE_TOO_BIG',
      message: `WRITE_TOO_BIG: ${WRITE_TOO_BIG}`,
    });
    expect(h.server.getData('abierto/grande')).toBeNull();
    // The connection goes on.
    await set(ref(db, 'abierto/chico'), 'sí');
    expect(h.server.getData('abierto/chico')).toBe('sí');
  });

  test("a REST body over the limit (256 MB by default; 1 MB in this server) is refused with RTDB's message", async () => {
    const response = await rest('abierto/rest', 'PUT', JSON.stringify('c'.repeat(1024 * 1024)));
    expect(response).toEqual({ status: 400, body: { error: WRITE_TOO_BIG } });
    expect(h.server.getData('abierto/rest')).toBeNull();
    expect((await rest('abierto/rest', 'PUT', '"chico"')).status).toBe(200);
  });
});

describe('per-connection caps', () => {
  test('1,000 listens per connection; the next is refused (too_many_listens), others still work', async () => {
    const raw = await h.raw();
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => raw.request('q', { p: `/abierto/l${i}`, h: '' })));
    expect(answers.every((a) => a.s === 'ok')).toBe(true);
    expect(await raw.request('q', { p: '/abierto/otra', h: '' })).toEqual({
      s: 'too_many_listens',
      d: 'Too many listens on one connection (the limit is 1000)',
    });
    expect((await raw.request('q', { p: '/abierto/l5', h: '' })).s).toBe('ok'); // the same listen again is fine
    expect((await raw.request('n', { p: '/abierto/l0' })).s).toBe('ok');
    expect((await raw.request('q', { p: '/abierto/otra', h: '' })).s).toBe('ok'); // room again
    // The SDK surfaces the refusal through the listener's cancel callback.
    const db = h.client();
    const errors: Array<{ code?: string }> = [];
    for (let i = 0; i <= 1000; i++)
      onValue(
        ref(db, `abierto/sdk${i}`),
        () => {},
        (error) => errors.push(error as { code?: string }),
      );
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => errors.length > 0 && (clearInterval(poll), resolve()), 20);
    });
    expect(errors).toEqual([expect.objectContaining({ code: 'TOO_MANY_LISTENS' })]);
  });

  test('a client that does not read what it listens to is dropped once too much is pending', async () => {
    const raw = await h.raw();
    expect((await raw.request('q', { p: '/abierto/flujo', h: '' })).s).toBe('ok');
    const closed = new Promise<void>((resolve) => raw.ws.once('close', () => resolve()));
    raw.ws.pause(); // it stops reading from its socket: what the server sends piles up on the server's side
    const payload = 'd'.repeat(64 * 1024);
    for (let i = 0; i < 200 && raw.ws.readyState === raw.ws.OPEN; i++) {
      await h.server.setData(`abierto/flujo/${i}`, payload);
    }
    raw.ws.resume();
    await closed;
    // The server is fine and others are served.
    expect((await rest('abierto/flujo/0', 'GET', undefined as never)).body).toBe(payload);
  });
});

describe('big updates', () => {
  const hundredThousand = () => {
    const values: Record<string, number> = {};
    for (let i = 0; i < 100_000; i++) values[`k${i}`] = i;
    return values;
  };

  test('a 100,000-key anonymous update is refused from its first frame; the rest is never read; others are answered', async () => {
    const raw = await h.raw();
    const other = await h.raw();
    // The message as the SDK sends it: a frame count, then frames of 16,384 characters.
    const text = JSON.stringify({ t: 'd', d: { r: 900, a: 'm', b: { p: '/reservas', d: hundredThousand() } } });
    const frames = Array.from({ length: Math.ceil(text.length / 16384) }, (_, i) => text.slice(i * 16384, (i + 1) * 16384));
    expect(frames.length).toBeGreaterThan(90);
    raw.sendText(String(frames.length));
    raw.sendText(frames[0]!);
    // Refused while 90 frames of it have not even been sent: the server cannot have parsed it.
    const refusal = await raw.next((m) => m.t === 'd' && m.d?.r === 900, null);
    expect(refusal.d.b).toEqual({ s: 'permission_denied', d: 'Permission denied' });
    // Another client is answered while the big message is still coming.
    expect(await other.request('g', { p: '/abierto/chico', q: {} }, null)).toEqual({ s: 'ok', d: 'sí' });
    for (const frame of frames.slice(1)) raw.sendText(frame);
    // The rest was dropped: the same connection goes on, and the update was answered once.
    expect(await raw.request('g', { p: '/abierto/chico', q: {} }, null)).toEqual({ s: 'ok', d: 'sí' });
    expect(raw.received.filter((m) => m.d?.r === 900)).toEqual([]);
    expect(h.server.getData('reservas')).toBeNull();
  });

  test('the SDK and REST get their own refusals (PERMISSION_DENIED, 401); a signed-in non-admin too', async () => {
    const values = hundredThousand();
    await expect(update(ref(h.client(), 'reservas'), values)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const visitor = h.client({ user_id: 'visita', sub: 'visita' });
    await expect(update(ref(visitor, 'reservas'), values)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await get(ref(visitor, 'abierto/chico'))).val()).toBe('sí'); // its connection goes on
    // Under this server's 1 MB REST limit: 50,000 keys.
    const half = Object.fromEntries(Object.entries(values).slice(0, 50_000));
    const response = await fetch(`${h.server.url}/reservas.json`, { method: 'PATCH', body: JSON.stringify(half) });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 401, body: { error: 'Permission denied' } });
    const put = await fetch(`${h.server.url}/reservas/a.json`, { method: 'PUT', body: JSON.stringify(half) });
    expect(put.status).toBe(401);
    expect(h.server.getData('reservas')).toBeNull();
  });

  test('an admin writes 20,000 paths where the rule looks at newData; what the rules refuse is still refused', async () => {
    const admin = h.client({ user_id: 'jefa', sub: 'jefa', role: 'admin' });
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) values[`g${i % 100}/k${i}`] = { v: i };
    await update(ref(admin, 'reservas'), values);
    const data = h.server.getData('reservas') as Record<string, Record<string, { v: number }>>;
    expect(Object.keys(data)).toHaveLength(100);
    expect(data.g7!.k19907).toEqual({ v: 19907 });
    // newData.exists() is false for a removal, and .validate wants children: checked in full, refused.
    await expect(set(ref(admin, 'reservas'), null)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(set(ref(admin, 'reservas'), 'sin hijos')).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(data.g1!.k1).toEqual({ v: 1 });
  });

  test('an allowed 20,000-path update is applied whole, all at once', async () => {
    const raw = await h.raw();
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) values[`g${i % 100}/k${i}`] = { v: i };
    const start = performance.now();
    // Under 2 s on a quiet machine (the log line, not asserted: no timed tests); no timer of its own, so the
    // machine's load cannot fail it.
    expect(await raw.request('m', { p: '/abierto/masivo', d: values }, null)).toEqual({ s: 'ok', d: '' });
    console.log(`actualización de 20.000 rutas aplicada en ${(performance.now() - start).toFixed(0)} ms`);
    const data = h.server.getData('abierto/masivo') as Record<string, Record<string, { v: number }>>;
    expect(Object.keys(data)).toHaveLength(100);
    expect(data.g7!.k19907).toEqual({ v: 19907 });
    expect(Object.values(data).reduce((n, group) => n + Object.keys(group).length, 0)).toBe(20_000);
  });

  test('overlapping paths in one update are still refused', async () => {
    const raw = await h.raw();
    expect(await raw.request('m', { p: '/abierto', d: { a: 1, 'a/b': 2 } })).toEqual({
      s: 'invalid_data',
      d: '/abierto/a overlaps /abierto/a/b in one update',
    });
  });
});
