// The chat's local replies, in Spanish. The seed's catalogue (section 8) is used verbatim; replies mark
// dates and prices with **bold**, the only markup the chat renders.
import { formatDateLong, type IsoDate } from '../dates';
import { formatARS } from '../money';

export const CHAT_TEXTS = {
  greeting: '¡Hola! 👋 ¿Cómo puedo ayudarte? Puedo darte precios y disponibilidad de fechas.',
  aiFailure: 'Lo siento, no pude procesar tu solicitud.',
  loading: 'Estoy terminando de cargar el calendario y los precios, por favor espera un segundo y vuelve a preguntar.',
  askForDate: "Puedo ayudarte con eso. Por favor, dime una fecha específica (ej: 'el 25' o '25 de diciembre').",
  noHours: (date: string) => `No pude encontrar información de horario para el ${date}.`,
  offerAlternatives: '¿Te sirve alguna de estas?',
} as const;

/** What the chat needs to know of a date: a subset of the availability service's DateInfo. */
export interface ChatDateInfo {
  date: IsoDate;
  status: 'Ocupado' | 'Libre' | 'no-verificable';
  price: number | null;
  priceType: string | null;
  hours: number | null;
}

/** "tarifa de fin de semana (4 hs)": the rate's label, with its hours unless the label already says them. */
export function rateDescription(info: Pick<ChatDateInfo, 'priceType' | 'hours'>): string {
  const label = info.priceType ?? 'tarifa del día';
  if (info.hours === null || /\bhs\b|hora/.test(label)) return label;
  return `${label}, ${info.hours} hs`;
}

const priceLine = (info: ChatDateInfo) =>
  info.price === null ? 'precio a confirmar' : `**${formatARS(info.price)}** — ${rateDescription(info)}`;

const dateLabel = (date: IsoDate) => `**${formatDateLong(date)}**`;

/** "El X está Libre / Ocupado (con alternativas) / no se pudo verificar". */
export function availabilityReply(info: ChatDateInfo, alternatives: ChatDateInfo[]): string {
  if (info.status === 'Libre') {
    return info.price === null
      ? `El ${dateLabel(info.date)} está **Libre**. El precio de ese mes todavía no está publicado: consultanos por WhatsApp.`
      : `El ${dateLabel(info.date)} está **Libre**. El alquiler cuesta ${priceLine(info)}.`;
  }
  if (info.status === 'Ocupado') {
    if (alternatives.length === 0) {
      return `El ${dateLabel(info.date)} está **Ocupado** y no encontré fechas libres cercanas en el calendario publicado.`;
    }
    const options = alternatives.map((free) => `• ${dateLabel(free.date)}: ${priceLine(free)}`);
    return [`El ${dateLabel(info.date)} está **Ocupado**. Las fechas libres más cercanas son:`, ...options].join('\n');
  }
  return `El ${dateLabel(info.date)}: no se pudo verificar la disponibilidad (está fuera del calendario publicado o ya pasó).`;
}

export function priceReply(info: ChatDateInfo): string {
  if (info.price === null) {
    return `Todavía no está publicado el precio para el ${dateLabel(info.date)}: consultanos por WhatsApp.`;
  }
  const busy = info.status === 'Ocupado' ? ' Ojo: esa fecha figura **Ocupado**.' : '';
  return `El alquiler el ${dateLabel(info.date)} cuesta ${priceLine(info)}.${busy}`;
}

export function hoursReply(info: ChatDateInfo): string {
  if (info.hours === null) return CHAT_TEXTS.noHours(formatDateLong(info.date));
  const rate = info.priceType ? ` (${info.priceType})` : '';
  return `El ${dateLabel(info.date)} el alquiler es por **${info.hours} hs**${rate}.`;
}
