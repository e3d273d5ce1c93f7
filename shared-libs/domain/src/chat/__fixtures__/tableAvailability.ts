// Test and bench data only: the chat's view of a real availability index (buildAvailabilityIndex) made
// from plain tables: busy dates, holidays, prices, a loaded range.
import { buildAvailabilityIndex, lookupDate, nearestFreeDates } from '../../availability';
import type { IsoDate } from '../../dates';
import type { ChatAvailability } from '../answer';

export interface TableAvailabilityInput {
  now: Date;
  endDate: IsoDate;
  busy: Iterable<IsoDate>;
  holidays?: Iterable<IsoDate>;
  rawPrices: unknown;
  loading?: boolean;
}

export function tableAvailability(input: TableAvailabilityInput): ChatAvailability {
  const index = buildAvailabilityIndex({
    now: input.now,
    endDate: input.endDate,
    bookings: [...input.busy].map((date) => ({ date })),
    holidayOverrides: { added: [...(input.holidays ?? [])].map((date) => ({ date, name: 'Feriado' })), removed: [] },
    rawPrices: input.rawPrices,
  });
  return {
    loading: input.loading ?? false,
    ready: !(input.loading ?? false),
    lookup: (date) => lookupDate(index, date),
    nearestFreeDates: (date, count) => nearestFreeDates(index, date, count),
  };
}
