// "Presupuestos guardados": the newest budgets, a page at a time («Ver más»), searchable by client, phone or date,
// filtered by status and by the month of the event. Annulled budgets stay in the list, marked, and count in no total.
import { useId } from 'react';
import { Link } from '@salon/router';
import { BUDGET_STATUS_LABELS, BUDGET_STATUSES, countText, formatARS, formatDateLong, type BudgetStatus } from '@salon/domain';
import { Notice } from '@salon/ui';
import { AnnulledTag } from '../anulacion/AnnulledNotice';
import { useBudgetList } from './useBudgetList';

export function BudgetList() {
  const list = useBudgetList();
  const searchId = useId();
  const statusId = useId();
  const monthId = useId();
  const { found, sum } = list;
  return (
    <section className="salon-card bo-budget-list" aria-labelledby="presupuestos-guardados">
      <h2 id="presupuestos-guardados">Presupuestos guardados</h2>
      <label htmlFor={searchId}>Buscar por cliente, teléfono o fecha</label>
      <input id={searchId} type="search" value={list.query} onChange={(e) => list.setQuery(e.target.value)} placeholder="Ej.: Pérez, 4444 o diciembre" />
      <div className="bo-list-filters">
        <div>
          <label htmlFor={statusId}>Estado</label>
          <select id={statusId} value={list.filter.estado} onChange={(e) => list.setFilter({ estado: e.target.value as BudgetStatus | '' })}>
            <option value="">Todos los estados</option>
            {BUDGET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BUDGET_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={monthId}>Mes del evento</label>
          <select id={monthId} value={list.filter.mes} onChange={(e) => list.setFilter({ mes: e.target.value })}>
            <option value="">Todos los meses</option>
            {list.months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.status === 'loading' && <p className="bo-muted">Cargando presupuestos...</p>}
      {list.status === 'error' && <Notice tone="error">No se pudieron leer los presupuestos.</Notice>}
      {list.status === 'ready' && found.length === 0 && (
        <p className="bo-muted">{list.filtered ? 'Ningún presupuesto coincide con la búsqueda.' : 'Todavía no hay presupuestos.'}</p>
      )}
      {found.length > 0 && (
        <p className="bo-small" data-testid="presupuestos-suma">
          {list.canShowMore ? `Los ${found.length} más recientes` : countText(found.length, 'presupuesto', 'presupuestos')}
          {sum.counted > 0 ? ` · Total sin anulados: ${formatARS(sum.total)}` : ''}
        </p>
      )}
      {found.length > 0 && (
        <ul className="bo-list" aria-label="Resultados">
          {found.map((budget) => {
            const total = list.totalOf(budget);
            const hold = list.holdOf(budget);
            return (
              <li key={budget.id}>
                <div>
                  <Link to={`/presupuesto/${budget.id}`}>
                    <strong>{budget.cliente}</strong>
                  </Link>
                  {budget.anulacion && <AnnulledTag />}
                  <div className="bo-muted bo-small">
                    {formatDateLong(budget.fechaEvento)} · {budget.telefono} · {BUDGET_STATUS_LABELS[budget.estado]}
                    {hold && <span className="bo-hold-deadline"> · reserva provisoria: {hold}</span>}
                  </div>
                </div>
                <div className="bo-list__end">
                  {total !== null && <strong className={budget.anulacion ? 'bo-amount-annulled' : undefined}>{formatARS(total)}</strong>}
                  {!budget.anulacion && (
                    <Link to={`/presupuesto/editar/${budget.id}`} aria-label={`Editar el presupuesto de ${budget.cliente}`}>
                      Editar
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.canShowMore && (
        <button type="button" className="salon-button salon-button--secondary" onClick={list.showMore}>
          Ver más
        </button>
      )}
    </section>
  );
}
