// Instants → the hall's calendar and clock, whatever the machine's zone (the offset: hallZone.ts).
import type { IsoDate } from './dates';
import { hallOffsetMinutes, MS_PER_DAY, MS_PER_MINUTE } from './hallZone';
import { isoDateOfDayNumber } from './dayNumbers';

export { hallOffsetMinutes } from './hallZone';

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
