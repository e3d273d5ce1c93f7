// Which prices a budget is totalled and saved with: the copy stored with it while it still fits (same month and
// rate), otherwise today's prices of the event month, with an inquiry's quoted unit prices over them for a new
// budget. useBudgetEditor uses it; the notes and hints are the words the editor shows about those prices.
import { useMemo, useState } from 'react';
import {
  budgetPreview,
  budgetTotals,
  EXTRA_FIELDS,
  formatARS,
  isValidIsoDate,
  monthForPage,
  MONTH_NAMES_ES,
  priceCopyFits,
  quotedPriceCopy,
  takePriceCopy,
  type BudgetForm,
  type BudgetPriceCopy,
  type BudgetTotals,
  type ExtraKey,
  type StoredBudget,
} from '@salon/domain';
import { type Pricing } from './usePricing';

export interface BudgetPrices {
  /** The prices the budget is totalled and saved with; null until the date and prices are known. */
  priceCopy: BudgetPriceCopy | null;
  totals: BudgetTotals | null;
  /** The Spanish name of the prices' month. */
  copyMonth: string | null;
  /** The budget keeps the prices stored with it. */
  keepsStoredPrices: boolean;
  /** Which prices the total uses (stored with the budget, the inquiry's quote or today's), once they are known. */
  pricesNote: string | null;
  /** The unit price shown under an extra's quantity: "Consultar" when the month has none. */
  extraHint: (key: ExtraKey) => string | undefined;
  useCurrentPrices: () => void;
  /** The stored prices no longer fit (another month or rate): today's prices of that month are used. */
  storedPricesReplaced: boolean;
  /** The event month's prices are still on their way. */
  loading: boolean;
}

export function useBudgetPrices(budget: StoredBudget | null, form: BudgetForm, pricing: Pricing): BudgetPrices {
  const [useCurrentPrices, setUseCurrentPrices] = useState(false);
  const quoted = budget ? null : (form.precios ?? null);
  const priceCopy: BudgetPriceCopy | null = useMemo(() => {
    if (budget?.precios && !useCurrentPrices && priceCopyFits(budget.precios, form.fechaEvento, form.tarifa)) return budget.precios;
    if (!isValidIsoDate(form.fechaEvento)) return null;
    const current = pricing.prices ? takePriceCopy(pricing.prices, form.fechaEvento, form.tarifa) : null;
    return quotedPriceCopy(current, quoted, form.fechaEvento, form.tarifa);
  }, [budget, useCurrentPrices, pricing.prices, form.fechaEvento, form.tarifa, quoted]);
  const keepsStoredPrices = !!budget?.precios && priceCopy === budget.precios;
  const usesQuotedPrices = !!quoted && priceCopyFits(quoted, form.fechaEvento, form.tarifa);

  const copyMonth = priceCopy ? (MONTH_NAMES_ES[monthForPage(priceCopy.mes) - 1] ?? null) : null;
  const pricesNote =
    priceCopy && copyMonth
      ? keepsStoredPrices
        ? `Con los precios de ${copyMonth} guardados en este presupuesto.`
        : usesQuotedPrices
          ? `Con los precios de ${copyMonth} de la cotización de la consulta.`
          : `Con los precios actuales de ${copyMonth}.`
      : null;

  return {
    priceCopy,
    totals: priceCopy ? budgetTotals(budgetPreview(form), priceCopy) : null,
    copyMonth,
    keepsStoredPrices,
    pricesNote,
    extraHint: (key) => {
      const unit = priceCopy?.valores[EXTRA_FIELDS[key]];
      return unit === undefined ? (priceCopy ? 'Consultar' : undefined) : `${formatARS(unit)} c/u`;
    },
    useCurrentPrices: () => setUseCurrentPrices(true),
    storedPricesReplaced: !!budget?.precios && !keepsStoredPrices && !useCurrentPrices && isValidIsoDate(form.fechaEvento),
    loading: priceCopy === null && isValidIsoDate(form.fechaEvento) && pricing.prices === null && !pricing.pricesError,
  };
}
