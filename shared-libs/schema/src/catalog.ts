// What the catalog shows besides prices: promotions and the photo galleries (docs/storage-contract.md).
import { boolean, gtValue, literal, number, optional, picklist, pipe, strictObject, string, union, type InferOutput } from 'valibot';
import { DATE_MESSAGE, keyed, realDate, text } from './build';
import { GALLERY_NAMES, LINK_MAX_LENGTH, PHOTO_ALT_MAX_LENGTH, PROMOTION_DESCRIPTION_MAX_LENGTH, PROMOTION_TITLE_MAX_LENGTH } from './limits';

/** '' (open-ended) or a real date. */
const periodEnd = () => union([literal(''), realDate()], DATE_MESSAGE);

/** promociones/{id}: shown on /preciospromo while `activa` and today is within desde–hasta. */
export const promotionSchema = strictObject({
  titulo: text(1, PROMOTION_TITLE_MAX_LENGTH),
  descripcion: optional(text(0, PROMOTION_DESCRIPTION_MAX_LENGTH)),
  desde: optional(periodEnd()),
  hasta: optional(periodEnd()),
  /** Missing counts as true (older promotions). */
  activa: optional(boolean()),
  orden: optional(number()),
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
