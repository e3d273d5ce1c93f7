// The local database fires a real onValueWritten function (./echoWrite.ts, loaded by the Functions emulator) after
// each committed write under its path, with the event firebase-functions builds from what the database sends:
// before and after, the path's params and the namespace the write named as the instance. Writes over REST (with a
// namespace of their own) and over the admin SDK's WebSocket; a multi-path update fires once per node.
import { adminDb, closeAdminDb } from '../../scripts/testing/adminDb';
import { eventually } from '../../scripts/testing/eventually';
import { DEMO_PROJECT_ID, PORTS, localAdminSecret } from '../../scripts/lib/ports';

const DB = `http://127.0.0.1:${PORTS.database}`;
const NS = 'e2e-w1';
// A function's first run starts its runtime: seconds on a busy machine.
const WAIT_MS = 30_000;
const run = `t${Date.now().toString(36)}`;

async function rest(method: string, path: string, body?: unknown, ns = NS): Promise<unknown> {
  const response = await fetch(`${DB}/${path}.json?ns=${ns}&auth=${localAdminSecret()}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const echoOf = (id: string, ns = NS) => rest('GET', `pruebasDisparadores_eco/${id}`, undefined, ns) as Promise<Record<string, unknown> | null>;

afterAll(async () => {
  for (const ns of [NS, DEMO_PROJECT_ID]) {
    await rest('DELETE', 'pruebasDisparadores', undefined, ns);
    // The deletions fire the function too: clear its echoes once they have come.
    await eventually(async () => {
      const echoes = ((await rest('GET', 'pruebasDisparadores_eco', undefined, ns)) ?? {}) as Record<string, { after?: unknown }>;
      expect(Object.values(echoes).filter((echo) => echo.after !== undefined)).toEqual([]);
    }, WAIT_MS);
    await rest('DELETE', 'pruebasDisparadores_eco', undefined, ns);
  }
  await closeAdminDb();
});

it('a REST write runs the function with before, after, params and the namespace as instance', async () => {
  const id = `${run}-a`;
  await rest('PUT', `pruebasDisparadores/${id}`, { nombre: 'Ana', total: 1 });
  await eventually(async () => expect(await echoOf(id)).toEqual({ after: { nombre: 'Ana', total: 1 }, params: { id }, instance: NS }), WAIT_MS);

  await rest('PATCH', `pruebasDisparadores/${id}`, { total: 2, nota: 'seña' });
  await eventually(
    async () =>
      expect(await echoOf(id)).toEqual({
        before: { nombre: 'Ana', total: 1 },
        after: { nombre: 'Ana', total: 2, nota: 'seña' },
        params: { id },
        instance: NS,
      }),
    WAIT_MS,
  );
});

it('an update of several matched nodes runs the function once for each', async () => {
  const [first, second] = [`${run}-b`, `${run}-c`];
  await rest('PATCH', '', { [`pruebasDisparadores/${first}/total`]: 10, [`pruebasDisparadores/${second}/total`]: 20, [`otros_${run}`]: null });
  await eventually(async () => {
    expect(await echoOf(first)).toEqual({ after: { total: 10 }, params: { id: first }, instance: NS });
    expect(await echoOf(second)).toEqual({ after: { total: 20 }, params: { id: second }, instance: NS });
  }, WAIT_MS);
});

it("an admin SDK write (WebSocket) on the project's database names its namespace", async () => {
  const id = `${run}-d`;
  const db = adminDb();
  await db.ref(`pruebasDisparadores/${id}`).set({ total: 3 });
  await eventually(async () => expect(await echoOf(id, DEMO_PROJECT_ID)).toEqual({ after: { total: 3 }, params: { id }, instance: DEMO_PROJECT_ID }), WAIT_MS);
  await db.ref(`pruebasDisparadores/${id}`).remove();
  await eventually(async () => expect(await echoOf(id, DEMO_PROJECT_ID)).toEqual({ before: { total: 3 }, params: { id }, instance: DEMO_PROJECT_ID }), WAIT_MS);
});
