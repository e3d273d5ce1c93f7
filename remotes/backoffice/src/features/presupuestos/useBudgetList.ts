// The model of "Presupuestos guardados": the search, the status and month filters, and the sum of what is shown
// (annulled budgets are listed, marked, and left out of the sum: sumOfBudgets).
import { useState } from 'react';
import {
  budgetMonths,
  budgetTotals,
  effectivePriceCopy,
  filterBudgets,
  holdDeadlineText,
  searchBudgets,
  sumOfBudgets,
  type BudgetFilter,
  type StoredBudget,
} from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchBookings, watchPrices, type RawPriceTable } from '@salon/firebase/data';
import { watchBudgets } from '@salon/firebase/staff';

/** A budget's total from its own prices; older budgets without a copy use today's prices. */
function totalOf(budget: StoredBudget, prices: RawPriceTable | null): number | null {
  const copy = effectivePriceCopy(budget, prices);
  return copy ? budgetTotals(budget, copy).total : null;
}

export function useBudgetList() {
  const budgets = useLive(watchBudgets);
  const prices = useLive(watchPrices);
  const bookings = useLive(watchBookings);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<BudgetFilter>({ estado: '', mes: '' });
  const all = budgets.status === 'ready' ? budgets.value : [];
  const found = filterBudgets(searchBudgets(all, query), filter);
  const priceTable = prices.status === 'ready' ? prices.value : null;
  const total = (budget: StoredBudget) => totalOf(budget, priceTable);
  return {
    status: budgets.status,
    query,
    setQuery,
    filter,
    setFilter: (changes: Partial<BudgetFilter>) => setFilter((previous) => ({ ...previous, ...changes })),
    months: budgetMonths(all),
    found,
    filtered: query.trim() !== '' || filter.estado !== '' || filter.mes !== '',
    totalOf: total,
    /** "vence en 2 días" / "vence hoy" / "venció" while the budget holds its date provisionally; null otherwise. */
    holdOf: (budget: StoredBudget): string | null => {
      const booking =
        bookings.status === 'ready' ? bookings.value.find((entry) => entry.date === budget.fechaEvento && entry.budgetId === budget.id) : undefined;
      return booking?.provisional && booking.expiresAt !== undefined ? holdDeadlineText(booking.expiresAt, new Date()) : null;
    },
    sum: sumOfBudgets(found, total),
  };
}
