// The month's prices of datosId/8. Every field is stored once per month with the month's page number
// appended ("b_precio_3hs_7" … "b_precio_3hs_18"); the letter prefix of a field gives its display order.
import { parseARS } from './money';
import { asRecord, ownValue } from '../data/values';
import { MAX_STORED_PRICE } from '@salon/schema';

export type PriceGroup = 'alquiler' | 'horasExtra' | 'adicionales';

/** Display order of the groups. */
export const PRICE_GROUPS: readonly PriceGroup[] = ['alquiler', 'horasExtra', 'adicionales'];

/** Spanish headings of the price groups. */
export const PRICE_GROUP_TITLES: Readonly<Record<PriceGroup, string>> = {
  alquiler: 'Alquiler del salón',
  horasExtra: 'Horas extra',
  adicionales: 'Adicionales',
};

/**
 * The price fields in display order (letter order), with their Spanish labels. "Hora de organización" is
 * an add-on, so that grouping keeps the letter order intact.
 */
export const PRICE_FIELDS = [
  { field: 'a_precio_4hs_', label: 'Alquiler del salón x 4 hs', group: 'alquiler' },
  { field: 'b_precio_3hs_', label: 'Alquiler del salón x 3 hs', group: 'alquiler' },
  { field: 'c_hora_extra_finde_', label: 'Hora extra fin de semana', group: 'horasExtra' },
  { field: 'd_hora_extra_semana_', label: 'Hora extra de semana', group: 'horasExtra' },
  { field: 'e_camarera_', label: 'Camarera', group: 'adicionales' },
  { field: 'f_metegol_', label: 'Metegol', group: 'adicionales' },
  { field: 'g_pingPong_', label: 'Ping pong', group: 'adicionales' },
  { field: 'h_inflable_', label: 'Inflable', group: 'adicionales' },
  { field: 'i_proyector_', label: 'Proyector', group: 'adicionales' },
  { field: 'j_arcade_', label: 'Arcade', group: 'adicionales' },
  { field: 'k_hora_organizacion_', label: 'Hora de organización', group: 'adicionales' },
  { field: 'r_parrillero_', label: 'Parrillero', group: 'adicionales' },
] as const satisfies ReadonlyArray<{ field: string; label: string; group: PriceGroup }>;

/** A stored price field without its page number, e.g. 'b_precio_3hs_'. */
export type PriceField = (typeof PRICE_FIELDS)[number]['field'];

/** The 12 field names in display order. */
export const PRICE_FIELD_NAMES: readonly PriceField[] = PRICE_FIELDS.map((definition) => definition.field);

/** Spanish label of each field. */
export const PRICE_LABELS = Object.fromEntries(PRICE_FIELDS.map(({ field, label }) => [field, label])) as Readonly<Record<PriceField, string>>;

/** One month's prices: a number, or null when missing or unusable. */
export type MonthPrices = Record<PriceField, number | null>;

export interface PagePrices {
  prices: MonthPrices;
  /** Fields with no usable price, in display order (callers log them; the UI shows "Consultar"). */
  missing: PriceField[];
}

/** The database key of a field for one month: priceKey('b_precio_3hs_', 7) → 'b_precio_3hs_7'. */
export function priceKey(field: PriceField, page: number): string {
  return `${field}${page}`;
}

/** A usable price from a stored value: a number or numeric text ("150000", "150.000"), 0 to the highest the rules take (MAX_STORED_PRICE); else null. */
export function parsePriceValue(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? parseARS(value) : null;
  // Whole pesos: a price stored with centavos (older data) reads as the nearest peso (docs/storage-contract.md).
  return amount !== null && Number.isFinite(amount) && amount >= 0 && amount <= MAX_STORED_PRICE ? Math.round(amount) : null;
}

/** The prices of one page (7–18) from the raw datosId/8 value, with the list of missing fields. */
export function pricesForPage(raw: unknown, page: number): PagePrices {
  const record = asRecord(raw);
  const prices = {} as MonthPrices;
  const missing: PriceField[] = [];
  for (const field of PRICE_FIELD_NAMES) {
    const price = parsePriceValue(ownValue(record, priceKey(field, page)));
    prices[field] = price;
    if (price === null) missing.push(field);
  }
  return { prices, missing };
}

export interface PriceItem {
  field: PriceField;
  label: string;
  price: number | null;
}

export interface PriceGroupView {
  group: PriceGroup;
  title: string;
  items: PriceItem[];
}

/** The month's prices grouped for display: groups and items in display order, missing prices as null. */
export function groupedPrices(prices: Partial<MonthPrices>): PriceGroupView[] {
  return PRICE_GROUPS.map((group) => ({
    group,
    title: PRICE_GROUP_TITLES[group],
    items: PRICE_FIELDS.filter((definition) => definition.group === group).map(({ field, label }) => ({
      field,
      label,
      price: prices[field] ?? null,
    })),
  }));
}
