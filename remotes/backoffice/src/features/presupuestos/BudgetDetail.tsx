// /presupuesto/{id}: the budget as the client gets it (printable on A4 and as a PDF), with WhatsApp (the client's
// page in a ready message), edit and receipts.
import { useMemo } from 'react';
import { Link } from '@salon/router';
import {
  BUDGET_STATUS_LABELS,
  budgetAccount,
  budgetTotals,
  countText,
  EXTRA_HOUR_RATE_LABELS,
  formatARS,
  formatDateLong,
  formatReceiptNumber,
  paymentPlan,
  todayInHall,
  RECEIPT_CONCEPT_LABELS,
  effectivePriceCopy,
  type Receipt,
  type StoredBudget,
} from '@salon/domain';
import { useLive, useSession } from '@salon/firebase';
import { annulBudget, watchPaymentTerms, watchReceiptsOfBudgets } from '@salon/firebase/staff';
import { Notice, notify } from '@salon/ui';
import { AnnulForm } from '../anulacion/AnnulForm';
import { AnnulledNotice, AnnulledTag } from '../anulacion/AnnulledNotice';
import { useAnnul } from '../anulacion/useAnnul';
import { BudgetClientLink } from './BudgetClientLink';
import { BudgetDateBooking } from './BudgetDateBooking';
import { BudgetHistory } from './BudgetHistory';
import { BudgetPaymentPlan } from './BudgetPaymentPlan';
import { BudgetPdfButton } from './BudgetPdfButton';
import { HallIssuerLines } from '../documentos/HallIssuerLines';
import { useHallIssuer } from '../documentos/useHallIssuer';
import { BudgetSummary } from './BudgetSummary';
import { formatMoment } from './format';
import { useClientLink } from './useClientLink';
import { usePricing } from './usePricing';

export function BudgetDetail({ budget }: { budget: StoredBudget }) {
  const pricing = usePricing(null);
  // This budget's receipts only: a query on the budget, not the book of receipts.
  const receipts = useLive<Receipt[]>((onData, onError) => watchReceiptsOfBudgets([budget.id], onData, onError), [budget.id]);
  const terms = useLive(watchPaymentTerms);
  // Budgets saved before copies were kept are priced with today's prices (and say so).
  const copy = effectivePriceCopy(budget, pricing.prices);
  const totals = copy ? budgetTotals(budget, copy) : null;
  const ownReceipts = useMemo(
    () => (receipts.status === 'ready' ? receipts.value.filter((receipt) => receipt.presupuestoId === budget.id) : []),
    [receipts, budget.id],
  );
  // Annulled receipts pay nothing off; an annulled budget is owed nothing.
  const account = totals ? budgetAccount(totals.total, ownReceipts) : null;
  const owed = account && !budget.anulacion ? account.owed : null;
  const plan = useMemo(() => {
    if (!totals || budget.anulacion) return null;
    const today = todayInHall(new Date());
    const creadoEl = budget.creadoEn ? todayInHall(new Date(budget.creadoEn)) : today;
    return paymentPlan(
      { total: totals.total, sena: totals.sena, fechaEvento: budget.fechaEvento, creadoEl, today, terms: terms.status === 'ready' ? terms.value : undefined },
      ownReceipts,
    );
  }, [totals, budget.anulacion, budget.creadoEn, budget.fechaEvento, ownReceipts, terms]);
  const { currentUser } = useSession();
  const hall = useHallIssuer();
  const annul = useAnnul(async (motivo) => {
    await annulBudget(budget, motivo, currentUser?.email ?? '');
    notify('Presupuesto anulado.', 'success');
  });
  const clientLink = useClientLink(budget, currentUser?.email ?? '', pricing.companyName);

  return (
    <div className="bo-budget-detail">
      <div className="bo-actions no-print">
        {!budget.anulacion && (
          <Link className="salon-button" to={`/presupuesto/editar/${budget.id}`}>
            Editar
          </Link>
        )}
        {budget.anulacion ? null : clientLink.whatsapp ? (
          <a className="salon-button" href={clientLink.whatsapp} target="_blank" rel="noopener noreferrer" data-testid="presupuesto-whatsapp">
            Enviar por WhatsApp
          </a>
        ) : clientLink.hasPhone ? (
          <button
            type="button"
            className="salon-button"
            disabled={clientLink.busy || clientLink.sharing === null}
            onClick={() => void clientLink.shareAndSend()}
          >
            Enviar por WhatsApp
          </button>
        ) : (
          <span className="bo-muted">Sin teléfono válido para WhatsApp.</span>
        )}
        <BudgetPdfButton
          budget={budget}
          receipts={receipts.status === 'ready' ? receipts.value : null}
          terms={terms.status === 'ready' ? terms.value : undefined}
          prices={pricing.prices}
          acceptance={clientLink.sharing?.acceptance ?? null}
        />
        <button type="button" className="salon-button salon-button--secondary" onClick={() => window.print()}>
          Imprimir
        </button>
        {!budget.anulacion && (
          <Link className="salon-button salon-button--secondary" to={`/recibo?presupuesto=${encodeURIComponent(budget.id)}`}>
            Emitir recibo
          </Link>
        )}
        {!budget.anulacion && !annul.open && <AnnulForm model={annul} what="presupuesto" explanation="" />}
        {budget.consultaId && (
          <Link className="salon-button salon-button--secondary" to={`/consultas?consulta=${encodeURIComponent(budget.consultaId)}`}>
            Ver la consulta
          </Link>
        )}
        <Link className="salon-button salon-button--secondary" to="/presupuesto">
          Volver a la lista
        </Link>
      </div>

      {!budget.anulacion && annul.open && (
        <div className="no-print">
          <AnnulForm
            model={annul}
            what="presupuesto"
            explanation="El presupuesto no se borra: queda guardado como «Anulado», con el motivo, y deja de sumar en los totales. Si tiene la fecha reservada, la fecha queda libre en el calendario."
          />
        </div>
      )}

      {!budget.precios && <Notice tone="warning">Este presupuesto no guardó sus precios: se muestran los precios actuales.</Notice>}

      <article className="salon-card bo-print-area bo-document" aria-label={`Presupuesto de ${budget.cliente}`}>
        <header className="bo-document__header">
          <p className="bo-document__company">{pricing.companyName}</p>
          <HallIssuerLines issuer={hall.issuer} />
          <h2>Presupuesto</h2>
          <p className="bo-muted">Válido hasta el {formatDateLong(budget.validoHasta)}</p>
        </header>
        {budget.anulacion && <AnnulledNotice annulment={budget.anulacion} testId="presupuesto-anulado" />}
        <dl className="bo-facts">
          <div>
            <dt>Cliente</dt>
            <dd data-testid="presupuesto-cliente">{budget.cliente}</dd>
          </div>
          <div>
            <dt>Teléfono</dt>
            <dd>{budget.telefono}</dd>
          </div>
          <div>
            <dt>Fecha del evento</dt>
            <dd>{formatDateLong(budget.fechaEvento)}</dd>
          </div>
          <div>
            <dt>Invitados</dt>
            <dd>{budget.invitados}</dd>
          </div>
          <div>
            <dt>Horas extra</dt>
            <dd>{budget.horasExtra > 0 ? `${budget.horasExtra} (${EXTRA_HOUR_RATE_LABELS[copy?.tarifa ?? 'finDeSemana'].toLowerCase()})` : 'Ninguna'}</dd>
          </div>
          <div className="no-print-inline">
            <dt>Estado</dt>
            <dd data-testid="presupuesto-estado">{BUDGET_STATUS_LABELS[budget.estado]}</dd>
          </div>
        </dl>
        <h3>Detalle</h3>
        {totals ? <BudgetSummary totals={totals} /> : <p className="bo-muted">Cargando precios...</p>}
        {budget.notas && (
          <>
            <h3>Notas</h3>
            <p className="bo-notes">{budget.notas}</p>
          </>
        )}
        {/* Who made it is for staff: the printed copy goes to the client without a staff e-mail. */}
        <p className="bo-muted bo-small no-print">
          Hecho por {budget.autor || 'el personal'}
          {budget.creadoEn ? ` el ${formatMoment(budget.creadoEn)}` : ''}
          {budget.actualizadoEn && budget.actualizadoEn !== budget.creadoEn ? `; última modificación: ${formatMoment(budget.actualizadoEn)}` : ''}.
        </p>
      </article>

      {!budget.anulacion && <BudgetDateBooking budget={budget} />}

      {plan && receipts.status === 'ready' && <BudgetPaymentPlan budgetId={budget.id} plan={plan} />}

      <BudgetClientLink budget={budget} model={clientLink} />

      <BudgetHistory budgetId={budget.id} />

      <section className="salon-card bo-payments no-print" aria-labelledby="presupuesto-pagos">
        <h2 id="presupuesto-pagos">Pagos{ownReceipts.length > 0 ? ` (${countText(ownReceipts.length, 'recibo', 'recibos')})` : ''}</h2>
        {receipts.status === 'loading' && <p className="bo-muted">Cargando recibos...</p>}
        {receipts.status === 'error' && <Notice tone="error">No se pudieron leer los recibos.</Notice>}
        {receipts.status === 'ready' && ownReceipts.length === 0 && <p className="bo-muted">Todavía no hay recibos para este presupuesto.</p>}
        {ownReceipts.length > 0 && (
          <ul className="bo-list">
            {ownReceipts.map((receipt) => (
              <li key={receipt.numero}>
                <span>
                  <Link to={`/templateRecibo?numero=${receipt.numero}`}>Recibo N° {formatReceiptNumber(receipt.numero)}</Link>
                  {receipt.anulacion && <AnnulledTag />}
                </span>
                <span>{RECEIPT_CONCEPT_LABELS[receipt.concepto]}</span>
                <strong className={receipt.anulacion ? 'bo-amount-annulled' : undefined}>{formatARS(receipt.monto)}</strong>
              </li>
            ))}
          </ul>
        )}
        {account && account.receipts > 0 && (
          <p>
            Pagado ({countText(account.receipts, 'recibo', 'recibos')}): <strong data-testid="presupuesto-pagado">{formatARS(account.paid)}</strong>
          </p>
        )}
        {owed !== null && (
          <p className="bo-owed">
            Falta pagar: <strong data-testid="presupuesto-falta-pagar">{formatARS(Math.max(owed, 0))}</strong>
          </p>
        )}
      </section>
    </div>
  );
}
