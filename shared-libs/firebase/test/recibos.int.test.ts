// Receipts against the running local backend with the real client SDK: numbers from the counter are
// sequential and never repeat, also when 20 staff issue at the same moment; a receipt may only be written
// at its reserved number, once; every field is checked by the rules.
import { get, ref, remove, set, type Database } from 'firebase/database';
import type { ReceiptFields } from '@salon/domain';
import { issueReceiptIn, reserveReceiptNumberIn, ReceiptNotSavedError } from '../src/staff/recibos';
import { createClients, denied } from './rulesClients';

const { client, closeAll } = createClients('recibos');
let admin: Database;
let recibos: Database;
let anonymous: Database;
const issued: number[] = [];

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
const receiptRecord = (numero: number, emitidoPor = 'recibos@salon.test') => ({ ...fields(), numero, emitidoEn: Date.now() - 1000, emitidoPor });

beforeAll(() => {
  admin = client('admin');
  recibos = client('recibos');
  anonymous = client('anonimo');
});

afterAll(async () => {
  // The counter keeps its value: numbers are never given out again.
  await Promise.all(issued.map((numero) => remove(ref(admin, `recibos/r${numero}`))));
  await closeAll();
});

it('20 staff issuing at the same moment get 20 distinct, consecutive numbers', async () => {
  const staff = Array.from({ length: 20 }, (_, i) =>
    i % 2 === 0 ? { db: client('recibos', `cajero${i}@salon.test`), email: `cajero${i}@salon.test` } : { db: client('admin', `admin${i}@salon.test`), email: `admin${i}@salon.test` },
  );
  const before = await counter();
  const receipts = await Promise.all(
    staff.map(({ db, email }, i) => issueReceiptIn(db, fields({ monto: 1000 + i }), { emitidoPor: email })),
  );
  issued.push(...receipts.map((receipt) => receipt.numero));
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

it('a receipt whose write failed keeps its number and is saved with it on retry', async () => {
  const attempt = issueReceiptIn(recibos, fields({ presupuestoId: 'no-existe' }), { emitidoPor: 'recibos@salon.test' });
  const error = (await attempt.catch((caught: unknown) => caught)) as ReceiptNotSavedError;
  expect(error).toBeInstanceOf(ReceiptNotSavedError);
  issued.push(error.numero);
  expect(await counter()).toBe(error.numero);
  const saved = await issueReceiptIn(recibos, fields(), { emitidoPor: 'recibos@salon.test', reservedNumber: error.numero });
  expect(saved.numero).toBe(error.numero);
  expect(await counter()).toBe(error.numero);
});

it('the recibos role can neither overwrite nor delete a receipt; the admin can correct one', async () => {
  const numero = await reserveReceiptNumberIn(recibos);
  issued.push(numero);
  await set(ref(recibos, `recibos/r${numero}`), receiptRecord(numero));
  await denied(set(ref(recibos, `recibos/r${numero}`), { ...receiptRecord(numero), monto: 1 }));
  await denied(remove(ref(recibos, `recibos/r${numero}`)));
  expect((await get(ref(admin, `recibos/r${numero}/monto`))).val()).toBe(150_000);
  await set(ref(admin, `recibos/r${numero}/detalle`), 'Corregido por administración');
});

it('a receipt can only be written at a reserved number, under its own key', async () => {
  const next = (await counter()) + 1;
  await denied(set(ref(recibos, `recibos/r${next}`), receiptRecord(next)));
  await denied(set(ref(admin, `recibos/r${next}`), receiptRecord(next, 'admin@salon.test')));
  const numero = await reserveReceiptNumberIn(recibos);
  issued.push(numero);
  await denied(set(ref(recibos, `recibos/x${numero}`), receiptRecord(numero)));
  await denied(set(ref(recibos, `recibos/r${numero}`), receiptRecord(numero + 1)));
  await set(ref(recibos, `recibos/r${numero}`), receiptRecord(numero));
});

it('the recibos role signs receipts with its own email only', async () => {
  const numero = await reserveReceiptNumberIn(recibos);
  issued.push(numero);
  await denied(set(ref(recibos, `recibos/r${numero}`), receiptRecord(numero, 'otra@salon.test')));
  await set(ref(recibos, `recibos/r${numero}`), receiptRecord(numero));
});

it('visitors cannot read or write receipts or the counter', async () => {
  await denied(get(ref(anonymous, 'recibos')));
  await denied(get(ref(anonymous, 'contadores/recibos')));
  await denied(set(ref(anonymous, 'contadores/recibos'), (await counter()) + 1));
});

it.each([
  ['a zero amount', { monto: 0 }],
  ['an amount as text', { monto: '150000' }],
  ['an unknown concept', { concepto: 'propina' }],
  ['an unknown payment method', { medioDePago: 'cheque' }],
  ['an empty payer', { cliente: '' }],
  ['a budget that does not exist', { presupuestoId: 'no-existe' }],
  ['a negative balance', { saldoPendiente: -1 }],
  ['a future issue time', { emitidoEn: Date.now() + 86_400_000 }],
  ['an unknown field', { firma: 'x' }],
])('refuses a receipt with %s', async (_what, change) => {
  const numero = await reserveReceiptNumberIn(recibos);
  issued.push(numero);
  await denied(set(ref(recibos, `recibos/r${numero}`), { ...receiptRecord(numero), ...change }));
  expect((await get(ref(admin, `recibos/r${numero}`))).exists()).toBe(false);
});

it('links a receipt to an existing budget', async () => {
  const budgets = (await get(ref(recibos, 'presupuestos'))).val() as Record<string, unknown>;
  const budgetId = Object.keys(budgets)[0]!;
  const receipt = await issueReceiptIn(recibos, fields({ presupuestoId: budgetId, saldoPendiente: 0 }), { emitidoPor: 'recibos@salon.test' });
  issued.push(receipt.numero);
  expect(receipt).toMatchObject({ presupuestoId: budgetId, saldoPendiente: 0 });
});

describe('the counter', () => {
  it('moves by exactly one for the recibos role, never backwards', async () => {
    const current = await counter();
    await denied(set(ref(recibos, 'contadores/recibos'), current + 2));
    await denied(set(ref(recibos, 'contadores/recibos'), current - 1));
    await denied(set(ref(recibos, 'contadores/recibos'), current + 0.5));
    await denied(set(ref(admin, 'contadores/recibos'), current - 1));
    await denied(remove(ref(admin, 'contadores/recibos')));
  });
});
