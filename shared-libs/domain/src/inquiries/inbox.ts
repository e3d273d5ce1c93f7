// The staff inbox (/consultas): which inquiries a view lists and the database query that reads them, what the
// query cannot say (a status within a date range, a search by name or phone), and the WhatsApp greeting. Pure.
import { formatDateLong, isValidIsoDate } from '../dates/dates';
import type { Inquiry, InquiryStatus } from './inquiry';
import { whatsappLink } from './whatsapp';

/** Inquiries the inbox lists at a time; «Ver más» adds as many. */
export const INBOX_PAGE_SIZE = 20;

/** What the inbox lists: every inquiry not archived ('activas'), or those of one status (archived ones among them). */
export type InboxView = 'activas' | InquiryStatus;

export interface InboxFilter {
  vista: InboxView;
  /** The date asked for, from and to ('YYYY-MM-DD' or '' for open). */
  desde: string;
  hasta: string;
  /** Words of the visitor's name, or digits of their phone. */
  buscar: string;
}

export const EMPTY_INBOX_FILTER: InboxFilter = { vista: 'activas', desde: '', hasta: '', buscar: '' };

/**
 * The one database query a filter reads, each on an indexed child (.indexOn of consultas), newest last so a window
 * is the query's last N: not archived (no archivadaEn) or one status, ordered by key (push ids follow the time they
 * were made); with a date range, by the date asked for.
 */
export type InboxQuery = { by: 'archivadaEn'; equalTo: null } | { by: 'estado'; equalTo: InquiryStatus } | { by: 'fecha'; from: string; to: string };

/** The dates' problem, in Spanish, or null. */
export function inboxFilterError(filter: Pick<InboxFilter, 'desde' | 'hasta'>): string | null {
  if (isValidIsoDate(filter.desde) && isValidIsoDate(filter.hasta) && filter.hasta < filter.desde) {
    return 'La fecha «Hasta» tiene que ser igual o posterior a «Desde».';
  }
  return null;
}

export function inboxQuery(filter: InboxFilter): InboxQuery {
  const desde = isValidIsoDate(filter.desde) ? filter.desde : null;
  const hasta = isValidIsoDate(filter.hasta) ? filter.hasta : null;
  if ((desde || hasta) && !inboxFilterError(filter)) return { by: 'fecha', from: desde ?? '0000-01-01', to: hasta ?? '9999-12-31' };
  return filter.vista === 'activas' ? { by: 'archivadaEn', equalTo: null } : { by: 'estado', equalTo: filter.vista };
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Whether an inquiry the query read belongs in the list: its status when the query was by date, and the search
 * (every word in the name, accents and case aside, or a word's digits in the phone's digits).
 */
export function matchesInboxFilter(inquiry: Pick<Inquiry, 'nombre' | 'telefono' | 'estado'>, filter: InboxFilter): boolean {
  if (inboxQuery(filter).by === 'fecha' && (filter.vista === 'activas' ? inquiry.estado === 'archivada' : inquiry.estado !== filter.vista)) return false;
  const name = fold(inquiry.nombre);
  const phone = inquiry.telefono.replace(/\D/g, '');
  return fold(filter.buscar)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word) || (/^[\d+().-]*\d[\d+().-]*$/.test(word) && phone.includes(word.replace(/\D/g, ''))));
}

/** What staff send first by WhatsApp: a greeting in voseo naming the visitor (first name) and the date asked for. */
export function inquiryGreeting(inquiry: Pick<Inquiry, 'nombre' | 'fecha'>): string {
  const firstName = inquiry.nombre.trim().split(/\s+/)[0] ?? '';
  const date = isValidIsoDate(inquiry.fecha) ? ` para el ${formatDateLong(inquiry.fecha)}` : '';
  return `¡Hola${firstName ? `, ${firstName}` : ''}! Te escribimos del salón por la consulta que nos dejaste${date}. ¿Tenés un momento para que te contemos?`;
}

/** wa.me with the phone's digits (Argentine numbers as normalizeWhatsappNumber leaves them) and the greeting; '' without digits. */
export function inquiryWhatsappLink(inquiry: Pick<Inquiry, 'nombre' | 'fecha' | 'telefono'>): string {
  return whatsappLink(inquiry.telefono, inquiryGreeting(inquiry));
}

/** The inbox's views, as the «Mostrar» filter lists them. */
export const INBOX_VIEWS: readonly InboxView[] = ['activas', 'nueva', 'contactada', 'presupuestada', 'descartada', 'archivada'];
export const INBOX_VIEW_LABELS: Readonly<Record<InboxView, string>> = {
  activas: 'Todas, sin las archivadas',
  nueva: 'Nuevas',
  contactada: 'Contactadas',
  presupuestada: 'Presupuestadas',
  descartada: 'Descartadas',
  archivada: 'Archivadas',
};
