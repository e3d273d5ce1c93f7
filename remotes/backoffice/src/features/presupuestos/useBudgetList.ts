// The model of "Presupuestos guardados": the search, the status and month filters, the window of budgets it reads
// (one database query, BUDGET_PAGE_SIZE more at a time: «Ver más»; useQueryWindow) and the sum of what is shown
// (annulled budgets are listed, marked, and left out of the sum: sumOfBudgets).
import { useState } from 'react';
import {
  BUDGET_PAGE_SIZE,
  budgetMonthChoices,
  budgetQuery,
  budgetTotals,
  effectivePriceCopy,
  holdDeadlineText,
  matchesBudgetFilter,
  sumOfBudgets,
  todayInHall,
  type BudgetFilter,
  type BudgetQuery,
  type StoredBudget,
} from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchBookings, watchPrices, type RawPriceTable } from '@salon/firebase/data';
import { watchBudgetWindow } from '@salon/firebase/staff';
import { useQueryWindow, type WatchWindow } from '../layout/useQueryWindow';

/** A budget's total from its own prices; older budgets without a copy use today's prices. */
function totalOf(budget: StoredBudget, prices: RawPriceTable | null): number | null {
  const copy = effectivePriceCopy(budget, prices);
  return copy ? budgetTotals(budget, copy).total : null;
}

const watchWindow: WatchWindow<BudgetQuery, StoredBudget> = (query, size, onData, onError) =>
  watchBudgetWindow(query, size, (window) => onData({ items: window.budgets, full: window.full }), onError);

export function useBudgetList() {
  const prices = useLive(watchPrices);
  const bookings = useLive(watchBookings);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<BudgetFilter>({ estado: '', mes: '' });
  const list = useQueryWindow(budgetQuery(filter), watchWindow, (budget: StoredBudget) => matchesBudgetFilter(budget, filter, query), BUDGET_PAGE_SIZE);
  const priceTable = prices.status === 'ready' ? prices.value : null;
  const total = (budget: StoredBudget) => totalOf(budget, priceTable);
  return {
    status: list.status,
    query,
    setQuery,
    filter,
    setFilter: (changes: Partial<BudgetFilter>) => setFilter((previous) => ({ ...previous, ...changes })),
    months: budgetMonthChoices(todayInHall(new Date())),
    /** What the list shows, newest first. */
    found: list.items,
    canShowMore: list.canShowMore,
    showMore: list.showMore,
    filtered: query.trim() !== '' || filter.estado !== '' || filter.mes !== '',
    totalOf: total,
    /** "vence en 2 días" / "vence hoy" / "venció" while the budget holds its date provisionally; null otherwise. */
    holdOf: (budget: StoredBudget): string | null => {
      const booking =
        bookings.status === 'ready' ? bookings.value.find((entry) => entry.date === budget.fechaEvento && entry.budgetId === budget.id) : undefined;
      return booking?.provisional && booking.expiresAt !== undefined ? holdDeadlineText(booking.expiresAt, new Date()) : null;
    },
    /** The sum of what is shown. */
    sum: sumOfBudgets(list.items, total),
  };
}
