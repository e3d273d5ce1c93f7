// /p/{token}: a budget's page for its client (docs/storage-contract.md, "Client page"). Secret address: never
// indexed (noindex here, Disallow in robots.txt).
import { useParams } from '@salon/router';
import { Loading, Notice, Page } from '@salon/ui';
import { ClientBudget } from '../features/cliente/ClientBudget';
import { useClientBudget } from '../features/cliente/useClientBudget';
import '../features/cliente/cliente.css';

export default function ClientePage() {
  const { token = '' } = useParams();
  const { state, acceptance, payment, reload } = useClientBudget(token);
  return (
    <Page title="Tu presupuesto" description="El detalle de tu presupuesto, el plan de pagos y tus recibos." indexable={false}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'invalid' && (
        <Notice tone="warning">
          <span data-testid="cliente-enlace-invalido">{state.message}</span>
        </Notice>
      )}
      {state.status === 'error' && (
        <>
          <Notice tone="error">{state.message}</Notice>
          <button type="button" className="salon-button" onClick={reload}>
            Reintentar
          </button>
        </>
      )}
      {state.status === 'ready' && <ClientBudget view={state.view} acceptance={acceptance} payment={payment} />}
    </Page>
  );
}
