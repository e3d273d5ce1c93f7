// /calculadora: the seed's calculator never showed a total; this one computes it live from the month's
// prices (datosId/8), the date's rate and the extras, and sends the quote to WhatsApp.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '@salon/router';
import { EXTRA_FIELDS, EXTRA_KEYS, formatARS, PRICE_LABELS, PRICE_ON_REQUEST, RENTAL_FIELDS, whatsappRedirectPath, type ExtraKey } from '@salon/domain';
import { Loading, Notice, Page, useHydrated } from '@salon/ui';
import { InquiryFormLazy } from '@salon/ui/src/inquiry-form/lazy';
import { QuantityField } from '../features/calculadora/QuantityField';
import { useCalculator } from '../features/calculadora/useCalculator';
import { WhenBlock } from '../features/calculadora/WhenBlock';
import '../features/calculadora/calculadora.css';

const EXTRA_UNIT: Partial<Record<ExtraKey, string>> = { horaOrganizacion: 'por hora' };

const written = (price: number | null | undefined) => (price == null ? PRICE_ON_REQUEST : formatARS(price));

export default function CalculadoraPage() {
  const hydrated = useHydrated();
  const calculator = useCalculator();
  const { today, startYear, state, monthPrices, extraHourField, dateText, chooseDate } = calculator;
  const { dateCheck, date, holiday, page, priceType, quote } = state;
  const summary = useRef<HTMLElement>(null);
  // The inquiry form (docs/storage-contract.md), opened from the summary: it starts from the quote as it is then.
  const [asking, setAsking] = useState(false);

  return (
    <Page
      title="Calculadora"
      description="Calculá cuánto sale tu fiesta en el salón: alquiler de 3 o 4 horas, horas extra y adicionales, con los precios del mes."
    >
      <p className="calc-intro">
        Elegí la fecha y lo que necesitás: el total se actualiza al instante con los precios del mes. Después nos lo mandás por WhatsApp y te confirmamos.
      </p>
      {calculator.pricesStatus === 'loading' && <Loading text="Cargando precios..." />}
      {calculator.pricesStatus === 'error' && <Notice tone="error">No pudimos cargar los precios. Probá de nuevo en unos minutos.</Notice>}
      <div className="calc">
        {/* Disabled until the page's code has taken over the prerendered form: nothing typed before is lost. */}
        <fieldset className="calc__opciones" disabled={!hydrated}>
          <WhenBlock
            hydrated={hydrated}
            today={today}
            startYear={startYear}
            dateText={dateText}
            dateError={dateCheck.ok ? null : dateCheck.message}
            date={date}
            holiday={holiday}
            priceType={priceType}
            page={page}
            chooseDate={chooseDate}
            chooseMonth={calculator.chooseMonth}
            onReport={calculator.onReport}
            onDown={calculator.onDown}
          />

          <fieldset className="salon-card calc-bloque">
            <legend>Alquiler del salón</legend>
            {/* Only the options the date has: 3 hs on weekdays, 4 hs on weekend days and holidays; both with a month. */}
            {state.rentalOptions.map((option) => (
              <label key={option} className="calc-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={state.rental === option}
                  // One at a time: turning one on turns the other off.
                  onChange={(event) => calculator.setRental(event.target.checked ? option : null)}
                />
                <span className="calc-switch__pista" aria-hidden="true" />
                <span className="calc-switch__texto">{PRICE_LABELS[RENTAL_FIELDS[option]]}</span>
                <span className="calc-switch__precio">{written(monthPrices?.[RENTAL_FIELDS[option]])}</span>
              </label>
            ))}
            {date && priceType && (
              <p className="calc-ayuda">
                {priceType === 'semana' ? 'Los días de semana el alquiler es por 3 horas.' : 'Los fines de semana y feriados el alquiler es por 4 horas.'}
              </p>
            )}
          </fieldset>

          <fieldset className="salon-card calc-bloque">
            <legend>Horas extra y adicionales</legend>
            <QuantityField
              label={PRICE_LABELS[extraHourField] === 'Hora extra de semana' ? 'Horas extra (día de semana)' : 'Horas extra (fin de semana)'}
              unitPrice={written(monthPrices?.[extraHourField])}
              unitName="por hora"
              text={calculator.extraHoursText}
              error={state.quantityErrors.extraHours}
              onTextChange={calculator.setExtraHoursText}
            />
            {EXTRA_KEYS.map((key) => (
              <QuantityField
                key={key}
                label={PRICE_LABELS[EXTRA_FIELDS[key]]}
                unitPrice={written(monthPrices?.[EXTRA_FIELDS[key]])}
                unitName={EXTRA_UNIT[key]}
                text={calculator.extraTexts[key]}
                error={state.quantityErrors[key]}
                onTextChange={calculator.extraSetters[key]}
              />
            ))}
          </fieldset>
        </fieldset>

        <aside ref={summary} className="salon-card calc-resumen" aria-labelledby="calc-resumen-titulo" id="resumen">
          <h2 id="calc-resumen-titulo">Tu presupuesto</h2>
          <p className="calc-resumen__cuando">{state.when}</p>
          {state.lines.length === 0 ? (
            <p className="calc-resumen__vacio">Elegí el alquiler o algún adicional para ver el total.</p>
          ) : (
            <ul className="calc-lineas" aria-label="Detalle">
              {/* The same lines as the WhatsApp message (quoteTextLines). */}
              {state.lines.map((line) => (
                <li key={line.field} className="salon-amount-row">
                  <span>{line.label}</span>
                  <strong>{line.amount}</strong>
                </li>
              ))}
            </ul>
          )}
          <p className="calc-total" aria-live="polite" aria-atomic="true">
            <span>Total:</span> <output data-testid="calc-total">{state.total}</output>
          </p>
          {state.promotionNote && (
            <p className="calc-ayuda" data-testid="calc-promocion">
              {state.promotionNote}
            </p>
          )}
          {quote.missing.length > 0 && (
            <p className="calc-aviso">Los ítems que dicen “{PRICE_ON_REQUEST}” no están en el total: te pasamos el precio por WhatsApp.</p>
          )}
          {state.send.ok ? (
            <Link className="salon-button calc-enviar" to={whatsappRedirectPath(state.send.message)}>
              Enviar cotización por WhatsApp
            </Link>
          ) : (
            <>
              <button type="button" className="salon-button calc-enviar" disabled aria-describedby="calc-enviar-ayuda">
                Enviar cotización por WhatsApp
              </button>
              <p id="calc-enviar-ayuda" className={state.quote.lines.length > 0 ? 'calc-aviso' : 'calc-ayuda'}>
                {state.send.reason}
              </p>
            </>
          )}
          {!asking && (
            <button type="button" className="salon-button salon-button--secondary calc-consultar" onClick={() => setAsking(true)}>
              Dejar una consulta con este presupuesto
            </button>
          )}
          <p className="calc-ayuda">Precios de {state.month.toLowerCase()}. La reserva se confirma con la seña.</p>
        </aside>
      </div>
      {asking && (
        <div className="calc-consulta">
          <InquiryFormLazy title="Dejanos tu consulta" prefill={state.inquiry} onClose={() => setAsking(false)} />
        </div>
      )}
      <TotalBar summary={summary} total={state.total} />
    </Page>
  );
}

/**
 * The total along the bottom of a phone's screen, hidden while the full summary is in view. It watches the summary
 * itself: scrolling redraws this bar, not the calculator.
 */
function TotalBar({ summary, total }: { summary: RefObject<HTMLElement | null>; total: string }) {
  const summaryInView = useInView(summary);
  return (
    <div className={`calc-barra${summaryInView ? ' calc-barra--oculta' : ''}`} aria-hidden="true">
      <span>Total estimado</span>
      <strong>{total}</strong>
    </div>
  );
}

/** Whether an element is on screen (the bottom bar hides while the full summary is visible). */
function useInView(element: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting), { threshold: 0.25 });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
