import { familyBudget } from '../__fixtures__/budgets';
import { rawPrices } from '../__fixtures__/prices';
import {
  budgetDateMove,
  dateMoveNote,
  budgetDateConflict,
  budgetSaveWarnings,
  budgetMessage,
  budgetPreview,
  filterBudgets,
  sumOfBudgets,
  effectivePriceCopy,
  holidayDates,
  budgetToForm,
  budgetTotals,
  emptyBudgetForm,
  parseBudget,
  priceCopyFits,
  searchBudgets,
  takePriceCopy,
  validateBudgetForm,
  type BudgetForm,
} from './budget';
import { calculateQuote } from '../pricing/quote';

const NOW = new Date('2026-11-22T12:00:00-03:00');
const DECEMBER = rawPrices([12]);
const SATURDAY = '2026-12-12';

function form(overrides: Partial<BudgetForm> = {}): BudgetForm {
  return {
    ...emptyBudgetForm(NOW),
    cliente: 'Familia Pérez',
    telefono: '11 4444-5555',
    fechaEvento: SATURDAY,
    invitados: '60',
    alquiler: '4hs',
    tarifa: 'finDeSemana',
    horasExtra: '2',
    ...overrides,
  };
}

const budget = familyBudget;

describe('emptyBudgetForm', () => {
  it('starts as presupuestado, valid for 15 days from the hall’s today', () => {
    expect(emptyBudgetForm(NOW)).toMatchObject({ estado: 'presupuestado', validoHasta: '2026-12-07', cliente: '' });
  });
});

describe('budgetTotals', () => {
  it('gives the calculator’s total for the same input, less the discount', () => {
    const b = budget();
    const calculator = calculateQuote({ date: SATURDAY, rental: '4hs', extraHours: 2, extras: { camarera: 2 } }, DECEMBER);
    const totals = budgetTotals(b, b.precios!);
    expect(totals.quote.lines).toEqual(calculator.lines);
    expect(totals.subtotal).toBe(320_000 + 2 * 60_000 + 2 * 35_000);
    expect(totals.total).toBe(totals.subtotal - 20_000);
    expect(totals.saldo).toBe(totals.total - 100_000);
  });

  it('keeps the copied prices when the database prices change later', () => {
    const b = budget();
    const before = budgetTotals(b, b.precios!).total;
    const raised = rawPrices([12], { a_precio_4hs_: 999_999 });
    expect(takePriceCopy(raised, SATURDAY, 'finDeSemana').valores.a_precio_4hs_).toBe(999_999);
    expect(budgetTotals(b, b.precios!).total).toBe(before);
  });

  it.each([
    ['semana', 45_000],
    ['finDeSemana', 60_000],
  ] as const)('charges extra hours at the stored %s rate whatever the weekday', (tarifa, hourPrice) => {
    const b = budget({ horasExtra: 1, adicionales: {}, descuento: 0, sena: 0, precios: takePriceCopy(DECEMBER, SATURDAY, tarifa) });
    expect(budgetTotals(b, b.precios!).total).toBe(320_000 + hourPrice);
  });

  it('never discounts below zero', () => {
    const b = budget({ descuento: 10_000_000 });
    expect(budgetTotals(b, b.precios!).total).toBe(0);
  });
});

describe('priceCopyFits', () => {
  const copy = takePriceCopy(DECEMBER, SATURDAY, 'finDeSemana');
  it.each([
    ['2026-12-31', 'finDeSemana', true],
    ['2027-01-02', 'finDeSemana', false],
    [SATURDAY, 'semana', false],
    ['', 'finDeSemana', false],
  ] as const)('%s %s → %p', (date, rate, fits) => expect(priceCopyFits(copy, date, rate)).toBe(fits));
  it('a budget without a copy never fits', () => expect(priceCopyFits(null, SATURDAY, 'finDeSemana')).toBe(false));
});

describe('validateBudgetForm', () => {
  const copy = takePriceCopy(DECEMBER, SATURDAY, 'finDeSemana');
  const check = (overrides: Partial<BudgetForm>, storedFechaEvento?: string) =>
    validateBudgetForm(form(overrides), { now: NOW, priceCopy: copy, storedFechaEvento });

  it('accepts a complete budget and reads Argentine amounts', () => {
    const result = check({ descuento: '$ 15.000', sena: '100.000,00', adicionales: { ...form().adicionales, camarera: '2' } });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ invitados: 60, horasExtra: 2, descuento: 15_000, sena: 100_000, adicionales: { camarera: 2 }, alquiler: '4hs' }),
    });
  });

  it.each([
    [{ cliente: '  ' }, 'cliente', 'Escribí el nombre del cliente.'],
    [{ sena: '100.000,50' }, 'sena', 'Escribí la seña en pesos, sin centavos (por ejemplo 100.000).'],
    [{ descuento: '1500,5' }, 'descuento', 'Escribí el descuento en pesos, sin centavos (por ejemplo 15.000).'],
    [{ cliente: 'x'.repeat(121) }, 'cliente', 'El nombre no puede tener más de 120 caracteres.'],
    [{ telefono: '' }, 'telefono', 'Escribí el teléfono del cliente (para enviarle el presupuesto por WhatsApp).'],
    [{ telefono: '1234' }, 'telefono', expect.stringContaining('entre 8 y 15 números')],
    [{ telefono: 'once 4444 5555' }, 'telefono', expect.stringContaining('entre 8 y 15 números')],
    [{ fechaEvento: '' }, 'fechaEvento', 'Elegí la fecha del evento.'],
    [{ fechaEvento: '2026-02-30' }, 'fechaEvento', 'La fecha del evento no es válida.'],
    [{ fechaEvento: '2026-11-21' }, 'fechaEvento', 'La fecha del evento ya pasó.'],
    [{ invitados: '' }, 'invitados', 'Escribí la cantidad de invitados.'],
    [{ invitados: '0' }, 'invitados', 'Los invitados deben ser un número entero entre 1 y 2000.'],
    [{ invitados: '12,5' }, 'invitados', 'Los invitados deben ser un número entero entre 1 y 2000.'],
    [{ horasExtra: '-1' }, 'horasExtra', 'Las horas extra deben ser un número entero entre 0 y 99.'],
    [{ alquiler: '', horasExtra: '' }, 'alquiler', 'Elegí el alquiler del salón o al menos un adicional.'],
    [{ descuento: 'mucho' }, 'descuento', 'El descuento no es un importe válido. Escribilo como 15.000.'],
    [{ descuento: '1.000.000' }, 'descuento', 'El descuento no puede superar el subtotal ($ 440.000).'],
    [{ sena: '-5' }, 'sena', 'La seña no es un importe válido. Escribila como 100.000.'],
    [{ sena: '500.000' }, 'sena', 'La seña no puede superar el total ($ 440.000).'],
    [{ validoHasta: '' }, 'validoHasta', 'Elegí hasta qué fecha vale el presupuesto.'],
    // Issue 13 item 5: out of range gets the field's own message, never a database refusal.
    [{ validoHasta: '1899-12-31' }, 'validoHasta', '«Válido hasta» tiene que ser una fecha entre hoy y el lunes 22 de noviembre de 2027.'],
    [{ validoHasta: '2027-11-23' }, 'validoHasta', '«Válido hasta» tiene que ser una fecha entre hoy y el lunes 22 de noviembre de 2027.'],
    [{ validoHasta: '20266-01-01' }, 'validoHasta', '«Válido hasta» tiene que ser una fecha entre hoy y el lunes 22 de noviembre de 2027.'],
    [{ validoHasta: '2026-11-21' }, 'validoHasta', '«Válido hasta» tiene que ser una fecha entre hoy y el lunes 22 de noviembre de 2027.'],
    [{ fechaEvento: '2100-01-02' }, 'fechaEvento', 'La fecha del evento no es válida.'],
    [{ estado: 'anulado' }, 'estado', 'Elegí el estado del presupuesto.'],
  ] as Array<[Partial<BudgetForm>, string, unknown]>)('%p → error on %s', (overrides, field, message) => {
    const result = check(overrides);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ [field]: message });
  });

  it('flags a bad add-on quantity on that add-on', () => {
    const result = check({ adicionales: { ...form().adicionales, inflable: 'dos' } });
    expect(!result.ok && result.errors).toEqual({ 'adicionales.inflable': 'La cantidad debe ser un número entero entre 0 y 99.' });
  });

  it('lets an edited budget keep its stored past date', () => {
    expect(check({ fechaEvento: '2026-11-01' }, '2026-11-01').ok).toBe(true);
  });

  it('accepts a validity from today to a year ahead, and an edited budget keeps its stored past one', () => {
    expect(check({ validoHasta: '2026-11-22' }).ok).toBe(true);
    expect(check({ validoHasta: '2027-11-22' }).ok).toBe(true);
    const kept = validateBudgetForm(form({ validoHasta: '2026-11-01' }), { now: NOW, priceCopy: copy, storedValidoHasta: '2026-11-01' });
    expect(kept.ok).toBe(true);
  });
});

describe('stored budgets', () => {
  it('round-trips through the form', () => {
    const b = budget();
    const again = validateBudgetForm(budgetToForm(b), { now: NOW, priceCopy: b.precios });
    expect(again).toEqual({
      ok: true,
      value: expect.objectContaining({ cliente: b.cliente, adicionales: b.adicionales, descuento: 20_000, sena: 100_000, horasExtra: 2 }),
    });
  });

  it('reads an old budget without a price copy and ignores garbage', () => {
    const parsed = parseBudget('demo1', { cliente: 'Ana', fechaEvento: SATURDAY, adicionales: { camarera: 2, inventado: 4 }, sena: '100.000', estado: 'raro' });
    expect(parsed).toMatchObject({ id: 'demo1', precios: null, adicionales: { camarera: 2 }, sena: 100_000, estado: 'presupuestado', validoHasta: SATURDAY });
    expect(parseBudget('x', { cliente: 'Ana' })).toBeNull();
    expect(parseBudget('x', null)).toBeNull();
  });
});

describe('annulled budgets (README, "Staff guide")', () => {
  it('reads the annulment record and the status with it', () => {
    const parsed = parseBudget('b1', {
      ...budget({ estado: 'anulado' }),
      anulacion: { motivo: 'El cliente eligió otra fecha', por: 'admin@salon.test', en: 1_795_000_000_000 },
    });
    expect(parsed).toMatchObject({ estado: 'anulado', anulacion: { motivo: 'El cliente eligió otra fecha', por: 'admin@salon.test', en: 1_795_000_000_000 } });
    expect(parseBudget('b2', { ...budget(), anulacion: undefined })).toMatchObject({ estado: 'presupuestado', anulacion: null });
  });

  it('leaves annulled budgets out of the sum', () => {
    const annulment = { motivo: 'Duplicado', por: 'admin@salon.test', en: 1 };
    const list = [
      { id: 'a', anulacion: null, total: 440_000 },
      { id: 'b', anulacion: annulment, total: 300_000 },
      { id: 'c', anulacion: null, total: 150_000 },
      { id: 'd', anulacion: null, total: null },
    ];
    expect(sumOfBudgets(list, (entry) => entry.total)).toEqual({ total: 590_000, counted: 2 });
  });

  it('filters by status and by the month of the event', () => {
    const list = [
      { id: 'a', estado: 'presupuestado' as const, fechaEvento: '2026-12-12' },
      { id: 'b', estado: 'anulado' as const, fechaEvento: '2026-12-19' },
      { id: 'c', estado: 'presupuestado' as const, fechaEvento: '2027-01-09' },
    ];
    expect(filterBudgets(list, { estado: '', mes: '' }).map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(filterBudgets(list, { estado: 'presupuestado', mes: '' }).map((b) => b.id)).toEqual(['a', 'c']);
    expect(filterBudgets(list, { estado: '', mes: '2026-12' }).map((b) => b.id)).toEqual(['a', 'b']);
    expect(filterBudgets(list, { estado: 'anulado', mes: '2026-12' }).map((b) => b.id)).toEqual(['b']);
    expect(filterBudgets(list, { estado: 'anulado', mes: '2027-01' })).toEqual([]);
  });

  it('warns of a move to a date booked by staff or held by another budget, not by itself', () => {
    const taken = [
      { date: '2026-12-12', kind: 'evento' as const, budgetId: 'otro' },
      { date: '2026-12-19', kind: 'evento' as const },
      { date: '2026-12-26', kind: 'bloqueo' as const },
      { date: '2027-01-09', kind: 'evento' as const, budgetId: 'este' },
    ];
    expect(budgetDateConflict('2026-12-12', 'este', taken)).toEqual({
      kind: 'presupuesto',
      message: 'El sábado 12 de diciembre de 2026 ya está reservado por otro presupuesto.',
    });
    expect(budgetDateConflict('2026-12-19', 'este', taken)).toEqual({
      kind: 'evento',
      message: 'El sábado 19 de diciembre de 2026 ya tiene un evento reservado en el calendario.',
    });
    expect(budgetDateConflict('2026-12-26', 'este', taken)).toEqual({
      kind: 'bloqueo',
      message: 'El sábado 26 de diciembre de 2026 está bloqueado en el calendario.',
    });
    expect(budgetDateConflict('2027-01-09', 'este', taken)).toBeNull();
    expect(budgetDateConflict('2027-01-16', 'este', taken)).toBeNull();
    expect(budgetDateConflict('2027-01-23', 'este', [{ date: '2027-01-23', kind: 'evento', budgetId: 'otro', provisional: true }])).toEqual({
      kind: 'presupuesto',
      message: 'El sábado 23 de enero de 2027 está reservado provisoriamente por otro presupuesto.',
    });
  });
});

describe('budgetSaveWarnings', () => {
  const taken = [
    { date: '2026-12-12', kind: 'evento' as const },
    { date: '2026-12-19', kind: 'evento' as const, budgetId: 'otro', provisional: true as const },
  ];
  const check = { fechaEvento: '2026-12-12', invitados: 900, budgetId: null, taken, capacity: 150 };

  it('asks before a new budget on a booked date and above the hall’s capacity', () => {
    expect(budgetSaveWarnings(check)).toEqual([
      'El sábado 12 de diciembre de 2026 ya tiene un evento reservado en el calendario.',
      'Son 900 invitados y el salón recibe hasta 150.',
    ]);
    expect(budgetSaveWarnings({ ...check, fechaEvento: '2026-12-19', invitados: 150 })).toEqual([
      'El sábado 19 de diciembre de 2026 está reservado provisoriamente por otro presupuesto.',
    ]);
    expect(budgetSaveWarnings({ ...check, fechaEvento: '2026-12-26', invitados: 80, busyInCalendar: true })).toEqual([
      'El sábado 26 de diciembre de 2026 tiene un evento en el calendario de Google.',
    ]);
    expect(budgetSaveWarnings({ ...check, fechaEvento: '2026-12-26', invitados: 80 })).toEqual([]);
    expect(budgetSaveWarnings({ ...check, fechaEvento: '2026-12-26', capacity: null })).toEqual([]);
  });

  it('does not ask again about what an edited budget already had', () => {
    expect(budgetSaveWarnings({ ...check, budgetId: 'este', stored: { fechaEvento: '2026-12-12', invitados: 900 } })).toEqual([]);
    expect(budgetSaveWarnings({ ...check, budgetId: 'este', stored: { fechaEvento: '2026-12-12', invitados: 100 } })).toEqual([
      'Son 900 invitados y el salón recibe hasta 150.',
    ]);
  });
});

describe('searchBudgets', () => {
  const list = [
    { cliente: 'Familia Pérez', telefono: '11 4444-5555', fechaEvento: '2026-12-12' },
    { cliente: 'Lucía Gómez', telefono: '351 555 1234', fechaEvento: '2027-01-09' },
  ];
  it.each([
    ['', ['Lucía Gómez', 'Familia Pérez']],
    ['perez', ['Familia Pérez']],
    ['GOMEZ lucia', ['Lucía Gómez']],
    ['44445555', ['Familia Pérez']],
    ['12/12', ['Familia Pérez']],
    ['enero', ['Lucía Gómez']],
    ['2027-01', ['Lucía Gómez']],
    ['nadie', []],
  ])('%p → %p', (query, names) => expect(searchBudgets(list, query).map((b) => b.cliente)).toEqual(names));
});

describe('budgetMessage', () => {
  it('lists the lines, discount, total, deposit and validity in Spanish', () => {
    const b = budget();
    expect(budgetMessage(b, budgetTotals(b, b.precios!), { companyName: 'Salón' })).toBe(
      [
        '¡Hola, Familia Pérez! Te enviamos el presupuesto de Salón:',
        'Fecha del evento: sábado 12 de diciembre de 2026',
        'Invitados: 60',
        '- Alquiler del salón x 4 hs: $ 320.000',
        '- Hora extra fin de semana x 2: $ 120.000',
        '- Camarera x 2: $ 70.000',
        'Subtotal: $ 510.000',
        'Descuento: -$ 20.000',
        'Total: $ 490.000',
        'Seña: $ 100.000 (saldo $ 390.000)',
        'Válido hasta el lunes 7 de diciembre de 2026.',
      ].join('\n'),
    );
  });
});

describe('budgetPreview', () => {
  it('reads what can be read and counts the rest as 0', () => {
    const preview = budgetPreview(form({ horasExtra: 'dos', descuento: '$ 10.000', sena: 'x', adicionales: { ...form().adicionales, metegol: '3' } }));
    expect(preview).toEqual({ fechaEvento: SATURDAY, alquiler: '4hs', horasExtra: 0, adicionales: { metegol: 3 }, descuento: 10_000, sena: 0 });
  });
});

describe('holidayDates', () => {
  it('combines recurring and added holidays, minus the removed ones', () => {
    const dates = holidayDates([2026, 2027], [{ monthDay: '12-25' }, { monthDay: '7-9' }], [{ date: '2026-12-07' }], ['20271225']);
    expect([...dates].sort()).toEqual(['2026-07-09', '2026-12-07', '2026-12-25', '2027-07-09']);
  });
});

describe('effectivePriceCopy', () => {
  it('prefers the budget’s own copy, else today’s prices of its month', () => {
    const b = budget();
    expect(effectivePriceCopy(b, rawPrices([12], { a_precio_4hs_: 1 }))).toBe(b.precios);
    expect(effectivePriceCopy({ ...b, precios: null }, rawPrices([12], { a_precio_4hs_: 1 }))).toEqual({
      mes: 12,
      tarifa: 'finDeSemana',
      valores: { a_precio_4hs_: 1 },
    });
    expect(effectivePriceCopy({ ...b, precios: null, alquiler: '3hs' }, {})?.tarifa).toBe('semana');
    expect(effectivePriceCopy({ ...b, precios: null }, null)).toBeNull();
  });
});

describe('a budget that holds its date, saved under another date', () => {
  const NOW = Date.parse('2026-11-10T12:00:00-03:00');
  const HELD_UNTIL = Date.parse('2026-11-18T00:00:00-03:00');
  const held = { date: '2026-12-18', kind: 'evento' as const, budgetId: 'p1', provisional: true as const, expiresAt: HELD_UNTIL };

  it('takes its running hold to a free date, with the same end', () => {
    expect(budgetDateMove('p1', '2026-12-18', '2026-12-19', [held], NOW)).toEqual({ kind: 'move' });
  });
  it('takes a firm booking along as firm', () => {
    expect(budgetDateMove('p1', '2026-12-18', '2026-12-19', [{ date: '2026-12-18', kind: 'evento', budgetId: 'p1' }], NOW)).toEqual({ kind: 'move' });
  });
  it('releases it when the new date is blocked or held by another budget', () => {
    expect(budgetDateMove('p1', '2026-12-18', '2026-12-19', [held, { date: '2026-12-19', kind: 'bloqueo' }], NOW)).toEqual({ kind: 'release' });
    expect(budgetDateMove('p1', '2026-12-18', '2026-12-19', [held, { date: '2026-12-19', kind: 'evento', budgetId: 'p2' }], NOW)).toEqual({ kind: 'release' });
  });
  it('releases a hold already past its end instead of carrying it over', () => {
    expect(budgetDateMove('p1', '2026-12-18', '2026-12-19', [held], HELD_UNTIL)).toEqual({ kind: 'release' });
  });
  it('does nothing when the date did not change or the budget holds no date', () => {
    expect(budgetDateMove('p1', '2026-12-18', '2026-12-18', [held], NOW)).toEqual({ kind: 'none' });
    expect(budgetDateMove('p2', '2026-12-18', '2026-12-19', [held], NOW)).toEqual({ kind: 'none' });
  });
  it('says so in the history, in Spanish', () => {
    expect(dateMoveNote('2026-12-18', '2026-12-19', 'move')).toBe(
      'La fecha cambió del viernes 18 de diciembre de 2026 al sábado 19 de diciembre de 2026: la reserva pasó a la nueva fecha',
    );
    expect(dateMoveNote('2026-12-18', '2026-12-19', 'release')).toBe(
      'La fecha cambió del viernes 18 de diciembre de 2026 al sábado 19 de diciembre de 2026, que no está libre: se liberó la reserva',
    );
  });
});
