import fc from 'fast-check';
import { BUDGET_STATUSES } from './budgetStatus';
import { dashboard, monthsBetween, type DashboardBooking, type DashboardBudget, type DashboardReceipt } from './dashboard';
import { figuresOfMonths, firstMonthMade, monthFigures, monthsOfBudgetChange, parseKeptFigures, type MonthBooks } from './monthFigures';
import { startOfHallDay } from '../dates/hallTime';

// The fixed clock of the tests: Tuesday 10 November 2026 (season July 2026 – June 2027).
const TODAY = '2026-11-10';
const WEEKEND = [5, 6] as const;

/** The books split by month, as the server reads them for one month (queries by event date, creation and date key). */
function booksOf(
  mes: string,
  budgets: DashboardBudget[],
  receipts: DashboardReceipt[],
  inquiries: Array<{ creadaEn: number }>,
  bookings: DashboardBooking[],
): MonthBooks {
  const events = budgets.filter((budget) => budget.fechaEvento.startsWith(mes));
  const ids = new Set(events.map((budget) => budget.id));
  return {
    mes,
    events,
    receipts: receipts.filter((receipt) => ids.has(receipt.presupuestoId ?? '')),
    written: budgets.filter((budget) => budget.creadoEl.startsWith(mes)),
    inquiries: inquiries.filter((inquiry) => new Date(inquiry.creadaEn - 3 * 3_600_000).toISOString().startsWith(mes)),
    bookings: bookings.filter((booking) => booking.date.startsWith(mes)),
    weekendDays: WEEKEND,
  };
}

const day = fc.integer({ min: 0, max: 700 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const books = fc
  .record({
    budgets: fc.array(
      fc.record({
        fechaEvento: day,
        creadoEl: day,
        estado: fc.constantFrom(...BUDGET_STATUSES),
        anulado: fc.boolean(),
        total: fc.integer({ min: 0, max: 5_000_000 }),
      }),
      { maxLength: 30 },
    ),
    receipts: fc.array(
      fc.record({
        budget: fc.nat(40),
        monto: fc.integer({ min: 1, max: 3_000_000 }),
        concepto: fc.constantFrom('seña' as const, 'saldo' as const, 'extras' as const),
        anulada: fc.boolean(),
      }),
      { maxLength: 40 },
    ),
    inquiries: fc.array(day, { maxLength: 30 }),
    bookings: fc.uniqueArray(fc.record({ date: day, provisional: fc.boolean(), kind: fc.constantFrom('evento' as const, 'bloqueo' as const) }), {
      selector: (booking) => booking.date,
      maxLength: 20,
    }),
  })
  .map(({ budgets, receipts, inquiries, bookings }) => ({
    budgets: budgets.map((budget, index): DashboardBudget => ({
      ...budget,
      id: `p${index}`,
      cliente: `Cliente ${index}`,
      telefono: '11 5555-0000',
      sena: 0,
      invitados: 50,
    })),
    receipts: receipts.map((receipt): DashboardReceipt => ({
      presupuestoId: `p${receipt.budget}`,
      monto: receipt.monto,
      concepto: receipt.concepto,
      ...(receipt.anulada ? { anulacion: { motivo: 'Error', por: 'admin@salon.test', en: 1 } } : {}),
    })),
    // Midday in the hall: the day an inquiry was received is never in doubt.
    inquiries: inquiries.map((date) => ({ creadaEn: startOfHallDay(date) + 12 * 3_600_000 })),
    bookings,
  }));

describe('the figures kept month by month', () => {
  it('add up to the dashboard computed from all the books, for any books', () => {
    fc.assert(
      fc.property(books, ({ budgets, receipts, inquiries, bookings }) => {
        const whole = dashboard({ budgets, receipts, inquiries, bookings, weekendDays: WEEKEND, today: TODAY, desde: '2026-01', hasta: '2027-12' });
        const months = monthsBetween('2026-01', '2027-12');
        const kept = Object.fromEntries(months.map((mes) => [mes, monthFigures(booksOf(mes, budgets, receipts, inquiries, bookings))]));
        const added = figuresOfMonths(kept, whole.temporada, months);
        expect(added).toEqual({ ingresos: whole.ingresos, cobranza: whole.cobranza, ocupacion: whole.ocupacion, embudo: whole.embudo });
      }),
      { numRuns: 100, seed: 20261110 },
    );
  });

  it('count a month with no books as empty, and a month not kept yet as empty too', () => {
    const empty = monthFigures(booksOf('2026-12', [], [], [], []));
    expect(empty).toEqual({
      confirmado: 0,
      eventos: 0,
      reservado: 0,
      reservas: 0,
      total: 0,
      cobrado: 0,
      falta: 0,
      extras: 0,
      findes: 8,
      ocupadas: 0,
      provisorias: 0,
      consultas: 0,
      presupuestos: 0,
      confirmados: 0,
    });
    const { ocupacion, embudo } = figuresOfMonths({}, ['2026-12'], ['2026-12']);
    expect(ocupacion).toEqual([{ mes: '2026-12', findes: 0, ocupadas: 0, provisorias: 0, porcentaje: 0 }]);
    expect(embudo).toEqual({ consultas: 0, presupuestos: 0, confirmados: 0, presupuestosPorConsulta: null, confirmadosPorPresupuesto: null });
  });

  it('a confirmed event of $ 1.500.000 with its seña paid counts in its month', () => {
    const budget: DashboardBudget = {
      id: 'p1',
      cliente: 'Lucía Fernández',
      telefono: '11 5555-0000',
      fechaEvento: '2026-12-19',
      creadoEl: '2026-11-02',
      estado: 'confirmado',
      anulado: false,
      total: 1_500_000,
      sena: 450_000,
      invitados: 80,
    };
    const figures = monthFigures(booksOf('2026-12', [budget], [{ presupuestoId: 'p1', monto: 450_000, concepto: 'seña' }], [], []));
    expect(figures).toMatchObject({ confirmado: 1_500_000, eventos: 1, total: 1_500_000, cobrado: 450_000, falta: 1_050_000, ocupadas: 1, presupuestos: 0 });
    expect(monthFigures(booksOf('2026-11', [budget], [], [], []))).toMatchObject({ confirmado: 0, presupuestos: 1, confirmados: 1 });
  });

  it('list the events marked pagado or realizado that still owe, for /cobranzas', () => {
    const event = (id: string, estado: DashboardBudget['estado'], anulado = false): DashboardBudget => ({
      id,
      cliente: `Cliente ${id}`,
      telefono: '11 5555-0000',
      fechaEvento: '2026-10-17',
      creadoEl: '2026-08-03',
      estado,
      anulado,
      total: 1_200_000,
      sena: 360_000,
      invitados: 80,
    });
    const receipts: DashboardReceipt[] = [
      { presupuestoId: 'hecho', monto: 360_000, concepto: 'seña' },
      { presupuestoId: 'hecho', monto: 90_000, concepto: 'extras' },
      { presupuestoId: 'pagado', monto: 1_200_000, concepto: 'saldo' },
      { presupuestoId: 'conAnulado', monto: 1_200_000, concepto: 'saldo', anulacion: { motivo: 'Cheque rechazado', por: 'admin@salon.test', en: 1 } },
    ];
    const figures = monthFigures(
      booksOf(
        '2026-10',
        [
          event('hecho', 'realizado'),
          event('pagado', 'pagado'),
          event('conAnulado', 'pagado'),
          event('abierto', 'confirmado'),
          event('anulado', 'realizado', true),
        ],
        receipts,
        [],
        [],
      ),
    );
    expect(figures.cerradosConSaldo).toEqual({ hecho: 840_000, conAnulado: 1_200_000 });
    expect(figures.saldoDeCerrados).toBe(2_040_000);
    expect(monthFigures(booksOf('2026-10', [event('pagado', 'pagado')], receipts, [], []))).not.toHaveProperty('cerradosConSaldo');
  });
});

describe('the months a budget change touches', () => {
  it('are its event month and the month it was written in, before and after', () => {
    expect(monthsOfBudgetChange({ fechaEvento: '2027-02-13', creadoEl: '2026-11-02' }, { fechaEvento: '2027-03-06', creadoEl: '2026-11-02' })).toEqual([
      '2026-11',
      '2027-02',
      '2027-03',
    ]);
    expect(monthsOfBudgetChange(null, { fechaEvento: '2026-12-19', creadoEl: '2026-12-01' })).toEqual(['2026-12']);
    expect(monthsOfBudgetChange({ fechaEvento: 'no es fecha' }, null)).toEqual([]);
  });
});

describe('the months read from cifras/meses', () => {
  const MAY = {
    confirmado: 1_500_000,
    eventos: 1,
    reservado: 0,
    reservas: 0,
    total: 1_500_000,
    cobrado: 450_000,
    falta: 1_050_000,
    extras: 0,
    findes: 9,
    ocupadas: 1,
    provisorias: 0,
    consultas: 0,
    presupuestos: 0,
    confirmados: 0,
  };

  it('keep a month once its figures are written; one only asked for, or malformed, is not kept yet', () => {
    expect(
      parseKeptFigures({
        '2027-05': { ...MAY, pedido: 3, calculado: 3 },
        '2027-06': { pedido: 1 },
        '2027-07': { ...MAY, cobrado: -1, pedido: 1, calculado: 1 },
        'no-es-mes': { ...MAY, pedido: 1, calculado: 1 },
      }),
    ).toEqual({ '2027-05': MAY });
    expect(parseKeptFigures(null)).toEqual({});
  });

  it('start the funnel’s choices at the first month anything was made in', () => {
    expect(firstMonthMade({ '2027-05': MAY, '2025-02': { ...MAY, consultas: 1 }, '2026-01': { ...MAY, presupuestos: 2 } })).toBe('2025-02');
    expect(firstMonthMade({ '2027-05': MAY })).toBeNull();
  });
});
