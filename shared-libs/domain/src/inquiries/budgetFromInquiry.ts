// "Crear presupuesto" from an inquiry: the budget editor's form, filled in with what the visitor asked for.
import type { Inquiry } from './inquiry';
import { isValidIsoDate } from '../dates/dates';
import { defaultRateForDate, emptyBudgetForm, type BudgetForm } from '../books/budget';
import { EXTRA_KEYS } from '../pricing/quote';
import type { RateOptions } from '../pricing/rates';

/** A new budget's form from an inquiry: client, phone, date (and its rate), guests, rental, extras, message as notes. */
export function inquiryToBudgetForm(inquiry: Inquiry, now: Date, rateOptions: RateOptions = {}): BudgetForm {
  const form = emptyBudgetForm(now);
  const adicionales = { ...form.adicionales };
  for (const key of EXTRA_KEYS) {
    const count = inquiry.adicionales[key];
    if (count) adicionales[key] = String(count);
  }
  const rate = isValidIsoDate(inquiry.fecha) ? defaultRateForDate(inquiry.fecha, rateOptions) : null;
  return {
    ...form,
    cliente: inquiry.nombre,
    telefono: inquiry.telefono,
    fechaEvento: inquiry.fecha,
    invitados: inquiry.invitados ? String(inquiry.invitados) : '',
    alquiler: inquiry.alquiler ?? '',
    tarifa: rate ?? form.tarifa,
    adicionales,
    notas: inquiry.mensaje,
  };
}
