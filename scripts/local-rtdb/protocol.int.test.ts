// Wire-level behaviour the SDK never exercises on purpose: malformed input, raw auth, framing, REST.
import { get, ref, set } from 'firebase/database';
import { harnessForFile, unsignedToken } from './testUtils';

jest.setTimeout(30_000);

const h = harnessForFile({
  rules: {
    rules: {
      '.read': true,
      abierto: { '.write': true },
      admin: { '.write': "auth != null && auth.token.role === 'admin'" },
    },
  },
});

test('handshake carries timestamp, version, host and session id', async () => {
  const raw = await h.raw();
  expect(raw.hello.d.d).toMatchObject({ v: '5', h: `127.0.0.1:${h.server.port}` });
  expect(typeof raw.hello.d.d.ts).toBe('number');
  expect(typeof raw.hello.d.d.s).toBe('string');
});

test('malformed frames, unknown actions and bad paths do not crash the server', async () => {
  const raw = await h.raw();
  raw.sendText('this is not json');
  expect(await raw.next((m) => m.t === 'c' && m.d.t === 'e')).toBeTruthy();
  raw.sendText('[1,2,3]');
  raw.sendText('{"t":"d","d":{"r":99}}');
  raw.sendText('{"t":"x","d":{}}');
  expect(await raw.request('nope', {})).toMatchObject({ s: 'invalid_action' });
  expect(await raw.request('p', { p: '/a.b', d: 1 })).toMatchObject({ s: 'invalid_path' });
  expect(await raw.request('p', { p: '/abierto', d: { 'bad.key': 1 } })).toMatchObject({ s: 'invalid_data' });
  expect(await raw.request('p', { p: '/abierto', d: { '.sv': 'bogus' } })).toMatchObject({ s: 'invalid_data' });
  expect(await raw.request('m', { p: '/abierto', d: 'not an object' })).toMatchObject({ s: 'invalid_data' });
  expect(await raw.request('m', { p: '/abierto', d: { a: 1, 'a/b': 2 } })).toMatchObject({ s: 'invalid_data' });
  raw.sendText('3'); // announces 3 frames...
  raw.sendText('{"t":');
  raw.close(); // ...and disconnects mid-message
  // The server still serves everyone else.
  const db = h.client();
  await set(ref(db, 'abierto/ok'), true);
  expect((await get(ref(db, 'abierto/ok'))).val()).toBe(true);
});

test('multi-frame messages, keepalive and ping', async () => {
  const raw = await h.raw();
  raw.sendText('0'); // keepalive
  const big = 'x'.repeat(40_000);
  const message = JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: '/abierto/big', d: big } } });
  const parts = [message.slice(0, 16384), message.slice(16384, 32768), message.slice(32768)];
  raw.sendText(String(parts.length));
  parts.forEach((p) => raw.sendText(p));
  const ack = await raw.next((m) => m.t === 'd' && m.d.r === 1);
  expect(ack.d.b.s).toBe('ok');
  // Large answers come back split into frames too (RawClient reassembles them).
  expect(await raw.request('g', { p: '/abierto/big', q: {} })).toEqual({ s: 'ok', d: big });
  raw.sendText(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
  expect(await raw.next((m) => m.t === 'c' && m.d.t === 'o')).toBeTruthy();
});

test('listen sends the data before the ok; pushes follow writes; unlisten stops them', async () => {
  const raw = await h.raw();
  await raw.request('p', { p: '/abierto/l', d: { a: 1 } });
  const response = raw.request('q', { p: '/abierto/l', h: '' });
  const data = await raw.next((m) => m.t === 'd' && m.d.a === 'd' && m.d.b.p === 'abierto/l');
  expect(data.d.b.d).toEqual({ a: 1 });
  expect(raw.received.some((m) => m.d?.r !== undefined)).toBe(false); // the ok had not arrived before the data
  expect(await response).toEqual({ s: 'ok', d: {} });
  await set(ref(h.client(), 'abierto/l/a'), 2);
  expect((await raw.next((m) => m.d?.a === 'd' && m.d.b.p === 'abierto/l/a')).d.b.d).toBe(2);
  await raw.request('n', { p: '/abierto/l' });
  await set(ref(h.client(), 'abierto/l/a'), 3);
  await expect(raw.next((m) => m.d?.a === 'd', 300)).rejects.toThrow(/timeout/);
});

test('auth: tokens are per connection, expired or garbage tokens are rejected, unauth drops rights', async () => {
  const admin = await h.raw();
  const other = await h.raw();
  const ok = await admin.request('auth', { cred: unsignedToken({ user_id: 'u1', sub: 'u1', role: 'admin' }) });
  expect(ok).toMatchObject({ s: 'ok', d: { auth: { uid: 'u1', token: { role: 'admin' } } } });
  expect(typeof ok.d.expires).toBe('number');
  expect(await admin.request('p', { p: '/admin/x', d: 1 })).toMatchObject({ s: 'ok' });
  expect(await other.request('p', { p: '/admin/x', d: 2 })).toMatchObject({ s: 'permission_denied' });

  const expired = unsignedToken({ user_id: 'u1', sub: 'u1', role: 'admin' }, { expired: true });
  expect(await other.request('auth', { cred: expired })).toMatchObject({ s: 'invalid_token' });
  expect(await other.request('auth', { cred: 'garbage' })).toMatchObject({ s: 'invalid_token' });
  expect(await other.request('gauth', { cred: 'a.b.c' })).toMatchObject({ s: 'invalid_token' });
  expect(await other.request('p', { p: '/admin/x', d: 3 })).toMatchObject({ s: 'permission_denied' });

  expect(await admin.request('unauth', {})).toMatchObject({ s: 'ok' });
  expect(await admin.request('p', { p: '/admin/x', d: 4 })).toMatchObject({ s: 'permission_denied' });
  expect(h.server.getData('admin/x')).toBe(1);

  // The admin SDK's emulator credential needs the server's secret (security.int.test.ts has the rest).
  expect(await other.request('gauth', { cred: 'owner' })).toMatchObject({ s: 'invalid_token' });
  expect(await other.request('p', { p: '/anywhere', d: 5 })).toMatchObject({ s: 'permission_denied' });
  expect(await other.request('gauth', { cred: h.server.adminSecret })).toMatchObject({ s: 'ok' });
  expect(await other.request('p', { p: '/anywhere', d: 5 })).toMatchObject({ s: 'ok' });
});

test('transactions over the wire: a stale hash is answered datastale', async () => {
  const raw = await h.raw();
  await raw.request('p', { p: '/abierto/tx', d: 1 });
  expect(await raw.request('p', { p: '/abierto/tx', d: 2, h: 'not-the-hash' })).toMatchObject({ s: 'datastale' });
  expect(h.server.getData('abierto/tx')).toBe(1);
});

test('REST: health, admin writes, rules for everyone else, queries and export format', async () => {
  const base = h.server.url;
  const secret = h.server.adminSecret;
  expect((await fetch(`${base}/.health`)).status).toBe(200);
  const put = await fetch(`${base}/admin/rest.json?auth=${secret}`, { method: 'PUT', body: JSON.stringify({ b: 2, a: 1 }) });
  expect(put.status).toBe(200);
  expect(await (await fetch(`${base}/admin/rest.json`)).json()).toEqual({ a: 1, b: 2 });
  const denied = await fetch(`${base}/admin/rest.json`, { method: 'PATCH', body: JSON.stringify({ c: 3 }) });
  expect(denied.status).toBe(401);
  const patched = await fetch(`${base}/admin/rest.json`, {
    method: 'PATCH',
    body: JSON.stringify({ c: 3 }),
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(patched.status).toBe(200);
  const posted = (await (await fetch(`${base}/admin/list.json?auth=${secret}`, { method: 'POST', body: '{"n":1}' })).json()) as { name: string };
  expect(h.server.getData(`admin/list/${posted.name}`)).toEqual({ n: 1 });
  const limited = await fetch(`${base}/admin/rest.json?orderBy=${encodeURIComponent('"$value"')}&limitToLast=2`);
  expect(await limited.json()).toEqual({ b: 2, c: 3 });
  expect(await (await fetch(`${base}/admin/rest.json?shallow=true`)).json()).toEqual({ a: 1, b: 2, c: 3 });
  expect((await fetch(`${base}/admin/rest.json?auth=${secret}`, { method: 'DELETE' })).status).toBe(200);
  expect(h.server.getData('admin/rest')).toBeNull();
  expect((await fetch(`${base}/admin/rest.json`, { method: 'PUT', body: '{bad json' })).status).toBe(400);
  expect((await fetch(`${base}/.settings/rules.json?auth=${secret}`)).status).toBe(200);
});

test("a long-poll start is answered by closing the poll and clearing the SDK's WebSocket-failure flag", async () => {
  // The stock SDK polls first when a WebSocket failed before; this server speaks WebSocket only, so the poll is
  // closed at once and the SDK connects again over WebSocket (not after its 30 s connect timeout).
  const started = await fetch(`${h.server.url}/.lp?start=t&ser=123&cb=7&v=5&ns=demo-salon`);
  expect(started.status).toBe(200);
  expect(started.headers.get('content-type')).toBe('application/javascript');
  expect(await started.text()).toBe(
    "try{localStorage.removeItem('firebase:previous_websocket_failure');}catch(e){}" +
      "try{parent.localStorage.removeItem('firebase:previous_websocket_failure');}catch(e){}" +
      "try{var c=window['pLPCommand7']||parent['pLPCommand7'];if(c)c('close');}catch(e){}",
  );
  // A callback name that is not the SDK's number is never written into the script.
  expect(await (await fetch(`${h.server.url}/.lp?start=t&cb=${encodeURIComponent("1');alert('x")}`)).text()).toBe(
    "try{localStorage.removeItem('firebase:previous_websocket_failure');}catch(e){}" +
      "try{parent.localStorage.removeItem('firebase:previous_websocket_failure');}catch(e){}",
  );
});

test('reloadRules() applies new rules to open connections', async () => {
  const db = h.client();
  await expect(set(ref(db, 'cerrado/x'), 1)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  h.server.reloadRules({ rules: { '.read': true, '.write': true } });
  await set(ref(db, 'cerrado/x'), 1);
  expect(() => h.server.reloadRules({ rules: { '.read': 'auth.nope(' } })).toThrow(/inválidas/);
  h.server.reloadRules({
    rules: { '.read': true, abierto: { '.write': true }, admin: { '.write': "auth != null && auth.token.role === 'admin'" } },
  });
});
