import {
  depositConfirmation,
  depositConfirmedNote,
  extendedExpiry,
  holdFirmWrites,
  holdDeadlineText,
  holdExpiresAt,
  holdLapseWrites,
  holdLastDay,
  holdOf,
  parseHoldDays,
  selectExpiredHolds,
  validateHoldDays,
} from './holds';

// The fixed clock of the tests: Tuesday 10 November 2026, noon in Buenos Aires (scripts/testing/clock.ts).
const NOW = new Date('2026-11-10T12:00:00-03:00');
const at = (text: string) => Date.parse(text);

describe('config/diasReserva', () => {
  it('reads whole days 1–60, anything else as the default 7', () => {
    expect(parseHoldDays(10)).toBe(10);
    expect(parseHoldDays(1)).toBe(1);
    expect(parseHoldDays(60)).toBe(60);
    for (const bad of [0, 61, 2.5, '7', null, undefined, -3, Number.NaN]) expect(parseHoldDays(bad)).toBe(7);
  });

  it('validates what staff type, in Spanish', () => {
    expect(validateHoldDays(' 14 ')).toEqual({ ok: true, value: 14 });
    for (const bad of ['', '0', '61', '2,5', 'siete', '-1', '1e1']) {
      expect(validateHoldDays(bad)).toEqual({ ok: false, error: 'Escribí una cantidad entera de días entre 1 y 60.' });
    }
  });
});

describe('when a hold lapses (the hall’s days, Buenos Aires)', () => {
  it('lasts through the day N days after today: held Tuesday 10 for 7 days, through Tuesday 17', () => {
    expect(holdExpiresAt(NOW, 7)).toBe(at('2026-11-18T00:00:00-03:00'));
    expect(holdLastDay(at('2026-11-18T00:00:00-03:00'))).toBe('2026-11-17');
    expect(holdExpiresAt(NOW, 1)).toBe(at('2026-11-12T00:00:00-03:00'));
    // Late at night in Buenos Aires is already the next day in UTC: the hall's day counts.
    expect(holdExpiresAt(new Date('2026-11-10T23:30:00-03:00'), 7)).toBe(at('2026-11-18T00:00:00-03:00'));
  });

  it('says "vence en N días", "vence mañana", "vence hoy" or "venció"', () => {
    const venceEn = at('2026-11-18T00:00:00-03:00');
    expect(holdDeadlineText(venceEn, NOW)).toBe('vence en 7 días');
    expect(holdDeadlineText(venceEn, new Date('2026-11-15T09:00:00-03:00'))).toBe('vence en 2 días');
    expect(holdDeadlineText(venceEn, new Date('2026-11-16T23:59:00-03:00'))).toBe('vence mañana');
    expect(holdDeadlineText(venceEn, new Date('2026-11-17T00:00:00-03:00'))).toBe('vence hoy');
    expect(holdDeadlineText(venceEn, new Date('2026-11-17T23:59:59-03:00'))).toBe('vence hoy');
    expect(holdDeadlineText(venceEn, new Date('2026-11-18T00:00:00-03:00'))).toBe('venció');
    expect(holdDeadlineText(venceEn, new Date('2026-12-01T10:00:00-03:00'))).toBe('venció');
  });

  it('extends from the hold’s last day, or from today once it lapsed', () => {
    const venceEn = at('2026-11-18T00:00:00-03:00');
    expect(extendedExpiry(venceEn, NOW, 3)).toBe(at('2026-11-21T00:00:00-03:00'));
    expect(extendedExpiry(venceEn, new Date('2026-11-20T10:00:00-03:00'), 3)).toBe(at('2026-11-23T00:00:00-03:00'));
  });
});

describe('which holds lapse', () => {
  const bookings = {
    '2026-11-20': { tipo: 'evento', presupuestoId: 'b1', provisoria: true, venceEn: at('2026-11-18T00:00:00-03:00') },
    '2026-11-21': { tipo: 'evento', presupuestoId: 'b2', provisoria: true, venceEn: at('2026-11-25T00:00:00-03:00') },
    '2026-11-22': { tipo: 'evento', presupuestoId: 'b3' },
    '2026-11-23': { tipo: 'bloqueo' },
    '2026-11-24': { tipo: 'evento', presupuestoId: 'b4', venceEn: at('2026-11-01T00:00:00-03:00') },
    '2026-11-19': { tipo: 'evento', presupuestoId: 'b5', provisoria: true, venceEn: at('2026-11-18T00:00:00-03:00') },
    'no-es-fecha': { tipo: 'evento', provisoria: true, venceEn: 1 },
  };

  it('selects only provisional holds whose venceEn is at or before now, by date', () => {
    expect(selectExpiredHolds(bookings, at('2026-11-17T23:59:59-03:00'))).toEqual([]);
    expect(selectExpiredHolds(bookings, at('2026-11-18T00:00:00-03:00'))).toEqual([
      { date: '2026-11-19', budgetId: 'b5' },
      { date: '2026-11-20', budgetId: 'b1' },
    ]);
    expect(selectExpiredHolds(bookings, at('2027-01-01T00:00:00-03:00')).map((hold) => hold.date)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    expect(selectExpiredHolds(null, 0)).toEqual([]);
  });

  it('reads a hold tolerantly', () => {
    expect(holdOf({ provisoria: true, venceEn: 5 })).toEqual({ provisional: true, expiresAt: 5 });
    expect(holdOf({ provisoria: 'true', venceEn: 5 })).toEqual({ provisional: false, expiresAt: null });
    expect(holdOf({ provisoria: true })).toEqual({ provisional: false, expiresAt: null });
  });

  it('lapses them in one write: dates freed, budgets back to presupuestado with the note in their history', () => {
    let n = 0;
    const writes = holdLapseWrites(
      [
        { date: '2026-11-19', budgetId: 'b5' },
        { date: '2026-11-20', budgetId: 'borrado' },
        { date: '2026-11-21', budgetId: null },
      ],
      { budgetIds: new Set(['b5']), newKey: () => `k${++n}`, serverTime: 'AHORA' },
    );
    expect(writes).toEqual({
      'reservas/2026-11-19': null,
      'reservas/2026-11-20': null,
      'reservas/2026-11-21': null,
      'presupuestos/b5/estado': 'presupuestado',
      'presupuestos/b5/actualizadoEn': 'AHORA',
      'historialPresupuestos/b5/k1': { estado: 'presupuestado', por: 'sistema', en: 'AHORA', nota: 'La reserva provisoria venció' },
    });
  });
});

describe('a deposit confirms a held budget', () => {
  const HELD = { tipo: 'evento', creadoEn: 1, creadoPor: 'u1', presupuestoId: 'p1', provisoria: true, venceEn: 2 };
  const BUDGET = { cliente: 'Ana', fechaEvento: '2026-12-18', estado: 'reservado' };
  const DEPOSIT = { numero: 12, monto: 100_000, concepto: 'seña', presupuestoId: 'p1' };

  it('when the receipt is a deposit of that budget, which holds its date provisionally', () => {
    expect(depositConfirmation(DEPOSIT, BUDGET, HELD, 'p1')).toEqual({ confirm: true });
  });

  it.each([
    ['no receipt', null, BUDGET, HELD, 'El recibo no existe.'],
    ['a balance', { ...DEPOSIT, concepto: 'saldo' }, BUDGET, HELD, 'El recibo no es de una seña.'],
    ['an annulled deposit', { ...DEPOSIT, anulacion: { motivo: 'Error', por: 'a@b.c', en: 1 } }, BUDGET, HELD, 'El recibo está anulado.'],
    ['another budget’s deposit', { ...DEPOSIT, presupuestoId: 'p2' }, BUDGET, HELD, 'El recibo no corresponde a un presupuesto.'],
    ['a budget already confirmed', DEPOSIT, { ...BUDGET, estado: 'confirmado' }, HELD, 'El presupuesto no tiene su fecha reservada provisoriamente.'],
    [
      'an annulled budget',
      DEPOSIT,
      { ...BUDGET, estado: 'anulado', anulacion: { motivo: 'x', por: 'a@b.c', en: 1 } },
      HELD,
      'El presupuesto no tiene su fecha reservada provisoriamente.',
    ],
    [
      'a date booked for good',
      DEPOSIT,
      BUDGET,
      { tipo: 'evento', creadoEn: 1, creadoPor: 'u1', presupuestoId: 'p1' },
      'La fecha del presupuesto ya no está reservada a su nombre.',
    ],
    ['a date held for another budget', DEPOSIT, BUDGET, { ...HELD, presupuestoId: 'p2' }, 'La fecha del presupuesto ya no está reservada a su nombre.'],
  ])('not with %s', (_name, receipt, budget, booking, reason) => {
    expect(depositConfirmation(receipt, budget, booking, 'p1')).toEqual({ confirm: false, reason });
  });

  it('in one write: the hold made firm, the budget confirmed and stamped, a line in its history', () => {
    expect(
      holdFirmWrites(
        { id: 'p1', fechaEvento: '2026-12-18' },
        { por: 'recibos@salon.test', nota: depositConfirmedNote('0012'), newKey: () => 'h1', serverTime: 99 },
      ),
    ).toEqual({
      'reservas/2026-12-18/provisoria': null,
      'reservas/2026-12-18/venceEn': null,
      'presupuestos/p1/estado': 'confirmado',
      'presupuestos/p1/actualizadoEn': 99,
      'historialPresupuestos/p1/h1': { estado: 'confirmado', por: 'recibos@salon.test', en: 99, nota: 'Seña recibida (recibo N° 0012): reserva confirmada' },
    });
  });
});
