// What the receipt form's tests give it: a receipt already paid on the budget of the budget editor's fixtures
// (HELD_BUDGET, $ 550.000 with its own prices). Values are literals.
import type { Receipt } from '@salon/domain';

/** A deposit of $ 100.000 already paid on HELD_BUDGET: $ 450.000 left to pay. */
export const FIRST_DEPOSIT: Receipt = {
  numero: 41,
  monto: 100000,
  concepto: 'seña',
  medioDePago: 'transferencia',
  cliente: 'Lucía Fernández',
  detalle: '',
  presupuestoId: '-Presupuesto01',
  saldoPendiente: 450000,
  emitidoEn: Date.parse('2026-11-05T10:00:00-03:00'),
  emitidoPor: 'caja@salon.test',
};
