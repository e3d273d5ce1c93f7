// «Cómo pagar el saldo» of /p/{token}: while the budget owes money and the hall has an account, what is owed and
// where to transfer it (holder, alias, CBU); gone once it is paid.
import { formatARS, type ClientBudgetView } from '@salon/domain';

export function ClientPayBalance({ view }: { view: Pick<ClientBudgetView, 'cuenta' | 'falta'> }) {
  const account = view.cuenta;
  if (!account || view.falta <= 0) return null;
  return (
    <section className="cliente-pago" aria-labelledby="cliente-pago-titulo" data-testid="cliente-pago">
      <h3 id="cliente-pago-titulo">Cómo pagar el saldo</h3>
      <p>
        Podés transferir lo que falta pagar, <strong className="cliente-monto">{formatARS(view.falta)}</strong>, a esta cuenta:
      </p>
      <dl className="cliente-datos">
        <div>
          <dt>Titular</dt>
          <dd>{account.holder}</dd>
        </div>
        {account.alias && (
          <div>
            <dt>Alias</dt>
            <dd data-testid="cliente-alias">{account.alias}</dd>
          </div>
        )}
        {account.cbu && (
          <div>
            <dt>CBU</dt>
            <dd data-testid="cliente-cbu">{account.cbu}</dd>
          </div>
        )}
      </dl>
      <p className="cliente-muted">Después de transferir, mandanos el comprobante por WhatsApp y te enviamos el recibo.</p>
    </section>
  );
}
