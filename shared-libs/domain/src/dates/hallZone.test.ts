import { HALL_TIME_ZONE, hallOffsetMinutes } from './hallZone';
import { todayInHall } from './dates';

// Made once: building a formatter costs more than the 40,000 instants the first test formats with it.
const hallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: HALL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The offset Intl (Node's full ICU time-zone data) gives for the hall at an instant. */
function intlOffsetMinutes(ms: number): number {
  const parts = hallClock.formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round((Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - ms) / 60_000);
}

describe('the hall’s UTC offset without Intl', () => {
  it('is −3 h at every hour from the end of the last daylight saving (15 March 2009) to 2040, as the tz database says', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2009, 2, 15, 2); ms < Date.UTC(2041, 0, 1); ms += 3_600_000 * 7) {
      if (hallOffsetMinutes(ms) !== intlOffsetMinutes(ms)) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('asks Intl for earlier instants: summer time of 2008–2009 was −2 h', () => {
    expect(hallOffsetMinutes(Date.UTC(2009, 0, 10, 15))).toBe(-120);
    expect(hallOffsetMinutes(Date.UTC(2008, 6, 10, 15))).toBe(-180);
  });

  it('turns the day at midnight in Buenos Aires, not at midnight UTC', () => {
    expect(todayInHall(new Date('2026-12-06T02:59:00Z'))).toBe('2026-12-05');
    expect(todayInHall(new Date('2026-12-06T03:00:00Z'))).toBe('2026-12-06');
    expect(() => todayInHall(new Date('no es una fecha'))).toThrow(RangeError);
  });
});
