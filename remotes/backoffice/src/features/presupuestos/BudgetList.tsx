// "Presupuestos guardados": every budget, searchable by client, phone or date.
import { useId, useState } from 'react';
import { Link } from '@salon/router';
import { BUDGET_STATUS_LABELS, budgetTotals, formatARS, formatDateLong, searchBudgets, effectivePriceCopy, type StoredBudget } from '@salon/domain';
import { useLive, watchPrices, type RawPriceTable } from '@salon/firebase';
import { watchBudgets } from '@salon/firebase/staff';
import { Notice } from '@salon/ui';

/** A budget's total from its own prices; older budgets without a copy use today's prices. */
function totalOf(budget: StoredBudget, prices: RawPriceTable | null): number | null {
  const copy = effectivePriceCopy(budget, prices);
  return copy ? budgetTotals(budget, copy).total : null;
}

export function BudgetList() {
  const budgets = useLive(watchBudgets);
  const prices = useLive(watchPrices);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const found = budgets.status === 'ready' ? searchBudgets(budgets.value, query) : [];
  return (
    <section className="salon-card bo-budget-list" aria-labelledby="presupuestos-guardados">
      <h2 id="presupuestos-guardados">Presupuestos guardados</h2>
      <label htmlFor={searchId}>Buscar por cliente, teléfono o fecha</label>
      <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Ej.: Pérez, 4444 o diciembre" />
      {budgets.status === 'loading' && <p className="bo-muted">Cargando presupuestos...</p>}
      {budgets.status === 'error' && <Notice tone="error">No se pudieron leer los presupuestos.</Notice>}
      {budgets.status === 'ready' && found.length === 0 && (
        <p className="bo-muted">{query ? 'Ningún presupuesto coincide con la búsqueda.' : 'Todavía no hay presupuestos.'}</p>
      )}
      {found.length > 0 && (
        <ul className="bo-list" aria-label="Resultados">
          {found.map((budget) => {
            const total = totalOf(budget, prices.status === 'ready' ? prices.value : null);
            return (
              <li key={budget.id}>
                <div>
                  <Link to={`/presupuesto/${budget.id}`}>
                    <strong>{budget.cliente}</strong>
                  </Link>
                  <div className="bo-muted bo-small">
                    {formatDateLong(budget.fechaEvento)} · {budget.telefono} · {BUDGET_STATUS_LABELS[budget.estado]}
                  </div>
                </div>
                <div className="bo-list__end">
                  {total !== null && <strong>{formatARS(total)}</strong>}
                  <Link to={`/presupuesto/editar/${budget.id}`} aria-label={`Editar el presupuesto de ${budget.cliente}`}>
                    Editar
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
