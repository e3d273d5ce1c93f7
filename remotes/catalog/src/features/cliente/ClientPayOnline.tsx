// «Pagar la seña con Mercado Pago» of /p/{token}: while the seña can be paid online (ClientBudgetView.pagoOnline), its
// amount and the button that sends the client to Mercado Pago; once the books hold the seña, "Recibimos tu seña".
// What the page says comes from the budget as the function answers it, never from the return address.
import { formatARS, type ClientBudgetView } from '@salon/domain';
import type { OnlinePaymentModel } from './useClientBudget';

export function ClientPayOnline({ view, payment }: { view: Pick<ClientBudgetView, 'pagoOnline' | 'senaRecibida' | 'anulado'>; payment: OnlinePaymentModel }) {
  if (view.anulado) return null;
  if (view.senaRecibida)
    return (
      <p className="cliente-aviso cliente-aviso--confirmado" data-testid="cliente-sena-recibida">
        Recibimos tu seña. ¡Gracias! Tu fecha queda reservada.
      </p>
    );
  if (!view.pagoOnline) return null;
  return (
    <section className="cliente-pago cliente-no-print" aria-labelledby="cliente-mp-titulo" data-testid="cliente-mercadopago">
      <h3 id="cliente-mp-titulo">Pagá la seña en línea</h3>
      <p>
        La seña es de <strong className="cliente-monto">{formatARS(view.pagoOnline.monto)}</strong>. Con Mercado Pago podés pagarla ahora y tu fecha queda
        reservada apenas se acredita.
      </p>
      <button type="button" className="salon-button" onClick={() => void payment.pay()} disabled={payment.sending}>
        {payment.sending ? 'Abriendo Mercado Pago…' : 'Pagar la seña con Mercado Pago'}
      </button>
      {payment.error && (
        <p className="cliente-error" role="alert">
          {payment.error}
        </p>
      )}
    </section>
  );
}
