// «Página del cliente» of a budget's page: share the budget with its client (/p/{token}), copy or send the link,
// revoke it; and whether (who, when) the client accepted it.
import type { StoredBudget } from '@salon/domain';
import { Notice } from '@salon/ui';
import { formatMoment } from './format';
import type { ClientLinkModel } from './useClientLink';

export function BudgetClientLink({ budget, model }: { budget: Pick<StoredBudget, 'anulacion'>; model: ClientLinkModel }) {
  const { sharing } = model;
  return (
    <section className="salon-card bo-payments no-print" aria-labelledby="presupuesto-cliente">
      <h2 id="presupuesto-cliente">Página del cliente</h2>
      {sharing?.acceptance ? (
        <p data-testid="presupuesto-aceptacion">
          <strong>Aceptado por el cliente:</strong> {sharing.acceptance.nombre}, el {formatMoment(sharing.acceptance.en)}.
        </p>
      ) : (
        <p className="bo-muted">El cliente todavía no aceptó este presupuesto.</p>
      )}
      {model.url ? (
        <>
          <p>
            El cliente ve su presupuesto, el plan de pagos y sus recibos en:{' '}
            <a className="bo-url" href={model.url} target="_blank" rel="noopener noreferrer" data-testid="presupuesto-enlace-cliente">
              {model.url}
            </a>
          </p>
          <div className="bo-actions">
            <button type="button" className="salon-button salon-button--secondary" onClick={() => void model.copy()}>
              Copiar enlace
            </button>
            {model.whatsapp && (
              <a className="salon-button salon-button--secondary" href={model.whatsapp} target="_blank" rel="noopener noreferrer">
                Enviar enlace por WhatsApp
              </a>
            )}
            <button type="button" className="salon-button salon-button--secondary" disabled={model.busy} onClick={() => void model.revoke()}>
              Revocar enlace
            </button>
          </div>
        </>
      ) : (
        !budget.anulacion && (
          <div className="bo-actions">
            <button type="button" className="salon-button" disabled={model.busy || model.sharing === null} onClick={() => void model.share()}>
              Compartir con el cliente
            </button>
          </div>
        )
      )}
      {model.error && <Notice tone="error">{model.error}</Notice>}
    </section>
  );
}
