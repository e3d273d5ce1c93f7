// A deposit confirms its held budget, against the running local backend (admin connection, as the callable runs):
// for the recibos role too, never for a balance or an annulled deposit; and a hold whose deposit the callable never
// got to apply is made firm by the expiry job instead of lapsing.
import { adminDb, closeAdminDb } from '../../scripts/testing/adminDb';
import { handleConfirmDeposit } from './depositConfirm';
import { runHoldExpiry } from './holdExpiry';

const HELD_UNTIL = Date.parse('2026-11-18T00:00:00-03:00');
const AFTER = Date.parse('2026-11-18T00:15:00-03:00');
const DATES = ['2099-02-02', '2099-02-03', '2099-02-04'] as const;
// Receipt numbers far above the demo's and other tests' (the counter is not moved: the admin SDK writes as is).
const NUMBERS = [9_100_001, 9_100_002, 9_100_003, 9_100_004] as const;
const RECIBOS = { role: 'recibos', email: 'recibos@salon.test' };

const budget = (cliente: string, fechaEvento: string) => ({
  cliente,
  telefono: '11 4444-5555',
  fechaEvento,
  estado: 'reservado',
  validoHasta: '2098-12-31',
  creadoEn: 1,
  actualizadoEn: 1,
  autor: 'admin@salon.test',
});
const hold = (presupuestoId: string) => ({ tipo: 'evento', creadoEn: 1, creadoPor: 'test', presupuestoId, provisoria: true, venceEn: HELD_UNTIL });
const receipt = (numero: number, presupuestoId: string, concepto: string, extra: Record<string, unknown> = {}) => ({
  numero,
  monto: 100_000,
  concepto,
  medioDePago: 'efectivo',
  cliente: 'Cliente',
  detalle: '',
  presupuestoId,
  saldoPendiente: 500_000,
  emitidoEn: 1,
  emitidoPor: 'recibos@salon.test',
  ...extra,
});

afterAll(closeAdminDb);

it('a deposit issued by the recibos role confirms the held budget; a balance or an annulled deposit changes nothing', async () => {
  const db = adminDb();
  const [confirmed, untouched] = DATES.map(() => db.ref('presupuestos').push().key) as [string, string];
  await db.ref().update({
    [`presupuestos/${confirmed}`]: budget('Seña', DATES[0]),
    [`presupuestos/${untouched}`]: budget('Saldo', DATES[1]),
    [`reservas/${DATES[0]}`]: hold(confirmed),
    [`reservas/${DATES[1]}`]: hold(untouched),
    [`recibos/r${NUMBERS[0]}`]: receipt(NUMBERS[0], confirmed, 'seña'),
    [`recibos/r${NUMBERS[1]}`]: receipt(NUMBERS[1], untouched, 'saldo'),
    [`recibos/r${NUMBERS[2]}`]: receipt(NUMBERS[2], untouched, 'seña', { anulacion: { motivo: 'Error', por: 'admin@salon.test', en: 2 } }),
  });
  try {
    await expect(handleConfirmDeposit({ numero: NUMBERS[1] }, RECIBOS, db)).resolves.toEqual({ confirmado: false, motivo: 'El recibo no es de una seña.' });
    await expect(handleConfirmDeposit({ numero: NUMBERS[2] }, RECIBOS, db)).resolves.toEqual({ confirmado: false, motivo: 'El recibo está anulado.' });
    await expect(handleConfirmDeposit({ numero: NUMBERS[0] }, null, db)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(handleConfirmDeposit({ numero: NUMBERS[0] }, { role: undefined, email: 'visitante@x.com' }, db)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(handleConfirmDeposit({ numero: 'uno' }, RECIBOS, db)).rejects.toMatchObject({ code: 'invalid-argument' });

    await expect(handleConfirmDeposit({ numero: NUMBERS[0] }, RECIBOS, db)).resolves.toEqual({ confirmado: true });
    const booked = (await db.ref(`presupuestos/${confirmed}`).get()).val();
    expect(booked.estado).toBe('confirmado');
    expect(booked.historial).toBeUndefined();
    expect(Object.values((await db.ref(`historialPresupuestos/${confirmed}`).get()).val())).toEqual([
      { estado: 'confirmado', por: 'recibos@salon.test', en: booked.actualizadoEn, nota: 'Seña recibida (recibo N° 09100001): reserva confirmada' },
    ]);
    expect((await db.ref(`reservas/${DATES[0]}`).get()).val()).toEqual({ tipo: 'evento', creadoEn: 1, creadoPor: 'test', presupuestoId: confirmed });
    // Twice: already confirmed, nothing changes.
    await expect(handleConfirmDeposit({ numero: NUMBERS[0] }, RECIBOS, db)).resolves.toEqual({
      confirmado: false,
      motivo: 'El presupuesto no tiene su fecha reservada provisoriamente.',
    });
    expect((await db.ref(`presupuestos/${untouched}/estado`).get()).val()).toBe('reservado');
    expect((await db.ref(`reservas/${DATES[1]}`).get()).val()).toMatchObject({ provisoria: true, venceEn: HELD_UNTIL });
  } finally {
    await db.ref().update({
      ...Object.fromEntries(DATES.map((date) => [`reservas/${date}`, null])),
      ...Object.fromEntries(NUMBERS.map((numero) => [`recibos/r${numero}`, null])),
    });
  }
});

it('at expiry a held date whose deposit was paid is made firm, not freed', async () => {
  const db = adminDb();
  const paid = db.ref('presupuestos').push().key;
  await db.ref().update({
    [`presupuestos/${paid}`]: budget('Pagó', DATES[2]),
    [`reservas/${DATES[2]}`]: hold(paid),
    [`recibos/r${NUMBERS[3]}`]: receipt(NUMBERS[3], paid, 'seña'),
  });
  try {
    const freed = await runHoldExpiry(db, AFTER);
    expect(freed.map((expired) => expired.date)).not.toContain(DATES[2]);
    expect((await db.ref(`reservas/${DATES[2]}`).get()).val()).toEqual({ tipo: 'evento', creadoEn: 1, creadoPor: 'test', presupuestoId: paid });
    const booked = (await db.ref(`presupuestos/${paid}`).get()).val();
    expect(booked.estado).toBe('confirmado');
    expect(Object.values((await db.ref(`historialPresupuestos/${paid}`).get()).val())).toEqual([
      { estado: 'confirmado', por: 'sistema', en: booked.actualizadoEn, nota: 'Seña recibida (recibo N° 09100004): reserva confirmada' },
    ]);
  } finally {
    await db.ref().update({ [`reservas/${DATES[2]}`]: null, [`recibos/r${NUMBERS[3]}`]: null });
  }
});
