// The site's settings: prices, contact, names, calendar settings, home sections, theme and floor plan
// (docs/storage-contract.md, "Paths kept from the seed" and config/*).
import { boolean, integer, maxValue, minValue, number, optional, pipe, regex, strictObject, string, type InferOutput } from 'valibot';
import { between, keyed, lengthBetween, list, realDate, text, wholeBetween } from './build';
import {
  AREA_DESCRIPTION_MAX_LENGTH,
  AREA_NAME_MAX_LENGTH,
  CALENDAR_ID_MAX_LENGTH,
  COLOUR_MAX_LENGTH,
  CSS_COLOUR,
  BANK_ALIAS,
  BANK_HOLDER_MAX_LENGTH,
  CBU,
  CUIT_STORED,
  HALL_ADDRESS_MAX_LENGTH,
  HALL_CANCELLATION_MAX_LENGTH,
  HALL_CAPACITY_MAX,
  HALL_HOURS_MAX_LENGTH,
  HALL_INCLUDED_ITEM_MAX_LENGTH,
  HALL_PHONE,
  HTTPS_LINK,
  LINK_MAX_LENGTH,
  MAX_STORED_PRICE,
  PRICE_KEY,
  SECTION_NAME_MAX_LENGTH,
  WHATSAPP_NUMBER_MAX_LENGTH,
} from './limits';
import { SITE_NAME_LENGTH } from './appearance';

const PRICE_MESSAGE = 'debe ser un precio en pesos enteros, entre 0 y 1.000.000.000.';

/** One price: whole pesos, 0 to 1.000.000.000. */
export const priceSchema = pipe(number(PRICE_MESSAGE), minValue(0, PRICE_MESSAGE), maxValue(MAX_STORED_PRICE, PRICE_MESSAGE), integer(PRICE_MESSAGE));

/** datosId/8: `{field}{page}` → price. */
export const pricesSchema = keyed(
  '$field',
  pipe(string(), regex(PRICE_KEY, 'no es un campo de precio (campo + mes 7–18, por ejemplo b_precio_3hs_7).')),
  priceSchema,
);

/** datosId/25 */
export const contactSchema = strictObject({
  numero_whatsapp: optional(text(0, WHATSAPP_NUMBER_MAX_LENGTH)),
  link_imagen_volver: optional(text(0, LINK_MAX_LENGTH)),
});

/** datosId/26 */
export const calendarEndSchema = strictObject({ fechaFinalCalendario: optional(realDate()) });

/** datosId/29: the company name. */
export const companyNameSchema = strictObject({ contenido1: optional(text(SITE_NAME_LENGTH.min, SITE_NAME_LENGTH.max)) });

/** config/browserTitle */
export const browserTitleSchema = text(SITE_NAME_LENGTH.min, SITE_NAME_LENGTH.max);

/** config/calendarIDs: '' or missing uses the build-time fallback. */
export const calendarIdsSchema = strictObject({
  visitSlotsCalendarId: optional(text(0, CALENDAR_ID_MAX_LENGTH)),
  eventsCalendarId: optional(text(0, CALENDAR_ID_MAX_LENGTH)),
  holidaysCalendarId: optional(text(0, CALENDAR_ID_MAX_LENGTH)),
});

const WEEKDAYS_MESSAGE = 'debe ser una lista de días de la semana (0 = domingo … 6 = sábado).';

/** config/diasFinDeSemana: weekdays (0 = Sunday) charged at the weekend rate. */
export const weekendDaysSchema = list('$i', /^[0-6]$/, between(0, 6, WEEKDAYS_MESSAGE), WEEKDAYS_MESSAGE);

/** One area of the floor plan; x, y place its marker in % of the image. */
export const floorPlanAreaSchema = strictObject({
  nombre: text(1, AREA_NAME_MAX_LENGTH),
  descripcion: optional(text(0, AREA_DESCRIPTION_MAX_LENGTH)),
  x: optional(between(0, 100)),
  y: optional(between(0, 100)),
});

/** config/plano */
export const floorPlanSchema = strictObject({
  imagen: optional(text(0, LINK_MAX_LENGTH)),
  areas: optional(keyed('$id', string(), floorPlanAreaSchema)),
});

/** config/salon: the hall's facts, shown on the site and its documents, told by the chat and askAI. Each one is optional. */
export const hallFactsSchema = strictObject({
  direccion: optional(text(1, HALL_ADDRESS_MAX_LENGTH)),
  /** A map link (https); when absent the site links to a Google Maps search of the address. */
  mapa: optional(pipe(string(), ...lengthBetween(1, LINK_MAX_LENGTH), regex(HTTPS_LINK, 'debe ser un enlace https://…'))),
  capacidad: optional(wholeBetween(1, HALL_CAPACITY_MAX)),
  horarios: optional(text(1, HALL_HOURS_MAX_LENGTH)),
  /** Up to HALL_INCLUDED_MAX (30) short items: keys 0–29. */
  incluye: optional(list('$i', /^[12]?[0-9]$/, text(1, HALL_INCLUDED_ITEM_MAX_LENGTH))),
  politicaCancelacion: optional(text(1, HALL_CANCELLATION_MAX_LENGTH)),
  /** Printed on budgets and receipts: "011 4654-1234". */
  telefono: optional(pipe(string(), regex(HALL_PHONE, 'debe ser un teléfono: números, espacios, guiones, paréntesis y un + al principio (6 a 30).'))),
  /** Printed on budgets and receipts: "30-71234567-1". */
  cuit: optional(pipe(string(), regex(CUIT_STORED, 'debe ser un CUIT con guiones: 30-71234567-1.'))),
});

/** cuentaBancaria: the account clients pay into, shown on their page and documents until their budget is paid. */
export const bankAccountSchema = strictObject({
  titular: text(1, BANK_HOLDER_MAX_LENGTH),
  alias: optional(pipe(string(), regex(BANK_ALIAS, 'debe ser un alias de 6 a 20 letras, números, puntos o guiones.'))),
  cbu: optional(pipe(string(), regex(CBU, 'debe ser un CBU de 22 números.'))),
});

/** componentOrder: the home sections in order (names are the domain's, site/homeSections.ts). */
export const homeSectionsSchema = list('$i', /^[0-9]{1,2}$/, strictObject({ name: text(1, SECTION_NAME_MAX_LENGTH), isVisible: boolean() }));

const colour = () =>
  pipe(
    string(),
    ...lengthBetween(1, COLOUR_MAX_LENGTH),
    regex(CSS_COLOUR, 'debe ser un color: #rgb … #rrggbbaa, rgb(), rgba(), hsl(), hsla() o un nombre como "white".'),
  );

/** appSettings/theme: CSS colours, merged over the defaults. */
export const themeSchema = strictObject({
  primaryColor: optional(colour()),
  appBackgroundColor: optional(colour()),
  cardGrey: optional(colour()),
  primaryText: optional(colour()),
  secondaryText: optional(colour()),
  spanColor: optional(colour()),
  whiteText: optional(colour()),
});

export type PricesShape = InferOutput<typeof pricesSchema>;
export type ContactShape = InferOutput<typeof contactSchema>;
export type CalendarEndShape = InferOutput<typeof calendarEndSchema>;
export type CompanyNameShape = InferOutput<typeof companyNameSchema>;
export type CalendarIdsShape = InferOutput<typeof calendarIdsSchema>;
export type WeekendDaysShape = InferOutput<typeof weekendDaysSchema>;
export type FloorPlanShape = InferOutput<typeof floorPlanSchema>;
export type FloorPlanAreaShape = InferOutput<typeof floorPlanAreaSchema>;
export type HomeSectionsShape = InferOutput<typeof homeSectionsSchema>;
export type HallFactsShape = InferOutput<typeof hallFactsSchema>;
export type BankAccountShape = InferOutput<typeof bankAccountSchema>;
export type ThemeShape = InferOutput<typeof themeSchema>;
