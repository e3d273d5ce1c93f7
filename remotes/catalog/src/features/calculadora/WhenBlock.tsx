// The calculator's first block, "¿Cuándo es tu fiesta?": the date, what is said of it, and the month when there is
// no date yet.
import { memo } from 'react';
import {
  formatDateLong,
  monthLabel,
  PRICE_TYPE_LABELS,
  remainingSeasonPages,
  SEASON_PAGES,
  seasonEndDate,
  type IsoDate,
  type PriceType,
  type SeasonPage,
} from '@salon/domain';
import { capitalised, type DateReport } from './calculatorModel';
import { DateAvailability } from './DateAvailability';
import { DateField } from './DateField';

interface WhenBlockProps {
  /** The page's code has taken the prerendered form over. */
  hydrated: boolean;
  today: IsoDate;
  startYear: number;
  dateText: string;
  /** What is wrong with the typed date, or null. */
  dateError: string | null;
  date: IsoDate | null;
  holiday: string | null;
  priceType: PriceType | null;
  page: SeasonPage;
  chooseDate: (text: string) => void;
  chooseMonth: (page: SeasonPage) => void;
  onReport: (report: DateReport) => void;
  onDown: () => void;
}

/**
 * Memoized, with values and the model's stable functions for props: a tap or key on a quantity redraws the
 * quantity and the summary, not the date field, the availability and the twelve months (docs/performance.md,
 * "A keystroke redraws its field and the total").
 */
export const WhenBlock = memo(function WhenBlock(props: WhenBlockProps) {
  const { hydrated, today, startYear, dateText, dateError, date, holiday, priceType, page, chooseDate, chooseMonth } = props;
  return (
    <fieldset className="salon-card calc-bloque">
      <legend>¿Cuándo es tu fiesta?</legend>
      <div className="calc-campo">
        <label htmlFor="calc-fecha">Fecha del evento</label>
        <DateField
          dateText={dateText}
          error={dateError}
          // Set once the code runs: hydration keeps a prerendered attribute, and the build's day (and
          // season) may be past.
          min={hydrated ? today : undefined}
          max={hydrated ? seasonEndDate(startYear) : undefined}
          onChange={chooseDate}
        >
          {date && priceType && (
            <p className="calc-ayuda">
              {capitalised(formatDateLong(date))}
              {holiday ? ` (feriado: ${holiday})` : ''}: {PRICE_TYPE_LABELS[priceType]}.
            </p>
          )}
        </DateField>
        <DateAvailability date={date} onPick={chooseDate} onReport={props.onReport} onDown={props.onDown} />
      </div>
      <div className="calc-campo">
        <label htmlFor="calc-mes">¿Todavía no tenés fecha? Elegí el mes</label>
        <select id="calc-mes" value={page} onChange={(event) => chooseMonth(Number(event.target.value) as SeasonPage)}>
          {/* No past month; the prerendered page (the build's day) lists the whole season until the code runs. */}
          {(hydrated ? remainingSeasonPages(today) : SEASON_PAGES).map((n) => (
            <option key={n} value={n}>
              {monthLabel(n, startYear)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
});
