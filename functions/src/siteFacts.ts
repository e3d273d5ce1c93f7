// The facts askAI may answer from, read on the server from the same storage contract as the site:
// company name, this month's prices (rental, extra hours, extras), rental hours, weekend days,
// current promotions and the contact. Nothing else reaches a language model or the offline answer.
import type { Database } from 'firebase-admin/database';
import { amountsIn } from './priceGuard';
import {
  currentPage,
  currentPromotions,
  monthLabel,
  PRICE_FIELDS,
  pricesForPage,
  promotionPeriod,
  resolveCompanyName,
  resolveWeekendDays,
  seasonStartYear,
  todayInHall,
  WEEKDAY_NAMES_ES,
  type MonthPrices,
  type PriceField,
} from '../../shared-libs/domain/src';

export interface SiteFacts {
  companyName: string;
  /** "Noviembre 2026": the month whose prices these are. */
  monthLabel: string;
  prices: MonthPrices;
  /** "viernes, sábado y domingo": days charged at the weekend rate (4 hs). */
  weekendDaysLabel: string;
  promotions: Array<{ title: string; description: string; period: string }>;
  whatsappNumber: string;
}

/** The database paths askAI reads (public data: the same the site shows). */
export const SITE_FACT_PATHS = ['datosId/8', 'datosId/29', 'datosId/25', 'config/diasFinDeSemana', 'promociones'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function listLabel(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** Facts from the raw stored values (pure: tested without a database). */
export function siteFactsFrom(raw: Record<(typeof SITE_FACT_PATHS)[number], unknown>, now: Date): SiteFacts {
  const today = todayInHall(now);
  const page = currentPage(today);
  const contact = (raw['datosId/25'] ?? {}) as Record<string, unknown>;
  // Monday first, as people say it.
  const weekendDays = resolveWeekendDays(raw['config/diasFinDeSemana']).days.slice().sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const storedPromotions = Object.values((raw.promociones ?? {}) as Record<string, unknown>)
    .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
    .map((value) => ({
      title: text(value.titulo),
      description: text(value.descripcion),
      active: value.activa === true,
      validFrom: text(value.desde),
      validUntil: text(value.hasta),
      order: typeof value.orden === 'number' ? value.orden : Number.MAX_SAFE_INTEGER,
    }))
    .filter((promotion) => promotion.title !== '');
  return {
    companyName: resolveCompanyName(raw['datosId/29']),
    monthLabel: monthLabel(page, seasonStartYear(today)),
    prices: pricesForPage(raw['datosId/8'], page).prices,
    weekendDaysLabel: listLabel(weekendDays.map((day) => WEEKDAY_NAMES_ES[day])),
    promotions: currentPromotions(storedPromotions, today).map((promotion) => ({
      title: promotion.title,
      description: promotion.description,
      period: promotionPeriod(promotion),
    })),
    whatsappNumber: text(contact.numero_whatsapp),
  };
}

export async function readSiteFacts(db: Database, now: Date): Promise<SiteFacts> {
  const values = await Promise.all(SITE_FACT_PATHS.map((path) => db.ref(path).get().then((snapshot) => snapshot.val() as unknown)));
  const raw = Object.fromEntries(SITE_FACT_PATHS.map((path, index) => [path, values[index]])) as Record<(typeof SITE_FACT_PATHS)[number], unknown>;
  return siteFactsFrom(raw, now);
}

/** Every amount the facts state: the only amounts an answer may contain. */
export function factAmounts(facts: SiteFacts): Set<number> {
  const prices = Object.values(facts.prices).filter((value): value is number => value !== null);
  // A promotion may state an amount of its own ("$ 20.000 menos", "inflable gratis"): a fact too.
  const promotional = facts.promotions
    .flatMap((promotion) => amountsIn(`${promotion.title}\n${promotion.description}`))
    .filter((amount) => amount.currency === 'ARS')
    .map((amount) => amount.value);
  return new Set([...prices, ...promotional]);
}

export const priceLabel = (field: PriceField) => PRICE_FIELDS.find((definition) => definition.field === field)?.label ?? field;
