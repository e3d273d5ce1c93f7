import {
  budgetCsvRows,
  checkPeriod,
  collectedByMonth,
  csvAmount,
  csvDate,
  csvFileName,
  dashboard,
  funnel,
  monthName,
  monthsBetween,
  monthShortName,
  overduePayments,
  receiptCsvRows,
  revenueByMonth,
  seasonMonths,
  upcomingEvents,
  weekendOccupancy,
  type DashboardBooking,
  type DashboardBudget,
  type DashboardReceipt,
} from './dashboard';

// The fixed clock of the tests: Tuesday 10 November 2026 (season July 2026 – June 2027).
const TODAY = '2026-11-10';
const annulled = { motivo: 'Cargado por error', por: 'admin@salon.test', en: 1_790_000_000_000 };

const budget = (over: Partial<DashboardBudget> & Pick<DashboardBudget, 'id'>): DashboardBudget => ({
  cliente: `Cliente ${over.id}`,
  telefono: '11 5555-0000',
  fechaEvento: '2026-12-19',
  estado: 'presupuestado',
  anulado: false,
  creadoEl: '2026-11-02',
  total: 0,
  sena: 0,
  invitados: 50,
  ...over,
});

// Saturday 19 December, confirmed; Saturday 12 December, held; Friday 20 November, paid; an annulled Saturday 5 December;
// a quoted Saturday 16 January; a July event done (created in the previous season); a confirmed event out of the
// season; a hold on Wednesday 9 December (the last day of the next 30).
const BUDGETS: DashboardBudget[] = [
  budget({ id: 'a', cliente: 'Ana', estado: 'confirmado', fechaEvento: '2026-12-19', total: 1_000_000, invitados: 80 }),
  budget({ id: 'b', cliente: 'Bruno', estado: 'reservado', fechaEvento: '2026-12-12', total: 500_000, creadoEl: '2026-11-09' }),
  budget({ id: 'c', cliente: 'Carla', estado: 'pagado', fechaEvento: '2026-11-20', total: 800_000, sena: 200_000, creadoEl: '2026-08-15', invitados: 120 }),
  budget({ id: 'd', cliente: 'Diego', estado: 'anulado', anulado: true, fechaEvento: '2026-12-05', total: 900_000, creadoEl: '2026-10-01' }),
  budget({ id: 'e', cliente: 'Eva', estado: 'presupuestado', fechaEvento: '2027-01-16', total: 300_000, creadoEl: '2026-11-05' }),
  budget({ id: 'f', cliente: 'Fede', estado: 'realizado', fechaEvento: '2026-07-04', total: 400_000, creadoEl: '2026-06-20' }),
  budget({ id: 'g', cliente: 'Gabi', estado: 'confirmado', fechaEvento: '2027-08-07', total: 999, creadoEl: '2026-11-06' }),
  budget({ id: 'h', cliente: 'Hugo', estado: 'reservado', fechaEvento: '2026-12-09', total: 200_000, creadoEl: '2026-11-08', invitados: 30 }),
];

const RECEIPTS: DashboardReceipt[] = [
  { presupuestoId: 'a', monto: 300_000, concepto: 'seña' },
  { presupuestoId: 'a', monto: 100_000, concepto: 'saldo', anulacion: annulled },
  { presupuestoId: 'c', monto: 200_000, concepto: 'seña' },
  { presupuestoId: 'c', monto: 600_000, concepto: 'saldo' },
  { presupuestoId: 'c', monto: 50_000, concepto: 'extras' },
  { presupuestoId: 'd', monto: 100_000, concepto: 'seña' },
  { presupuestoId: '', monto: 70_000, concepto: 'extras' },
];

const BOOKINGS: DashboardBooking[] = [
  { date: '2026-11-11', kind: 'evento' },
  { date: '2026-11-14', kind: 'bloqueo' },
  { date: '2026-11-20', kind: 'evento', budgetId: 'c' },
  { date: '2026-11-28', kind: 'evento' },
  { date: '2026-12-12', kind: 'evento', budgetId: 'b', provisional: true },
];

const FRI_SAT_SUN = [5, 6, 0] as const;

describe('months', () => {
  it('lists the season from July to June', () => {
    expect(seasonMonths(TODAY)).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    expect(seasonMonths('2027-06-30')[0]).toBe('2026-07');
    expect(seasonMonths('2027-07-01')[0]).toBe('2027-07');
  });
  it('lists months across a year, none when backwards or not months', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11', '2026-11')).toEqual(['2026-11']);
    expect(monthsBetween('2026-12', '2026-11')).toEqual([]);
    expect(monthsBetween('2026-13', '2027-01')).toEqual([]);
  });
  it('names months in Spanish', () => {
    expect(monthName('2026-11')).toBe('Noviembre 2026');
    expect(monthName('2027-01')).toBe('Enero 2027');
    expect(monthShortName('2026-09')).toBe('sep 2026');
  });
});

describe('revenueByMonth', () => {
  it('adds confirmed, paid and done budgets by event month, holds apart, annulled and quoted ones out', () => {
    expect(revenueByMonth(BUDGETS, ['2026-07', '2026-11', '2026-12', '2027-01'])).toEqual([
      { mes: '2026-07', confirmado: 400_000, eventos: 1, reservado: 0, reservas: 0 },
      { mes: '2026-11', confirmado: 800_000, eventos: 1, reservado: 0, reservas: 0 },
      { mes: '2026-12', confirmado: 1_000_000, eventos: 1, reservado: 700_000, reservas: 2 },
      { mes: '2027-01', confirmado: 0, eventos: 0, reservado: 0, reservas: 0 },
    ]);
  });
});

describe('collectedByMonth', () => {
  it('says what the booked budgets collected (annulled receipts out, extras apart) and still owe', () => {
    expect(collectedByMonth(BUDGETS, RECEIPTS, ['2026-07', '2026-11', '2026-12'])).toEqual([
      { mes: '2026-07', total: 400_000, cobrado: 0, falta: 400_000, extras: 0 },
      { mes: '2026-11', total: 800_000, cobrado: 800_000, falta: 0, extras: 50_000 },
      { mes: '2026-12', total: 1_000_000, cobrado: 300_000, falta: 700_000, extras: 0 },
    ]);
  });
  it('never counts more collected than the total', () => {
    const over = [budget({ id: 'x', estado: 'pagado', total: 100_000 })];
    expect(collectedByMonth(over, [{ presupuestoId: 'x', monto: 150_000, concepto: 'saldo' }], ['2026-12'])).toEqual([
      { mes: '2026-12', total: 100_000, cobrado: 100_000, falta: 0, extras: 0 },
    ]);
  });
});

describe('weekendOccupancy', () => {
  it('divides the booked weekend dates by the weekend dates of each month', () => {
    // November 2026: 4 Fridays, 4 Saturdays, 5 Sundays; the 20th (budget and booking) and the 28th (staff event)
    // are booked; the 14th is only blocked, the 11th is a Wednesday. December: 12 weekend dates, the 19th booked,
    // the 12th held, the annulled 5th free.
    expect(weekendOccupancy(['2026-11', '2026-12'], FRI_SAT_SUN, BOOKINGS, BUDGETS)).toEqual([
      { mes: '2026-11', findes: 13, ocupadas: 2, provisorias: 0, porcentaje: 15 },
      { mes: '2026-12', findes: 12, ocupadas: 1, provisorias: 1, porcentaje: 8 },
    ]);
  });
  it('follows the weekend-days setting', () => {
    expect(weekendOccupancy(['2026-11'], [6], BOOKINGS, BUDGETS)).toEqual([{ mes: '2026-11', findes: 4, ocupadas: 1, provisorias: 0, porcentaje: 25 }]);
    expect(weekendOccupancy(['2026-11'], [], BOOKINGS, BUDGETS)).toEqual([{ mes: '2026-11', findes: 0, ocupadas: 0, provisorias: 0, porcentaje: 0 }]);
  });
});

describe('funnel', () => {
  const at = (instant: string) => ({ creadaEn: Date.parse(instant) });
  const INQUIRIES = [
    at('2026-10-31T23:30:00-03:00'), // 1 November in UTC, still October in the hall
    at('2026-11-01T00:30:00-03:00'),
    at('2026-11-09T15:00:00-03:00'),
    at('2026-06-30T12:00:00-03:00'),
    { creadaEn: 0 },
  ];
  it('counts the season: inquiries, budgets written and those confirmed or beyond', () => {
    expect(funnel(INQUIRIES, BUDGETS, '2026-07', '2027-06')).toEqual({
      consultas: 3,
      presupuestos: 7,
      confirmados: 3,
      presupuestosPorConsulta: 233,
      confirmadosPorPresupuesto: 43,
    });
  });
  it('counts one month by the hall’s day', () => {
    expect(funnel(INQUIRIES, BUDGETS, '2026-10', '2026-10')).toEqual({
      consultas: 1,
      presupuestos: 1,
      confirmados: 0,
      presupuestosPorConsulta: 100,
      confirmadosPorPresupuesto: 0,
    });
  });
  it('has no rates without inquiries or budgets', () => {
    expect(funnel([], [], '2026-07', '2027-06')).toEqual({
      consultas: 0,
      presupuestos: 0,
      confirmados: 0,
      presupuestosPorConsulta: null,
      confirmadosPorPresupuesto: null,
    });
  });
});

describe('upcomingEvents', () => {
  it('lists the held and booked events and the staff events of the next 30 days, by date', () => {
    expect(upcomingEvents(BUDGETS, RECEIPTS, BOOKINGS, TODAY)).toEqual([
      { fecha: '2026-11-11', presupuestoId: null, cliente: '', invitados: null, estado: null, total: null, falta: null },
      { fecha: '2026-11-20', presupuestoId: 'c', cliente: 'Carla', invitados: 120, estado: 'pagado', total: 800_000, falta: 0 },
      { fecha: '2026-11-28', presupuestoId: null, cliente: '', invitados: null, estado: null, total: null, falta: null },
      { fecha: '2026-12-09', presupuestoId: 'h', cliente: 'Hugo', invitados: 30, estado: 'reservado', total: 200_000, falta: 200_000 },
    ]);
  });
});

describe('overduePayments', () => {
  it('keeps only the overdue instalments of /cobranzas, oldest first', () => {
    expect(
      overduePayments(BUDGETS, RECEIPTS, TODAY).map((item) => [item.presupuestoId, item.instalment.concepto, item.instalment.falta, item.instalment.venceEl]),
    ).toEqual([
      ['f', 'seña', 120_000, '2026-06-20'],
      ['f', 'saldo', 280_000, '2026-06-20'],
      ['e', 'seña', 90_000, '2026-11-05'],
      ['g', 'seña', 300, '2026-11-06'],
      ['h', 'seña', 60_000, '2026-11-08'],
      ['b', 'seña', 150_000, '2026-11-09'],
    ]);
  });
});

describe('dashboard', () => {
  it('puts every figure together for the season, the funnel of the period picked', () => {
    const figures = dashboard({
      budgets: BUDGETS,
      receipts: RECEIPTS,
      inquiries: [],
      bookings: BOOKINGS,
      weekendDays: [...FRI_SAT_SUN],
      today: TODAY,
      desde: '2026-11',
      hasta: '2026-11',
    });
    expect(figures.temporada).toHaveLength(12);
    expect(figures.ingresos[5]).toEqual({ mes: '2026-12', confirmado: 1_000_000, eventos: 1, reservado: 700_000, reservas: 2 });
    expect(figures.ocupacion[4]).toEqual({ mes: '2026-11', findes: 13, ocupadas: 2, provisorias: 0, porcentaje: 15 });
    expect(figures.embudo).toEqual({ consultas: 0, presupuestos: 5, confirmados: 2, presupuestosPorConsulta: null, confirmadosPorPresupuesto: 40 });
    expect(figures.proximos).toHaveLength(4);
    expect(figures.vencidas).toHaveLength(6);
  });
});

describe('checkPeriod', () => {
  it('takes two months in order', () => {
    expect(checkPeriod('2026-07', '2027-06')).toEqual({ ok: true, desde: '2026-07', hasta: '2027-06' });
  });
  it('says in Spanish what is wrong', () => {
    expect(checkPeriod('2027-01', '2026-11')).toEqual({ ok: false, error: '«Desde» (Enero 2027) no puede ser posterior a «Hasta» (Noviembre 2026).' });
    expect(checkPeriod('', '2026-11')).toEqual({ ok: false, error: 'Elegí el mes de inicio y el de fin.' });
  });
});

describe('CSV rows', () => {
  it('writes dates dd/mm/aaaa and amounts as plain numbers, comma decimals when there are any', () => {
    expect(csvDate('2026-11-10')).toBe('10/11/2026');
    expect(csvDate('no')).toBe('');
    expect(csvAmount(1_234_567)).toBe('1234567');
    expect(csvAmount(1234.5)).toBe('1234,50');
    expect(csvAmount(null)).toBe('');
  });

  it('writes the budgets with Spanish headers, by event date, annulled ones marked and owing nothing', () => {
    const rows = budgetCsvRows([
      {
        ...budget({ id: 'a', cliente: 'Ana; "la Negra"', estado: 'confirmado', total: 1_234_567, sena: 300_000 }),
        descuento: 10_000,
        pagado: 300_000,
        anulacion: null,
      },
      {
        ...budget({ id: 'd', estado: 'anulado', anulado: true, fechaEvento: '2026-12-05', total: 900_000 }),
        descuento: 0,
        pagado: 0,
        anulacion: { motivo: 'Se casó antes' },
      },
    ]);
    expect(rows).toEqual([
      [
        'Presupuesto',
        'Cliente',
        'Teléfono',
        'Fecha del evento',
        'Invitados',
        'Estado',
        'Total',
        'Descuento',
        'Seña',
        'Pagado',
        'Falta pagar',
        'Creado el',
        'Motivo de la anulación',
      ],
      ['d', 'Cliente d', '11 5555-0000', '05/12/2026', '50', 'Anulado', '900000', '0', '0', '0', '0', '02/11/2026', 'Se casó antes'],
      ['a', 'Ana; "la Negra"', '11 5555-0000', '19/12/2026', '50', 'Confirmado', '1234567', '10000', '300000', '300000', '934567', '02/11/2026', ''],
    ]);
  });

  it('writes the receipts by number with the hall’s date, annulled ones marked «Sí»', () => {
    const rows = receiptCsvRows([
      {
        numero: 8,
        monto: 100_000,
        concepto: 'saldo',
        medioDePago: 'transferencia',
        cliente: 'Ana',
        detalle: '',
        presupuestoId: 'a',
        saldoPendiente: 0,
        emitidoEn: Date.parse('2026-11-11T01:00:00-03:00'),
        emitidoPor: 'admin@salon.test',
        anulacion: annulled,
      },
      {
        numero: 7,
        monto: 300_000,
        concepto: 'seña',
        medioDePago: 'efectivo',
        cliente: 'Ana',
        detalle: 'Seña del salón',
        presupuestoId: 'a',
        saldoPendiente: 100_000,
        emitidoEn: Date.parse('2026-11-10T23:30:00-03:00'),
        emitidoPor: 'recibos@salon.test',
      },
    ]);
    expect(rows).toEqual([
      [
        'Número',
        'Fecha',
        'Cliente',
        'Concepto',
        'Medio de pago',
        'Importe',
        'Presupuesto',
        'Saldo pendiente',
        'Detalle',
        'Emitido por',
        'Anulado',
        'Motivo de la anulación',
      ],
      ['7', '10/11/2026', 'Ana', 'Seña', 'Efectivo', '300000', 'a', '100000', 'Seña del salón', 'recibos@salon.test', 'No', ''],
      ['8', '11/11/2026', 'Ana', 'Saldo', 'Transferencia bancaria', '100000', 'a', '0', '', 'admin@salon.test', 'Sí', 'Cargado por error'],
    ]);
  });

  it('names the files with the day', () => {
    expect(csvFileName('presupuestos', TODAY)).toBe('presupuestos-2026-11-10.csv');
    expect(csvFileName('recibos', TODAY)).toBe('recibos-2026-11-10.csv');
  });
});
