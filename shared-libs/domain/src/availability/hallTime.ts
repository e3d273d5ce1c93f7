// Instants → the hall's calendar and clock, whatever the machine's zone. Intl gives the hall's UTC offset;
// it is cached per UTC day because formatting is the slow part and the hall's offset never changes within a
// day (Argentina has had no daylight saving since 2009; a future change would still be picked up per day).
import { HALL_TIME_ZONE, type IsoDate } from '../dates';
import { isoDateOfDayNumber } from './dayNumbers';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const hallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: HALL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

const offsetByUtcDay = new Map<number, number>();

/** Minutes to add to UTC to get the hall's wall clock at `ms` (−180 in Buenos Aires). */
export function hallOffsetMinutes(ms: number): number {
  const utcDay = Math.floor(ms / MS_PER_DAY);
  const cached = offsetByUtcDay.get(utcDay);
  if (cached !== undefined) return cached;
  const noon = utcDay * MS_PER_DAY + MS_PER_DAY / 2;
  const parts = hallClock.formatToParts(new Date(noon));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const offset = Math.round((wallAsUtc - noon) / MS_PER_MINUTE);
  offsetByUtcDay.set(utcDay, offset);
  return offset;
}

/** The hall's wall clock at `ms`, as a Date whose UTC fields are the hall's local fields. */
function hallWallClock(ms: number): Date {
  return new Date(ms + hallOffsetMinutes(ms) * MS_PER_MINUTE);
}

/** The hall's calendar day at instant `ms`, as a day number (days since 1970-01-01). */
export function hallDayNumberOfInstant(ms: number): number {
  return Math.floor((ms + hallOffsetMinutes(ms) * MS_PER_MINUTE) / MS_PER_DAY);
}

/** The hall's calendar date at instant `ms` (epoch milliseconds). */
export function hallDateOfInstant(ms: number): IsoDate {
  return isoDateOfDayNumber(hallDayNumberOfInstant(ms));
}

/** "HH:MM" on the hall's clock at instant `ms`. */
export function hallTimeOfInstant(ms: number): string {
  const wall = hallWallClock(ms);
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}

const RFC3339_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * Epoch milliseconds of a calendar date-time. Google always sends an offset ("2026-12-05T23:30:00-03:00");
 * a date-time without one is read as the hall's wall clock. Null when it is not a date-time.
 */
export function instantOfDateTime(value: string): number | null {
  if (RFC3339_WITH_ZONE.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  const local = LOCAL_DATE_TIME.exec(value);
  if (!local) return null;
  const asUtc = Date.parse(`${value}Z`);
  if (Number.isNaN(asUtc)) return null;
  return asUtc - hallOffsetMinutes(asUtc) * MS_PER_MINUTE;
}

/** Epoch milliseconds of 00:00 on the hall's clock on `date` (for timeMin / timeMax of calendar queries). */
export function startOfHallDay(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day);
  return wallAsUtc - hallOffsetMinutes(wallAsUtc) * MS_PER_MINUTE;
}
