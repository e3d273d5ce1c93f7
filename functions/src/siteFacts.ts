// The facts askAI may answer from, read on the server from the same storage contract as the site:
// company name, this month's prices (rental, extra hours, extras), rental hours, weekend days,
// current promotions, the contact and the hall's facts (address, capacity, hours, what is included,
// cancellation policy). Nothing else reaches a language model or the offline answer.
import type { Database } from 'firebase-admin/database';
import { amountsIn } from './priceGuard';
import {
  currentPage,
  currentPromotions,
  monthLabel,
  parseHallFacts,
  parsePromotions,
  PRICE_FIELDS,
  pricesForPage,
  promotionPeriod,
  promotionPrice,
  promotionTermsText,
  resolveCompanyName,
  resolveWeekendDays,
  seasonStartYear,
  todayInHall,
  WEEKDAY_NAMES_ES,
  type HallFacts,
  type MonthPrices,
  type PriceField,
} from '@salon/domain';

export interface SiteFacts {
  companyName: string;
  /** "Noviembre 2026": the month whose prices these are. */
  monthLabel: string;
  prices: MonthPrices;
  /** "viernes, sábado y domingo": days charged at the weekend rate (4 hs). */
  weekendDaysLabel: string;
  promotions: SiteFactPromotion[];
  whatsappNumber: string;
  /** config/salon: address and map link, capacity, hours, what is included, cancellation policy ('' / null / [] when not stored). */
  hall: HallFacts;
}

export interface SiteFactPromotion {
  title: string;
  description: string;
  period: string;
  /** "15 % de descuento en el alquiler de 3 hs los martes y miércoles"; '' for a text-only promotion. */
  terms: string;
  /** The month's rental prices it lowers: "alquiler de 3 hs: $ 212.500 en lugar de $ 250.000 (−$ 37.500)". */
  prices: Array<{ rental: '3hs' | '4hs'; fullPrice: number; price: number; discount: number }>;
}

/** The database paths askAI reads (public data: the same the site shows). */
export const SITE_FACT_PATHS = ['datosId/8', 'datosId/29', 'datosId/25', 'config/diasFinDeSemana', 'promociones', 'config/salon'] as const;

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
  const weekendDays = resolveWeekendDays(raw['config/diasFinDeSemana'])
    .days.slice()
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  // The site's own reader: a promotion without `activa` (older ones) is active, as /preciospromo shows it.
  const storedPromotions = parsePromotions(raw.promociones);
  const prices = pricesForPage(raw['datosId/8'], page).prices;
  return {
    companyName: resolveCompanyName(raw['datosId/29']),
    monthLabel: monthLabel(page, seasonStartYear(today)),
    prices,
    weekendDaysLabel: listLabel(weekendDays.map((day) => WEEKDAY_NAMES_ES[day])),
    promotions: currentPromotions(storedPromotions, today).map((promotion) => ({
      title: promotion.title.trim(),
      description: promotion.description.trim(),
      period: promotionPeriod(promotion),
      terms: promotionTermsText(promotion.terms),
      prices: (promotion.terms?.rentals ?? []).flatMap((rental) => {
        const fullPrice = prices[rental === '3hs' ? 'b_precio_3hs_' : 'a_precio_4hs_'];
        return fullPrice === null || !promotion.terms ? [] : [{ rental, fullPrice, ...promotionPrice(promotion.terms, fullPrice) }];
      }),
    })),
    whatsappNumber: text(contact.numero_whatsapp),
    hall: parseHallFacts(raw['config/salon']),
  };
}

export async function readSiteFacts(db: Database, now: Date): Promise<SiteFacts> {
  const values = await Promise.all(
    SITE_FACT_PATHS.map((path) =>
      db
        .ref(path)
        .get()
        .then((snapshot) => snapshot.val() as unknown),
    ),
  );
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
  // What a promotion makes of the month's rental: the lowered price and what it takes off.
  const promoted = facts.promotions.flatMap((promotion) => promotion.prices.flatMap(({ price, discount }) => [price, discount]));
  // The hall's own texts may state an amount too ("se retienen $ 50.000 de la seña").
  const { hall } = facts;
  const hallAmounts = amountsIn([hall.hours, ...hall.included, hall.cancellationPolicy].join('\n'))
    .filter((amount) => amount.currency === 'ARS')
    .map((amount) => amount.value);
  return new Set([...prices, ...promotional, ...promoted, ...hallAmounts]);
}

export const priceLabel = (field: PriceField) => PRICE_FIELDS.find((definition) => definition.field === field)?.label ?? field;
