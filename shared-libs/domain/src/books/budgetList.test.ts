// The budget list's queries and /cobranzas' statuses.
import { budgetMonthChoices, budgetQuery, OPEN_PLAN_STATUSES, storedStatusValues } from './budgetList';

it('a month reads by the event date, else a status, else by when the budget was made', () => {
  expect(budgetQuery({ estado: '', mes: '' })).toEqual({ by: 'creadoEn' });
  expect(budgetQuery({ estado: 'confirmado', mes: '' })).toEqual({ by: 'estado', values: ['confirmado', 'aceptado'] });
  expect(budgetQuery({ estado: 'confirmado', mes: '2026-12' })).toEqual({ by: 'fechaEvento', from: '2026-12-01', to: '2026-12-31' });
});

it('a status is read with the old names stored for it', () => {
  expect(storedStatusValues('presupuestado')).toEqual(['presupuestado', 'borrador', 'enviado']);
  expect(storedStatusValues('reservado')).toEqual(['reservado']);
});

it('/cobranzas reads the statuses not paid, done or annulled', () => {
  expect(OPEN_PLAN_STATUSES).toEqual(['consulta', 'presupuestado', 'reservado', 'confirmado']);
});

it('the month filter crosses years', () => {
  const months = budgetMonthChoices('2027-01-15');
  expect(months.find((month) => month.value === '2026-12')).toEqual({ value: '2026-12', label: 'diciembre de 2026' });
  expect(months[0]).toEqual({ value: '2029-01', label: 'enero de 2029' });
});
