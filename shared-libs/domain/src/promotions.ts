// Promotions staff publish in `promociones`: which ones a visitor sees today, and how their period reads.
import { formatDateLong, isValidIsoDate, type IsoDate } from './dates';

export interface PromotionWindow {
  active: boolean;
  /** ISO dates; '' (or anything not a date) means open-ended. */
  validFrom: string;
  validUntil: string;
  order: number;
}

/** True when a promotion is switched on and `today` falls inside its period (both ends included). */
export function isPromotionCurrent(promotion: PromotionWindow, today: IsoDate): boolean {
  if (!promotion.active) return false;
  if (isValidIsoDate(promotion.validFrom) && today < promotion.validFrom) return false;
  if (isValidIsoDate(promotion.validUntil) && today > promotion.validUntil) return false;
  return true;
}

/** The promotions to show on `today`, in the order staff gave them (then by end date, soonest first). */
export function currentPromotions<T extends PromotionWindow>(promotions: readonly T[], today: IsoDate): T[] {
  const order = (promotion: T) => (Number.isFinite(promotion.order) ? promotion.order : Number.MAX_SAFE_INTEGER);
  const end = (promotion: T) => (isValidIsoDate(promotion.validUntil) ? promotion.validUntil : '9999-12-31');
  return promotions
    .filter((promotion) => isPromotionCurrent(promotion, today))
    .sort((a, b) => order(a) - order(b) || end(a).localeCompare(end(b)));
}

/** "Válida del martes 1 de diciembre de 2026 al jueves 31 de diciembre de 2026", "Hasta el …", "Desde el …"; '' open-ended. */
export function promotionPeriod(promotion: Pick<PromotionWindow, 'validFrom' | 'validUntil'>): string {
  const from = isValidIsoDate(promotion.validFrom) ? formatDateLong(promotion.validFrom) : '';
  const until = isValidIsoDate(promotion.validUntil) ? formatDateLong(promotion.validUntil) : '';
  if (from && until) return `Válida del ${from} al ${until}`;
  if (until) return `Válida hasta el ${until}`;
  if (from) return `Válida desde el ${from}`;
  return '';
}
