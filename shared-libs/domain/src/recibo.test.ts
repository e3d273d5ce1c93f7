import {
  emptyReceiptForm,
  formatReceiptNumber,
  owedOnBudget,
  parseReceipt,
  parseReceipts,
  receiptKey,
  receiptText,
  validateReceiptForm,
  type ReceiptForm,
} from './recibo';

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
    expect(validateReceiptForm(form({ monto: '$ 150.000,50' }), { owed: null })).toEqual({
      ok: true,
      value: { monto: 150_000.5, concepto: 'seña', medioDePago: 'efectivo', cliente: 'Familia Pérez', detalle: '', presupuestoId: '', saldoPendiente: null },
    });
  });

  it('says what the budget still owes after this payment', () => {
    const result = validateReceiptForm(form({ presupuestoId: 'p1', concepto: 'saldo', monto: '100.000' }), { owed: 390_000 });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ presupuestoId: 'p1', saldoPendiente: 290_000 }) });
  });

  it('extras do not reduce what is owed and may exceed it', () => {
    const result = validateReceiptForm(form({ presupuestoId: 'p1', concepto: 'extras', monto: '50.000' }), { owed: 0 });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ saldoPendiente: 0, monto: 50_000 }) });
  });

  it.each([
    [{ cliente: '' }, null, 'cliente', 'Escribí quién hace el pago.'],
    [{ monto: '' }, null, 'monto', 'Escribí el importe recibido.'],
    [{ monto: 'cien' }, null, 'monto', 'El importe no es válido. Escribilo como 150.000 o 150.000,50.'],
    [{ monto: '0' }, null, 'monto', 'El importe debe ser mayor que cero.'],
    [{ monto: '-5' }, null, 'monto', 'El importe debe ser mayor que cero.'],
    [{ monto: '1.000.000.000' }, null, 'monto', 'El importe no puede superar $ 999.999.999,99.'],
    [{ concepto: '' }, null, 'concepto', 'Elegí el concepto del pago (seña, saldo o extras).'],
    [{ medioDePago: '' }, null, 'medioDePago', 'Elegí el medio de pago.'],
    [{ concepto: 'saldo' }, null, 'presupuestoId', 'Un pago de saldo tiene que indicar el presupuesto que salda.'],
    [{ presupuestoId: 'p1', monto: '400.000' }, 390_000, 'monto', 'El importe supera lo que falta pagar ($ 390.000).'],
    [{ presupuestoId: 'p1', monto: '1' }, 0, 'monto', 'Este presupuesto ya está pago: no queda saldo por cobrar.'],
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
    [490_000, [{ monto: 100_000, concepto: 'seña' }, { monto: 30_000, concepto: 'extras' }], 390_000],
    [490_000, [{ monto: 100_000, concepto: 'seña' }, { monto: 390_000, concepto: 'saldo' }], 0],
  ] as const)('total %i with %p → %i', (total, receipts, owed) => expect(owedOnBudget(total, receipts)).toBe(owed));
});

describe('stored receipts', () => {
  const stored = { numero: 7, monto: 150_000, concepto: 'saldo', medioDePago: 'transferencia', presupuestoId: 'p1', emitidoEn: 1_800_000_000_000, emitidoPor: 'a@b' };
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
