import { eventDaySpan, formatVisitSlotHours, visitSlotDate, visitSlotOf, type CalendarEventItem } from './calendarEvents';
import { hallDateOfInstant, instantOfDateTime, startOfHallDay } from '../dates/hallTime';

describe('eventDaySpan: the hall dates an event covers', () => {
  const cases: Array<[string, CalendarEventItem, { first: string; last: string } | null]> = [
    [
      'all-day event ends the day before its end.date',
      { start: { date: '2026-12-05' }, end: { date: '2026-12-06' } },
      { first: '2026-12-05', last: '2026-12-05' },
    ],
    ['all-day over three days', { start: { date: '2026-12-30' }, end: { date: '2027-01-02' } }, { first: '2026-12-30', last: '2027-01-01' }],
    ['all-day without end blocks its day', { start: { date: '2026-12-05' } }, { first: '2026-12-05', last: '2026-12-05' }],
    [
      'timed, Buenos Aires offset, late evening stays that day',
      { start: { dateTime: '2026-12-05T20:00:00-03:00' }, end: { dateTime: '2026-12-05T23:30:00-03:00' } },
      { first: '2026-12-05', last: '2026-12-05' },
    ],
    [
      'timed in UTC after midnight UTC is still the 5th in the hall',
      { start: { dateTime: '2026-12-06T00:30:00Z' }, end: { dateTime: '2026-12-06T02:30:00Z' } },
      { first: '2026-12-05', last: '2026-12-05' },
    ],
    [
      'timed in UTC after 03:00 UTC is the 6th',
      { start: { dateTime: '2026-12-06T03:00:00Z' }, end: { dateTime: '2026-12-06T05:00:00Z' } },
      { first: '2026-12-06', last: '2026-12-06' },
    ],
    [
      'a party past midnight blocks both days',
      { start: { dateTime: '2026-12-05T21:00:00-03:00' }, end: { dateTime: '2026-12-06T02:00:00-03:00' } },
      { first: '2026-12-05', last: '2026-12-06' },
    ],
    [
      'ending exactly at midnight does not take the next day',
      { start: { dateTime: '2026-12-05T20:00:00-03:00' }, end: { dateTime: '2026-12-06T00:00:00-03:00' } },
      { first: '2026-12-05', last: '2026-12-05' },
    ],
    [
      'Tokyo offset converted to the hall',
      { start: { dateTime: '2026-12-06T09:00:00+09:00' }, end: { dateTime: '2026-12-06T10:00:00+09:00' } },
      { first: '2026-12-05', last: '2026-12-05' },
    ],
    [
      'date-time without offset is the hall clock',
      { start: { dateTime: '2026-12-05T23:30:00' }, end: { dateTime: '2026-12-05T23:45:00' } },
      { first: '2026-12-05', last: '2026-12-05' },
    ],
    ['cancelled event covers nothing', { status: 'cancelled', start: { date: '2026-12-05' }, end: { date: '2026-12-06' } }, null],
    ['no start covers nothing', { summary: 'roto' }, null],
    ['unreadable date covers nothing', { start: { date: '2026-02-30' } }, null],
    ['unreadable date-time covers nothing', { start: { dateTime: 'mañana' } }, null],
  ];
  it.each(cases)('%s', (_name, event, expected) => {
    expect(eventDaySpan(event)).toEqual(expected);
  });
});

describe('hall time', () => {
  it.each([
    ['2026-12-05T23:30:00-03:00', '2026-12-05'],
    ['2026-12-06T02:30:00Z', '2026-12-05'],
    ['2026-12-06T02:59:59.999Z', '2026-12-05'],
    ['2026-12-06T03:00:00Z', '2026-12-06'],
    ['2024-02-29T12:00:00-03:00', '2024-02-29'],
    ['2027-01-01T01:00:00Z', '2026-12-31'],
    // Summer 2008–09 Buenos Aires ran on −02:00: the offset comes from the time-zone data, not a constant.
    ['2009-01-15T02:30:00Z', '2009-01-15'],
  ])('%s is %s in Buenos Aires', (dateTime, date) => {
    expect(hallDateOfInstant(instantOfDateTime(dateTime)!)).toBe(date);
  });
});

describe('visit slots', () => {
  it('keeps start and end as given and tells the hours on the hall clock', () => {
    const slot = visitSlotOf({ start: { dateTime: '2026-12-09T13:00:00Z' }, end: { dateTime: '2026-12-09T15:30:00Z' } });
    expect(slot).toEqual({ start: '2026-12-09T13:00:00Z', end: '2026-12-09T15:30:00Z' });
    expect(visitSlotDate(slot!)).toBe('2026-12-09');
    expect(formatVisitSlotHours(slot!)).toBe('10:00 a 12:30 hs');
  });
  it('an all-day slot is "todo el día" on its date; a cancelled one is none', () => {
    const slot = visitSlotOf({ start: { date: '2026-12-10' }, end: { date: '2026-12-11' } })!;
    expect(visitSlotDate(slot)).toBe('2026-12-10');
    expect(formatVisitSlotHours(slot)).toBe('todo el día');
    expect(visitSlotOf({ status: 'cancelled', start: { date: '2026-12-10' } })).toBeNull();
  });
});

describe('startOfHallDay', () => {
  it('is 03:00 UTC in Buenos Aires', () => {
    expect(new Date(startOfHallDay('2026-12-05')).toISOString()).toBe('2026-12-05T03:00:00.000Z');
    expect(new Date(startOfHallDay('2027-01-01')).toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });
});
