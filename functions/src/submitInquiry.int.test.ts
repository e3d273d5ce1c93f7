// submitInquiry against the running local backend: the handler with the production limits on the admin connection
// and a fixed clock (the acceptance figure), and the callable as the Functions emulator serves it.
import { adminDb, closeAdminDb } from '../../scripts/testing/adminDb';
import { INQUIRY_LIMITS, STORED } from '@salon/schema';
import { databaseInquiryStore, guardKey, handleSubmitInquiry, INQUIRY_MESSAGES } from './submitInquiry';

const SUBMIT_URL = 'http://127.0.0.1:5001/demo-salon/us-central1/submitInquiry';
// Tuesday 10 November 2026, noon in Buenos Aires (scripts/testing/clock.ts).
const NOON = Date.parse('2026-11-10T12:00:00-03:00');
const ADDRESS = '203.0.113.77';

afterAll(closeAdminDb);

const inquiry = (n: number) => ({ nombre: `Visita ${n}`, telefono: `11 4${String(n).padStart(3, '0')}-0000`, fecha: '2099-03-06', abiertaEn: NOON - 60_000 });

/** Removes what a test wrote: its inquiries, their identities' limits, and the counters it moved. */
async function cleanUp(ids: string[], uids: string[], keys: string[]) {
  const db = adminDb();
  await db.ref().update({
    ...Object.fromEntries(ids.map((id) => [`${STORED.inquiries.path}/${id}`, null])),
    ...Object.fromEntries(uids.map((uid) => [`${STORED.inquiryLimits.path}/${uid}`, null])),
    ...Object.fromEntries(keys.map((key) => [`${STORED.inquiryGuards.path}/${key}`, null])),
    [STORED.inquiryCeiling.path]: null,
  });
}

it('accepts at most 10 of sixty inquiries from sixty fresh identities at one address within a minute', async () => {
  const db = adminDb();
  const store = databaseInquiryStore(db);
  const ids: string[] = [];
  const uids = Array.from({ length: 60 }, (_, n) => `frontdoor-int-${n}`);
  const refusals: string[] = [];
  try {
    for (const [n, uid] of uids.entries()) {
      // One second apart: all sixty within the same minute.
      const at = NOON + n * 1000;
      try {
        ids.push((await handleSubmitInquiry(inquiry(n), { uid, address: ADDRESS }, { store, limits: INQUIRY_LIMITS, now: () => at })).id);
      } catch (error) {
        refusals.push((error as Error).message);
      }
    }
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(ids.length).toBe(5);
    expect(new Set(refusals)).toEqual(new Set([INQUIRY_MESSAGES.address]));
    const stored = (await db.ref(`${STORED.inquiries.path}/${ids[0]}`).get()).val();
    expect(stored).toEqual({ ...inquiry(0), estado: 'nueva', creadaEn: NOON });
    // The hourly ceiling staff see counted the five accepted.
    expect((await db.ref(STORED.inquiryCeiling.path).get()).val()).toEqual({
      envios: { [String(NOON)]: 1, [String(NOON + 1000)]: 1, [String(NOON + 2000)]: 1, [String(NOON + 3000)]: 1, [String(NOON + 4000)]: 1 },
      tope: 60,
      ultima: NOON + 4000,
    });
  } finally {
    await cleanUp(ids, uids, [
      guardKey('ip', ADDRESS),
      ...uids.map((uid) => guardKey('uid', uid)),
      ...uids.map((_, n) => guardKey('tel', `114${String(n).padStart(3, '0')}0000`)),
    ]);
  }
});

it('limits one phone number across addresses and identities, and refuses a booked date and a bad shape in Spanish', async () => {
  const db = adminDb();
  const store = databaseInquiryStore(db);
  const ids: string[] = [];
  const deps = (at: number) => ({ store, limits: INQUIRY_LIMITS, now: () => at });
  const phone = { ...inquiry(900), telefono: '+54 9 11 4900-0000' };
  await db.ref('reservas/2099-03-07').set({ tipo: 'bloqueo', creadoEn: 1, creadoPor: 'e2e' });
  try {
    for (let n = 0; n < 3; n++) ids.push((await handleSubmitInquiry(phone, { uid: null, address: `198.51.100.${n}` }, deps(NOON + n * 60_000))).id);
    await expect(
      handleSubmitInquiry({ ...phone, telefono: '11 4900-0000' }, { uid: null, address: '198.51.100.9' }, deps(NOON + 3 * 60_000)),
    ).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: INQUIRY_MESSAGES.phone,
    });
    await expect(handleSubmitInquiry({ ...inquiry(901), fecha: '2099-03-07' }, { uid: null, address: '198.51.100.10' }, deps(NOON))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: INQUIRY_MESSAGES.booked,
    });
    await expect(handleSubmitInquiry({ ...inquiry(902), telefono: 'llamame' }, { uid: null, address: '198.51.100.11' }, deps(NOON))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Revisá el teléfono: así no podemos registrar la consulta.',
    });
    await expect(handleSubmitInquiry({ ...inquiry(903), estado: 'presupuestada' }, { uid: null, address: '198.51.100.12' }, deps(NOON))).resolves.toMatchObject(
      {},
    );
  } finally {
    const all = ((await db.ref(STORED.inquiries.path).orderByChild('fecha').equalTo('2099-03-06').get()).val() ?? {}) as Record<string, unknown>;
    await db.ref('reservas/2099-03-07').remove();
    await cleanUp(
      [...ids, ...Object.keys(all)],
      [],
      [guardKey('tel', '1149000000'), guardKey('tel', '1149030000'), ...Array.from({ length: 13 }, (_, n) => guardKey('ip', `198.51.100.${n}`))],
    );
  }
});

type CallableBody = { result?: { id: string }; error?: { status: string; message: string } };

it('the callable writes the inquiry with admin rights and answers a refusal with its Spanish message', async () => {
  const db = adminDb();
  const call = async (data: object, address: string): Promise<CallableBody> =>
    (await (
      await fetch(SUBMIT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.1, ${address}` },
        body: JSON.stringify({ data }),
      })
    ).json()) as CallableBody;
  const ids: string[] = [];
  try {
    const answer = await call(inquiry(950), '192.0.2.50');
    expect(answer.error).toBeUndefined();
    ids.push(answer.result!.id);
    expect((await db.ref(`${STORED.inquiries.path}/${answer.result!.id}`).get()).val()).toMatchObject({ nombre: 'Visita 950', estado: 'nueva' });
    await expect(call({ ...inquiry(951), invitados: 0 }, '192.0.2.51')).resolves.toEqual({
      error: {
        status: 'INVALID_ARGUMENT',
        message: 'Revisá la cantidad de invitados: así no podemos registrar la consulta.',
        details: { aviso: 'Revisá la cantidad de invitados: así no podemos registrar la consulta.' },
      },
    });
  } finally {
    await cleanUp(ids, [], [guardKey('ip', '192.0.2.50'), guardKey('ip', '192.0.2.51'), guardKey('tel', '1149500000'), guardKey('tel', '1149510000')]);
  }
});
