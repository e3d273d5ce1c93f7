// askAI as the site meets it: callable requests (the wire format the Functions SDK sends) to the running
// Functions emulator, which reads the facts from the local database and answers with the offline provider
// (no key configured). The client SDK's own call is covered in shared-libs/firebase/test/session.int.test.ts.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { ADDRESS_LIMITED_MESSAGE, handleAskAI, RATE_LIMITED_MESSAGE } from './askAI';
import { offlineProvider } from './providers/offline';
import { counterPath, databaseRateLimiter, DEFAULT_RATE_LIMITS, EMULATOR_RATE_LIMITS, RATE_LIMIT_PATH, visitorKey, type DayCounters } from './rateLimit';
import { readSiteFacts } from './siteFacts';

const ASK_AI_URL = 'http://127.0.0.1:5001/demo-salon/us-central1/askAI';
let admin: App;

beforeAll(() => {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= '127.0.0.1:9000';
  admin = initializeApp({ projectId: 'demo-salon', databaseURL: 'http://127.0.0.1:9000?ns=demo-salon' }, 'askai-int');
});

afterAll(async () => {
  getDatabase(admin).goOffline();
  await deleteApp(admin);
});

type CallableBody = { result?: { response: string }; error?: { status: string; message: string } };

/** An anonymous visitor's call, as the Functions SDK sends it. */
async function call(prompt: unknown): Promise<CallableBody> {
  const response = await fetch(ASK_AI_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { prompt } }) });
  return (await response.json()) as CallableBody;
}

/** Reads a path as an anonymous client would, through the database's REST interface (rules apply). */
async function clientRead(path: string): Promise<number> {
  return (await fetch(`http://127.0.0.1:9000/${path}.json?ns=demo-salon`)).status;
}

/** A callable request as the SDK sends it, from a signed-in visitor of our choosing (the emulator skips token checks). */
async function callAs(uid: string, prompt: string): Promise<{ status: number; body: CallableBody }> {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: 'https://securetoken.google.com/demo-salon',
    aud: 'demo-salon',
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'anonymous', identities: {} },
  })}.`;
  const response = await fetch(ASK_AI_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { prompt } }),
  });
  return { status: response.status, body: (await response.json()) as CallableBody };
}

it("answers a general question in Spanish from the facts in the database (name and this month's prices)", async () => {
  // The function reads this month's prices with the server's own clock, which a test cannot fix: the same
  // prices go in every month of the season (pages 7–18, datosId/8), so the answer is known whatever the day.
  const db = getDatabase(admin);
  const [prices, company] = await Promise.all([db.ref('datosId/8').get(), db.ref('datosId/29').get()]);
  const known: Record<string, unknown> = { 'datosId/29/contenido1': 'Salón Las Tipas' };
  for (let page = 7; page <= 18; page++) {
    known[`datosId/8/b_precio_3hs_${page}`] = 312400;
    known[`datosId/8/a_precio_4hs_${page}`] = 398700;
    known[`datosId/8/e_camarera_${page}`] = 41300;
  }
  await db.ref().update(known);
  try {
    const answer = (await call('Hola, ¿cuánto sale alquilar el salón?')).result?.response ?? '';
    expect(answer).toContain('$ 312.400');
    expect(answer).toContain('$ 398.700');
    const extras = (await call('¿Cuánto cuesta la camarera?')).result?.response ?? '';
    expect(extras).toContain('**Salón Las Tipas**');
    expect(extras).toContain('Camarera: $ 41.300');
  } finally {
    await db.ref().update({ 'datosId/8': prices.val(), 'datosId/29': company.val() });
  }
});

it('refuses an empty, a too long or a non-text question with a Spanish message', async () => {
  const refused = (message: string) => ({ error: { status: 'INVALID_ARGUMENT', message } });
  await expect(call('   ')).resolves.toEqual(refused('La consulta está vacía.'));
  await expect(call('¿'.repeat(1001))).resolves.toEqual(refused('La consulta es demasiado larga (máximo 1000 caracteres).'));
  await expect(call(42)).resolves.toEqual(refused('La consulta debe ser un texto.'));
});

/** A bucket's counters on the latest day that has them (limitesAskAI/{día}/{clave}), and where they are. */
async function latestCounters(bucketKey: string): Promise<{ path: string; counters: DayCounters } | null> {
  const days = ((await getDatabase(admin).ref(RATE_LIMIT_PATH).get()).val() ?? {}) as Record<string, Record<string, DayCounters>>;
  const day = Object.keys(days)
    .filter((key) => days[key]?.[visitorKey(bucketKey)])
    .sort()
    .pop();
  return day ? { path: `${RATE_LIMIT_PATH}/${day}/${visitorKey(bucketKey)}`, counters: days[day]![visitorKey(bucketKey)]! } : null;
}

async function removeCounters(bucketKey: string): Promise<void> {
  const days = ((await getDatabase(admin).ref(RATE_LIMIT_PATH).get()).val() ?? {}) as Record<string, unknown>;
  await Promise.all(
    Object.keys(days).map((day) =>
      getDatabase(admin)
        .ref(`${RATE_LIMIT_PATH}/${day}/${visitorKey(bucketKey)}`)
        .remove(),
    ),
  );
}

it('limits how often one signed-in visitor asks, keeps the count where no client can read it, and lets others ask', async () => {
  const visitor = `int-test-${Date.now()}`;
  try {
    let allowed = 0;
    let over = { status: 0, body: {} as Awaited<ReturnType<typeof callAs>>['body'] };
    // Ask until refused. A minute boundary on the way restarts the window, so the refusal may come later than
    // perMinute calls, never sooner; four windows' worth of calls bound the loop.
    for (let call = 0; call < 4 * EMULATOR_RATE_LIMITS.perCaller.perMinute; call += 1) {
      const answer = await callAs(visitor, 'hola');
      if (answer.status !== 200) {
        over = answer;
        break;
      }
      allowed += 1;
    }
    const stored = await latestCounters(`uid:${visitor}`);
    expect(allowed).toBeGreaterThanOrEqual(EMULATOR_RATE_LIMITS.perCaller.perMinute);
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: RATE_LIMITED_MESSAGE, details: { aviso: RATE_LIMITED_MESSAGE } });
    expect(stored?.counters.minuteCount).toBe(EMULATOR_RATE_LIMITS.perCaller.perMinute);
    expect((await callAs(`${visitor}-otro`, 'hola')).status).toBe(200);
    expect(await clientRead(stored!.path)).toBe(401);
  } finally {
    await removeCounters(`uid:${visitor}`);
    await removeCounters(`uid:${visitor}-otro`);
  }
});

it('counts a call without an identity against the global ceiling, not against an address', async () => {
  const before = Math.floor(Date.now() / 60_000) * 60_000;
  expect((await call('hola')).result?.response).toContain('Hola');
  const stored = await latestCounters('sin-identidad');
  expect(stored?.counters.minuteStart).toBeGreaterThanOrEqual(before);
  expect(stored?.counters.dayCount).toBeGreaterThanOrEqual(1);
  expect(await latestCounters('ip:127.0.0.1')).toBeNull();
});

it('refuses, in Spanish, the call after the limit of one address from fresh anonymous identities, counted in the database', async () => {
  const db = getDatabase(admin);
  // One instant for every call: all in the same minute, whatever the machine's speed.
  const at = new Date();
  const deps = {
    provider: offlineProvider,
    limiter: databaseRateLimiter(db),
    limits: DEFAULT_RATE_LIMITS,
    readFacts: () => readSiteFacts(db, at),
    now: () => at,
  };
  const address = '198.51.100.77';
  const limit = DEFAULT_RATE_LIMITS.perAddress.perMinute;
  const uids = Array.from({ length: limit + 1 }, (_, n) => `askai-direccion-${n}`);
  const outcomes: string[] = [];
  try {
    for (const uid of uids) {
      try {
        await handleAskAI({ prompt: '¿Tienen estacionamiento?' }, { uid, address }, deps);
        outcomes.push('respondida');
      } catch (error) {
        outcomes.push((error as Error).message);
      }
    }
    expect(outcomes).toEqual([...Array<string>(limit).fill('respondida'), ADDRESS_LIMITED_MESSAGE]);
    expect(ADDRESS_LIMITED_MESSAGE).toBe('Recibimos muchas preguntas desde tu conexión. Esperá un rato y volvé a preguntar, o escribinos por WhatsApp.');
    // Another address is still answered.
    await expect(handleAskAI({ prompt: 'hola' }, { uid: 'askai-direccion-otra', address: '198.51.100.78' }, deps)).resolves.toHaveProperty('response');
  } finally {
    const keys = [...uids, 'askai-direccion-otra'].map((uid) => `uid:${uid}`);
    keys.push(`ip:${address}`, 'ip:198.51.100.78');
    await db.ref().update(Object.fromEntries(keys.map((key) => [counterPath(key, at.getTime()), null])));
  }
});
