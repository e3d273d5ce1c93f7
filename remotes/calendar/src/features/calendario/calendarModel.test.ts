import { buildAvailabilityIndex, lookupDate, parsePromotions } from '@salon/domain';
import { datesByMonth, monthViewEvents, monthViewRange, priceText, statusClass, statusText } from './calendarModel';

const index = buildAvailabilityIndex({
  now: new Date('2026-11-22T13:00:00Z'),
  endDate: '2027-01-02',
  rawPrices: { a_precio_4hs_12: 320000, b_precio_3hs_12: 250000 },
  bookings: [{ date: '2026-12-05' }],
  events: [{ start: { dateTime: '2026-12-12T22:00:00-03:00' }, end: { dateTime: '2026-12-13T03:00:00-03:00' } }],
  visitSlots: [{ start: { dateTime: '2026-12-02T21:00:00Z' }, end: { dateTime: '2026-12-02T23:00:00Z' } }],
  recurringHolidays: [{ monthDay: '12-25', name: 'Navidad' }],
});

it('the month view shows busy dates as "Ocupado", holidays as "feriado" and visit slots with their hours', () => {
  expect(monthViewEvents(index)).toEqual([
    { title: 'Ocupado', start: '2026-12-05', allDay: true, className: 'calEvents' },
    { title: 'Ocupado', start: '2026-12-12', allDay: true, className: 'calEvents' },
    { title: 'Ocupado', start: '2026-12-13', allDay: true, className: 'calEvents' },
    { title: 'feriado', start: '2026-12-25', allDay: true, className: 'calEvents2' },
    { title: 'Visita 18:00 a 20:00 hs', start: '2026-12-02', allDay: true, className: 'calVisits' },
  ]);
});

it('lists every coming date by month, in Spanish, with its status', () => {
  const months = datesByMonth(index, { start: index.start, end: index.end });
  expect(months.map((month) => [month.title, month.days.length])).toEqual([
    ['noviembre de 2026', 9],
    ['diciembre de 2026', 31],
    ['enero de 2027', 2],
  ]);
  const december = months[1]!.days;
  expect(statusText(december[4]!)).toBe('Ocupado');
  expect(statusText(december[6]!)).toBe('Libre · $ 250.000');
  expect(statusText(months[0]!.days[0]!)).toBe('Libre · precio a consultar');
});

it('a date a promotion covers shows the lowered price and names the promotion', () => {
  const promoted = buildAvailabilityIndex({
    now: new Date('2026-11-22T13:00:00Z'),
    endDate: '2027-01-02',
    rawPrices: { a_precio_4hs_12: 320000, b_precio_3hs_12: 250000 },
    promotions: parsePromotions({ p1: { titulo: 'Martes y miércoles 15 % off', dias: [2, 3], aplicaA: ['3hs'], porcentaje: 15, orden: 1 } }),
  });
  const tuesday = lookupDate(promoted, '2026-12-15');
  expect(priceText(tuesday)).toBe('$ 212.500, incluye promoción «Martes y miércoles 15 % off» (−$ 37.500)');
  expect(statusText(tuesday)).toBe('Libre · $ 212.500');
  expect(priceText(lookupDate(promoted, '2026-12-17'))).toBe('$ 250.000');
});

it('a date a budget holds provisionally shows "Reservado provisoriamente" in its own colour (docs/storage-contract.md)', () => {
  const held = buildAvailabilityIndex({
    now: new Date('2026-11-22T13:00:00Z'),
    endDate: '2026-12-31',
    rawPrices: { a_precio_4hs_12: 320000, b_precio_3hs_12: 250000 },
    bookings: [{ date: '2026-12-05' }, { date: '2026-12-04', provisional: true }],
  });
  expect(monthViewEvents(held)).toEqual([
    { title: 'Ocupado', start: '2026-12-05', allDay: true, className: 'calEvents' },
    { title: 'Reservado provisoriamente', start: '2026-12-04', allDay: true, className: 'calHeld' },
  ]);
  expect(statusText(lookupDate(held, '2026-12-04'))).toBe('Reservado provisoriamente');
  expect(statusClass('Reservado provisoriamente')).toBe('provisorio');
});

it('the month view shows this whole month, its gone days greyed, up to the last published day (its end exclusive)', () => {
  expect(monthViewRange({ start: '2026-11-22', end: '2027-01-02' })).toEqual({ start: '2026-11-01', end: '2027-01-03' });
  expect(monthViewRange({ start: '2026-12-01', end: '2026-12-31' })).toEqual({ start: '2026-12-01', end: '2027-01-01' });
});
