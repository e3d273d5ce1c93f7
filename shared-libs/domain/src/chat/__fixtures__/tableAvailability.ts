// Test and bench data only: the chat's view of a real availability index (buildAvailabilityIndex) made
// from plain tables: busy dates, holidays, prices, a loaded range.
import { buildAvailabilityIndex, lookupDate, nearestFreeDates } from '../../availability';
import type { IsoDate } from '../../dates/dates';
import type { Promotion } from '../../pricing/promotions';
import type { ChatAvailability } from '../chatAvailability';

export interface TableAvailabilityInput {
  now: Date;
  endDate: IsoDate;
  busy: Iterable<IsoDate>;
  /** Dates a budget holds provisionally (docs/storage-contract.md). */
  held?: Iterable<IsoDate>;
  holidays?: Iterable<IsoDate>;
  rawPrices: unknown;
  loading?: boolean;
  /** Weekdays charged as weekend (the rates' default when absent). */
  weekendDays?: number[];
  /** False: the events calendar could not be read (nothing is 'Libre'). */
  eventsVerified?: boolean;
  /** promociones as read (parsePromotions). */
  promotions?: readonly Promotion[];
}

export function tableAvailability(input: TableAvailabilityInput): ChatAvailability {
  const index = buildAvailabilityIndex({
    now: input.now,
    endDate: input.endDate,
    bookings: [...[...input.busy].map((date) => ({ date })), ...[...(input.held ?? [])].map((date) => ({ date, provisional: true }))],
    holidayOverrides: { added: [...(input.holidays ?? [])].map((date) => ({ date, name: 'Feriado' })), removed: [] },
    rawPrices: input.rawPrices,
    weekendDays: input.weekendDays,
    eventsVerified: input.eventsVerified,
    promotions: input.promotions,
  });
  return {
    loading: input.loading ?? false,
    ready: !(input.loading ?? false),
    range: { start: index.start, end: index.end },
    lookup: (date) => lookupDate(index, date),
    nearestFreeDates: (date, count) => nearestFreeDates(index, date, count),
    index,
  };
}
