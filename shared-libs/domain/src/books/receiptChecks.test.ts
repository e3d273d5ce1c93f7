import { budgetsOwing, receiptWarnings } from './receiptChecks';
import type { PricedBudget } from './paymentPlan';

// The fixed clock of the tests: Tuesday 10 November 2026.
const TODAY = '2026-11-10';

describe('receiptWarnings', () => {
  const paidDeposit = { monto: 150_000, falta: 0 };
  const owedDeposit = { monto: 150_000, falta: 150_000 };

  it('warns of a second deposit for a budget whose deposit is paid', () => {
    expect(receiptWarnings({ concepto: 'seña', monto: 150_000, owed: 350_000, deposit: paidDeposit })).toEqual([
      'La seña de este presupuesto ya está paga ($ 150.000): otro recibo de seña la cobraría dos veces. Si es parte del saldo, elegí «Saldo».',
    ]);
  });

  it('warns of more than the budget still owes, and of anything on a budget paid in full', () => {
    expect(receiptWarnings({ concepto: 'saldo', monto: 400_000, owed: 350_000, deposit: paidDeposit })).toEqual([
      'El importe ($ 400.000) supera lo que falta pagar ($ 350.000). Si es un cobro aparte, elegí «Extras».',
    ]);
    expect(receiptWarnings({ concepto: 'saldo', monto: 1, owed: 0, deposit: paidDeposit })).toEqual([
      'Este presupuesto ya está pago: no queda nada por cobrar. Si es un cobro aparte, elegí «Extras».',
    ]);
  });

  it('says both when a second deposit is also more than what is owed', () => {
    expect(receiptWarnings({ concepto: 'seña', monto: 400_000, owed: 350_000, deposit: paidDeposit })).toHaveLength(2);
  });

  it('is silent for the deposit due, the balance owed exactly, extras and receipts without a budget', () => {
    expect(receiptWarnings({ concepto: 'seña', monto: 150_000, owed: 500_000, deposit: owedDeposit })).toEqual([]);
    expect(receiptWarnings({ concepto: 'seña', monto: 50_000, owed: 400_000, deposit: { monto: 150_000, falta: 50_000 } })).toEqual([]);
    expect(receiptWarnings({ concepto: 'saldo', monto: 350_000, owed: 350_000, deposit: paidDeposit })).toEqual([]);
    expect(receiptWarnings({ concepto: 'extras', monto: 80_000, owed: 0, deposit: paidDeposit })).toEqual([]);
    expect(receiptWarnings({ concepto: 'seña', monto: 150_000, owed: null, deposit: null })).toEqual([]);
  });
});

describe('budgetsOwing', () => {
  const budget = (fields: Partial<PricedBudget>): PricedBudget => ({
    id: 'p1',
    cliente: 'Ana Pérez',
    telefono: '11 4444-5555',
    fechaEvento: '2026-12-19',
    estado: 'confirmado',
    anulado: false,
    creadoEl: '2026-11-02',
    total: 500_000,
    sena: 150_000,
    invitados: 60,
    descuento: 0,
    ...fields,
  });
  const deposit = { presupuestoId: 'p1', monto: 150_000, concepto: 'seña' as const };

  it('lists what each budget still owes and what to collect next, soonest event first', () => {
    const owing = budgetsOwing(
      [budget({}), budget({ id: 'p2', cliente: 'Bruno Díaz', fechaEvento: '2026-11-28', estado: 'reservado', total: 400_000, sena: 100_000 })],
      [deposit],
      TODAY,
    );
    expect(owing).toEqual([
      {
        presupuestoId: 'p2',
        cliente: 'Bruno Díaz',
        fechaEvento: '2026-11-28',
        estado: 'reservado',
        total: 400_000,
        pagado: 0,
        falta: 400_000,
        next: { concepto: 'seña', monto: 100_000, venceEl: '2026-11-02', pagado: 0, falta: 100_000, estado: 'vencida' },
      },
      {
        presupuestoId: 'p1',
        cliente: 'Ana Pérez',
        fechaEvento: '2026-12-19',
        estado: 'confirmado',
        total: 500_000,
        pagado: 150_000,
        falta: 350_000,
        next: { concepto: 'saldo', monto: 350_000, venceEl: '2026-12-04', pagado: 0, falta: 350_000, estado: 'pendiente' },
      },
    ]);
  });

  it('leaves out budgets paid in full, annulled ones and quotes nobody has paid anything on', () => {
    const paid = { presupuestoId: 'p1', monto: 350_000, concepto: 'saldo' as const };
    expect(budgetsOwing([budget({})], [deposit, paid], TODAY)).toEqual([]);
    expect(budgetsOwing([budget({ estado: 'anulado', anulado: true })], [], TODAY)).toEqual([]);
    expect(budgetsOwing([budget({ estado: 'presupuestado' })], [], TODAY)).toEqual([]);
    expect(budgetsOwing([budget({ estado: 'presupuestado' })], [deposit], TODAY).map((item) => item.falta)).toEqual([350_000]);
  });

  it('does not count annulled receipts nor extras as paid', () => {
    const annulled = { ...deposit, anulacion: { motivo: 'Cargado por error', por: 'admin@salon.test', en: 1 } };
    const extras = { presupuestoId: 'p1', monto: 80_000, concepto: 'extras' as const };
    expect(budgetsOwing([budget({})], [annulled, extras], TODAY).map((item) => [item.pagado, item.falta])).toEqual([[0, 500_000]]);
  });
});
