// The back-office's price grid: the twelve fields of every month of the season, edited as text (people
// type "150.000" or "$ 150.000"), with the two bulk edits staff need when ARS prices move: copy a month to
// the next one, and raise a range of months by a percentage.
import { formatARS, parseARS } from './money';
import { PRICE_FIELD_NAMES, parsePriceValue, priceKey, type PriceField } from './prices';
import { SEASON_PAGES, type SeasonPage } from './season';
import { asRecord, ownValue } from '../data/values';
import { MAX_STORED_PRICE } from '@salon/schema';

/** What is typed in each cell, by database key ('b_precio_3hs_7' → '150.000'). */
export type PriceDraft = Record<string, string>;

/** Every database key of the grid (12 fields × 12 months), month by month. */
export const PRICE_GRID_KEYS: readonly string[] = SEASON_PAGES.flatMap((page) => PRICE_FIELD_NAMES.map((field) => priceKey(field, page)));

const groupedNumber = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2, useGrouping: true });

/** A price as staff type it: "150.000" (no currency sign), '' for no price. */
export function formatPriceInput(amount: number | null): string {
  return amount === null ? '' : groupedNumber.format(amount);
}

/** The grid's text from the stored datosId/8 value; missing or unusable prices are empty cells. */
export function priceDraftFromStored(raw: unknown): PriceDraft {
  const record = asRecord(raw);
  return Object.fromEntries(PRICE_GRID_KEYS.map((key) => [key, formatPriceInput(parsePriceValue(ownValue(record, key)))]));
}

/** Copies every field of `page` onto the next month (18 has no next month: unchanged). */
export function copyMonthToNext(draft: PriceDraft, page: SeasonPage): PriceDraft {
  if (page >= 18) return { ...draft };
  const next = { ...draft };
  for (const field of PRICE_FIELD_NAMES) next[priceKey(field, page + 1)] = draft[priceKey(field, page)] ?? '';
  return next;
}

/** "10", "7,5", "-5", "12 %" → number; null when it is not a percentage between -90 and 1000. */
export function parsePercent(text: string): number | null {
  const match = /^([+-]?\d+(?:[.,]\d{1,2})?)\s*%?$/.exec(text.trim());
  if (!match) return null;
  const value = Number((match[1] ?? '').replace(',', '.'));
  return Number.isFinite(value) && value >= -90 && value <= 1000 ? value : null;
}

export interface RaiseResult {
  draft: PriceDraft;
  /** Cells that were left alone because their text is not a price (they show their own error). */
  skipped: string[];
}

/**
 * Raises (or lowers, with a negative percent) every price of the months from `fromPage` to `toPage`
 * (inclusive, either order), rounded to a multiple of `roundTo` pesos. Empty cells stay empty.
 */
export function raiseMonths(draft: PriceDraft, fromPage: SeasonPage, toPage: SeasonPage, percent: number, roundTo = 1): RaiseResult {
  const [first, last] = fromPage <= toPage ? [fromPage, toPage] : [toPage, fromPage];
  const step = roundTo > 0 ? roundTo : 1;
  const next = { ...draft };
  const skipped: string[] = [];
  for (const page of SEASON_PAGES) {
    if (page < first || page > last) continue;
    for (const field of PRICE_FIELD_NAMES) {
      const key = priceKey(field, page);
      const text = (draft[key] ?? '').trim();
      if (text === '') continue;
      const amount = parseARS(text);
      if (amount === null || amount < 0) {
        skipped.push(key);
        continue;
      }
      next[key] = formatPriceInput(Math.round((amount * (1 + percent / 100)) / step) * step);
    }
  }
  return { draft: next, skipped };
}

export type PriceGridValidation = { ok: true; values: Record<string, number | null> } | { ok: false; errors: Record<string, string> };

/** A cell's error in Spanish, or null when its text is a price (or empty: no price, the site says "Consultar"). */
export function priceCellError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const amount = parseARS(trimmed);
  if (amount === null) return 'Escribí un monto, por ejemplo 150.000.';
  if (amount < 0) return 'El precio no puede ser negativo.';
  if (!Number.isInteger(amount)) return 'Escribí el precio en pesos, sin centavos (por ejemplo 150.000).';
  if (amount > MAX_STORED_PRICE) return `El precio no puede superar ${formatARS(MAX_STORED_PRICE)}.`;
  return null;
}

/** Checks the cells of `keys` (all by default): numbers to save (null = no price), or an error per bad cell. */
export function validatePriceDraft(draft: PriceDraft, keys: readonly string[] = PRICE_GRID_KEYS): PriceGridValidation {
  const values: Record<string, number | null> = {};
  const errors: Record<string, string> = {};
  for (const key of keys) {
    const text = draft[key] ?? '';
    const error = priceCellError(text);
    if (error) errors[key] = error;
    else values[key] = text.trim() === '' ? null : parseARS(text.trim());
  }
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, errors };
}

/** Only what differs from the stored table: the multi-path update for datosId/8 (null removes a price). */
export function priceChanges(stored: unknown, values: Record<string, number | null>): Record<string, number | null> {
  const record = asRecord(stored);
  const changes: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(values)) {
    const before = parsePriceValue(ownValue(record, key));
    const storedRaw = ownValue(record, key);
    if (value === null ? storedRaw !== undefined && storedRaw !== null : before !== value || typeof storedRaw !== 'number') {
      changes[key] = value;
    }
  }
  return changes;
}

/** The keys of one month, in display order. */
export function monthKeys(page: SeasonPage): string[] {
  return PRICE_FIELD_NAMES.map((field: PriceField) => priceKey(field, page));
}
