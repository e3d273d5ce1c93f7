// Parts of the inquiry form: the free dates near a taken one, and what the visitor chose (the page's quote, whole and priced, or the rental and the add-ons).
import {
  EXTRA_LABELS,
  formatARS,
  formatDateLong,
  priceInquiryQuote,
  quoteTextLines,
  type ExtraKey,
  type InquiryDateNotice,
  type InquiryForm,
  type InquiryQuote,
  type IsoDate,
} from '@salon/domain';
import { Field } from '../fields/Field';

/** Under the date (after its note or error): the nearest free dates, to pick one instead of a taken date. */
export function DateAlternatives({ notice, onPick }: { notice: InquiryDateNotice | null; onPick: (date: IsoDate) => void }) {
  if (!notice || notice.alternatives.length === 0) return null;
  return (
    <div className="salon-consulta__alternatives">
      <p className="salon-consulta__note">{notice.kind === 'ocupada' ? 'Las fechas libres más cercanas:' : 'O elegí una fecha libre cercana:'}</p>
      <ul className="salon-consulta__dates" aria-label="Fechas libres cercanas">
        {notice.alternatives.map((date) => (
          <li key={date}>
            <button type="button" className="salon-button salon-button--secondary" onClick={() => onPick(date)}>
              {formatDateLong(date)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The page's quote as it travels with the inquiry: its lines, the promotion and the total. */
export function QuoteSummary({ quote, date, labelId }: { quote: InquiryQuote; date: string; labelId: string }) {
  const priced = priceInquiryQuote(quote);
  return (
    <div className="salon-consulta__extras salon-consulta__quote">
      <p id={labelId}>Tu cotización:</p>
      <ul aria-labelledby={labelId}>
        {quoteTextLines(priced).map((line) => (
          <li key={line.field} className="salon-amount-row">
            <span>{line.label}</span> <strong>{line.amount}</strong>
          </li>
        ))}
      </ul>
      <p className="salon-amount-row" data-testid="consulta-cotizacion-total">
        <span>Total</span> <strong>{formatARS(priced.total)}</strong>
      </p>
      {quote.fecha && date !== quote.fecha && (
        <p className="salon-consulta__note">Esta cotización es para el {formatDateLong(quote.fecha)}: en otra fecha el precio puede cambiar.</p>
      )}
    </div>
  );
}

interface ChoicesProps {
  form: InquiryForm;
  set: <K extends keyof InquiryForm>(key: K, value: InquiryForm[K]) => void;
  id: (name: string) => string;
}

/** Without a quote: the rental option and the add-ons the page passed (each can be taken out). */
export function RentalAndExtras({ form, set, id }: ChoicesProps) {
  const extras = Object.entries(form.adicionales) as [ExtraKey, number][];
  return (
    <>
      <Field block="salon-consulta-field" id={id('alquiler')} label="Opción de alquiler">
        {(control) => (
          <select {...control} name="alquiler" value={form.alquiler} onChange={(e) => set('alquiler', e.target.value as '' | '3hs' | '4hs')}>
            <option value="">Todavía no sé</option>
            <option value="3hs">3 horas</option>
            <option value="4hs">4 horas</option>
          </select>
        )}
      </Field>
      {extras.length > 0 && (
        <div className="salon-consulta__extras">
          <p id={id('adicionales')}>Adicionales de tu cotización:</p>
          <ul aria-labelledby={id('adicionales')}>
            {extras.map(([key, count]) => (
              <li key={key}>
                {EXTRA_LABELS[key]} × {count}{' '}
                <button
                  type="button"
                  className="salon-consulta__remove"
                  aria-label={`Quitar ${EXTRA_LABELS[key]}`}
                  onClick={() => {
                    const { [key]: _removed, ...rest } = form.adicionales;
                    set('adicionales', rest);
                  }}
                >
                  Quitar
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
