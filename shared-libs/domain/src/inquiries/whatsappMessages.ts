// The WhatsApp messages a visitor sends from the calendar and the chat to ask for a date or a visit
// (sent through whatsappRedirectPath).
import type { DateInfo } from '../availability';
import { formatDateLong, type IsoDate } from '../dates/dates';
import { formatARS } from '../pricing/money';
import { promotionSuffix } from '../pricing/promotions';

/** What a message says of a date: the availability's DateInfo, or the chat's subset of it. */
export type InquiryDate = Pick<DateInfo, 'date' | 'price' | 'priceType'> & Partial<Pick<DateInfo, 'promotion'>>;

/**
 * "sábado 19 de diciembre de 2026 — $ 320.000, tarifa de fin de semana (4 hs)" (", incluye promoción «…» (−$ …)"
 * when one lowered it), or the date alone without a price.
 */
function dateWithPrice(info: InquiryDate): string {
  const price = info.price === null ? '' : ` — ${formatARS(info.price)}${info.priceType ? `, ${info.priceType}` : ''}${promotionSuffix(info.promotion)}`;
  return `${formatDateLong(info.date)}${price}`;
}

/** Asks for one date or several, each with the price the visitor saw. */
export function dateInquiryMessage(dates: readonly InquiryDate[]): string {
  if (dates.length === 1) return `Hola! Quisiera consultar por el ${dateWithPrice(dates[0]!)}. ¿Está disponible?`;
  return `Hola! Quisiera consultar por estas fechas:\n${dates.map((info) => `• ${dateWithPrice(info)}`).join('\n')}\n¿Están disponibles?`;
}

export function visitInquiryMessage(date: IsoDate, hours: string): string {
  return `Hola! Quisiera coordinar una visita al salón el ${formatDateLong(date)} (${hours}).`;
}
