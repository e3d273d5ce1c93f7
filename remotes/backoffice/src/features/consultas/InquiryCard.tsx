// One inquiry in the inbox: what the visitor asked for, the phone as a WhatsApp link with a ready greeting, the status,
// and the budget made from it (a link and its stage) or «Crear presupuesto» while it has none.
import { useState } from 'react';
import { Link, useNavigate } from '@salon/router';
import {
  BUDGET_STATUS_LABELS,
  EXTRA_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  formatDateLong,
  inquiryDateIsPast,
  inquiryWhatsappLink,
  type ExtraKey,
  type Inquiry,
  type InquiryStatus,
} from '@salon/domain';
import { hasUnsavedNewBudget, startBudgetFromInquiry } from './budgetPrefill';
import { InquiryQuoteLines } from './InquiryQuoteLines';
import { changeStatus, useBudgetStage } from './useInquiryInbox';

/** "25/11/2026 14:05", in Buenos Aires. */
function receivedAt(ms: number): string {
  if (!ms) return 'sin fecha';
  return new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);
}

/** The budget an inquiry turned into: a link, and where it stands now (its status, read alone). */
function BudgetStage({ id }: { id: string }) {
  const stage = useBudgetStage(id);
  return (
    <>
      <Link to={`/presupuesto/${id}`}>Ver el presupuesto</Link>
      {stage.status === 'ready' && stage.value && <span data-testid="consulta-presupuesto-estado"> · {BUDGET_STATUS_LABELS[stage.value]}</span>}
    </>
  );
}

interface InquiryCardProps {
  inquiry: Inquiry;
  today: string;
  /** With a selection (the list), its checkbox. */
  selection?: { checked: boolean; toggle: () => void };
}

export function InquiryCard({ inquiry, today, selection }: InquiryCardProps) {
  const navigate = useNavigate();
  const [confirmReplace, setConfirmReplace] = useState(false);
  const past = inquiryDateIsPast(inquiry, today);
  const extras = Object.entries(inquiry.adicionales) as [ExtraKey, number][];
  const titleId = `consulta-${inquiry.id}-titulo`;
  const statusId = `consulta-${inquiry.id}-estado`;
  const whatsapp = inquiryWhatsappLink(inquiry);
  const createBudget = () => {
    startBudgetFromInquiry(inquiry);
    void navigate('/presupuesto');
  };
  return (
    <li className={`bo-inquiry bo-inquiry--${inquiry.estado}`} aria-labelledby={titleId}>
      <div className="bo-inquiry__head">
        {selection && (
          <input
            type="checkbox"
            className="bo-inquiry__select"
            checked={selection.checked}
            onChange={selection.toggle}
            aria-label={`Elegir la consulta de ${inquiry.nombre}`}
          />
        )}
        <h3 id={titleId} className="bo-inquiry__title">
          {inquiry.nombre} · {formatDateLong(inquiry.fecha)}
          {past && <span className="bo-inquiry__past"> (fecha pasada)</span>}
        </h3>
      </div>
      <dl className="bo-inquiry__data">
        <dt>Teléfono</dt>
        <dd>
          {whatsapp ? (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" data-testid="consulta-whatsapp">
              {inquiry.telefono}
              <span className="bo-inquiry__wa"> · WhatsApp</span>
            </a>
          ) : (
            inquiry.telefono
          )}
        </dd>
        <dt>Invitados</dt>
        <dd>{inquiry.invitados ?? 'Sin indicar'}</dd>
        <dt>Alquiler</dt>
        <dd>{inquiry.alquiler ? `${inquiry.alquiler.replace('hs', '')} horas` : 'Sin indicar'}</dd>
        {inquiry.cotizacion ? (
          <>
            <dt>Cotización</dt>
            <dd>
              <InquiryQuoteLines quote={inquiry.cotizacion} inquiryDate={inquiry.fecha} />
            </dd>
          </>
        ) : (
          extras.length > 0 && (
            <>
              <dt>Adicionales</dt>
              <dd>{extras.map(([key, count]) => `${EXTRA_LABELS[key]} × ${count}`).join(', ')}</dd>
            </>
          )
        )}
        {inquiry.mensaje && (
          <>
            <dt>Mensaje</dt>
            <dd className="bo-inquiry__message">{inquiry.mensaje}</dd>
          </>
        )}
        <dt>Recibida</dt>
        <dd>{receivedAt(inquiry.creadaEn)}</dd>
        {inquiry.presupuestoId && (
          <>
            <dt>Presupuesto</dt>
            <dd>
              <BudgetStage id={inquiry.presupuestoId} />
            </dd>
          </>
        )}
      </dl>
      <div className="bo-inquiry__actions">
        <label htmlFor={statusId}>Estado</label>
        <select id={statusId} value={inquiry.estado} onChange={(e) => void changeStatus(inquiry, e.target.value as InquiryStatus)}>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {!inquiry.presupuestoId && (
          <button type="button" className="salon-button" onClick={() => (hasUnsavedNewBudget() ? setConfirmReplace(true) : createBudget())}>
            Crear presupuesto
          </button>
        )}
      </div>
      {confirmReplace && (
        <div className="bo-inquiry__confirm" role="alert">
          <p>Hay un presupuesto nuevo sin guardar. Si seguís, se reemplaza por los datos de esta consulta.</p>
          <button type="button" className="salon-button" onClick={createBudget}>
            Reemplazar y crear
          </button>{' '}
          <button type="button" className="salon-button salon-button--secondary" onClick={() => setConfirmReplace(false)}>
            Cancelar
          </button>
        </div>
      )}
    </li>
  );
}
