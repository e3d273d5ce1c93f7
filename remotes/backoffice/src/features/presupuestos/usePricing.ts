// What a budget needs from the database besides itself: this month's prices, the weekend setting and the
// holidays (to suggest the extra-hour rate of a date) and the company name (for the message and print).
import { useMemo } from 'react';
import { useLive } from '@salon/firebase';
import {
  watchCompanyName,
  watchHolidayOverrides,
  watchPrices,
  watchRecurringHolidays,
  watchWeekendDays,
  type HolidayOverrides,
  type RawPriceTable,
  type RecurringHoliday,
} from '@salon/firebase/data';
import { holidayDates, type RateOptions } from '@salon/domain';

export interface Pricing {
  /** null while loading or when the prices could not be read. */
  prices: RawPriceTable | null;
  pricesError: boolean;
  rateOptions: RateOptions;
  companyName: string;
}

export function usePricing(eventYear: number | null): Pricing {
  const prices = useLive(watchPrices);
  const weekendDays = useLive(watchWeekendDays);
  const recurring = useLive<RecurringHoliday[]>((onData) => watchRecurringHolidays(onData));
  const overrides = useLive<HolidayOverrides>((onData) => watchHolidayOverrides(onData));
  const companyName = useLive<string>((onData) => watchCompanyName(onData));

  const rateOptions = useMemo<RateOptions>(() => {
    const years = eventYear ? [eventYear] : [];
    return {
      weekendDays: weekendDays.status === 'ready' ? weekendDays.value : undefined,
      holidays: holidayDates(
        years,
        recurring.status === 'ready' ? recurring.value : [],
        overrides.status === 'ready' ? overrides.value.added : [],
        overrides.status === 'ready' ? overrides.value.removed : [],
      ),
    };
  }, [eventYear, weekendDays, recurring, overrides]);

  return {
    prices: prices.status === 'ready' ? prices.value : null,
    pricesError: prices.status === 'error',
    rateOptions,
    companyName: companyName.status === 'ready' ? companyName.value : '',
  };
}
