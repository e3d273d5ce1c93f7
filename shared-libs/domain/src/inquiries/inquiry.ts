// Inquiries (consultas/{id}, docs/storage-contract.md "Inquiries"): the public form's state and its checks, the
// stored inquiry as the inbox reads it, and the budget an inquiry turns into. Pure; the limits are the schema's
// plain values (no valibot here: the form ships in public pages).
import {
  INQUIRY_PHONE,
  INQUIRY_STATUSES as STORED_INQUIRY_STATUSES,
  MAX_INQUIRY_GUESTS,
  MAX_INQUIRY_MESSAGE_LENGTH,
  MAX_INQUIRY_NAME_LENGTH,
  MIN_INQUIRY_GUESTS,
  type InquiryShape,
  type InquiryStatus,
} from '@salon/schema';
import { formatDateLong, isValidIsoDate, type IsoDate } from '../dates/dates';
import { dateFromText, WHOLE_DATE } from '../dates/dateText';
import { EXTRA_KEYS, MAX_QUANTITY, type ExtraKey, type RentalOption } from '../pricing/quote';
import { asRecord, ownValue } from '../data/values';
import type { AvailabilityStatus } from '../availability/availabilityIndex';
import { parseInquiryQuote, storedInquiryQuote, type InquiryQuote } from './inquiryQuote';

export { MAX_INQUIRY_GUESTS };

export type { InquiryStatus };
export const INQUIRY_STATUSES: readonly InquiryStatus[] = STORED_INQUIRY_STATUSES;
export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  nueva: 'Nueva',
  contactada: 'Contactada',
  presupuestada: 'Presupuestada',
  descartada: 'Descartada',
  archivada: 'Archivada',
};

/** The least time between opening the form and sending it: faster is a bot (ms). */
export const MIN_FILL_MS = 3000;

/** What the calendar, the chat or the calculator already knows when it opens the form. */
export interface InquiryPrefill {
  fecha?: IsoDate;
  alquiler?: RentalOption | null;
  invitados?: number;
  adicionales?: Partial<Record<ExtraKey, number>>;
  /** The quote the page priced (the calculator's, the calendar's rental of the date): it travels whole. */
  cotizacion?: InquiryQuote | null;
}

/** What the form holds: text as typed, so nothing typed is lost. `sitioWeb` is the hidden honeypot. */
export interface InquiryForm {
  nombre: string;
  telefono: string;
  fecha: string;
  invitados: string;
  alquiler: RentalOption | '';
  adicionales: Partial<Record<ExtraKey, number>>;
  mensaje: string;
  sitioWeb: string;
  /** The page's quote, sent as it is (then its rental and add-ons stand for alquiler and adicionales). */
  cotizacion: InquiryQuote | null;
}

export type InquiryFormField = 'nombre' | 'telefono' | 'fecha' | 'invitados' | 'mensaje';
export type InquiryFormErrors = Partial<Record<InquiryFormField | 'envio', string>>;

/** The inquiry as the visitor's browser writes it (estado and creadaEn are added by the write). */
export type InquiryToSend = Omit<InquiryShape, 'estado' | 'creadaEn' | 'abiertaEn'> & Required<Pick<InquiryShape, 'abiertaEn'>>;

/** Only the extras with a whole quantity 1–99. */
function cleanExtras(extras: unknown): Partial<Record<ExtraKey, number>> {
  const record = asRecord(extras);
  const clean: Partial<Record<ExtraKey, number>> = {};
  for (const key of EXTRA_KEYS) {
    const count = ownValue(record, key);
    if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_QUANTITY) clean[key] = count;
  }
  return clean;
}

export function emptyInquiryForm(prefill: InquiryPrefill = {}): InquiryForm {
  const guests = prefill.invitados;
  return {
    nombre: '',
    telefono: '',
    fecha: prefill.fecha && isValidIsoDate(prefill.fecha) ? prefill.fecha : '',
    invitados: typeof guests === 'number' && Number.isInteger(guests) && guests >= MIN_INQUIRY_GUESTS && guests <= MAX_INQUIRY_GUESTS ? String(guests) : '',
    alquiler: prefill.alquiler ?? prefill.cotizacion?.alquiler ?? '',
    adicionales: cleanExtras(prefill.adicionales ?? prefill.cotizacion?.adicionales),
    mensaje: '',
    sitioWeb: '',
    cotizacion: prefill.cotizacion ?? null,
  };
}

export interface InquiryCheckOptions {
  /** The hall's today (todayInHall): an earlier date is refused. */
  today: IsoDate;
  /** ms when the form was opened, and now (the visitor's clock, both). */
  openedAt: number;
  now: number;
  /** The hall's capacity (config/salon), when its facts give one: more guests are refused. */
  capacity?: number | null;
  /** What the availability says of a date: a booked one ('Ocupado') is refused; a held one may be asked for. */
  dateStatus?: (date: IsoDate) => AvailabilityStatus;
}

export type InquiryCheck =
  | { kind: 'enviar'; inquiry: InquiryToSend }
  | { kind: 'errores'; errors: InquiryFormErrors }
  /** The honeypot was filled: nothing is sent, and the visitor sees the usual confirmation. */
  | { kind: 'descartar' };

/** The form's checks: the rules' limits, plus a date that is not past (the rules cannot say it). */
export function validateInquiryForm(form: InquiryForm, { today, openedAt, now, capacity, dateStatus }: InquiryCheckOptions): InquiryCheck {
  if (form.sitioWeb.trim() !== '') return { kind: 'descartar' };
  const errors: InquiryFormErrors = {};
  const nombre = form.nombre.trim();
  if (nombre === '') errors.nombre = 'Ingresá tu nombre.';
  else if (nombre.length > MAX_INQUIRY_NAME_LENGTH) errors.nombre = `El nombre puede tener hasta ${MAX_INQUIRY_NAME_LENGTH} caracteres.`;
  const telefono = form.telefono.trim();
  if (telefono === '') errors.telefono = 'Ingresá un teléfono con WhatsApp.';
  else if (!INQUIRY_PHONE.test(telefono)) errors.telefono = 'Ingresá un teléfono válido: solo números, espacios, +, - y paréntesis (de 6 a 40 caracteres).';
  const fecha = form.fecha.trim();
  if (fecha === '') errors.fecha = 'Elegí la fecha del evento.';
  // The field hands over an ISO date, or the text typed when it names no day (DateInput).
  else if (WHOLE_DATE.test(fecha) && dateFromText(fecha) === null) errors.fecha = `La fecha ${fecha} no existe.`;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(fecha) && !isValidIsoDate(fecha))
    errors.fecha = `La fecha ${form.fecha.trim().split('-').reverse().join('/')} no existe.`;
  else if (!isValidIsoDate(fecha)) errors.fecha = 'Escribí la fecha como dd/mm/aaaa o elegila en el calendario.';
  else if (fecha < today) errors.fecha = 'Esa fecha ya pasó. Elegí una fecha de hoy en adelante.';
  else if (dateStatus?.(fecha) === 'Ocupado') errors.fecha = bookedDateMessage(fecha);
  const guestsText = form.invitados.trim();
  let invitados: number | undefined;
  if (guestsText !== '') {
    const guests = /^[0-9]+$/.test(guestsText) ? Number(guestsText) : NaN;
    if (!Number.isInteger(guests) || guests < MIN_INQUIRY_GUESTS || guests > MAX_INQUIRY_GUESTS) {
      errors.invitados = `Ingresá una cantidad de invitados entre ${MIN_INQUIRY_GUESTS} y ${MAX_INQUIRY_GUESTS}, sin puntos ni comas.`;
    } else if (typeof capacity === 'number' && guests > capacity) {
      errors.invitados = capacityMessage(capacity);
    } else invitados = guests;
  }
  const mensaje = form.mensaje.trim();
  if (mensaje.length > MAX_INQUIRY_MESSAGE_LENGTH)
    errors.mensaje = `El mensaje puede tener hasta ${MAX_INQUIRY_MESSAGE_LENGTH} caracteres (tiene ${mensaje.length}).`;
  if (Object.keys(errors).length > 0) return { kind: 'errores', errors };
  if (now - openedAt < MIN_FILL_MS) return { kind: 'errores', errors: { envio: 'Revisá los datos y volvé a tocar "Enviar consulta" en unos segundos.' } };
  const adicionales = cleanExtras(form.adicionales);
  // With a quote, its rental and add-ons are the inquiry's: stored once, in the quote.
  const choices = form.cotizacion
    ? { cotizacion: storedInquiryQuote(form.cotizacion) }
    : { ...(form.alquiler ? { alquiler: form.alquiler } : {}), ...(Object.keys(adicionales).length > 0 ? { adicionales } : {}) };
  return {
    kind: 'enviar',
    inquiry: {
      nombre,
      telefono,
      fecha,
      ...(invitados !== undefined ? { invitados } : {}),
      ...choices,
      ...(mensaje ? { mensaje } : {}),
      abiertaEn: openedAt,
    },
  };
}

/** The form's message for more guests than the hall holds. */
export function capacityMessage(capacity: number): string {
  return `El salón recibe hasta ${capacity} invitados. Ingresá ${capacity} o menos, o escribinos por WhatsApp.`;
}

/** The form's message for a date that is booked. */
export function bookedDateMessage(date: IsoDate): string {
  return `La fecha del ${formatDateLong(date)} ya está reservada. Elegí otra fecha.`;
}

/** What the form says of the date chosen while it is taken, before sending: booked (not sent) or held (may be sent). */
export interface InquiryDateNotice {
  kind: 'ocupada' | 'reservada';
  message: string;
  /** The nearest free dates, closest first, to pick instead. */
  alternatives: IsoDate[];
}

export function inquiryDateNotice(date: string, status: AvailabilityStatus, alternatives: readonly IsoDate[]): InquiryDateNotice | null {
  if (!isValidIsoDate(date)) return null;
  if (status === 'Ocupado') return { kind: 'ocupada', message: bookedDateMessage(date), alternatives: [...alternatives] };
  if (status === 'Reservado provisoriamente') {
    return {
      kind: 'reservada',
      message: `La fecha del ${formatDateLong(date)} está reservada provisoriamente; podés consultar igual.`,
      alternatives: [...alternatives],
    };
  }
  return null;
}

/** The Spanish of a refused or failed send (the form keeps what was typed). */
export function inquirySendErrorMessage(error: unknown): string {
  // submitInquiry's refusals (limits, a booked date, a field) carry a Spanish message for the visitor, also as
  // details.aviso, without the HTTP status the SDK appends to the message.
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (typeof code === 'string' && /^functions\/(resource-exhausted|failed-precondition|invalid-argument)$/.test(code) && error instanceof Error) {
    const aviso = typeof details === 'object' && details !== null ? (details as { aviso?: unknown }).aviso : undefined;
    return typeof aviso === 'string' && aviso !== '' ? aviso : error.message.replace(/\s*\[\d{3}\]$/, '');
  }
  return 'No pudimos enviar la consulta. Revisá tu conexión y probá de nuevo, o escribinos por WhatsApp.';
}

/** The visitor's confirmation. */
export function inquiryConfirmation(fecha: string): string {
  const date = isValidIsoDate(fecha) ? ` por el ${formatDateLong(fecha)}` : '';
  return `¡Gracias! Recibimos tu consulta${date}. Te vamos a escribir por WhatsApp a la brevedad.`;
}

/** The WhatsApp message a visitor can still send after the form. */
export function inquiryWhatsappMessage(inquiry: { nombre: string; fecha: string }): string {
  const name = inquiry.nombre.trim() ? ` Soy ${inquiry.nombre.trim()} y` : '';
  const date = isValidIsoDate(inquiry.fecha) ? ` por el ${formatDateLong(inquiry.fecha)}` : '';
  return `Hola!${name} acabo de dejar una consulta en la web${date}.`.replace('Hola! acabo', 'Hola! Acabo');
}

/**
 * A stored inquiry (its shape: inquirySchema of @salon/schema) as the inbox reads it, under its id: null for no
 * guests or rental, '' for no message, only the extras of a whole 1–99; when the form was opened is left out.
 */
export type Inquiry = Omit<Required<InquiryShape>, 'invitados' | 'alquiler' | 'abiertaEn' | 'cotizacion' | 'presupuestoId' | 'archivadaEn'> & {
  id: string;
  invitados: number | null;
  alquiler: RentalOption | null;
  /** The quote it was sent with; null (or absent) for one sent without: the chat's, older ones. */
  cotizacion?: InquiryQuote | null;
  /** The budget made from it, once there is one. */
  presupuestoId?: string;
  /** ms, when it was archived (only while archived). */
  archivadaEn?: number;
};

const isStatus = (value: unknown): value is InquiryStatus => typeof value === 'string' && (STORED_INQUIRY_STATUSES as readonly string[]).includes(value);

/** consultas/{id} read tolerantly: null without a name, phone or date; other fields take their defaults. */
export function parseInquiry(id: string, raw: unknown): Inquiry | null {
  const record = asRecord(raw);
  const nombre = ownValue(record, 'nombre');
  const telefono = ownValue(record, 'telefono');
  const fecha = ownValue(record, 'fecha');
  if (typeof nombre !== 'string' || typeof telefono !== 'string' || !isValidIsoDate(fecha)) return null;
  const invitados = ownValue(record, 'invitados');
  const alquiler = ownValue(record, 'alquiler');
  const mensaje = ownValue(record, 'mensaje');
  const estado = ownValue(record, 'estado');
  const creadaEn = ownValue(record, 'creadaEn');
  const cotizacion = parseInquiryQuote(ownValue(record, 'cotizacion'));
  const extras = cleanExtras(ownValue(record, 'adicionales'));
  const presupuestoId = ownValue(record, 'presupuestoId');
  const archivadaEn = ownValue(record, 'archivadaEn');
  return {
    id,
    nombre,
    telefono,
    fecha,
    invitados: typeof invitados === 'number' && Number.isInteger(invitados) && invitados >= 0 ? invitados : null,
    alquiler: alquiler === '3hs' || alquiler === '4hs' ? alquiler : (cotizacion?.alquiler ?? null),
    adicionales: Object.keys(extras).length > 0 ? extras : { ...cotizacion?.adicionales },
    mensaje: typeof mensaje === 'string' ? mensaje : '',
    estado: isStatus(estado) ? estado : 'nueva',
    creadaEn: typeof creadaEn === 'number' && Number.isFinite(creadaEn) ? creadaEn : 0,
    cotizacion,
    ...(typeof presupuestoId === 'string' && presupuestoId !== '' ? { presupuestoId } : {}),
    ...(typeof archivadaEn === 'number' && Number.isFinite(archivadaEn) ? { archivadaEn } : {}),
  };
}

/** consultas, newest first (then by id, so the order never jumps). */
export function parseInquiryList(raw: unknown): Inquiry[] {
  const record = asRecord(raw);
  return Object.keys(record)
    .map((id) => parseInquiry(id, record[id]))
    .filter((inquiry): inquiry is Inquiry => inquiry !== null)
    .sort((a, b) => b.creadaEn - a.creadaEn || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export function countNewInquiries(inquiries: readonly Pick<Inquiry, 'estado'>[]): number {
  return inquiries.filter((inquiry) => inquiry.estado === 'nueva').length;
}

/** Whether the date asked for is already past (the rules cannot refuse one; the inbox says so). */
export function inquiryDateIsPast(inquiry: Pick<Inquiry, 'fecha'>, today: IsoDate): boolean {
  return inquiry.fecha < today;
}
