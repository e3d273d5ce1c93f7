// The calculator's model on the tests' fixed day (Tuesday 10 November 2026) with November's demo prices.
import { EXTRA_KEYS, type ExtraKey } from '@salon/domain';
import { calculatorState, rentalForDate, SEND_REASONS, type CalculatorData, type CalculatorForm } from './calculatorModel';

const TODAY = '2026-11-10';
// November (page 11) as the seed stores it.
const NOVEMBER = {
  a_precio_4hs_11: 360000,
  b_precio_3hs_11: 281500,
  c_hora_extra_finde_11: 67500,
  d_hora_extra_semana_11: 50500,
  e_camarera_11: 39500,
  h_inflable_11: 28000,
};
const NONE = Object.fromEntries(EXTRA_KEYS.map((key) => [key, '0'])) as Record<ExtraKey, string>;

const form = (overrides: Partial<CalculatorForm> = {}): CalculatorForm => ({
  dateText: '',
  chosenPage: 11,
  rental: null,
  extraHoursText: '0',
  extraTexts: NONE,
  ...overrides,
});
const data = (overrides: Partial<CalculatorData> = {}): CalculatorData => ({
  today: TODAY,
  rawPrices: NOVEMBER,
  weekendDays: [5, 6, 0],
  report: null,
  companyName: 'Salón',
  ...overrides,
});
const free = (date: string, holiday: string | null = null) => ({ report: { date, kind: 'free' as const, holiday } });

describe('quantities that are not whole numbers 0–99', () => {
  it.each([
    ['abc', 'Escribí la cantidad con números (por ejemplo 2).'],
    ['-2', 'La cantidad no puede ser negativa. Escribí 0 o más.'],
    ['1,5', 'Escribí un número entero, sin decimales (por ejemplo 2).'],
  ])('%p: its message, not counted, and the send button waits', (text, message) => {
    const state = calculatorState(
      form({ dateText: '2026-11-19', rental: '3hs', extraTexts: { ...NONE, camarera: text, inflable: '1' } }),
      data(free('2026-11-19')),
    );
    expect(state.quantityErrors).toEqual({ camarera: message });
    expect(state.lines).toEqual([
      { field: 'b_precio_3hs_', label: 'Alquiler del salón x 3 hs', amount: '$ 281.500' },
      { field: 'h_inflable_', label: 'Inflable', amount: '$ 28.000' },
    ]);
    expect(state.total).toBe('$ 309.500');
    expect(state.send).toEqual({ ok: false, reason: 'Corregí las cantidades marcadas para enviarnos la cotización.' });
  });

  it('the extra hours too', () => {
    const state = calculatorState(form({ rental: '4hs', extraHoursText: '2.5' }), data());
    expect(state.quantityErrors).toEqual({ extraHours: 'Escribí un número entero, sin decimales (por ejemplo 2).' });
    expect(state.total).toBe('$ 360.000');
    expect(state.send).toEqual({ ok: false, reason: SEND_REASONS.quantities });
  });
});

describe('the rental options are the ones the date has', () => {
  it('a Friday (weekend rate) offers the 4-hour option at its price, never the 3-hour one', () => {
    // Whatever was on before (the 3-hour option of a month without date), the Friday's own option is quoted.
    const state = calculatorState(form({ dateText: '2026-11-20', rental: '3hs' }), data(free('2026-11-20')));
    expect(state.rentalOptions).toEqual(['4hs']);
    expect(state.rental).toBe('4hs');
    expect(state.priceType).toBe('finDeSemana');
    expect(state.lines).toEqual([{ field: 'a_precio_4hs_', label: 'Alquiler del salón x 4 hs', amount: '$ 360.000' }]);
  });

  it('a weekday offers the 3-hour option', () => {
    const state = calculatorState(form({ dateText: '2026-11-19', rental: '4hs', extraHoursText: '1' }), data(free('2026-11-19')));
    expect(state.rentalOptions).toEqual(['3hs']);
    expect(state.lines).toEqual([
      { field: 'b_precio_3hs_', label: 'Alquiler del salón x 3 hs', amount: '$ 281.500' },
      { field: 'd_hora_extra_semana_', label: 'Hora extra de semana', amount: '$ 50.500' },
    ]);
  });

  it('weekend days come from the setting: without Friday, a Friday is a weekday', () => {
    const state = calculatorState(form({ dateText: '2026-11-20', rental: '4hs' }), data({ weekendDays: [6, 0], ...free('2026-11-20') }));
    expect(state.rentalOptions).toEqual(['3hs']);
    expect(state.total).toBe('$ 281.500');
  });

  it('a holiday on a Monday offers the 4 hours, with the weekend extra hour, and names the holiday', () => {
    const state = calculatorState(
      form({ dateText: '2026-11-23', rental: '3hs', extraHoursText: '1' }),
      data(free('2026-11-23', 'Día de la Soberanía Nacional (trasladado)')),
    );
    expect(state.rentalOptions).toEqual(['4hs']);
    expect(state.priceType).toBe('feriado');
    expect(state.when).toBe('Lunes 23 de noviembre de 2026 — feriado: Día de la Soberanía Nacional (trasladado)');
    expect(state.total).toBe('$ 427.500');
  });

  it('turned off stays off; only a month offers both', () => {
    expect(calculatorState(form({ dateText: '2026-11-20', rental: null }), data(free('2026-11-20'))).lines).toEqual([]);
    const month = calculatorState(form({ rental: '3hs' }), data());
    expect(month.rentalOptions).toEqual(['3hs', '4hs']);
    expect(month.when).toBe('Noviembre 2026 (sin fecha elegida)');
    expect(month.total).toBe('$ 281.500');
  });

  it('picking a date switches its own option on', () => {
    expect(rentalForDate('2026-11-20', [5, 6, 0])).toBe('4hs');
    expect(rentalForDate('2026-11-19', [5, 6, 0])).toBe('3hs');
    expect(rentalForDate('2026-11-19', undefined)).toBe('3hs');
  });
});

describe('availability before sending', () => {
  const friday = form({ dateText: '2026-11-20', rental: '4hs' });
  it.each([
    ['booked', { report: { date: '2026-11-20', kind: 'booked' as const, holiday: null } }, SEND_REASONS.booked],
    ['still checking', { report: { date: '2026-11-20', kind: 'checking' as const, holiday: null } }, SEND_REASONS.checking],
    ['no report yet', { report: null }, SEND_REASONS.checking],
    ['a report of the date chosen before', { report: { date: '2026-11-19', kind: 'free' as const, holiday: null } }, SEND_REASONS.checking],
  ])('%s: the send button waits', (_name, overrides, reason) => {
    expect(calculatorState(friday, data(overrides)).send).toEqual({ ok: false, reason });
  });

  it.each([
    ['free', { report: { date: '2026-11-20', kind: 'free' as const, holiday: null } }],
    ['not verifiable (WhatsApp confirms it)', { report: { date: '2026-11-20', kind: 'unknown' as const, holiday: null } }],
    ['the availability part failed', { report: null, availabilityDown: true }],
  ])('%s: it may be sent', (_name, overrides) => {
    expect(calculatorState(friday, data(overrides)).send.ok).toBe(true);
  });

  it('the reasons, in Spanish', () => {
    expect(SEND_REASONS).toEqual({
      date: 'Corregí la fecha para enviarnos la cotización.',
      quantities: 'Corregí las cantidades marcadas para enviarnos la cotización.',
      booked: 'Esa fecha ya está reservada: elegí otra fecha para enviarnos la cotización.',
      checking: 'Esperá un momento: estamos viendo si la fecha está libre.',
      empty: 'Elegí al menos una opción para enviarnos la cotización.',
    });
  });

  it('a past date waits with its own reason', () => {
    expect(calculatorState(form({ dateText: '2026-11-09', rental: '3hs' }), data()).send).toEqual({ ok: false, reason: SEND_REASONS.date });
  });
});

describe('the summary and the WhatsApp message agree line by line', () => {
  it('the same lines, labels and amounts', () => {
    const state = calculatorState(
      form({ dateText: '2026-11-23', rental: '4hs', extraHoursText: '2', extraTexts: { ...NONE, camarera: '3', inflable: '1', proyector: '1' } }),
      data(free('2026-11-23', 'Día de la Soberanía Nacional (trasladado)')),
    );
    expect(state.lines.map((line) => `${line.label}: ${line.amount}`)).toEqual([
      'Alquiler del salón x 4 hs: $ 360.000',
      'Hora extra fin de semana x 2: $ 135.000',
      'Camarera x 3: $ 118.500',
      'Inflable: $ 28.000',
      'Proyector: Consultar',
    ]);
    expect(state.total).toBe('$ 641.500');
    expect(state.send).toEqual({
      ok: true,
      message: [
        '¡Hola, Salón! Quiero consultar por este presupuesto:',
        'Fecha: lunes 23 de noviembre de 2026 — feriado: Día de la Soberanía Nacional (trasladado)',
        '- Alquiler del salón x 4 hs: $ 360.000',
        '- Hora extra fin de semana x 2: $ 135.000',
        '- Camarera x 3: $ 118.500',
        '- Inflable: $ 28.000',
        '- Proyector: Consultar',
        'Total: $ 641.500 (sin incluir los ítems a consultar)',
      ].join('\n'),
    });
  });
});

describe('what the inquiry form opens with', () => {
  it('a holiday’s extra hours at the weekend rate, with the date', () => {
    // Thursday 19 November with a holiday: 4 hours and its extra hour at the weekend rate.
    const state = calculatorState(form({ dateText: '2026-11-19', rental: '4hs', extraHoursText: '1' }), data(free('2026-11-19', 'Día de prueba')));
    expect(state.inquiry).toEqual({
      fecha: '2026-11-19',
      cotizacion: {
        mes: 11,
        fecha: '2026-11-19',
        alquiler: '4hs',
        horasExtra: 1,
        tarifa: 'finDeSemana',
        adicionales: {},
        precios: { a_precio_4hs_: 360000, c_hora_extra_finde_: 67500 },
        promocion: null,
        total: 427500,
      },
    });
  });

  it('a month without a date: the rental’s rate; nothing chosen carries no quote', () => {
    const state = calculatorState(
      form({ chosenPage: 12, rental: '3hs', extraHoursText: '2' }),
      data({ rawPrices: { b_precio_3hs_12: 300000, d_hora_extra_semana_12: 50000 } }),
    );
    expect(state.inquiry.cotizacion).toMatchObject({ mes: 12, fecha: null, tarifa: 'semana', horasExtra: 2, total: 400000 });
    expect(calculatorState(form(), data()).inquiry).toEqual({});
  });
});
