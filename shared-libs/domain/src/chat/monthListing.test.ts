import { DECEMBER_PRICES, rawPrices } from '../__fixtures__/prices';
import { tableAvailability } from './__fixtures__/tableAvailability';
import { listMonth, weekendDates, weekendDaysOf } from './monthListing';

const FRI_SAT_SUN = [5, 6, 0] as const;

describe('weekendDates', () => {
  it.each([
    // [today, which, expected]
    ['2026-11-25', 'este', ['2026-11-27', '2026-11-28', '2026-11-29']], // Wednesday: the coming one
    ['2026-11-25', 'proximo', ['2026-11-27', '2026-11-28', '2026-11-29']],
    ['2026-11-27', 'este', ['2026-11-27', '2026-11-28', '2026-11-29']], // Friday: this one, from today
    ['2026-11-28', 'este', ['2026-11-28', '2026-11-29']], // Saturday: what is left of it
    ['2026-11-28', 'proximo', ['2026-12-04', '2026-12-05', '2026-12-06']],
    ['2026-11-29', 'este', ['2026-12-04', '2026-12-05', '2026-12-06']], // Sunday: this one is over
  ] as const)('on %s, %s → %p', (today, which, expected) => {
    expect(weekendDates(which, [...FRI_SAT_SUN], today)).toEqual(expected);
  });

  it('follows another weekend setting', () => {
    expect(weekendDates('este', [6, 0], '2026-11-25')).toEqual(['2026-11-28', '2026-11-29']);
  });
});

describe('weekendDaysOf', () => {
  const NOW = new Date('2026-11-22T15:00:00Z');
  const prices = rawPrices([11, 12, 13], DECEMBER_PRICES);

  it('reads the weekend setting from the rates the availability charges, holidays aside', () => {
    const source = tableAvailability({ now: NOW, endDate: '2027-01-31', busy: [], holidays: ['2026-11-23'], rawPrices: prices, weekendDays: [6, 0] });
    expect(weekendDaysOf(source, '2026-11-22')).toEqual([0, 6]);
  });

  it('falls back to Friday–Sunday where the calendar says nothing', () => {
    const empty = tableAvailability({ now: NOW, endDate: '2026-11-01', busy: [], rawPrices: prices, weekendDays: [6] });
    expect(weekendDaysOf(empty, '2026-11-22')).toEqual([0, 5, 6]);
  });
});

describe('listMonth', () => {
  const NOW = new Date('2026-11-22T15:00:00Z');
  const source = tableAvailability({ now: NOW, endDate: '2026-12-15', busy: ['2026-12-05'], rawPrices: rawPrices([11, 12]) });

  it('keeps the free dates from today on, and marks where the published calendar ends inside the month', () => {
    const november = listMonth({ year: 2026, month: 11 }, null, source, '2026-11-22');
    expect(november).toMatchObject({ started: true, verifiable: true, unverified: 0, calendarEnd: null });
    expect(november.free.map((info) => info.date)[0]).toBe('2026-11-22');
    expect(november.free).toHaveLength(9);
    const december = listMonth({ year: 2026, month: 12 }, [6], source, '2026-11-22');
    expect(december).toMatchObject({ started: false, calendarEnd: '2026-12-15', after: [] });
    expect(december.free.map((info) => info.date)).toEqual(['2026-12-12']);
  });

  it('says a past month or one after the calendar cannot be checked', () => {
    expect(listMonth({ year: 2026, month: 10 }, null, source, '2026-11-22')).toMatchObject({ verifiable: false, free: [] });
    expect(listMonth({ year: 2027, month: 2 }, null, source, '2026-11-22')).toMatchObject({ verifiable: false, free: [] });
  });
});
