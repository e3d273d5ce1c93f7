// /calculadora: the seed's calculator never showed a total; this one computes it live from the month's
// prices (datosId/8), the date's rate and the extras, and sends the quote to WhatsApp.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from '@salon/router';
import {
  calculateQuote,
  checkEventDate,
  currentPage,
  EXTRA_FIELDS,
  EXTRA_KEYS,
  formatARS,
  formatDateLong,
  monthLabel,
  PRICE_LABELS,
  PRICE_ON_REQUEST,
  PRICE_TYPE_LABELS,
  pricesForPage,
  priceTypeForDate,
  quoteMessage,
  rateRule,
  RENTAL_FIELDS,
  SEASON_PAGES,
  seasonEndDate,
  seasonStartYear,
  todayInHall,
  whatsappRedirectPath,
  type ExtraKey,
  type RentalOption,
  type SeasonPage,
} from '@salon/domain';
import { useLive, watchCompanyName, watchPrices } from '@salon/firebase';
import { watchWeekendDays } from '../features/weekendDays';
import { Loading, Notice, Page, useHydrated } from '@salon/ui';
import { DateAvailability } from '../features/calculator/DateAvailability';
import { parseQuantity, QuantityField } from '../features/calculator/QuantityField';
import '../features/calculator/calculadora.css';

const RENTAL_OPTIONS: RentalOption[] = ['3hs', '4hs'];
const EXTRA_UNIT: Partial<Record<ExtraKey, string>> = { horaOrganizacion: 'por hora' };

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const written = (price: number | null | undefined) => (price == null ? PRICE_ON_REQUEST : formatARS(price));

export default function CalculadoraPage() {
  const hydrated = useHydrated();
  const today = todayInHall(new Date());
  const startYear = seasonStartYear(today);
  const prices = useLive(watchPrices);
  const weekendState = useLive(watchWeekendDays);
  const company = useLive(watchCompanyName);

  const [dateText, setDateText] = useState('');
  const [chosenPage, setChosenPage] = useState<SeasonPage>(currentPage(today));
  const [rental, setRental] = useState<RentalOption | null>(null);
  const [extraHoursText, setExtraHoursText] = useState('0');
  const [extraTexts, setExtraTexts] = useState<Record<ExtraKey, string>>(
    () => Object.fromEntries(EXTRA_KEYS.map((key) => [key, '0'])) as Record<ExtraKey, string>,
  );
  // The last good quantities: a wrong entry shows its message and leaves the total as it was.
  const [goodQuantities, setGoodQuantities] = useState<Record<string, number>>({});

  const dateCheck = checkEventDate(dateText, today);
  const date = dateCheck.ok ? dateCheck.date : null;
  const [holiday, setHoliday] = useState<string | null>(null);
  const summary = useRef<HTMLElement>(null);
  const summaryInView = useInView(summary);
  const onHoliday = useCallback((name: string | null) => {
    setHoliday(name);
    // A holiday is rented for 4 hours, whatever its weekday.
    if (name) setRental('4hs');
  }, []);
  const holidays = holiday && date ? new Set([date]) : undefined;
  const weekendDays = weekendState.status === 'ready' ? weekendState.value : undefined;
  const rateOptions = { weekendDays, holidays };
  const page: SeasonPage = date ? currentPage(date) : chosenPage;
  const priceType = date ? priceTypeForDate(date, rateOptions) : null;
  const monthPrices = prices.status === 'ready' ? pricesForPage(prices.value, page).prices : null;

  const quantity = (key: string, text: string) => {
    const parsed = parseQuantity(text);
    return parsed ?? goodQuantities[key] ?? 0;
  };
  const updateQuantity = (key: string, text: string, store: (text: string) => void) => {
    store(text);
    const parsed = parseQuantity(text);
    if (parsed !== null) setGoodQuantities((previous) => ({ ...previous, [key]: parsed }));
  };

  const extraHours = quantity('extraHours', extraHoursText);
  const extras = Object.fromEntries(EXTRA_KEYS.map((key) => [key, quantity(key, extraTexts[key])])) as Record<ExtraKey, number>;
  const quote = useMemo(
    () =>
      calculateQuote({ date: date ?? undefined, page, rental, extraHours, extras }, prices.status === 'ready' ? prices.value : {}, {
        ...rateOptions,
        today,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [date, page, rental, extraHours, JSON.stringify(extras), prices, weekendDays?.join(','), holiday, today],
  );
  const companyName = company.status === 'ready' ? company.value : 'Salón';
  const message = quoteMessage(quote, { date, month: date ? undefined : monthLabel(page, startYear), companyName });
  const extraHourField = rateRule(priceType ?? (rental === '3hs' ? 'semana' : 'finDeSemana')).extraHourField;
  const canSend = quote.lines.length > 0 && dateCheck.ok;

  const chooseDate = (text: string) => {
    setDateText(text);
    const check = checkEventDate(text, today);
    if (check.ok && check.date) {
      setChosenPage(currentPage(check.date));
      // The date decides the rental: weekdays 3 hs, weekend and holidays 4 hs (the visitor may still switch).
      setRental(priceTypeForDate(check.date, { weekendDays }) === 'semana' ? '3hs' : '4hs');
    }
  };

  return (
    <Page
      title="CALCULADORA"
      description="Calculá cuánto sale tu fiesta en el salón: alquiler de 3 o 4 horas, horas extra y adicionales, con los precios del mes."
    >
      <p className="calc-intro">
        Elegí la fecha y lo que necesitás: el total se actualiza al instante con los precios del mes. Después nos lo mandás por WhatsApp y te
        confirmamos.
      </p>
      {prices.status === 'loading' && <Loading text="Cargando precios..." />}
      {prices.status === 'error' && <Notice tone="error">No pudimos cargar los precios. Probá de nuevo en unos minutos.</Notice>}
      <div className="calc">
        {/* Disabled until the page's code has taken over the prerendered form: nothing typed before is lost. */}
        <fieldset className="calc__opciones" disabled={!hydrated}>
          <fieldset className="salon-card calc-bloque">
            <legend>¿Cuándo es tu fiesta?</legend>
            <div className="calc-campo">
              <label htmlFor="calc-fecha">Fecha del evento</label>
              <input
                id="calc-fecha"
                type="date"
                value={dateText}
                // Set once the code runs: hydration keeps a prerendered attribute, and the build's day (and
                // season) may be past.
                min={hydrated ? today : undefined}
                max={hydrated ? seasonEndDate(startYear) : undefined}
                onChange={(event) => chooseDate(event.target.value)}
                aria-invalid={dateCheck.ok ? undefined : true}
                aria-describedby="calc-fecha-ayuda"
              />
              <div id="calc-fecha-ayuda" aria-live="polite">
                {!dateCheck.ok && (
                  <p className="campo-error" role="alert">
                    {dateCheck.message}
                  </p>
                )}
                {date && priceType && (
                  <p className="calc-ayuda">
                    {capitalised(formatDateLong(date))}
                    {holiday ? ` (${holiday})` : ''}: {PRICE_TYPE_LABELS[priceType]}.
                  </p>
                )}
              </div>
              <DateAvailability date={date} onPick={chooseDate} onHoliday={onHoliday} />
            </div>
            <div className="calc-campo">
              <label htmlFor="calc-mes">¿Todavía no tenés fecha? Elegí el mes</label>
              <select
                id="calc-mes"
                value={page}
                onChange={(event) => {
                  setDateText('');
                  setChosenPage(Number(event.target.value) as SeasonPage);
                }}
              >
                {SEASON_PAGES.map((n) => (
                  <option key={n} value={n}>
                    {monthLabel(n, startYear)}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>

          <fieldset className="salon-card calc-bloque">
            <legend>Alquiler del salón</legend>
            {RENTAL_OPTIONS.map((option) => (
              <label key={option} className="calc-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={rental === option}
                  // One at a time: turning one on turns the other off.
                  onChange={(event) => setRental(event.target.checked ? option : null)}
                />
                <span className="calc-switch__pista" aria-hidden="true" />
                <span className="calc-switch__texto">{PRICE_LABELS[RENTAL_FIELDS[option]]}</span>
                <span className="calc-switch__precio">{written(monthPrices?.[RENTAL_FIELDS[option]])}</span>
              </label>
            ))}
            {date && priceType && rental === '3hs' && priceType !== 'semana' && (
              <p className="calc-aviso">Los fines de semana y feriados el alquiler es por 4 horas.</p>
            )}
          </fieldset>

          <fieldset className="salon-card calc-bloque">
            <legend>Horas extra y adicionales</legend>
            <QuantityField
              label={PRICE_LABELS[extraHourField] === 'Hora extra de semana' ? 'Horas extra (día de semana)' : 'Horas extra (fin de semana)'}
              unitPrice={written(monthPrices?.[extraHourField])}
              unitName="por hora"
              text={extraHoursText}
              onTextChange={(text) => updateQuantity('extraHours', text, setExtraHoursText)}
            />
            {EXTRA_KEYS.map((key) => (
              <QuantityField
                key={key}
                label={PRICE_LABELS[EXTRA_FIELDS[key]]}
                unitPrice={written(monthPrices?.[EXTRA_FIELDS[key]])}
                unitName={EXTRA_UNIT[key]}
                text={extraTexts[key]}
                onTextChange={(text) => updateQuantity(key, text, (value) => setExtraTexts((previous) => ({ ...previous, [key]: value })))}
              />
            ))}
          </fieldset>
        </fieldset>

        <aside ref={summary} className="salon-card calc-resumen" aria-labelledby="calc-resumen-titulo" id="resumen">
          <h2 id="calc-resumen-titulo">Tu presupuesto</h2>
          <p className="calc-resumen__cuando">{date ? capitalised(formatDateLong(date)) : `${monthLabel(page, startYear)} (sin fecha elegida)`}</p>
          {quote.lines.length === 0 ? (
            <p className="calc-resumen__vacio">Elegí el alquiler o algún adicional para ver el total.</p>
          ) : (
            <ul className="calc-lineas" aria-label="Detalle">
              {quote.lines.map((line) => (
                <li key={line.field} className="salon-amount-row">
                  <span>
                    {line.label}
                    {line.quantity > 1 ? ` x ${line.quantity}` : ''}
                  </span>
                  <strong>{written(line.subtotal)}</strong>
                </li>
              ))}
            </ul>
          )}
          <p className="calc-total" aria-live="polite" aria-atomic="true">
            <span>Total:</span> <output data-testid="calc-total">{formatARS(quote.total)}</output>
          </p>
          {quote.missing.length > 0 && (
            <p className="calc-aviso">Los ítems que dicen “{PRICE_ON_REQUEST}” no están en el total: te pasamos el precio por WhatsApp.</p>
          )}
          {canSend ? (
            <Link className="salon-button calc-enviar" to={whatsappRedirectPath(message)}>
              Enviar cotización por WhatsApp
            </Link>
          ) : (
            <>
              <button type="button" className="salon-button calc-enviar" disabled aria-describedby="calc-enviar-ayuda">
                Enviar cotización por WhatsApp
              </button>
              <p id="calc-enviar-ayuda" className="calc-ayuda">
                {dateCheck.ok ? 'Elegí al menos una opción para enviarnos la cotización.' : 'Corregí la fecha para enviarnos la cotización.'}
              </p>
            </>
          )}
          <p className="calc-ayuda">Precios de {monthLabel(page, startYear).toLowerCase()}. La reserva se confirma con la seña.</p>
        </aside>
      </div>
      <div className={`calc-barra${summaryInView ? ' calc-barra--oculta' : ''}`} aria-hidden="true">
        <span>Total estimado</span>
        <strong>{formatARS(quote.total)}</strong>
      </div>
    </Page>
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
