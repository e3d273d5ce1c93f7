// What the catalog shows besides prices: promotions and the photo galleries (docs/storage-contract.md).
import { boolean, gtValue, literal, number, optional, picklist, pipe, strictObject, string, union, type InferOutput } from 'valibot';
import { between, DATE_MESSAGE, keyed, list, realDate, text, wholeBetween } from './build';
import {
  GALLERY_NAMES,
  LINK_MAX_LENGTH,
  MAX_STORED_PRICE,
  PHOTO_ALT_MAX_LENGTH,
  PROMOTION_DATES_MAX,
  PROMOTION_DESCRIPTION_MAX_LENGTH,
  PROMOTION_TITLE_MAX_LENGTH,
  RENTAL_OPTIONS,
} from './limits';

/** '' (open-ended) or a real date. */
const periodEnd = () => union([literal(''), realDate()], DATE_MESSAGE);

const WEEKDAYS_MESSAGE = 'debe ser una lista de días de la semana (0 = domingo … 6 = sábado).';
const PROMOTION_DATES_MESSAGE = `debe ser una lista de hasta ${PROMOTION_DATES_MAX} fechas AAAA-MM-DD.`;
const RENTALS_MESSAGE = 'debe ser una lista de alquileres ("3hs" o "4hs").';

/**
 * promociones/{id}: shown on /preciospromo while `activa` and today is within desde–hasta. With a discount
 * (`porcentaje` or `monto`) and the rentals it covers (`aplicaA`) it also lowers the price of an event date
 * within desde–hasta that is one of `dias` or of `fechas` (@salon/domain applyPromotion); without them it is
 * text only.
 */
export const promotionSchema = strictObject({
  titulo: text(1, PROMOTION_TITLE_MAX_LENGTH),
  descripcion: optional(text(0, PROMOTION_DESCRIPTION_MAX_LENGTH)),
  desde: optional(periodEnd()),
  hasta: optional(periodEnd()),
  /** Missing counts as true (older promotions). */
  activa: optional(boolean()),
  orden: optional(number()),
  /** Weekdays of the event (0 = Sunday … 6 = Saturday). */
  dias: optional(list('$dia', /^[0-6]$/, between(0, 6, WEEKDAYS_MESSAGE), WEEKDAYS_MESSAGE)),
  /** Specific event dates. */
  fechas: optional(list('$n', /^[0-9]{1,2}$/, realDate(), PROMOTION_DATES_MESSAGE)),
  /** The rentals it lowers: "3hs" (weekdays) and/or "4hs" (weekend and holidays). */
  aplicaA: optional(list('$alquiler', /^[0-1]$/, picklist(RENTAL_OPTIONS, RENTALS_MESSAGE), RENTALS_MESSAGE)),
  /** Percent off the rental, 1–100 (wins over `monto` when both are stored). */
  porcentaje: optional(between(1, 100)),
  /** Whole pesos off the rental (never below $ 0). */
  monto: optional(wholeBetween(1, MAX_STORED_PRICE)),
});

export const promotionsSchema = keyed('$id', string(), promotionSchema);

const POSITIVE_MESSAGE = 'debe ser un número mayor que 0.';
const size = () => pipe(number(POSITIVE_MESSAGE), gtValue(0, POSITIVE_MESSAGE));

/** galerias/{gallery}/{id}: one photo; ancho×alto reserve its box. */
export const photoSchema = strictObject({
  src: text(1, LINK_MAX_LENGTH),
  alt: text(1, PHOTO_ALT_MAX_LENGTH),
  ancho: optional(size()),
  alto: optional(size()),
  orden: optional(number()),
});

export const galleriesSchema = keyed(
  '$galeria',
  picklist(GALLERY_NAMES, 'la clave no es válida (salon, cocina u opcionales).'),
  keyed('$id', string(), photoSchema),
);

export type PromotionShape = InferOutput<typeof promotionSchema>;
export type PromotionsShape = InferOutput<typeof promotionsSchema>;
export type PhotoShape = InferOutput<typeof photoSchema>;
export type GalleriesShape = InferOutput<typeof galleriesSchema>;
export type GalleryName = (typeof GALLERY_NAMES)[number];
