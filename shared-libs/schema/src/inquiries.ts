// Inquiries (consultas/{id}): a visitor asks for a date from the site (docs/storage-contract.md, "Inquiries").
// Who may write them (the public creates, staff change the status, nobody deletes) and the per-visitor limit
// (limiteConsultas/{uid}, written in the same update) are access rules: scripts/rules/access.ts.
import { number, optional, picklist, pipe, regex, string, strictObject, type InferOutput } from 'valibot';
import { keyed, realDate, text, wholeBetween } from './build';
import {
  INQUIRY_ID,
  INQUIRY_PHONE,
  INQUIRY_STATUSES,
  MAX_INQUIRY_GUESTS,
  MAX_INQUIRY_MESSAGE_LENGTH,
  MAX_INQUIRY_NAME_LENGTH,
  MIN_INQUIRY_GUESTS,
  VISITOR_UID,
} from './inquiryLimits';
import {
  BUDGET_EXTRAS,
  BUDGET_ID,
  EXTRA_HOUR_RATES,
  FIRST_SEASON_PAGE,
  LAST_SEASON_PAGE,
  MAX_BUDGET_AMOUNT,
  MAX_QUANTITY,
  MAX_STORED_PRICE,
  PRICE_FIELD_KEY,
  PROMOTION_TITLE_MAX_LENGTH,
  RENTAL_OPTIONS,
} from './limits';

/**
 * consultas/{id}/cotizacion: the quote the visitor saw (the calculator's, or the calendar's price of a date), kept
 * whole so that the inbox shows it and a budget made from it has the same lines and total.
 */
export const inquiryQuoteSchema = strictObject({
  /** The price list it came from: the month's page (7–18) of datosId/8. */
  mes: wholeBetween(FIRST_SEASON_PAGE, LAST_SEASON_PAGE),
  /** The date quoted; absent when the visitor chose only a month. */
  fecha: optional(realDate()),
  alquiler: optional(picklist(RENTAL_OPTIONS, 'debe ser "3hs" o "4hs".')),
  horasExtra: optional(wholeBetween(1, MAX_QUANTITY)),
  /** The extra hours' rate (holidays are charged as the weekend). */
  tarifa: picklist(EXTRA_HOUR_RATES, 'debe ser "semana" o "finDeSemana".'),
  adicionales: optional(keyed('$extra', picklist(BUDGET_EXTRAS, 'no es un adicional de la calculadora.'), wholeBetween(1, MAX_QUANTITY))),
  /** The unit price of each line quoted, as the price list said; a line without a price ("Consultar") has none. */
  precios: optional(
    keyed('$field', pipe(string(), regex(PRICE_FIELD_KEY, 'no es un campo de precio (por ejemplo b_precio_3hs_).')), wholeBetween(0, MAX_STORED_PRICE)),
  ),
  /** The promotion taken off the rental: its title and the pesos it took. */
  promocion: optional(strictObject({ titulo: text(1, PROMOTION_TITLE_MAX_LENGTH), descuento: wholeBetween(1, MAX_STORED_PRICE) })),
  /** What the visitor was told to pay (the lines minus the promotion), whole pesos. */
  total: wholeBetween(0, MAX_BUDGET_AMOUNT),
});

/** consultas/{id} (id from push). */
export const inquirySchema = strictObject({
  nombre: text(1, MAX_INQUIRY_NAME_LENGTH),
  /** WhatsApp. */
  telefono: pipe(string(), regex(INQUIRY_PHONE, 'debe ser un teléfono de 6 a 40 caracteres (números, espacios, +, -, paréntesis).')),
  /** The date asked for. The rules check it is a real calendar date; "not in the past" is the form's and the inbox's check. */
  fecha: realDate(),
  invitados: optional(wholeBetween(MIN_INQUIRY_GUESTS, MAX_INQUIRY_GUESTS)),
  alquiler: optional(picklist(RENTAL_OPTIONS, 'debe ser "3hs" o "4hs".')),
  adicionales: optional(keyed('$extra', picklist(BUDGET_EXTRAS, 'no es un adicional de la calculadora.'), wholeBetween(1, MAX_QUANTITY))),
  mensaje: optional(text(0, MAX_INQUIRY_MESSAGE_LENGTH)),
  /** The quote it was sent with (then alquiler and adicionales are the quote's, not repeated here). */
  cotizacion: optional(inquiryQuoteSchema),
  estado: picklist(INQUIRY_STATUSES, 'debe ser nueva, contactada, presupuestada, descartada o archivada.'),
  /** Staff: the budget made from it («Crear presupuesto»), which names this inquiry back (consultaId). */
  presupuestoId: optional(pipe(string(), regex(BUDGET_ID, 'no es un identificador de presupuesto.'))),
  /** Staff: ms, server time it was archived; present exactly while estado is 'archivada'. */
  archivadaEn: optional(number()),
  /** ms, server time of the visitor's write. */
  creadaEn: number(),
  /** ms, the visitor's clock when the form was opened (what the form's minimum fill time measured). */
  abiertaEn: optional(number()),
});

export const inquiriesSchema = keyed('$id', pipe(string(), regex(INQUIRY_ID, 'no es un identificador de consulta.')), inquirySchema);

/** limiteConsultas/{uid}: the server time of the visitor's last inquiry and its id (one inquiry per write). */
export const inquiryLimitSchema = strictObject({
  en: number(),
  consulta: pipe(string(), regex(INQUIRY_ID, 'no es un identificador de consulta.')),
});

export const inquiryLimitsSchema = keyed('$uid', pipe(string(), regex(VISITOR_UID, 'no es un usuario.')), inquiryLimitSchema);

export type InquiryShape = InferOutput<typeof inquirySchema>;
export type InquiryQuoteShape = InferOutput<typeof inquiryQuoteSchema>;
export type InquiriesShape = InferOutput<typeof inquiriesSchema>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
