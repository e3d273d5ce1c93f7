import { inTotals, validateAnnulReason } from './annulment';
import {
  budgetAccount,
  emptyReceiptForm,
  formatReceiptNumber,
  owedOnBudget,
  parseReceipt,
  parseReceipts,
  receiptKey,
  receiptText,
  validateReceiptForm,
  type ReceiptForm,
} from './receipt';

const form = (overrides: Partial<ReceiptForm> = {}): ReceiptForm => ({
  ...emptyReceiptForm(),
  cliente: 'Familia Pérez',
  monto: '150.000',
  concepto: 'seña',
  medioDePago: 'efectivo',
  ...overrides,
});

describe('receipt numbers', () => {
  it.each([
    [1, 'r1', '00000001'],
    [42, 'r42', '00000042'],
    [123456789, 'r123456789', '123456789'],
  ])('%i → key %s, printed %s', (numero, key, printed) => {
    expect(receiptKey(numero)).toBe(key);
    expect(formatReceiptNumber(numero)).toBe(printed);
  });
});

describe('validateReceiptForm', () => {
  it('accepts a deposit without a budget', () => {
    expect(validateReceiptForm(form({ monto: '$ 150.000' }), { owed: null })).toEqual({
      ok: true,
      value: { monto: 150_000, concepto: 'seña', medioDePago: 'efectivo', cliente: 'Familia Pérez', detalle: '', presupuestoId: '', saldoPendiente: null },
    });
  });

  it('says what the budget still owes after this payment', () => {
    const result = validateReceiptForm(form({ presupuestoId: 'p1', concepto: 'saldo', monto: '100.000' }), { owed: 390_000 });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ presupuestoId: 'p1', saldoPendiente: 290_000 }) });
  });

  it('leaves more than is owed to a warning staff confirm (receiptWarnings): nothing owed after it', () => {
    const result = validateReceiptForm(form({ presupuestoId: 'p1', concepto: 'saldo', monto: '400.000' }), { owed: 390_000 });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ monto: 400_000, saldoPendiente: 0 }) });
  });

  it('extras do not reduce what is owed and may exceed it', () => {
    const result = validateReceiptForm(form({ presupuestoId: 'p1', concepto: 'extras', monto: '50.000' }), { owed: 0 });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ saldoPendiente: 0, monto: 50_000 }) });
  });

  it.each([
    [{ cliente: '' }, null, 'cliente', 'Escribí quién hace el pago.'],
    [{ monto: '' }, null, 'monto', 'Escribí el importe recibido.'],
    [{ monto: 'cien' }, null, 'monto', 'El importe no es válido. Escribilo como 150.000.'],
    [{ monto: '$ 150.000,50' }, null, 'monto', 'Escribí el importe en pesos, sin centavos (por ejemplo 150.000).'],
    [{ monto: '0' }, null, 'monto', 'El importe debe ser mayor que cero.'],
    [{ monto: '-5' }, null, 'monto', 'El importe debe ser mayor que cero.'],
    [{ monto: '1.000.000.000' }, null, 'monto', 'El importe no puede superar $ 999.999.999.'],
    [{ concepto: '' }, null, 'concepto', 'Elegí el concepto del pago (seña, saldo o extras).'],
    [{ medioDePago: '' }, null, 'medioDePago', 'Elegí el medio de pago.'],
    [{ concepto: 'saldo' }, null, 'presupuestoId', 'Un pago de saldo tiene que indicar el presupuesto que salda.'],
    [{ detalle: 'x'.repeat(501) }, null, 'detalle', 'El detalle no puede tener más de 500 caracteres.'],
  ] as Array<[Partial<ReceiptForm>, number | null, string, string]>)('%p (owed %p) → %s', (overrides, owed, field, message) => {
    const result = validateReceiptForm(form(overrides), { owed });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ [field]: message });
  });
});

describe('owedOnBudget', () => {
  it.each([
    [490_000, [], 490_000],
    [490_000, [{ monto: 100_000, concepto: 'seña' }], 390_000],
    [
      490_000,
      [
        { monto: 100_000, concepto: 'seña' },
        { monto: 30_000, concepto: 'extras' },
      ],
      390_000,
    ],
    [
      490_000,
      [
        { monto: 100_000, concepto: 'seña' },
        { monto: 390_000, concepto: 'saldo' },
      ],
      0,
    ],
  ] as const)('total %i with %p → %i', (total, receipts, owed) => expect(owedOnBudget(total, receipts)).toBe(owed));

  // Issue 13 item 6: an annulled receipt pays nothing off.
  const annulled = { motivo: 'Cobrado dos veces', por: 'admin@salon.test', en: 1 };
  it('leaves annulled receipts out of what is owed', () => {
    expect(
      owedOnBudget(490_000, [
        { monto: 100_000, concepto: 'seña' },
        { monto: 100_000, concepto: 'seña', anulacion: annulled },
      ]),
    ).toBe(390_000);
    expect(owedOnBudget(490_000, [{ monto: 390_000, concepto: 'saldo', anulacion: annulled }])).toBe(490_000);
  });

  it('budgetAccount: paid, how many receipts pay and what is owed, annulled ones and extras left out', () => {
    expect(budgetAccount(490_000, [])).toEqual({ paid: 0, receipts: 0, owed: 490_000 });
    expect(budgetAccount(490_000, [{ monto: 100_000, concepto: 'seña' }])).toEqual({ paid: 100_000, receipts: 1, owed: 390_000 });
    expect(
      budgetAccount(490_000, [
        { monto: 100_000, concepto: 'seña' },
        { monto: 200_000, concepto: 'saldo' },
        { monto: 50_000, concepto: 'extras' },
        { monto: 190_000, concepto: 'saldo', anulacion: annulled },
      ]),
    ).toEqual({ paid: 300_000, receipts: 2, owed: 190_000 });
  });
});

describe('annulment', () => {
  it('counts in totals only while not annulled', () => {
    expect(inTotals({})).toBe(true);
    expect(inTotals({ anulacion: null })).toBe(true);
    expect(inTotals({ anulacion: { motivo: 'x', por: 'a@b.c', en: 1 } })).toBe(false);
  });

  it('asks for a reason of at most 300 characters', () => {
    expect(validateAnnulReason('  Cobrado dos veces ')).toEqual({ ok: true, value: 'Cobrado dos veces' });
    expect(validateAnnulReason('   ')).toEqual({ ok: false, error: 'Escribí el motivo de la anulación.' });
    expect(validateAnnulReason('x'.repeat(301))).toEqual({ ok: false, error: 'El motivo no puede tener más de 300 caracteres.' });
  });

  it('a stored annulled receipt keeps its number and carries the record', () => {
    const raw = {
      numero: 7,
      monto: 1000,
      concepto: 'seña',
      medioDePago: 'efectivo',
      emitidoEn: 5,
      emitidoPor: 'a@b.c',
      anulacion: { motivo: 'Error', por: 'admin@salon.test', en: 9 },
    };
    expect(parseReceipt(raw)).toMatchObject({ numero: 7, monto: 1000, anulacion: { motivo: 'Error', por: 'admin@salon.test', en: 9 } });
  });
});

describe('stored receipts', () => {
  const stored = {
    numero: 7,
    monto: 150_000,
    concepto: 'saldo',
    medioDePago: 'transferencia',
    presupuestoId: 'p1',
    emitidoEn: 1_800_000_000_000,
    emitidoPor: 'a@b',
  };
  it('reads a receipt and rejects what is not one', () => {
    expect(parseReceipt(stored)).toMatchObject({ numero: 7, concepto: 'saldo', cliente: '', saldoPendiente: null });
    expect(parseReceipt({ ...stored, numero: 0 })).toBeNull();
    expect(parseReceipt({ ...stored, monto: 'mucho' })).toBeNull();
    expect(parseReceipt('x')).toBeNull();
  });
  it('lists receipts highest number first, skipping garbage', () => {
    expect(parseReceipts({ r1: { ...stored, numero: 1 }, r9: { ...stored, numero: 9 }, basura: 3 }).map((r) => r.numero)).toEqual([9, 1]);
  });
  it('prints the amount in figures and Spanish words and the date in the hall’s zone', () => {
    // 2027-01-15T02:00Z is still 14 January in Buenos Aires.
    expect(receiptText({ monto: 150_000, concepto: 'seña', emitidoEn: Date.parse('2027-01-15T02:00:00Z') })).toEqual({
      figures: '$ 150.000',
      words: 'pesos ciento cincuenta mil',
      concept: 'Seña',
      date: 'jueves 14 de enero de 2027',
    });
  });
});
