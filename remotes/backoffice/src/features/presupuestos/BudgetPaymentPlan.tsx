// «Plan de pagos» of a budget's page: the deposit and the balance with their due dates and status, each with a
// link that issues its receipt (the /recibo form with the budget, the concept and the amount chosen).
import { Link } from '@salon/router';
import { formatARS, formatDateLong, INSTALMENT_LABELS, instalmentStatusText, type Instalment } from '@salon/domain';

export function BudgetPaymentPlan({ budgetId, plan }: { budgetId: string; plan: readonly Instalment[] }) {
  return (
    <section className="salon-card bo-payments no-print" aria-labelledby="presupuesto-plan">
      <h2 id="presupuesto-plan">Plan de pagos</h2>
      {plan.length === 0 ? (
        <p className="bo-muted">Este presupuesto no tiene nada por cobrar.</p>
      ) : (
        <ul className="bo-list" data-testid="plan-de-pagos">
          {plan.map((instalment) => (
            <li key={instalment.concepto} data-testid={`plan-${instalment.concepto}`}>
              <span>
                <strong>{INSTALMENT_LABELS[instalment.concepto]}</strong> · vence el {formatDateLong(instalment.venceEl)}
              </span>
              <strong>{formatARS(instalment.monto)}</strong>
              <span data-testid={`plan-${instalment.concepto}-estado`}>{instalmentStatusText(instalment)}</span>
              {instalment.falta > 0 && (
                <Link to={`/recibo?presupuesto=${encodeURIComponent(budgetId)}&concepto=${encodeURIComponent(instalment.concepto)}&monto=${instalment.falta}`}>
                  Emitir recibo de {INSTALMENT_LABELS[instalment.concepto].toLowerCase()} ({formatARS(instalment.falta)})
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
