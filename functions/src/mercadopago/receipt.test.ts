import { CHARGEBACK_REASON, REFUND_REASON, paymentOutcome } from './receipt';
import type { Payment } from './types';

const approved: Payment = {
  id: 1234567890,
  status: 'approved',
  status_detail: 'accredited',
  external_reference: 'presupuesto:-Nabc123:sena',
  transaction_amount: 300000,
  currency_id: 'ARS',
  date_approved: '2026-12-03T10:05:00.000-03:00',
  payment_type_id: 'account_money',
};

describe('a Mercado Pago payment in the books', () => {
  it('is a seña receipt by Mercado Pago when approved, keeping the payment id', () => {
    expect(paymentOutcome(approved)).toEqual({
      kind: 'receipt',
      budgetId: '-Nabc123',
      receipt: {
        monto: 300000,
        concepto: 'seña',
        medioDePago: 'mercadopago',
        presupuestoId: '-Nabc123',
        detalle: 'Pago de Mercado Pago n.º 1234567890',
        pagoMercadoPago: '1234567890',
      },
    });
  });

  it('is a saldo receipt when the reference names the balance', () => {
    const outcome = paymentOutcome({ ...approved, external_reference: 'presupuesto:p2:saldo', transaction_amount: 700000 });
    expect(outcome).toMatchObject({ kind: 'receipt', budgetId: 'p2', receipt: { concepto: 'saldo', monto: 700000 } });
  });

  it.each(['pending', 'in_process', 'rejected', 'cancelled', 'authorized', 'in_mediation'] as const)('writes nothing when %s', (status) => {
    expect(paymentOutcome({ ...approved, status, date_approved: null })).toEqual({ kind: 'none' });
  });

  it('annuls the receipt with the reason when refunded or charged back', () => {
    expect(paymentOutcome({ ...approved, status: 'refunded' })).toEqual({
      kind: 'annul',
      budgetId: '-Nabc123',
      pagoMercadoPago: '1234567890',
      motivo: REFUND_REASON,
    });
    expect(paymentOutcome({ ...approved, status: 'charged_back' })).toEqual({
      kind: 'annul',
      budgetId: '-Nabc123',
      pagoMercadoPago: '1234567890',
      motivo: CHARGEBACK_REASON,
    });
    expect(REFUND_REASON).toBe('Mercado Pago devolvió el pago al cliente.');
  });

  it('writes nothing for a payment that is not one of ours or not in pesos', () => {
    expect(paymentOutcome({ ...approved, external_reference: 'pedido-77' })).toEqual({ kind: 'none' });
    expect(paymentOutcome({ ...approved, external_reference: null })).toEqual({ kind: 'none' });
    expect(paymentOutcome({ ...approved, currency_id: 'BRL' })).toEqual({ kind: 'none' });
    expect(paymentOutcome({ ...approved, transaction_amount: 0 })).toEqual({ kind: 'none' });
  });
});
