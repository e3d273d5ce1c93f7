import {
  buildAvailabilityIndex,
  busyDates,
  heldDates,
  holidaysInRange,
  lookupDate,
  nearestFreeDates,
  visitSlotsInRange,
  type AvailabilityInput,
} from './availabilityIndex';

// Sunday 22 November 2026, 10:00 in Buenos Aires.
const NOW = new Date('2026-11-22T13:00:00Z');
const PRICES = { a_precio_4hs_11: 300000, b_precio_3hs_11: 230000, a_precio_4hs_12: 320000, b_precio_3hs_12: 250000 };

const base: AvailabilityInput = {
  now: NOW,
  endDate: '2026-12-31',
  rawPrices: PRICES,
  bookings: [{ date: '2026-12-05' }, { date: '2026-11-20' }],
  events: [
    { start: { date: '2026-12-12' }, end: { date: '2026-12-13' } },
    { start: { dateTime: '2026-12-19T21:00:00-03:00' }, end: { dateTime: '2026-12-20T02:00:00-03:00' } },
    { status: 'cancelled', start: { date: '2026-12-26' }, end: { date: '2026-12-27' } },
    { start: { date: '2026-12-30' }, end: { date: '2027-01-03' } },
  ],
  visitSlots: [{ start: { dateTime: '2026-12-02T18:00:00-03:00' }, end: { dateTime: '2026-12-02T20:00:00-03:00' } }],
  recurringHolidays: [{ monthDay: '12-25', name: 'Navidad' }],
  holidayOverrides: { added: [{ date: '2026-12-08', name: 'Inmaculada Concepción' }], removed: [] },
};

describe('lookupDate on the merged sources', () => {
  const index = buildAvailabilityIndex(base);
  const cases: Array<[string, string, Partial<ReturnType<typeof lookupDate>>]> = [
    ['a staff booking is busy', '2026-12-05', { status: 'Ocupado', price: 320000, hours: 4, priceType: 'tarifa de fin de semana (4 hs)' }],
    ['an all-day Google event is busy', '2026-12-12', { status: 'Ocupado' }],
    ['a party past midnight blocks its first day', '2026-12-19', { status: 'Ocupado' }],
    ['… and the day it ends in', '2026-12-20', { status: 'Ocupado' }],
    ['a cancelled event blocks nothing', '2026-12-26', { status: 'Libre' }],
    ['a multi-day event blocks each day up to the end date', '2026-12-31', { status: 'Ocupado' }],
    [
      'a weekday is free at the 3-hour rate',
      '2026-11-23',
      { status: 'Libre', price: 230000, hours: 3, priceType: 'tarifa de semana (3 hs)', rateKind: 'semana' },
    ],
    ['today counts', '2026-11-22', { status: 'Libre', hours: 4 }],
    [
      'a holiday on a Tuesday takes the holiday rate',
      '2026-12-08',
      { status: 'Libre', price: 320000, hours: 4, holiday: 'Inmaculada Concepción', rateKind: 'feriado' },
    ],
    ['recurring holiday', '2026-12-25', { holiday: 'Navidad', priceType: 'tarifa de feriado (4 hs)' }],
    ['a date with a visit slot', '2026-12-02', { status: 'Libre', visitSlots: [{ start: '2026-12-02T18:00:00-03:00', end: '2026-12-02T20:00:00-03:00' }] }],
    ['the past is not verifiable', '2026-11-21', { status: 'no-verificable', price: null, priceType: null, hours: null }],
    ['after the end date is not verifiable', '2027-01-01', { status: 'no-verificable', price: null }],
    ['nonsense is not verifiable', '2026-13-01', { status: 'no-verificable' }],
  ];
  it.each(cases)('%s (%s)', (_name, date, expected) => {
    expect(lookupDate(index, date)).toMatchObject({ date, ...expected });
  });

  it('a month without prices gives a null price but keeps the rate and hours', () => {
    const info = lookupDate(buildAvailabilityIndex({ ...base, rawPrices: {} }), '2026-11-23');
    expect(info).toMatchObject({ status: 'Libre', price: null, hours: 3 });
  });

  it('weekend days follow the setting', () => {
    const info = lookupDate(buildAvailabilityIndex({ ...base, weekendDays: [6, 0] }), '2026-11-27'); // a Friday
    expect(info).toMatchObject({ hours: 3, price: 230000 });
  });

  it('when the events calendar failed, booked dates stay busy and the rest cannot be verified', () => {
    const index = buildAvailabilityIndex({ ...base, events: [], eventsVerified: false });
    expect(lookupDate(index, '2026-12-05').status).toBe('Ocupado');
    expect(lookupDate(index, '2026-11-23')).toMatchObject({ status: 'no-verificable', price: 230000 });
    expect(nearestFreeDates(index, '2026-12-05')).toEqual([]);
  });

  it('an end date before today leaves nothing verifiable', () => {
    const index = buildAvailabilityIndex({ ...base, endDate: '2026-11-01' });
    expect(lookupDate(index, '2026-11-22').status).toBe('no-verificable');
    expect(nearestFreeDates(index, '2026-11-22')).toEqual([]);
  });

  it('lists busy dates, holidays and visit slots of the range', () => {
    expect(busyDates(index)).toEqual(['2026-12-05', '2026-12-12', '2026-12-19', '2026-12-20', '2026-12-30', '2026-12-31']);
    expect(holidaysInRange(index)).toEqual([
      { date: '2026-12-08', name: 'Inmaculada Concepción' },
      { date: '2026-12-25', name: 'Navidad' },
    ]);
    expect(visitSlotsInRange(index)).toEqual([{ date: '2026-12-02', start: '2026-12-02T18:00:00-03:00', end: '2026-12-02T20:00:00-03:00' }]);
  });
});

describe('nearestFreeDates', () => {
  const index = buildAvailabilityIndex({
    ...base,
    bookings: ['2026-11-22', '2026-11-23', '2026-11-24', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-29'].map((date) => ({ date })),
    events: [{ start: { date: '2026-12-30' }, end: { date: '2027-01-01' } }],
  });
  const cases: Array<[string, string, number | undefined, string[]]> = [
    ['closest first, earlier first on a tie', '2026-12-05', undefined, ['2026-12-03', '2026-12-07', '2026-12-02']],
    ['never in the past', '2026-11-22', 3, ['2026-11-25', '2026-11-26', '2026-11-27']],
    ['never after the end date', '2026-12-31', 2, ['2026-12-28', '2026-12-27']],
    ['count 1', '2026-12-05', 1, ['2026-12-03']],
    ['a free date itself is not offered', '2026-12-10', 2, ['2026-12-09', '2026-12-11']],
    ['from a date after the range, the last free ones', '2027-02-01', 1, ['2026-12-28']],
  ];
  it.each(cases)('%s', (_name, date, count, expected) => {
    const found = nearestFreeDates(index, date, count);
    expect(found.map((info) => info.date)).toEqual(expected);
    expect(found.every((info) => info.status === 'Libre' && info.price !== null)).toBe(true);
  });
});

describe('provisional holds (docs/storage-contract.md)', () => {
  const index = buildAvailabilityIndex({
    ...base,
    bookings: [{ date: '2026-12-05' }, { date: '2026-12-04', provisional: true }, { date: '2026-12-12', provisional: true }],
  });

  it('a held date reads "Reservado provisoriamente" with its price; a Google event on it makes it "Ocupado"', () => {
    expect(lookupDate(index, '2026-12-04')).toMatchObject({ status: 'Reservado provisoriamente', price: 320000 });
    expect(lookupDate(index, '2026-12-12')).toMatchObject({ status: 'Ocupado' });
  });

  it('is listed apart from the busy dates and never offered as free', () => {
    expect(heldDates(index)).toEqual(['2026-12-04']);
    expect(busyDates(index)).not.toContain('2026-12-04');
    expect(nearestFreeDates(index, '2026-12-04', 2).map((info) => info.date)).toEqual(['2026-12-03', '2026-12-02']);
  });
});
