// What the calculator says about the chosen date, from the availability service's answer (pure, tested).
import { formatARS, formatDateLong, type IsoDate } from '@salon/domain';

/** The parts of the availability service's DateInfo the calculator reads. */
export interface DateAvailability {
  date: string;
  status: 'Ocupado' | 'Reservado provisoriamente' | 'Libre' | 'no-verificable';
  price: number | null;
  holiday: string | null;
}

export interface AvailabilityView {
  loading: boolean;
  ready: boolean;
  lookup(date: string): DateAvailability;
  nearestFreeDates(date: string, count?: number): DateAvailability[];
}

export type AvailabilityMessage =
  | { kind: 'none' }
  | { kind: 'checking'; text: string }
  | { kind: 'free'; text: string }
  | { kind: 'booked'; text: string; alternatives: Array<{ date: IsoDate; text: string }> }
  /** A budget holds the date for a few days: it may come free again, so the quote can still be sent. */
  | { kind: 'held'; text: string; alternatives: Array<{ date: IsoDate; text: string }> }
  | { kind: 'unknown'; text: string };

/** The message for `date` (null: no date chosen). Booked dates come with the nearest free ones to pick instead. */
export function availabilityMessage(date: IsoDate | null, availability: AvailabilityView | null): AvailabilityMessage {
  if (!date || !availability) return { kind: 'none' };
  if (!availability.ready) {
    return availability.loading ? { kind: 'checking', text: 'Estamos viendo si la fecha está libre...' } : { kind: 'none' };
  }
  const info = availability.lookup(date);
  // A holiday is said whatever the status: its rate is the holiday's (4 hs).
  const holiday = info.holiday ? ` (feriado: ${info.holiday})` : '';
  if (info.status === 'Libre') {
    return { kind: 'free', text: `¡Buena noticia! El ${formatDateLong(date)}${holiday} está libre.` };
  }
  if (info.status === 'Ocupado' || info.status === 'Reservado provisoriamente') {
    const alternatives = availability.nearestFreeDates(date, 3).map((free) => ({
      date: free.date,
      // Short enough for a button on a phone: the year is the one the visitor is looking at.
      text: `${formatDateLong(free.date).replace(/ de \d{4}$/, '')}${free.price !== null ? ` · ${formatARS(free.price)}` : ''}`,
    }));
    if (info.status === 'Reservado provisoriamente') {
      return {
        kind: 'held',
        text: `El ${formatDateLong(date)}${holiday} está reservado provisoriamente: otro cliente lo tiene retenido por unos días y, si no lo confirma, vuelve a quedar libre. Podés enviarnos la cotización igual${alternatives.length > 0 ? ' o elegir una de estas fechas libres:' : '.'}`,
        alternatives,
      };
    }
    return {
      kind: 'booked',
      text: `El ${formatDateLong(date)}${holiday} ya está reservado.${alternatives.length > 0 ? ' Estas fechas cercanas están libres:' : ' Escribinos y buscamos otra fecha juntos.'}`,
      alternatives,
    };
  }
  return {
    kind: 'unknown',
    text: `${info.holiday ? `El ${formatDateLong(date)} es feriado (${info.holiday}). ` : ''}No pudimos confirmar si la fecha está libre. Consultanos por WhatsApp y te respondemos enseguida.`,
  };
}
