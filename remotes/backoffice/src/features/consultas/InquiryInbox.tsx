// /consultas: the inquiries visitors sent, newest first, with the quote each came with; staff change the status and
// start a budget from one.
import { useState } from 'react';
import { useNavigate } from '@salon/router';
import {
  EXTRA_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  formatDateLong,
  inquiryDateIsPast,
  todayInHall,
  type ExtraKey,
  type Inquiry,
  type InquiryStatus,
} from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { hasUnsavedNewBudget, startBudgetFromInquiry } from './budgetPrefill';
import { InquiryQuoteLines } from './InquiryQuoteLines';
import { changeStatus, useInquiries } from './useInquiryInbox';

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

function InquiryCard({ inquiry, today }: { inquiry: Inquiry; today: string }) {
  const navigate = useNavigate();
  const [confirmReplace, setConfirmReplace] = useState(false);
  const past = inquiryDateIsPast(inquiry, today);
  const extras = Object.entries(inquiry.adicionales) as [ExtraKey, number][];
  const statusId = `consulta-${inquiry.id}-estado`;
  const createBudget = () => {
    startBudgetFromInquiry(inquiry);
    void navigate('/presupuesto');
  };
  return (
    <li className={`bo-inquiry bo-inquiry--${inquiry.estado}`} aria-labelledby={`consulta-${inquiry.id}-titulo`}>
      <h3 id={`consulta-${inquiry.id}-titulo`} className="bo-inquiry__title">
        {inquiry.nombre} · {formatDateLong(inquiry.fecha)}
        {past && <span className="bo-inquiry__past"> (fecha pasada)</span>}
      </h3>
      <dl className="bo-inquiry__data">
        <dt>Teléfono</dt>
        <dd>{inquiry.telefono}</dd>
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
        <button type="button" className="salon-button" onClick={() => (hasUnsavedNewBudget() ? setConfirmReplace(true) : createBudget())}>
          Crear presupuesto
        </button>
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

export function InquiryInbox() {
  const inquiries = useInquiries();
  if (inquiries.status === 'loading') return <Loading />;
  if (inquiries.status === 'error') return <Notice tone="error">No se pudieron leer las consultas. Revisá la conexión y recargá la página.</Notice>;
  if (inquiries.value.length === 0) return <p>Todavía no llegó ninguna consulta.</p>;
  const today = todayInHall(new Date());
  return (
    <ol className="bo-inquiries" aria-label="Consultas, de la más nueva a la más vieja">
      {inquiries.value.map((inquiry) => (
        <InquiryCard key={inquiry.id} inquiry={inquiry} today={today} />
      ))}
    </ol>
  );
}
