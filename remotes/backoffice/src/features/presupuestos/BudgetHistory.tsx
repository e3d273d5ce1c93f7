// The budget page's "Historial": that one budget's status history, read from its own path (watchBudgetHistory),
// which the lists of budgets never download.
import { historyAuthorText, historyLineText, type BudgetHistoryEntry } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchBudgetHistory } from '@salon/firebase/staff';
import { Notice } from '@salon/ui';
import { formatMoment } from './format';

export function BudgetHistory({ budgetId }: { budgetId: string }) {
  const history = useLive<BudgetHistoryEntry[]>((onData, onError) => watchBudgetHistory(budgetId, onData, onError), [budgetId]);
  return (
    <section className="salon-card bo-history no-print" aria-labelledby="presupuesto-historial">
      <h2 id="presupuesto-historial">Historial</h2>
      {history.status === 'loading' && <p className="bo-muted">Cargando historial...</p>}
      {history.status === 'error' && <Notice tone="error">No se pudo leer el historial.</Notice>}
      {history.status === 'ready' && history.value.length === 0 && <p className="bo-muted">Todavía no hay cambios de estado registrados.</p>}
      {history.status === 'ready' && history.value.length > 0 && (
        <ol className="bo-history__list" data-testid="presupuesto-historial">
          {history.value.map((entry) => (
            <li key={entry.id}>
              <span className="bo-muted">{formatMoment(entry.en)}</span> · {historyLineText(entry)} ·{' '}
              <span className="bo-small">por {historyAuthorText(entry.por)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
