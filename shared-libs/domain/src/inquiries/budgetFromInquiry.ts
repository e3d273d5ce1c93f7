// "Crear presupuesto" from an inquiry: the budget editor's form, filled in with what the visitor asked for. With a
// quote, the same priced lines and total: its rental, extra hours (and their rate), add-ons, its unit prices (the
// form's price copy) and its promotion as the discount, so the editor opens at the quote's total.
import type { Inquiry } from './inquiry';
import { isValidIsoDate, isoDateParts } from '../dates/dates';
import { defaultRateForDate, emptyBudgetForm, type BudgetForm } from '../books/budget';
import { formatARS } from '../pricing/money';
import { discountText } from '../pricing/promotions';
import { EXTRA_KEYS } from '../pricing/quote';
import type { RateOptions } from '../pricing/rates';
import { pageForMonth } from '../pricing/season';

const amountText = (amount: number): string => (amount > 0 ? formatARS(amount).replace(/^\$ /, '') : '');

/** A new budget's form from an inquiry: client, phone, date (and its rate), guests, the quote or the choices, message as notes. */
export function inquiryToBudgetForm(inquiry: Inquiry, now: Date, rateOptions: RateOptions = {}): BudgetForm {
  const form = emptyBudgetForm(now);
  const quote = inquiry.cotizacion ?? null;
  const adicionales = { ...form.adicionales };
  for (const key of EXTRA_KEYS) {
    const count = quote ? quote.adicionales[key] : inquiry.adicionales[key];
    if (count) adicionales[key] = String(count);
  }
  const dated = isValidIsoDate(inquiry.fecha);
  // The quote's prices and rate hold for its own month (a date picked later in the same month keeps them).
  const fitting =
    quote && dated && quote.mes === pageForMonth(isoDateParts(inquiry.fecha).month) && (quote.fecha === null || quote.fecha === inquiry.fecha) ? quote : null;
  const rate = fitting ? fitting.tarifa : dated ? defaultRateForDate(inquiry.fecha, rateOptions) : null;
  const promotion = fitting?.promocion ?? null;
  const notes = [promotion ? `Promoción «${promotion.titulo}» de la cotización (${discountText(promotion.descuento)}).` : '', inquiry.mensaje].filter(Boolean);
  return {
    ...form,
    cliente: inquiry.nombre,
    telefono: inquiry.telefono,
    fechaEvento: inquiry.fecha,
    invitados: inquiry.invitados ? String(inquiry.invitados) : '',
    alquiler: (quote ? quote.alquiler : inquiry.alquiler) ?? '',
    tarifa: rate ?? form.tarifa,
    horasExtra: quote && quote.horasExtra > 0 ? String(quote.horasExtra) : '',
    adicionales,
    descuento: promotion ? amountText(promotion.descuento) : '',
    notas: notes.join('\n'),
    consultaId: inquiry.id,
    ...(fitting ? { precios: { mes: fitting.mes, tarifa: fitting.tarifa, valores: { ...fitting.precios } } } : {}),
  };
}
