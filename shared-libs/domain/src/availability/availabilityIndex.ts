// One availability for the site: busy dates (Google's events calendar + staff bookings), holidays, visit
// slots and the price of each date, indexed once so the calendar and the chat answer a date in O(1).
import { compareCodes, todayInHall, type IsoDate } from '../dates/dates';
import { applyPromotion, type AppliedPromotion, type Promotion } from '../pricing/promotions';
import { rateForDate, type PriceType } from '../pricing/rates';
import { eventDayNumbers, visitSlotDate, visitSlotOf, type CalendarEventItem, type VisitSlot } from './calendarEvents';
import { dayNumberOf, isoDateOfDayNumber } from '../dates/dayNumbers';
import { mergeHolidays, type HolidayEntry, type HolidayOverrideEntries, type RecurringHolidayEntry } from './holidays';

/**
 * 'Reservado provisoriamente': a budget holds the date for a few days (reservas/{date}.provisoria) and it lapses by
 * itself unless a deposit makes it firm; it is not free (never offered as such), but not booked for good either.
 */
export type AvailabilityStatus = 'Ocupado' | 'Reservado provisoriamente' | 'Libre' | 'no-verificable';

export interface DateInfo {
  /** YYYY-MM-DD (hall time zone). */
  date: IsoDate;
  /** 'no-verificable': outside the loaded range, in the past, or no data to say it is free. */
  status: AvailabilityStatus;
  /**
   * Rental price of that date (3 hs Mon–Thu, 4 hs weekend and holidays) after the promotion that covers it
   * (applyPromotion); null when missing.
   */
  price: number | null;
  /** The rental price before the promotion (the same as `price` without one). */
  fullPrice: number | null;
  /** The promotion in `price`, or null. */
  promotion: AppliedPromotion | null;
  /** Spanish label of the rate, e.g. 'tarifa de fin de semana (4 hs)'. */
  priceType: string | null;
  /** 3 or 4: rental hours of that rate. */
  hours: number | null;
  /** Holiday name, when the date is one. */
  holiday: string | null;
  /** Visit slots that day (as the calendar gave them: ISO date-times, or dates for all-day slots). */
  visitSlots: VisitSlot[];
  /** Machine form of the rate ('semana' | 'finDeSemana' | 'feriado'); null outside the range. */
  rateKind: PriceType | null;
}

/** A date staff marked busy in the back-office (reservas/{date}); `provisional`: a budget's hold that may lapse. */
export interface BookedDate {
  date: IsoDate;
  provisional?: boolean;
}

export interface AvailabilityInput {
  /** The instant "now": the range starts on the hall's date at this instant. */
  now: Date;
  /** Last date of the published calendar (datosId/26, resolved). */
  endDate: IsoDate;
  /** Staff bookings (reservas). */
  bookings?: ReadonlyArray<BookedDate>;
  /** Events of the Google events calendar: each blocks the dates it covers. */
  events?: ReadonlyArray<CalendarEventItem>;
  /** Events of the Google visit-slots calendar. */
  visitSlots?: ReadonlyArray<CalendarEventItem>;
  /** Events of the Google holidays calendar. */
  holidayEvents?: ReadonlyArray<CalendarEventItem>;
  recurringHolidays?: ReadonlyArray<RecurringHolidayEntry>;
  holidayOverrides?: HolidayOverrideEntries;
  /** datosId/8 as stored. */
  rawPrices?: unknown;
  /** Weekdays charged as weekend (0 = Sunday); the rates' default when absent. */
  weekendDays?: Iterable<number>;
  /** promociones as read (parsePromotions): they lower the price of the dates they cover. */
  promotions?: readonly Promotion[];
  /**
   * False when the events calendar should have been read but could not be: a date no source marks busy is
   * then 'no-verificable' rather than 'Libre' (we know what is taken, not what is free). Default true.
   */
  eventsVerified?: boolean;
}

/** Opaque to consumers: build with buildAvailabilityIndex, read with lookupDate / nearestFreeDates. */
export interface AvailabilityIndex {
  /** First date of the range: the hall's today. */
  readonly start: IsoDate;
  /** Last date of the range (start − 1 day when the range is empty). */
  readonly end: IsoDate;
  /** @internal Day number of `start` (days since 1970-01-01). */ readonly startDay: number;
  /** @internal Days in the range (0 when empty). */ readonly total: number;
  /** @internal 1 = busy, 2 = held provisionally (and nothing else takes it), by day from start. */ readonly busy: Uint8Array;
  /** @internal */ readonly holidays: ReadonlyMap<IsoDate, string>;
  /** @internal */ readonly slots: ReadonlyMap<IsoDate, VisitSlot[]>;
  /** @internal */ readonly eventsVerified: boolean;
  /** @internal */ readonly rawPrices: unknown;
  /** @internal */ readonly weekendDays: readonly number[] | undefined;
  /** @internal */ readonly promotions: readonly Promotion[];
  /** @internal */ readonly cache: Map<IsoDate, DateInfo>;
}

const NO_SLOTS: VisitSlot[] = [];

export function buildAvailabilityIndex(input: AvailabilityInput): AvailabilityIndex {
  const start = todayInHall(input.now);
  const startDay = dayNumberOf(start)!;
  const endDay = dayNumberOf(input.endDate);
  const total = endDay === null || endDay < startDay ? 0 : endDay - startDay + 1;
  const end = isoDateOfDayNumber(startDay + total - 1);
  const busy = new Uint8Array(total);
  const mark = (first: number, last: number) => {
    const from = Math.max(first - startDay, 0);
    const to = Math.min(last - startDay, total - 1);
    for (let i = from; i <= to; i += 1) busy[i] = 1;
  };
  const held: number[] = [];
  for (const booking of input.bookings ?? []) {
    const day = dayNumberOf(booking.date);
    if (day === null) continue;
    if (booking.provisional) held.push(day);
    else mark(day, day);
  }
  for (const event of input.events ?? []) {
    const span = eventDayNumbers(event);
    if (span) mark(span[0], span[1]);
  }
  // A hold shows as such only where nothing else (a firm booking, a Google event) takes the date.
  for (const day of held) {
    const i = day - startDay;
    if (i >= 0 && i < total && busy[i] === 0) busy[i] = 2;
  }
  const holidays = mergeHolidays({ calendarEvents: input.holidayEvents, recurring: input.recurringHolidays, overrides: input.holidayOverrides }, start, end);
  const slots = new Map<IsoDate, VisitSlot[]>();
  for (const event of input.visitSlots ?? []) {
    const slot = visitSlotOf(event);
    const date = slot && visitSlotDate(slot);
    if (!slot || !date || date < start || date > end) continue;
    const list = slots.get(date);
    if (list) list.push(slot);
    else slots.set(date, [slot]);
  }
  for (const list of slots.values()) list.sort((a, b) => compareCodes(a.start, b.start));
  return {
    start,
    end,
    startDay,
    total,
    busy,
    holidays,
    slots,
    eventsVerified: input.eventsVerified ?? true,
    rawPrices: input.rawPrices,
    weekendDays: input.weekendDays ? [...input.weekendDays] : undefined,
    promotions: input.promotions ?? [],
    cache: new Map(),
  };
}

function outOfRange(date: IsoDate): DateInfo {
  return {
    date,
    status: 'no-verificable',
    price: null,
    fullPrice: null,
    promotion: null,
    priceType: null,
    hours: null,
    holiday: null,
    visitSlots: NO_SLOTS,
    rateKind: null,
  };
}

/** What the site knows about a date: status, price, rate, holiday and visit slots. Never throws. */
export function lookupDate(index: AvailabilityIndex, date: IsoDate): DateInfo {
  const cached = index.cache.get(date);
  if (cached) return cached;
  const day = dayNumberOf(date);
  const i = day === null ? -1 : day - index.startDay;
  if (i < 0 || i >= index.total) return outOfRange(date);
  const holiday = index.holidays.get(date) ?? null;
  const rate = rateForDate(date, index.rawPrices, {
    weekendDays: index.weekendDays,
    holidays: holiday === null ? undefined : new Set([date]),
  });
  const priced = rate.price === null ? null : applyPromotion(rate.price, { date, rental: rate.hours === 3 ? '3hs' : '4hs', promotions: index.promotions });
  const status: AvailabilityStatus =
    index.busy[i] === 1 ? 'Ocupado' : index.busy[i] === 2 ? 'Reservado provisoriamente' : index.eventsVerified ? 'Libre' : 'no-verificable';
  const info: DateInfo = {
    date,
    status,
    price: priced?.price ?? null,
    fullPrice: rate.price,
    promotion: priced?.promotion ?? null,
    priceType: rate.priceTypeLabel,
    hours: rate.hours,
    holiday,
    visitSlots: index.slots.get(date) ?? NO_SLOTS,
    rateKind: rate.priceType,
  };
  index.cache.set(date, info);
  return info;
}

/**
 * The `count` free dates closest to `date` (default 3), closest first, the earlier one first on a tie;
 * never in the past, never after the end date. A date outside the range searches from the nearest edge.
 */
export function nearestFreeDates(index: AvailabilityIndex, date: IsoDate, count = 3): DateInfo[] {
  const total = index.total;
  const day = dayNumberOf(date);
  if (total === 0 || count <= 0 || !index.eventsVerified || day === null) return [];
  // A date outside the range searches from just beyond the nearest edge.
  const center = Math.min(Math.max(day - index.startDay, -1), total);
  const found: DateInfo[] = [];
  const isFree = (i: number) => i >= 0 && i < total && index.busy[i] === 0;
  for (let distance = 1; found.length < count && (center - distance >= 0 || center + distance < total); distance += 1) {
    for (const i of [center - distance, center + distance]) {
      if (found.length < count && isFree(i)) found.push(lookupDate(index, isoDateOfDayNumber(index.startDay + i)));
    }
  }
  return found;
}

/** Staff-and-calendar busy dates of the range (firmly booked), in order. */
export function busyDates(index: AvailabilityIndex): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let i = 0; i < index.total; i += 1) if (index.busy[i] === 1) dates.push(isoDateOfDayNumber(index.startDay + i));
  return dates;
}

/** Dates of the range a budget holds provisionally (and nothing else takes), in order. */
export function heldDates(index: AvailabilityIndex): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let i = 0; i < index.total; i += 1) if (index.busy[i] === 2) dates.push(isoDateOfDayNumber(index.startDay + i));
  return dates;
}

/** Holidays of the range, in date order. */
export function holidaysInRange(index: AvailabilityIndex): HolidayEntry[] {
  return [...index.holidays].map(([date, name]) => ({ date, name })).sort((a, b) => compareCodes(a.date, b.date));
}

/** Visit slots of the range with their hall date, in order. */
export function visitSlotsInRange(index: AvailabilityIndex): Array<VisitSlot & { date: IsoDate }> {
  return [...index.slots].sort(([a], [b]) => compareCodes(a, b)).flatMap(([date, slots]) => slots.map((slot) => ({ ...slot, date })));
}
