// The expiry job against the running local backend (admin connection, as the scheduled function and the local
// timer run it), on a fixed clock: only provisional holds whose time has come lapse, in one write that frees the
// date and records the lapse in the budget's history.
import { adminDb, closeAdminDb } from '../../scripts/testing/adminDb';
import { runHoldExpiry } from './holdExpiry';

// Tuesday 10 November 2026, noon in Buenos Aires (scripts/testing/clock.ts), and the instants around a hold's end.
const HELD_UNTIL = Date.parse('2026-11-18T00:00:00-03:00');
const BEFORE = Date.parse('2026-11-17T23:59:59-03:00');
const AFTER = Date.parse('2026-11-18T00:15:00-03:00');
const DATES = ['2099-01-05', '2099-01-06', '2099-01-07', '2099-01-08'] as const;

const budget = (cliente: string, fechaEvento: string, estado: string) => ({
  cliente,
  telefono: '11 4444-5555',
  fechaEvento,
  estado,
  validoHasta: '2098-12-31',
  creadoEn: 1,
  actualizadoEn: 1,
  autor: 'admin@salon.test',
});

afterAll(closeAdminDb);

it('frees only the holds that lapsed, moving their budgets back to presupuestado with the lapse in their history', async () => {
  const db = adminDb();
  const ids = DATES.map(() => db.ref('presupuestos').push().key);
  const [lapsing, running, firm] = ids as [string, string, string, string];
  const later = HELD_UNTIL + 7 * 86_400_000;
  await db.ref().update({
    [`presupuestos/${lapsing}`]: budget('Vence', DATES[0], 'reservado'),
    [`presupuestos/${running}`]: budget('Sigue', DATES[1], 'reservado'),
    [`presupuestos/${firm}`]: budget('Firme', DATES[2], 'confirmado'),
    [`reservas/${DATES[0]}`]: { tipo: 'evento', creadoEn: 1, creadoPor: 'e2e', presupuestoId: lapsing, provisoria: true, venceEn: HELD_UNTIL },
    [`reservas/${DATES[1]}`]: { tipo: 'evento', creadoEn: 1, creadoPor: 'e2e', presupuestoId: running, provisoria: true, venceEn: later },
    [`reservas/${DATES[2]}`]: { tipo: 'evento', creadoEn: 1, creadoPor: 'e2e', presupuestoId: firm },
    [`reservas/${DATES[3]}`]: { tipo: 'bloqueo', creadoEn: 1, creadoPor: 'e2e' },
  });
  try {
    // Before its time nothing of ours lapses (other data of the shared backend is not ours to assert on).
    const early = await runHoldExpiry(db, BEFORE);
    expect(early.map((hold) => hold.date)).not.toEqual(expect.arrayContaining([DATES[0]]));
    expect((await db.ref(`reservas/${DATES[0]}`).get()).exists()).toBe(true);

    const freed = await runHoldExpiry(db, AFTER);
    expect(freed).toEqual(expect.arrayContaining([{ date: DATES[0], budgetId: lapsing }]));
    expect(freed.map((hold) => hold.date)).not.toEqual(expect.arrayContaining([DATES[1]]));
    expect((await db.ref(`reservas/${DATES[0]}`).get()).exists()).toBe(false);
    expect((await db.ref(`reservas/${DATES[1]}`).get()).val()).toMatchObject({ provisoria: true, venceEn: later });
    expect((await db.ref(`reservas/${DATES[2]}`).get()).val()).toMatchObject({ presupuestoId: firm });
    expect((await db.ref(`reservas/${DATES[3]}`).get()).val()).toMatchObject({ tipo: 'bloqueo' });

    const lapsed = (await db.ref(`presupuestos/${lapsing}`).get()).val();
    expect(lapsed.estado).toBe('presupuestado');
    expect(lapsed.actualizadoEn).toBeGreaterThan(1);
    expect(lapsed.historial).toBeUndefined();
    expect(Object.values((await db.ref(`historialPresupuestos/${lapsing}`).get()).val())).toEqual([
      { estado: 'presupuestado', por: 'sistema', en: lapsed.actualizadoEn, nota: 'La reserva provisoria venció' },
    ]);
    expect((await db.ref(`presupuestos/${running}/estado`).get()).val()).toBe('reservado');
    expect((await db.ref(`presupuestos/${firm}/estado`).get()).val()).toBe('confirmado');

    // Run again: nothing more to do for it.
    expect((await runHoldExpiry(db, AFTER)).map((hold) => hold.date)).not.toContain(DATES[0]);
  } finally {
    await db.ref().update(Object.fromEntries(DATES.map((date) => [`reservas/${date}`, null])));
  }
});

it('keeps a hold confirmed or extended between the job reading it and freeing it, and frees the one left alone', async () => {
  const db = adminDb();
  const dates = ['2099-02-02', '2099-02-03', '2099-02-04'] as const;
  const [confirmed, extended, left] = dates.map(() => db.ref('presupuestos').push().key) as [string, string, string];
  const later = HELD_UNTIL + 7 * 86_400_000;
  const hold = (presupuestoId: string) => ({ tipo: 'evento', creadoEn: 1, creadoPor: 'e2e', presupuestoId, provisoria: true, venceEn: HELD_UNTIL });
  await db.ref().update({
    [`presupuestos/${confirmed}`]: budget('Confirma', dates[0], 'reservado'),
    [`presupuestos/${extended}`]: budget('Extiende', dates[1], 'reservado'),
    [`presupuestos/${left}`]: budget('Nadie', dates[2], 'reservado'),
    [`reservas/${dates[0]}`]: hold(confirmed),
    [`reservas/${dates[1]}`]: hold(extended),
    [`reservas/${dates[2]}`]: hold(left),
  });
  try {
    // Staff act after the job read the bookings and before its transaction on that date: the writes the back-office makes.
    const raced: string[] = [];
    const freed = await runHoldExpiry(db, AFTER, {
      beforeHold: async ({ date }) => {
        raced.push(date);
        if (date === dates[0])
          await db
            .ref()
            .update({ [`reservas/${date}/provisoria`]: null, [`reservas/${date}/venceEn`]: null, [`presupuestos/${confirmed}/estado`]: 'confirmado' });
        if (date === dates[1]) await db.ref().update({ [`reservas/${date}/venceEn`]: later });
      },
    });
    expect(raced).toEqual(expect.arrayContaining([...dates]));

    expect(freed.map((lapse) => lapse.date)).toEqual(expect.arrayContaining([dates[2]]));
    expect(freed.map((lapse) => lapse.date)).not.toEqual(expect.arrayContaining([dates[0]]));
    expect(freed.map((lapse) => lapse.date)).not.toEqual(expect.arrayContaining([dates[1]]));
    expect((await db.ref(`reservas/${dates[0]}`).get()).val()).toEqual({ tipo: 'evento', creadoEn: 1, creadoPor: 'e2e', presupuestoId: confirmed });
    expect((await db.ref(`reservas/${dates[1]}`).get()).val()).toMatchObject({ provisoria: true, venceEn: later, presupuestoId: extended });
    expect((await db.ref(`reservas/${dates[2]}`).get()).exists()).toBe(false);

    // The kept holds' budgets are as staff left them: no lapse in their history.
    const confirmedBudget = (await db.ref(`presupuestos/${confirmed}`).get()).val();
    expect(confirmedBudget.estado).toBe('confirmado');
    expect((await db.ref(`historialPresupuestos/${confirmed}`).get()).exists()).toBe(false);
    const extendedBudget = (await db.ref(`presupuestos/${extended}`).get()).val();
    expect(extendedBudget.estado).toBe('reservado');
    expect((await db.ref(`historialPresupuestos/${extended}`).get()).exists()).toBe(false);
    const lapsedBudget = (await db.ref(`presupuestos/${left}`).get()).val();
    expect(lapsedBudget.estado).toBe('presupuestado');
    expect(Object.values((await db.ref(`historialPresupuestos/${left}`).get()).val())).toEqual([
      { estado: 'presupuestado', por: 'sistema', en: lapsedBudget.actualizadoEn, nota: 'La reserva provisoria venció' },
    ]);
  } finally {
    await db.ref().update(Object.fromEntries(dates.map((date) => [`reservas/${date}`, null])));
  }
});
