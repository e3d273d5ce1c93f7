// «Presupuestos con saldo pendiente» of /recibo: the budgets that still owe money, soonest event first, each with what
// is paid and owed and a button that fills the receipt form with its next instalment.
import { BUDGET_STATUS_LABELS, countText, formatARS, formatDateLong, INSTALMENT_LABELS } from '@salon/domain';
import { AmountText } from '@salon/ui/src/AmountText';
import { type ReceiptFormModel } from './useReceiptForm';

export function OwingBudgets({ model }: { model: Pick<ReceiptFormModel, 'owing' | 'collect'> }) {
  const { owing } = model;
  return (
    <section className="salon-card bo-budget-list" aria-labelledby="recibos-pendientes">
      <h2 id="recibos-pendientes">Presupuestos con saldo pendiente</h2>
      {owing.length === 0 ? (
        <p className="bo-muted">Ningún presupuesto reservado o confirmado debe dinero.</p>
      ) : (
        <>
          <p className="bo-muted bo-small">{countText(owing.length, 'presupuesto', 'presupuestos')}</p>
          <ul className="bo-list" data-testid="recibos-pendientes">
            {owing.map((item) => {
              const what = `${INSTALMENT_LABELS[item.next.concepto].toLowerCase()} (${formatARS(item.next.falta)})`;
              return (
                <li key={item.presupuestoId}>
                  <div>
                    <strong>{item.cliente}</strong> · {formatDateLong(item.fechaEvento)}
                    <div className="bo-muted bo-small">
                      <AmountText
                        text={`${BUDGET_STATUS_LABELS[item.estado]} · Pagado ${formatARS(item.pagado)} de ${formatARS(item.total)} · Falta ${formatARS(item.falta)}`}
                      />
                    </div>
                  </div>
                  <button
                    type="button"
                    className="salon-button salon-button--secondary"
                    aria-label={`Cobrar la ${what} de ${item.cliente}`}
                    onClick={() => model.collect(item)}
                  >
                    Cobrar {item.next.concepto === 'seña' ? 'la' : 'el'} {what}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
