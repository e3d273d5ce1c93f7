// The calculator page's model: what the visitor typed and chose, the site's live data (prices, weekend days,
// promotions, the hall's name) and what the date's availability reported, drawn into calculatorState. The page
// (pages/CalculadoraPage.tsx) is its view.
import { useCallback, useMemo, useState } from 'react';
import {
  checkEventDate,
  currentPage,
  EXTRA_KEYS,
  pricesForPage,
  rateRule,
  seasonStartYear,
  todayInHall,
  type ExtraKey,
  type IsoDate,
  type MonthPrices,
  type PriceField,
  type RentalOption,
  type SeasonPage,
} from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchCompanyName, watchPrices, watchPromotions, watchWeekendDays } from '@salon/firebase/data';
import { calculatorState, rentalForDate, type CalculatorState, type DateReport } from './calculatorModel';

export interface CalculatorModel {
  /** The hall's today and the season's first year. */
  today: IsoDate;
  startYear: number;
  pricesStatus: 'loading' | 'ready' | 'error';
  /** The shown month's prices; null until they are read. */
  monthPrices: MonthPrices | null;
  /** The price field of an extra hour for the date's rate (or the rental's, without a date). */
  extraHourField: PriceField;
  state: CalculatorState;
  dateText: string;
  /** A typed or picked date: its month and its own rental follow when it is one. */
  chooseDate: (text: string) => void;
  /** A month without a date (the date is cleared). */
  chooseMonth: (page: SeasonPage) => void;
  setRental: (rental: RentalOption | null) => void;
  extraHoursText: string;
  setExtraHoursText: (text: string) => void;
  extraTexts: Record<ExtraKey, string>;
  setExtraText: (key: ExtraKey, text: string) => void;
  /** setExtraText for each extra, the same functions on every render (for the memoized fields). */
  extraSetters: Record<ExtraKey, (text: string) => void>;
  /** For DateAvailability: what it says of the date, and that its part failed. */
  onReport: (report: DateReport) => void;
  onDown: () => void;
}

export function useCalculator(): CalculatorModel {
  const today = todayInHall(new Date());
  const startYear = seasonStartYear(today);
  const prices = useLive(watchPrices);
  const weekendState = useLive(watchWeekendDays);
  const company = useLive(watchCompanyName);
  const promotionsState = useLive(watchPromotions);

  const [dateText, setDateText] = useState('');
  const [chosenPage, setChosenPage] = useState<SeasonPage>(currentPage(today));
  const [rental, setRental] = useState<RentalOption | null>(null);
  const [extraHoursText, setExtraHoursText] = useState('0');
  const [extraTexts, setExtraTexts] = useState<Record<ExtraKey, string>>(
    () => Object.fromEntries(EXTRA_KEYS.map((key) => [key, '0'])) as Record<ExtraKey, string>,
  );
  // What the availability says of the chosen date (booked, free…, its holiday), and whether its part failed.
  const [report, setReport] = useState<DateReport | null>(null);
  const [availabilityDown, setAvailabilityDown] = useState(false);
  const onReport = useCallback((next: DateReport) => setReport(next), []);
  const onDown = useCallback(() => setAvailabilityDown(true), []);

  const weekendDays = weekendState.status === 'ready' ? weekendState.value : undefined;
  const state = calculatorState(
    { dateText, chosenPage, rental, extraHoursText, extraTexts },
    {
      today,
      rawPrices: prices.status === 'ready' ? prices.value : {},
      weekendDays,
      promotions: promotionsState.status === 'ready' ? promotionsState.value : undefined,
      report,
      availabilityDown,
      companyName: company.status === 'ready' ? company.value : 'Salón',
    },
  );

  // The setters keep their identity between renders, so that the fields they are given (memoized) are redrawn
  // only when their own text changes (docs/performance.md, "A keystroke redraws its field and the total").
  const chooseDate = useCallback(
    (text: string) => {
      setDateText(text);
      const check = checkEventDate(text, today);
      if (check.ok && check.date) {
        setChosenPage(currentPage(check.date));
        // The date decides the rental: its own option is offered, switched on (the visitor may turn it off).
        setRental(rentalForDate(check.date, weekendDays));
      }
    },
    [today, weekendDays],
  );
  const chooseMonth = useCallback((page: SeasonPage) => {
    setDateText('');
    setChosenPage(page);
  }, []);
  const setExtraText = useCallback((key: ExtraKey, text: string) => setExtraTexts((previous) => ({ ...previous, [key]: text })), []);
  const extraSetters = useMemo(
    () => Object.fromEntries(EXTRA_KEYS.map((key) => [key, (text: string) => setExtraText(key, text)])) as Record<ExtraKey, (text: string) => void>,
    [setExtraText],
  );

  return {
    today,
    startYear,
    pricesStatus: prices.status,
    monthPrices: prices.status === 'ready' ? pricesForPage(prices.value, state.page).prices : null,
    extraHourField: rateRule(state.priceType ?? (state.rental === '3hs' ? 'semana' : 'finDeSemana')).extraHourField,
    state,
    dateText,
    chooseDate,
    chooseMonth,
    setRental,
    extraHoursText,
    setExtraHoursText,
    extraTexts,
    setExtraText,
    extraSetters,
    onReport,
    onDown,
  };
}
