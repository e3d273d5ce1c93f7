// The quote an inquiry came with, as the visitor saw it: its priced lines, the promotion and the total, and the
// month's prices it came from. The budget made from it («Crear presupuesto») opens with the same lines and total.
import { formatARS, formatDateLong, MONTH_NAMES_ES, monthForPage, priceInquiryQuote, quoteTextLines, type InquiryQuote } from '@salon/domain';

export function InquiryQuoteLines({ quote, inquiryDate }: { quote: InquiryQuote; inquiryDate: string }) {
  const priced = priceInquiryQuote(quote);
  const lines = quoteTextLines(priced);
  const month = MONTH_NAMES_ES[monthForPage(quote.mes) - 1];
  return (
    <div className="bo-inquiry__quote">
      <ul aria-label="Cotización">
        {lines.map((line) => (
          <li key={line.field} className="salon-amount-row">
            <span>{line.label}</span> <strong>{line.amount}</strong>
          </li>
        ))}
      </ul>
      <p className="bo-inquiry__quote-total salon-amount-row" data-testid="consulta-total">
        <span>Total</span> <strong>{formatARS(priced.total)}</strong>
      </p>
      <p className="bo-muted bo-small">
        Con los precios de {month}
        {quote.fecha && quote.fecha !== inquiryDate ? `, cotizada para el ${formatDateLong(quote.fecha)}` : ''}.
        {priced.total !== quote.total ? ` El visitante vio un total de ${formatARS(quote.total)}.` : ''}
      </p>
    </div>
  );
}
