// The budget's lines and totals, as the calculator computes them.
import { formatARS, PRICE_ON_REQUEST, type BudgetTotals } from '@salon/domain';

export function BudgetSummary({ totals }: { totals: BudgetTotals }) {
  return (
    <dl className="bo-summary" data-testid="presupuesto-resumen">
      {totals.quote.lines.map((line) => (
        <div className="salon-amount-row" key={line.field}>
          <dt>
            {line.label}
            {line.quantity > 1 ? ` x ${line.quantity}` : ''}
          </dt>
          <dd>{line.subtotal === null ? PRICE_ON_REQUEST : formatARS(line.subtotal)}</dd>
        </div>
      ))}
      {totals.descuento > 0 && (
        <>
          <div className="salon-amount-row">
            <dt>Subtotal</dt>
            <dd>{formatARS(totals.subtotal)}</dd>
          </div>
          <div className="salon-amount-row">
            <dt>Descuento</dt>
            <dd>-{formatARS(totals.descuento)}</dd>
          </div>
        </>
      )}
      <div className="salon-amount-row bo-summary__total">
        <dt>Total</dt>
        <dd data-testid="presupuesto-total">{formatARS(totals.total)}</dd>
      </div>
      {totals.sena > 0 && (
        <>
          <div className="salon-amount-row">
            <dt>Seña</dt>
            <dd>{formatARS(totals.sena)}</dd>
          </div>
          <div className="salon-amount-row">
            <dt>Saldo después de la seña</dt>
            <dd>{formatARS(totals.saldo)}</dd>
          </div>
        </>
      )}
      {totals.quote.missing.length > 0 && <p className="bo-muted bo-small">Hay ítems sin precio cargado ("Consultar"): no suman al total.</p>}
    </dl>
  );
}
