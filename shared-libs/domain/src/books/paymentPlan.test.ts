import {
  balanceDueDate,
  collectionsDue,
  depositAmount,
  depositConfirmsBooking,
  instalmentCollection,
  instalmentStatusText,
  parsePaymentTerms,
  pricedBudget,
  paymentPlan,
  paymentReminderMessage,
  validatePaymentTerms,
} from './paymentPlan';

// The fixed clock of the tests: Tuesday 10 November 2026.
const TODAY = '2026-11-10';
const annulled = { motivo: 'Cargado por error', por: 'admin@salon.test', en: 1_790_000_000_000 };
const base = { total: 1_000_000, sena: 0, fechaEvento: '2026-12-19', creadoEl: '2026-11-02', today: TODAY };

describe('depositAmount', () => {
  it.each([
    ['30 % of $ 1.000.000 when the budget names none', 1_000_000, 0, undefined, 300_000],
    ['30 % of $ 1.000.001 = 300.000,3 → $ 300.000', 1_000_001, 0, undefined, 300_000],
    ['30 % of $ 5 = 1,5 → $ 2 (half a peso up)', 5, 0, undefined, 2],
    ['the budget’s own deposit', 1_000_000, 250_000, undefined, 250_000],
    ['never more than the total', 100_000, 250_000, undefined, 100_000],
    ['another percent setting', 1_000_000, 0, 50, 500_000],
    ['a percent out of 0–100 reads as 30', 1_000_000, 0, 150, 300_000],
  ])('%s', (_name, total, sena, percent, expected) => {
    expect(depositAmount(total, sena, percent)).toBe(expected);
  });
});

describe('balanceDueDate', () => {
  it('is 15 days before the event', () => {
    expect(balanceDueDate('2026-12-19', '2026-11-02')).toBe('2026-12-04');
  });
  it('is the day the budget was made when the event is closer than 15 days', () => {
    expect(balanceDueDate('2026-11-20', '2026-11-10')).toBe('2026-11-10');
  });
});

describe('the hall’s payment terms (config/cobros)', () => {
  it('read 30 % and 15 days when nothing is stored, and each broken field as its default', () => {
    expect(parsePaymentTerms(null)).toEqual({ porcentajeSena: 30, diasSaldo: 15 });
    expect(parsePaymentTerms({ porcentajeSena: 50, diasSaldo: 30 })).toEqual({ porcentajeSena: 50, diasSaldo: 30 });
    expect(parsePaymentTerms({ porcentajeSena: 120, diasSaldo: 7.5 })).toEqual({ porcentajeSena: 30, diasSaldo: 15 });
    expect(parsePaymentTerms({ porcentajeSena: '40', diasSaldo: 0 })).toEqual({ porcentajeSena: 30, diasSaldo: 0 });
  });

  it('take what an admin types, "40 %" included, and refuse the rest with a Spanish message per field', () => {
    expect(validatePaymentTerms({ porcentajeSena: ' 40 % ', diasSaldo: '20' })).toEqual({ ok: true, value: { porcentajeSena: 40, diasSaldo: 20 } });
    expect(validatePaymentTerms({ porcentajeSena: '0', diasSaldo: '0' })).toEqual({ ok: true, value: { porcentajeSena: 0, diasSaldo: 0 } });
    expect(validatePaymentTerms({ porcentajeSena: '101', diasSaldo: '181' })).toEqual({
      ok: false,
      errors: { porcentajeSena: 'Escribí un porcentaje entero entre 0 y 100.', diasSaldo: 'Escribí una cantidad entera de días entre 0 y 180.' },
    });
    expect(validatePaymentTerms({ porcentajeSena: '33,5', diasSaldo: '' })).toEqual({
      ok: false,
      errors: { porcentajeSena: 'Escribí un porcentaje entero entre 0 y 100.', diasSaldo: 'Escribí una cantidad entera de días entre 0 y 180.' },
    });
  });

  it('shape the plan: a 50 % deposit and the balance 30 days before the event', () => {
    expect(paymentPlan({ ...base, terms: { porcentajeSena: 50, diasSaldo: 30 } }, [])).toEqual([
      { concepto: 'seña', monto: 500_000, venceEl: '2026-11-02', pagado: 0, falta: 500_000, estado: 'vencida' },
      { concepto: 'saldo', monto: 500_000, venceEl: '2026-11-19', pagado: 0, falta: 500_000, estado: 'pendiente' },
    ]);
  });

  it('with no deposit (0 %) the whole total is the balance', () => {
    expect(paymentPlan({ ...base, terms: { porcentajeSena: 0, diasSaldo: 15 } }, [])).toEqual([
      { concepto: 'saldo', monto: 1_000_000, venceEl: '2026-12-04', pagado: 0, falta: 1_000_000, estado: 'pendiente' },
    ]);
  });
});

describe('paymentPlan', () => {
  it('splits the total into a deposit due at once and the rest 15 days before the event, adding up exactly', () => {
    expect(paymentPlan({ ...base, total: 1_000_001 }, [])).toEqual([
      { concepto: 'seña', monto: 300_000, venceEl: '2026-11-02', pagado: 0, falta: 300_000, estado: 'vencida' },
      { concepto: 'saldo', monto: 700_001, venceEl: '2026-12-04', pagado: 0, falta: 700_001, estado: 'pendiente' },
    ]);
  });

  it('fills the instalments in order with deposits and balances, leaving annulled receipts and extras out', () => {
    const receipts = [
      { monto: 300_000, concepto: 'seña' as const },
      { monto: 200_000, concepto: 'saldo' as const },
      { monto: 400_000, concepto: 'saldo' as const, anulacion: annulled },
      { monto: 50_000, concepto: 'extras' as const },
    ];
    expect(paymentPlan(base, receipts)).toEqual([
      { concepto: 'seña', monto: 300_000, venceEl: '2026-11-02', pagado: 300_000, falta: 0, estado: 'pagada' },
      { concepto: 'saldo', monto: 700_000, venceEl: '2026-12-04', pagado: 200_000, falta: 500_000, estado: 'parcial' },
    ]);
  });

  it('marks a part-paid deposit made today as parcial, not overdue', () => {
    expect(paymentPlan({ ...base, creadoEl: TODAY }, [{ monto: 100_000, concepto: 'seña' }])[0]).toEqual({
      concepto: 'seña',
      monto: 300_000,
      venceEl: '2026-11-10',
      pagado: 100_000,
      falta: 200_000,
      estado: 'parcial',
    });
  });

  it('has only the deposit when the deposit is the whole total, and nothing for a total of zero', () => {
    expect(paymentPlan({ ...base, total: 100_000, sena: 100_000 }, [])).toEqual([
      { concepto: 'seña', monto: 100_000, venceEl: '2026-11-02', pagado: 0, falta: 100_000, estado: 'vencida' },
    ]);
    expect(paymentPlan({ ...base, total: 0 }, [])).toEqual([]);
  });

  it('is all paid when the receipts cover the total', () => {
    const plan = paymentPlan(base, [{ monto: 1_000_000, concepto: 'saldo' }]);
    expect(plan.map((instalment) => instalment.estado)).toEqual(['pagada', 'pagada']);
  });
});

describe('instalmentStatusText', () => {
  it.each([
    [{ estado: 'pagada' as const, venceEl: '2026-11-02' }, 'Pagada'],
    [{ estado: 'parcial' as const, venceEl: '2026-11-10' }, 'Pagada en parte, vence el mar 10/11'],
    [{ estado: 'pendiente' as const, venceEl: '2026-12-04' }, 'Vence el vie 4/12'],
    [{ estado: 'vencida' as const, venceEl: '2026-11-02' }, 'Vencida el lun 2/11'],
  ])('%j → %s', (instalment, expected) => {
    expect(instalmentStatusText(instalment)).toBe(expected);
  });
});

describe('instalmentCollection', () => {
  it.each([
    [{ estado: 'vencida' as const, venceEl: '2026-11-02' }, 'vencida'],
    [{ estado: 'pendiente' as const, venceEl: '2026-11-10' }, 'semana'],
    [{ estado: 'parcial' as const, venceEl: '2026-11-16' }, 'semana'],
    [{ estado: 'pendiente' as const, venceEl: '2026-11-17' }, null],
    [{ estado: 'pagada' as const, venceEl: '2026-11-02' }, null],
  ])('%j → %s', (instalment, expected) => {
    expect(instalmentCollection(instalment, TODAY)).toBe(expected);
  });
});

describe('paymentReminderMessage', () => {
  it('greets the client by first name and says what is owed and when', () => {
    expect(paymentReminderMessage('Ana Pérez', '2026-12-19', { concepto: 'saldo', falta: 700_000, venceEl: '2026-12-04', estado: 'pendiente' })).toBe(
      'Hola Ana! Te recordamos que el saldo de tu evento del sáb 19/12 ($ 700.000) vence el vie 4/12. Cualquier consulta, escribinos. ¡Gracias!',
    );
  });
  it('says an overdue deposit already fell due', () => {
    expect(paymentReminderMessage('', '2026-12-19', { concepto: 'seña', falta: 300_000, venceEl: '2026-11-02', estado: 'vencida' })).toBe(
      'Hola! Te recordamos que la seña de tu evento del sáb 19/12 ($ 300.000) venció el lun 2/11. Cualquier consulta, escribinos. ¡Gracias!',
    );
  });
});

describe('depositConfirmsBooking', () => {
  it.each([
    ['seña', 'reservado', true],
    ['seña', 'presupuestado', false],
    ['seña', 'confirmado', false],
    ['saldo', 'reservado', false],
    ['extras', 'reservado', false],
  ] as const)('%s on a %s budget → %s', (concepto, estado, expected) => {
    expect(depositConfirmsBooking(concepto, estado)).toBe(expected);
  });
});

describe('collectionsDue', () => {
  const budget = {
    id: 'p1',
    cliente: 'Ana Pérez',
    telefono: '11 5555-0000',
    fechaEvento: '2026-12-19',
    estado: 'reservado' as const,
    anulado: false,
    creadoEl: '2026-11-02',
    total: 1_000_000,
    sena: 0,
  };
  it('lists overdue instalments first, then those due this week, and leaves paid, later and annulled ones out', () => {
    const budgets = [
      budget,
      { ...budget, id: 'p2', cliente: 'Bruno', fechaEvento: '2026-11-28', creadoEl: '2026-11-10', sena: 400_000 },
      { ...budget, id: 'p3', cliente: 'Carla', anulado: true },
      { ...budget, id: 'p4', cliente: 'Dora', creadoEl: '2026-11-20' },
      // A quote for a day already gone was never taken: its seña is not chased.
      { ...budget, id: 'p5', cliente: 'Elena', estado: 'presupuestado' as const, fechaEvento: '2026-10-17', creadoEl: '2026-09-01' },
    ];
    const receipts = [{ presupuestoId: 'p2', monto: 400_000, concepto: 'seña' as const }];
    expect(collectionsDue(budgets, receipts, TODAY)).toEqual([
      {
        presupuestoId: 'p1',
        cliente: 'Ana Pérez',
        telefono: '11 5555-0000',
        fechaEvento: '2026-12-19',
        cuando: 'vencida',
        instalment: { concepto: 'seña', monto: 300_000, venceEl: '2026-11-02', pagado: 0, falta: 300_000, estado: 'vencida' },
      },
      {
        presupuestoId: 'p2',
        cliente: 'Bruno',
        telefono: '11 5555-0000',
        fechaEvento: '2026-11-28',
        cuando: 'semana',
        instalment: { concepto: 'saldo', monto: 600_000, venceEl: '2026-11-13', pagado: 0, falta: 600_000, estado: 'pendiente' },
      },
    ]);
  });
});

describe('pricedBudget', () => {
  it('prices a budget with its own copy of the prices: the total less the discount, its deposit, its day', () => {
    const budget = {
      id: 'p1',
      cliente: 'Ana',
      telefono: '11 4444-5555',
      fechaEvento: '2026-12-18',
      invitados: 60,
      alquiler: '4hs' as const,
      horasExtra: 0,
      adicionales: {},
      descuento: 50_000,
      sena: 100_000,
      notas: '',
      estado: 'presupuestado' as const,
      validoHasta: '2026-11-25',
      creadoEn: Date.parse('2026-11-02T15:00:00-03:00'),
      actualizadoEn: 0,
      autor: 'admin@salon.test',
      anulacion: null,
      precios: { mes: 12, tarifa: 'finDeSemana' as const, valores: { a_precio_4hs_: 600_000 } },
    };
    expect(pricedBudget(budget as never, null, TODAY)).toMatchObject({
      id: 'p1',
      total: 550_000,
      sena: 100_000,
      descuento: 50_000,
      invitados: 60,
      creadoEl: '2026-11-02',
      anulado: false,
    });
  });
  it('is null for a budget that cannot be priced (no copy and no prices)', () => {
    expect(pricedBudget({ id: 'p2', fechaEvento: '2026-12-18', alquiler: '4hs' } as never, null, TODAY)).toBeNull();
  });
});
