// «Detalle» of /p/{token}: each line of the budget with its amount, the discount when there is one, and the total.
import { formatARS, type ClientBudgetView } from '@salon/domain';

export function ClientBudgetLines({ view }: { view: Pick<ClientBudgetView, 'lineas' | 'subtotal' | 'descuento' | 'total'> }) {
  return (
    <>
      <h3>Detalle</h3>
      <table className="cliente-tabla">
        <thead>
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Importe</th>
          </tr>
        </thead>
        <tbody>
          {view.lineas.map((line) => (
            <tr key={line.label}>
              <td>{line.label}</td>
              <td>{line.quantity}</td>
              <td>{line.subtotal === null ? 'A consultar' : formatARS(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {view.descuento > 0 && (
            <>
              <tr>
                <th scope="row" colSpan={2}>
                  Subtotal
                </th>
                <td>{formatARS(view.subtotal)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  Descuento
                </th>
                <td>− {formatARS(view.descuento)}</td>
              </tr>
            </>
          )}
          <tr className="cliente-tabla__total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td data-testid="cliente-total">{formatARS(view.total)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}
