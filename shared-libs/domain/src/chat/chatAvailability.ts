// What the chat reads of the availability service (@salon/availability's state fits it): the date
// lookups, and the range when known. Kept apart so the chat's modules share it without import cycles.
import type { AvailabilityIndex } from '../availability';
import type { AppliedPromotion } from '../pricing/promotions';
import type { IsoDate } from '../dates/dates';
import type { PriceType } from '../pricing/rates';

/** What the chat needs to know of a date: a subset of the availability service's DateInfo. */
export interface ChatDateInfo {
  date: IsoDate;
  status: 'Ocupado' | 'Reservado provisoriamente' | 'Libre' | 'no-verificable';
  price: number | null;
  priceType: string | null;
  hours: number | null;
  /** Machine form of the rate: tells which weekdays are charged as weekend (see weekendDaysOf). */
  rateKind?: PriceType | null;
  /** The promotion already taken off `price` (applyPromotion), said next to it. */
  promotion?: AppliedPromotion | null;
}

/** The availability the chat reads: @salon/availability's state fits it. */
export interface ChatAvailability {
  loading: boolean;
  /** Some data has loaded (a refresh in progress does not block answers then). */
  ready?: boolean;
  /** The dates the availability covers (today to the published end), when known. */
  range?: { start: IsoDate; end: IsoDate };
  lookup(date: IsoDate): ChatDateInfo;
  nearestFreeDates(date: IsoDate, count?: number): ChatDateInfo[];
  /** The merged index, when known: its stored prices give the extras of a month (see extras.ts). */
  index?: AvailabilityIndex;
}
