// The budget list's queries and /cobranzas' statuses.
import { budgetMonthChoices, budgetQuery, HELD_PLAN_STATUSES, OPEN_PLAN_STATUSES, planMayBeOpen, QUOTE_STATUSES, storedStatusValues } from './budgetList';

it('a month reads by the event date, else a status, else by when the budget was made', () => {
  expect(budgetQuery({ estado: '', mes: '' })).toEqual({ by: 'creadoEn' });
  expect(budgetQuery({ estado: 'confirmado', mes: '' })).toEqual({ by: 'estado', values: ['confirmado', 'aceptado'] });
  expect(budgetQuery({ estado: 'confirmado', mes: '2026-12' })).toEqual({ by: 'fechaEvento', from: '2026-12-01', to: '2026-12-31' });
});

it('a status is read with the old names stored for it', () => {
  expect(storedStatusValues('presupuestado')).toEqual(['presupuestado', 'borrador', 'enviado']);
  expect(storedStatusValues('reservado')).toEqual(['reservado']);
});

it('/cobranzas reads the statuses not paid, done or annulled: quotes, and the budgets that hold their date', () => {
  expect(OPEN_PLAN_STATUSES).toEqual(['consulta', 'presupuestado', 'reservado', 'confirmado']);
  expect(QUOTE_STATUSES).toEqual(['consulta', 'presupuestado']);
  expect(HELD_PLAN_STATUSES).toEqual(['reservado', 'confirmado']);
});

describe('planMayBeOpen on Friday 4 December 2026', () => {
  const TODAY = '2026-12-04';
  const paidWithoutDate = { numero: 9_100_001, pagoMercadoPago: '1234567890', en: 1 };
  it.each([
    ['a quote for a later day', { estado: 'presupuestado', fechaEvento: '2027-03-13' }, true],
    ['a quote for today', { estado: 'consulta', fechaEvento: '2026-12-04' }, true],
    ['a quote whose day has passed (never taken)', { estado: 'presupuestado', fechaEvento: '2019-05-18' }, false],
    ['a held date that has passed, not yet marked done', { estado: 'confirmado', fechaEvento: '2026-11-28' }, true],
    ['a held date to come', { estado: 'reservado', fechaEvento: '2027-01-09' }, true],
    ['a past quote a Mercado Pago seña came to without its date', { estado: 'presupuestado', fechaEvento: '2026-11-21', pagoSinFecha: paidWithoutDate }, true],
    ['a paid event to come (the kept figures list it if it owes)', { estado: 'pagado', fechaEvento: '2027-02-06' }, false],
    ['an annulled quote to come', { estado: 'anulado', fechaEvento: '2027-02-06' }, false],
  ] as const)('%s → %s', (_what, budget, expected) => {
    expect(planMayBeOpen(budget, TODAY)).toBe(expected);
  });
});

it('the month filter crosses years', () => {
  const months = budgetMonthChoices('2027-01-15');
  expect(months.find((month) => month.value === '2026-12')).toEqual({ value: '2026-12', label: 'diciembre de 2026' });
  expect(months[0]).toEqual({ value: '2029-01', label: 'enero de 2029' });
});
