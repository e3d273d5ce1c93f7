// /tablero's server-kept figures follow the books: budgets, receipts, inquiries and dates written as staff write them,
// then changed (a hold confirmed, an event moved to another month, a receipt annulled), and the figuresOn* functions,
// fired by the local database, leave cifras/meses equal to a full recomputation from all the books — and to the
// figures an owner would work out by hand. Months of 2031: no demo data there.
import { adminDb, closeAdminDb } from '../../scripts/testing/adminDb';
import { eventually } from '../../scripts/testing/eventually';
import { monthFigures, parseBudget, parseReceipts, pricedBudget, resolveWeekendDays, startOfHallDay, todayInHall, type MonthKey } from '@salon/domain';
import { monthsWithBooks, recomputeMonth } from './figures';

// A function's first run starts its runtime: seconds on a busy machine.
const WAIT_MS = 60_000;
const MONTHS: MonthKey[] = ['2031-01', '2031-02', '2031-03'];
const run = `f${Date.now().toString(36)}`;
const id = (name: string) => `${run}-${name}`;
const noon = (date: string) => startOfHallDay(date) + 12 * 3_600_000;

// Each budget has its own price copy: $ 1.000.000 whatever the site's prices are.
const budget = (cliente: string, fechaEvento: string, estado: string, creado: string) => ({
  cliente,
  telefono: '11 4444-5555',
  fechaEvento,
  estado,
  validoHasta: '2031-12-31',
  creadoEn: noon(creado),
  actualizadoEn: noon(creado),
  autor: 'admin@salon.test',
  sena: 300_000,
  alquiler: '4hs',
  precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 1_000_000 } },
});
const receipt = (numero: number, presupuestoId: string, monto: number, concepto: string) => ({
  numero,
  monto,
  concepto,
  medioDePago: 'transferencia',
  presupuestoId,
  emitidoEn: noon('2031-01-20'),
  emitidoPor: 'recibos@salon.test',
});
const NUMBERS = [990_001, 990_002, 990_003];

/** The months' figures recomputed from every book of the database (what the functions must agree with). */
async function fromAllBooks(): Promise<Record<MonthKey, ReturnType<typeof monthFigures>>> {
  const db = adminDb();
  const read = async (path: string) => ((await db.ref(path).get()).val() ?? {}) as Record<string, unknown>;
  const [rawBudgets, rawReceipts, rawInquiries, rawBookings, prices, weekend] = await Promise.all([
    read('presupuestos'),
    read('recibos'),
    read('consultas'),
    read('reservas'),
    db
      .ref('datosId/8')
      .get()
      .then((s) => s.val() as unknown),
    db
      .ref('config/diasFinDeSemana')
      .get()
      .then((s) => s.val() as unknown),
  ]);
  const today = todayInHall(new Date());
  const budgets = Object.entries(rawBudgets).flatMap(([key, raw]) => {
    const stored = parseBudget(key, raw);
    return (stored && pricedBudget(stored, prices, today)) || [];
  });
  const receipts = parseReceipts(rawReceipts);
  return Object.fromEntries(
    MONTHS.map((mes) => {
      const events = budgets.filter((b) => b.fechaEvento.startsWith(mes));
      const ids = new Set(events.map((b) => b.id));
      return [
        mes,
        monthFigures({
          mes,
          events,
          receipts: receipts.filter((r) => ids.has(r.presupuestoId)),
          written: budgets.filter((b) => b.creadoEl.startsWith(mes)),
          inquiries: Object.values(rawInquiries)
            .map((raw) => (raw as { creadaEn?: unknown }).creadaEn)
            .filter((creadaEn): creadaEn is number => typeof creadaEn === 'number' && todayInHall(new Date(creadaEn)).startsWith(mes))
            .map((creadaEn) => ({ creadaEn })),
          bookings: Object.entries(rawBookings)
            .filter(([date]) => date.startsWith(mes))
            .map(([date, raw]) => ({ date, kind: 'evento' as const, ...((raw as { provisoria?: boolean }).provisoria ? { provisional: true } : {}) })),
          weekendDays: resolveWeekendDays(weekend).days,
        }),
      ];
    }),
  );
}

async function kept(): Promise<Record<string, Record<string, number>>> {
  const all = ((await adminDb().ref('cifras/meses').get()).val() ?? {}) as Record<string, Record<string, number>>;
  return Object.fromEntries(
    MONTHS.map((mes) => {
      const { pedido: _pedido, calculado: _calculado, ...figures } = all[mes] ?? {};
      return [mes, figures];
    }),
  );
}

afterAll(async () => {
  const db = adminDb();
  await db.ref().update({
    ...Object.fromEntries(['a', 'b', 'c'].map((name) => [`presupuestos/${id(name)}`, null])),
    ...Object.fromEntries(NUMBERS.map((numero) => [`recibos/r${numero}`, null])),
    [`consultas/${id('q1')}`]: null,
    [`consultas/${id('q2')}`]: null,
    'reservas/2031-02-08': null,
    'reservas/2031-01-18': null,
  });
  // The removals fire the functions too: once the months read empty, they are removed as well.
  await eventually(async () => expect((await kept())['2031-01']).toMatchObject({ eventos: 0, consultas: 0, presupuestos: 0 }), WAIT_MS);
  await db.ref().update(Object.fromEntries(MONTHS.map((mes) => [`cifras/meses/${mes}`, null])));
  await closeAdminDb();
});

it('the figures follow every write, equal to a full recomputation and to the owner’s own sums', async () => {
  const db = adminDb();
  await db.ref().update({
    [`presupuestos/${id('a')}`]: budget('Lucía Fernández', '2031-01-18', 'confirmado', '2031-01-05'),
    [`presupuestos/${id('b')}`]: budget('Martina Gómez', '2031-02-08', 'reservado', '2031-01-12'),
    [`presupuestos/${id('c')}`]: budget('Sofía Ruiz', '2031-02-15', 'presupuestado', '2031-02-01'),
    'reservas/2031-01-18': { tipo: 'evento', creadoEn: 1, presupuestoId: id('a') },
    'reservas/2031-02-08': { tipo: 'evento', creadoEn: 1, presupuestoId: id('b'), provisoria: true, venceEn: noon('2031-01-30') },
    [`recibos/r${NUMBERS[0]}`]: receipt(NUMBERS[0]!, id('a'), 300_000, 'seña'),
    [`consultas/${id('q1')}`]: { nombre: 'Lucía', telefono: '11 4444-5555', creadaEn: noon('2031-01-03'), estado: 'nueva' },
    [`consultas/${id('q2')}`]: { nombre: 'Sofía', telefono: '11 4444-5556', creadaEn: noon('2031-01-28'), estado: 'nueva' },
  });
  // Then the path moves on: the hold is confirmed with its seña, Sofía moves to March, the first seña is annulled
  // and issued again for less, and Lucía's event is marked done with its balance still owed.
  await db.ref().update({
    [`presupuestos/${id('b')}/estado`]: 'confirmado',
    'reservas/2031-02-08': { tipo: 'evento', creadoEn: 1, presupuestoId: id('b') },
    [`recibos/r${NUMBERS[1]}`]: receipt(NUMBERS[1]!, id('b'), 300_000, 'seña'),
    [`presupuestos/${id('c')}/fechaEvento`]: '2031-03-15',
  });
  await db.ref().update({
    [`recibos/r${NUMBERS[0]}/anulacion`]: { motivo: 'Monto mal cargado', por: 'admin@salon.test', en: noon('2031-01-21') },
    [`recibos/r${NUMBERS[2]}`]: receipt(NUMBERS[2]!, id('a'), 250_000, 'seña'),
    [`presupuestos/${id('a')}/estado`]: 'realizado',
  });

  await eventually(async () => expect(await kept()).toEqual(await fromAllBooks()), WAIT_MS);
  const figures = await kept();
  expect(figures['2031-01']).toMatchObject({
    confirmado: 1_000_000,
    eventos: 1,
    cobrado: 250_000,
    falta: 750_000,
    ocupadas: 1,
    consultas: 2,
    presupuestos: 2,
    confirmados: 2,
    // /cobranzas reads the settled budgets still owing from here, by a query on saldoDeCerrados.
    cerradosConSaldo: { [id('a')]: 750_000 },
    saldoDeCerrados: 750_000,
  });
  const owingMonths = Object.keys(((await db.ref('cifras/meses').orderByChild('saldoDeCerrados').startAt(1).get()).val() ?? {}) as object);
  expect(owingMonths).toContain('2031-01');
  expect(owingMonths).not.toContain('2031-02');
  expect(figures['2031-02']).toMatchObject({
    confirmado: 1_000_000,
    eventos: 1,
    reservado: 0,
    cobrado: 300_000,
    falta: 700_000,
    ocupadas: 1,
    presupuestos: 1,
    confirmados: 0,
  });
  expect(figures['2031-03']).toMatchObject({ confirmado: 0, eventos: 0, reservado: 0, total: 0 });
});

it('npm run cifras’s recomputation finds the months with books and writes the same figures', async () => {
  const db = adminDb();
  const before = await kept();
  const months = await monthsWithBooks(db);
  expect(months).toEqual(expect.arrayContaining(MONTHS));
  for (const mes of MONTHS) await recomputeMonth(db, mes, Date.now());
  expect(await kept()).toEqual(before);
});
