// The view of /p/{token}: what the client sees of their budget (where it stands, lines, totals, payment plan, receipts), the
// hall's address and rules, how to pay the balance (the seña by Mercado Pago too), "Aceptar presupuesto", "Imprimir" (A4, without the site's header
// and buttons) and "Descargar PDF". The view of useClientBudget (the budget as the clientBudget function answers it,
// and the acceptance).
import { budgetFileName, clientSituationText, formatDateLong, type ClientBudgetView } from '@salon/domain';
import { budgetPdf } from '@salon/ui/src/documents/budgetPdf';
import { AmountText } from '@salon/ui/src/AmountText';
import { PdfButton } from '@salon/ui/src/documents/PdfButton';
import { ClientAcceptForm, ClientAccepted } from './ClientAcceptForm';
import { ClientBudgetLines } from './ClientBudgetLines';
import { ClientHallFacts } from './ClientHallFacts';
import { ClientPayBalance } from './ClientPayBalance';
import { ClientPaymentPlan, ClientReceipts } from './ClientPayments';
import { contactLink } from './clientBudgetText';
import { ClientPayOnline } from './ClientPayOnline';
import type { AcceptanceModel, OnlinePaymentModel } from './useClientBudget';

export function ClientBudget({ view, acceptance, payment }: { view: ClientBudgetView; acceptance: AcceptanceModel; payment: OnlinePaymentModel }) {
  const contact = contactLink(view);
  return (
    <div className="cliente-presupuesto">
      <div className="cliente-presupuesto__acciones cliente-no-print">
        <button type="button" className="salon-button salon-button--secondary" onClick={() => window.print()}>
          Imprimir
        </button>
        <PdfButton label="Descargar PDF" fileName={budgetFileName(view.cliente, view.fechaEvento)} definition={() => budgetPdf(view)} testId="cliente-pdf" />
        {contact && (
          <a className="salon-button salon-button--secondary" href={contact} target="_blank" rel="noopener noreferrer">
            Consultar por WhatsApp
          </a>
        )}
      </div>

      <article className="salon-card cliente-documento" aria-label={`Presupuesto de ${view.cliente}`}>
        <header className="cliente-documento__encabezado">
          <p className="cliente-documento__empresa">{view.empresa.nombre}</p>
          <h2>Presupuesto</h2>
          <p className="cliente-muted">Válido hasta el {formatDateLong(view.validoHasta)}</p>
        </header>
        <p className={`cliente-aviso cliente-aviso--${view.situacion}`} data-testid="cliente-situacion">
          <AmountText text={clientSituationText(view)} />
        </p>
        <dl className="cliente-datos">
          <div>
            <dt>Cliente</dt>
            <dd data-testid="cliente-nombre">{view.cliente}</dd>
          </div>
          <div>
            <dt>Fecha del evento</dt>
            <dd>{formatDateLong(view.fechaEvento)}</dd>
          </div>
          {view.invitados > 0 && (
            <div>
              <dt>Invitados</dt>
              <dd>{view.invitados}</dd>
            </div>
          )}
          <div>
            <dt>Estado</dt>
            <dd data-testid="cliente-estado">{view.estadoTexto}</dd>
          </div>
        </dl>

        <ClientBudgetLines view={view} />
        <ClientPaymentPlan plan={view.plan} />
        <ClientPayOnline view={view} payment={payment} />
        <ClientPayBalance view={view} />
        <ClientReceipts view={view} />

        {view.aceptacion && <ClientAccepted acceptance={view.aceptacion} justAccepted={acceptance.justAccepted} />}

        <ClientHallFacts salon={view.salon} />
      </article>

      {view.puedeAceptar && <ClientAcceptForm acceptance={acceptance} view={view} />}
    </div>
  );
}
