// Receipts against the running local backend with the real client SDK: numbers are sequential and never
// repeat, also when 20 staff issue at the same moment; a number is taken only in the same atomic write as
// its receipt; a receipt is never changed or deleted, by anyone; every field is checked by the rules.
import { get, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import type { ReceiptFields } from '@salon/domain';
import { annulReceiptIn, issueReceiptIn } from '../src/staff/recibos';
import { createClients, denied } from './rulesClients';

const { client, closeAll } = createClients('recibos');
let admin: Database;
let recibos: Database;
let anonymous: Database;

const fields = (overrides: Partial<ReceiptFields> = {}): ReceiptFields => ({
  monto: 150_000,
  concepto: 'seña',
  medioDePago: 'efectivo',
  cliente: 'Prueba de recibos',
  detalle: '',
  presupuestoId: '',
  saldoPendiente: null,
  ...overrides,
});

const counter = async (): Promise<number> => (await get(ref(admin, 'contadores/recibos'))).val() as number;
const receiptRecord = (numero: number, emitidoPor = 'recibos@salon.test'): Record<string, unknown> => ({
  ...fields(),
  numero,
  emitidoEn: serverTimestamp(),
  emitidoPor,
});
/** The one way a number is taken: the counter and the receipt in one atomic write. */
const take = (db: Database, numero: number, record: Record<string, unknown> = receiptRecord(numero)) =>
  update(ref(db), { 'contadores/recibos': numero, [`recibos/r${numero}`]: record });

beforeAll(async () => {
  admin = await client('admin');
  recibos = await client('recibos');
  anonymous = await client('anonimo');
});

// Receipts stay: the books keep everything (nothing here can delete them).
afterAll(closeAll);

it('20 staff issuing at the same moment get 20 distinct, consecutive numbers', async () => {
  const staff = await Promise.all(
    Array.from({ length: 20 }, async (_, i) =>
      i % 2 === 0
        ? { db: await client('recibos', `cajero${i}@salon.test`), email: `cajero${i}@salon.test` }
        : { db: await client('admin', `admin${i}@salon.test`), email: `admin${i}@salon.test` },
    ),
  );
  const before = await counter();
  const receipts = await Promise.all(staff.map(({ db, email }, i) => issueReceiptIn(db, fields({ monto: 1000 + i }), { emitidoPor: email })));
  const numbers = receipts.map((receipt) => receipt.numero).sort((a, b) => a - b);
  expect(new Set(numbers).size).toBe(20);
  expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  expect(await counter()).toBe(before + 20);
  // Each stored receipt is the one its issuer wrote.
  for (const [i, receipt] of receipts.entries()) {
    const stored = (await get(ref(admin, `recibos/r${receipt.numero}`))).val();
    expect(stored).toMatchObject({ numero: receipt.numero, monto: 1000 + i, emitidoPor: staff[i]!.email });
  }
});

it('a refused receipt takes no number: the next receipt gets it', async () => {
  const before = await counter();
  await denied(issueReceiptIn(recibos, fields({ presupuestoId: 'no-existe' }), { emitidoPor: 'recibos@salon.test' }));
  expect(await counter()).toBe(before);
  const saved = await issueReceiptIn(recibos, fields(), { emitidoPor: 'recibos@salon.test' });
  expect(saved.numero).toBe(before + 1);
});

it('nobody can change or delete an issued receipt, not even an admin', async () => {
  const { numero } = await issueReceiptIn(recibos, fields(), { emitidoPor: 'recibos@salon.test' });
  await denied(set(ref(recibos, `recibos/r${numero}/monto`), 1));
  await denied(remove(ref(recibos, `recibos/r${numero}`)));
  await denied(set(ref(admin, `recibos/r${numero}/detalle`), 'Corregido'));
  await denied(remove(ref(admin, `recibos/r${numero}`)));
  await denied(
    update(ref(admin), { 'contadores/recibos': numero + 1, [`recibos/r${numero + 1}`]: receiptRecord(numero + 1), [`recibos/r${numero}/monto`]: 1 }),
  );
  expect((await get(ref(admin, `recibos/r${numero}/monto`))).val()).toBe(150_000);
});

it('a number is taken only with the counter, in the same write', async () => {
  const next = (await counter()) + 1;
  // The receipt alone, without moving the counter.
  await denied(set(ref(recibos, `recibos/r${next}`), receiptRecord(next)));
  await denied(set(ref(admin, `recibos/r${next}`), receiptRecord(next, 'admin@salon.test')));
  // The counter alone: a number with no receipt would be a hole in the books.
  await denied(set(ref(recibos, 'contadores/recibos'), next));
  await denied(set(ref(admin, 'contadores/recibos'), next));
  // Under another key, or with another number inside.
  await denied(update(ref(recibos), { 'contadores/recibos': next, [`recibos/x${next}`]: receiptRecord(next) }));
  await denied(update(ref(recibos), { 'contadores/recibos': next, [`recibos/r${next}`]: receiptRecord(next + 1) }));
  expect(await counter()).toBe(next - 1);
  await take(recibos, next);
  expect(await counter()).toBe(next);
});

it('an old number that was never used stays unused', async () => {
  // An admin may move the counter forward with a receipt (an import does); the number skipped is gone for good.
  const current = await counter();
  const skipped = current + 1;
  await take(admin, current + 2, { ...receiptRecord(current + 2, 'admin@salon.test') });
  await denied(set(ref(recibos, `recibos/r${skipped}`), receiptRecord(skipped)));
  await denied(update(ref(admin), { 'contadores/recibos': current + 2, [`recibos/r${skipped}`]: receiptRecord(skipped, 'admin@salon.test') }));
  expect((await get(ref(admin, `recibos/r${skipped}`))).exists()).toBe(false);
});

describe("the issue time is the server's", () => {
  it('refuses a past time from the recibos role', async () => {
    const next = (await counter()) + 1;
    await denied(take(recibos, next, { ...receiptRecord(next), emitidoEn: Date.now() - 60_000 }));
  });
  it('refuses a past time from an admin, unless the receipt is marked imported now', async () => {
    const next = (await counter()) + 1;
    await denied(take(admin, next, { ...receiptRecord(next, 'admin@salon.test'), emitidoEn: Date.now() - 60_000 }));
    await denied(take(admin, next, { ...receiptRecord(next, 'admin@salon.test'), emitidoEn: Date.now() - 60_000, importadoEn: Date.now() - 60_000 }));
    await take(admin, next, { ...receiptRecord(next, 'admin@salon.test'), emitidoEn: 1_735_700_000_000, importadoEn: serverTimestamp() });
    expect((await get(ref(admin, `recibos/r${next}/emitidoEn`))).val()).toBe(1_735_700_000_000);
  });
  it('the recibos role cannot import', async () => {
    const next = (await counter()) + 1;
    await denied(take(recibos, next, { ...receiptRecord(next), emitidoEn: 1_735_700_000_000, importadoEn: serverTimestamp() }));
  });
});

it('the recibos role signs receipts with its own email only', async () => {
  const next = (await counter()) + 1;
  await denied(take(recibos, next, receiptRecord(next, 'otra@salon.test')));
  await take(recibos, next);
});

it('visitors cannot read or write receipts or the counter', async () => {
  await denied(get(ref(anonymous, 'recibos')));
  await denied(get(ref(anonymous, 'contadores/recibos')));
  await denied(set(ref(anonymous, 'contadores/recibos'), (await counter()) + 1));
});

it.each([
  ['a zero amount', { monto: 0 }],
  ['an amount as text', { monto: '150000' }],
  ['an amount with centavos (money is whole pesos)', { monto: 150_000.5 }],
  ['an unknown concept', { concepto: 'propina' }],
  ['an unknown payment method', { medioDePago: 'cheque' }],
  ['an empty payer', { cliente: '' }],
  ['a budget that does not exist', { presupuestoId: 'no-existe' }],
  ['a negative balance', { saldoPendiente: -1 }],
  ['a future issue time', { emitidoEn: Date.now() + 86_400_000 }],
  ['an unknown field', { firma: 'x' }],
])('refuses a receipt with %s', async (_what, change) => {
  const numero = (await counter()) + 1;
  await denied(take(recibos, numero, { ...receiptRecord(numero), ...change }));
  expect((await get(ref(admin, `recibos/r${numero}`))).exists()).toBe(false);
  expect(await counter()).toBe(numero - 1);
});

it('links a receipt to an existing budget', async () => {
  const budgets = (await get(ref(recibos, 'presupuestos'))).val() as Record<string, unknown>;
  const budgetId = Object.keys(budgets)[0]!;
  const receipt = await issueReceiptIn(recibos, fields({ presupuestoId: budgetId, saldoPendiente: 0 }), { emitidoPor: 'recibos@salon.test' });
  expect(receipt).toMatchObject({ presupuestoId: budgetId, saldoPendiente: 0 });
});

describe('the counter', () => {
  it('moves by exactly one for the recibos role, never backwards', async () => {
    const current = await counter();
    await denied(take(recibos, current + 2));
    await denied(set(ref(recibos, 'contadores/recibos'), current - 1));
    await denied(set(ref(recibos, 'contadores/recibos'), current + 0.5));
    await denied(set(ref(admin, 'contadores/recibos'), current - 1));
    await denied(remove(ref(admin, 'contadores/recibos')));
  });
});

// Issue 13 item 6: a receipt is annulled, by an admin only; it keeps its number and every field.
describe('annulling a receipt', () => {
  const annulment = (overrides: Record<string, unknown> = {}) => ({
    motivo: 'Cobrado dos veces',
    por: 'admin@salon.test',
    en: serverTimestamp(),
    ...overrides,
  });

  it('an admin annuls it once, with a reason; the receipt keeps its number and fields', async () => {
    const issued = await issueReceiptIn(recibos, fields({ monto: 12_345 }), { emitidoPor: 'recibos@salon.test' });
    const before = await counter();
    await annulReceiptIn(admin, issued.numero, 'Cobrado dos veces', 'admin@salon.test');
    const stored = (await get(ref(admin, `recibos/r${issued.numero}`))).val();
    expect(stored).toMatchObject({
      numero: issued.numero,
      monto: 12_345,
      emitidoPor: 'recibos@salon.test',
      anulacion: { motivo: 'Cobrado dos veces', por: 'admin@salon.test' },
    });
    expect(typeof stored.anulacion.en).toBe('number');
    expect(await counter()).toBe(before);
    // Once: the record is never changed or removed.
    await denied(annulReceiptIn(admin, issued.numero, 'Otro motivo', 'admin@salon.test'));
    await denied(set(ref(admin, `recibos/r${issued.numero}/anulacion/motivo`), 'Otro'));
    await denied(remove(ref(admin, `recibos/r${issued.numero}/anulacion`)));
    // Nothing else of the receipt opens up with it.
    await denied(update(ref(admin), { [`recibos/r${issued.numero}/monto`]: 1 }));
    expect((await get(ref(admin, `recibos/r${issued.numero}/anulacion/motivo`))).val()).toBe('Cobrado dos veces');
  });

  it('the recibos role cannot annul a receipt, not even its own', async () => {
    const issued = await issueReceiptIn(recibos, fields(), { emitidoPor: 'recibos@salon.test' });
    await denied(annulReceiptIn(recibos, issued.numero, 'Me equivoqué', 'recibos@salon.test'));
    expect((await get(ref(admin, `recibos/r${issued.numero}/anulacion`))).exists()).toBe(false);
  });

  it('a new receipt cannot be issued already annulled, and nothing annuls a receipt that does not exist', async () => {
    const next = (await counter()) + 1;
    await denied(take(admin, next, { ...receiptRecord(next, 'admin@salon.test'), anulacion: annulment() }));
    await denied(take(recibos, next, { ...receiptRecord(next), anulacion: annulment({ por: 'recibos@salon.test' }) }));
    await denied(annulReceiptIn(admin, next + 1000, 'No existe', 'admin@salon.test'));
    expect((await get(ref(admin, `recibos/r${next + 1000}`))).exists()).toBe(false);
  });

  it.each([
    ['no reason', { motivo: '' }],
    ['a reason too long', { motivo: 'x'.repeat(301) }],
    ['a past time', { en: Date.now() - 60_000 }],
    ['another e-mail', { por: 'otra@salon.test' }],
    ['an unknown field', { color: 'rojo' }],
  ])('refuses an annulment with %s', async (_what, change) => {
    const issued = await issueReceiptIn(recibos, fields(), { emitidoPor: 'recibos@salon.test' });
    await denied(set(ref(admin, `recibos/r${issued.numero}/anulacion`), annulment(change)));
    expect((await get(ref(admin, `recibos/r${issued.numero}/anulacion`))).exists()).toBe(false);
  });
});
