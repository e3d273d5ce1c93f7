// What a Mercado Pago payment means for the books (docs/mercadopago.md). The webhook fetches the payment and this
// decides: an approved one is a receipt (seña or saldo, medioDePago 'mercadopago', the payment's id kept on it); a
// refund or a chargeback annuls the receipt of that payment with the reason in Spanish; anything else (pending,
// in process, rejected, cancelled) writes nothing. The webhook adds the number, the time and the author.
import { MAX_RECEIPT_AMOUNT, type ReceiptShape } from '@salon/schema';
import { parseExternalReference } from './preference';
import type { Payment } from './types';

export const REFUND_REASON = 'Mercado Pago devolvió el pago al cliente.';
export const CHARGEBACK_REASON = 'El cliente desconoció el pago ante su tarjeta (contracargo de Mercado Pago).';

export type PaymentReceiptFields = Pick<ReceiptShape, 'monto' | 'concepto' | 'medioDePago' | 'presupuestoId' | 'detalle'> & {
  pagoMercadoPago: string;
};

export type PaymentOutcome =
  | { kind: 'receipt'; budgetId: string; receipt: PaymentReceiptFields }
  | { kind: 'annul'; budgetId: string; pagoMercadoPago: string; motivo: string }
  | { kind: 'none' };

export function paymentOutcome(payment: Payment): PaymentOutcome {
  const reference = parseExternalReference(payment.external_reference);
  if (!reference || !Number.isSafeInteger(payment.id) || payment.id <= 0) return { kind: 'none' };
  const pagoMercadoPago = String(payment.id);
  switch (payment.status) {
    case 'approved': {
      const monto = Math.round(payment.transaction_amount);
      if (payment.currency_id !== undefined && payment.currency_id !== 'ARS') return { kind: 'none' };
      if (!(monto > 0 && monto <= MAX_RECEIPT_AMOUNT)) return { kind: 'none' };
      return {
        kind: 'receipt',
        budgetId: reference.budgetId,
        receipt: {
          monto,
          concepto: reference.instalment === 'sena' ? 'seña' : 'saldo',
          medioDePago: 'mercadopago',
          presupuestoId: reference.budgetId,
          detalle: `Pago de Mercado Pago n.º ${pagoMercadoPago}`,
          pagoMercadoPago,
        },
      };
    }
    case 'refunded':
      return { kind: 'annul', budgetId: reference.budgetId, pagoMercadoPago, motivo: REFUND_REASON };
    case 'charged_back':
      return { kind: 'annul', budgetId: reference.budgetId, pagoMercadoPago, motivo: CHARGEBACK_REASON };
    default:
      return { kind: 'none' };
  }
}
