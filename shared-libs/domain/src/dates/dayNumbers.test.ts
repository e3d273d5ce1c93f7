import fc from 'fast-check';
import { addDays, isValidIsoDate, toIsoDate } from './dates';
import { dayNumberOf, isoDateOfDayNumber } from './dayNumbers';

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['2026-12-05', 20792],
    ['2024-02-29', 19782],
    ['2000-02-29', 11016],
    ['1969-12-31', -1],
  ])('%s is day %i', (iso, day) => {
    expect(dayNumberOf(iso)).toBe(day);
    expect(isoDateOfDayNumber(day)).toBe(iso);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '2026-1-05', '26-12-05', '2026/12/05', 'abcd-ef-gh', ''])(
    'rejects %j',
    (text) => expect(dayNumberOf(text)).toBeNull(),
  );

  it('agrees with the calendar of dates.ts for any day from 1900 to 2099', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: -800, max: 800 }),
        (year, month, day, shift) => {
          const iso = toIsoDate({ year, month, day });
          expect(dayNumberOf(iso) !== null).toBe(isValidIsoDate(iso));
          if (!isValidIsoDate(iso)) return;
          expect(isoDateOfDayNumber(dayNumberOf(iso)! + shift)).toBe(addDays(iso, shift));
        },
      ),
    );
  });
});
