// The chosen date: status, price, rate and hours, a WhatsApp link to ask for it, its visit slots, and the
// nearest free dates when it is taken.
import {
  dateInquiryMessage,
  formatDateLong,
  formatVisitSlotHours,
  inquiryQuoteFromDate,
  visitInquiryMessage,
  whatsappRedirectPath,
  type DateInfo,
  type IsoDate,
} from '@salon/domain';
import { Link } from '@salon/router';
import { InquiryFormLazy } from '@salon/ui/src/inquiry-form/lazy';
import { useState } from 'react';
import { priceText } from './calendarModel';

export interface DateDetailsProps {
  info: DateInfo;
  alternatives: DateInfo[];
  onSelect: (date: IsoDate) => void;
}

/** The rental the calendar shows for a date, for the inquiry form. */
const rentalOf = (info: DateInfo) => (info.hours === 3 ? '3hs' : info.hours === 4 ? '4hs' : undefined);

export function DateDetails({ info, alternatives, onSelect }: DateDetailsProps) {
  // The date whose inquiry form is open (another date closes it).
  const [askingFor, setAskingFor] = useState<IsoDate | null>(null);
  const asking = askingFor === info.date;
  return (
    <div className={`cal-details cal-details--${info.status}`}>
      <h2 id="cal-details-title" className="cal-details__title">
        {formatDateLong(info.date)}
      </h2>
      {info.holiday && <p className="cal-details__holiday">Feriado: {info.holiday}</p>}
      {info.status === 'Libre' && (
        <>
          <p className="cal-details__status">
            <strong>Libre</strong>
          </p>
          <dl className="salon-amount-row">
            <dt>Alquiler del salón x {info.hours} hs</dt>
            <dd>{priceText(info)}</dd>
          </dl>
          <p className="cal-details__rate">{info.priceType}</p>
          <div className="cal-details__ask">
            {!asking && (
              <button type="button" className="salon-button" onClick={() => setAskingFor(info.date)}>
                Consultar por esta fecha
              </button>
            )}
            <Link className={`salon-button${asking ? '' : ' salon-button--secondary'}`} to={whatsappRedirectPath(dateInquiryMessage([info]))}>
              Consultar esta fecha por WhatsApp
            </Link>
          </div>
          {asking && (
            <InquiryFormLazy
              key={info.date}
              title={`Consultar por el ${formatDateLong(info.date)}`}
              headingLevel={3}
              // The date and its rental at the price shown (the promotion that covers it taken off).
              prefill={{ fecha: info.date, alquiler: rentalOf(info), cotizacion: inquiryQuoteFromDate(info) }}
              onClose={() => setAskingFor(null)}
            />
          )}
        </>
      )}
      {(info.status === 'Ocupado' || info.status === 'Reservado provisoriamente') && (
        <>
          <p className="cal-details__status">
            {info.status === 'Ocupado' ? (
              <>
                <strong>Ocupado</strong>: esta fecha ya está reservada.
              </>
            ) : (
              <>
                <strong>Reservado provisoriamente</strong>: otro cliente la tiene retenida por unos días; si no la confirma, vuelve a quedar libre.
              </>
            )}
          </p>
          {alternatives.length > 0 && (
            <>
              <p>Las fechas libres más cercanas son:</p>
              <ul className="cal-details__alternatives">
                {alternatives.map((alternative) => (
                  <li key={alternative.date}>
                    <button type="button" className="salon-button salon-button--secondary" onClick={() => onSelect(alternative.date)}>
                      {formatDateLong(alternative.date)} · {priceText(alternative)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {info.status === 'no-verificable' && (
        <>
          <p className="cal-details__status">No pudimos confirmar si esta fecha está libre.</p>
          <Link className="salon-button" to={whatsappRedirectPath(dateInquiryMessage([info]))}>
            Consultar esta fecha por WhatsApp
          </Link>
        </>
      )}
      {info.visitSlots.length > 0 && (
        <div className="cal-details__visits">
          <h3>Horarios de visita</h3>
          <ul>
            {info.visitSlots.map((slot) => {
              const hours = formatVisitSlotHours(slot);
              return (
                <li key={slot.start}>
                  <span>{hours}</span>{' '}
                  <Link className="salon-button salon-button--secondary" to={whatsappRedirectPath(visitInquiryMessage(info.date, hours))}>
                    Pedir una visita
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
