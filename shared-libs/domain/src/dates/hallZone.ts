// The hall's UTC offset at an instant. Buenos Aires has kept UTC−3 all year since 15 March 2009 (tz database,
// America/Argentina/Buenos_Aires: no daylight saving since), so instants from then on need no Intl at all:
// creating the first time-zone-aware Intl.DateTimeFormat loads the browser's zone data, about 300 ms of
// main thread on a mid-range phone (measured: 4× CPU slowdown, docs/performance.md), paid before the first
// page could react. Earlier instants ask Intl, created only then. hallZone.test.ts compares both with Intl
// over every day up to 2040: a new tz rule (Node's ICU data) makes it fail, and the table below is updated.

/** The hall's time zone: every "today" and every default date is computed there. */
export const HALL_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;

/** From this instant on (2009-03-15 00:00 at −02:00, the end of the last daylight saving) the offset is fixed. */
const FIXED_SINCE_MS = Date.UTC(2009, 2, 15, 2, 0);
const FIXED_OFFSET_MINUTES = -180;

let historicClock: Intl.DateTimeFormat | undefined;
const historicOffsetByUtcDay = new Map<number, number>();

/** Intl's answer at noon UTC of that day, cached per UTC day (as before 2009, a change happened at night). */
function historicOffsetMinutes(ms: number): number {
  const utcDay = Math.floor(ms / MS_PER_DAY);
  const cached = historicOffsetByUtcDay.get(utcDay);
  if (cached !== undefined) return cached;
  historicClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: HALL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const noon = utcDay * MS_PER_DAY + MS_PER_DAY / 2;
  const parts = historicClock.formatToParts(new Date(noon));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const offset = Math.round((wallAsUtc - noon) / MS_PER_MINUTE);
  historicOffsetByUtcDay.set(utcDay, offset);
  return offset;
}

/** Minutes to add to UTC to get the hall's wall clock at `ms` (−180 in Buenos Aires). */
export function hallOffsetMinutes(ms: number): number {
  return ms >= FIXED_SINCE_MS ? FIXED_OFFSET_MINUTES : historicOffsetMinutes(ms);
}
