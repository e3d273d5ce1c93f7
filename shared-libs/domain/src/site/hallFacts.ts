// The hall's facts (config/salon): address and map link, capacity, hours, what is included, the cancellation
// policy, the phone and CUIT its documents print. One reader for the site, the chat, askAI and the documents; the
// back-office form's checks and what it stores.
import {
  HALL_ADDRESS_MAX_LENGTH,
  HALL_CANCELLATION_MAX_LENGTH,
  HALL_CAPACITY_MAX,
  HALL_HOURS_MAX_LENGTH,
  HALL_INCLUDED_ITEM_MAX_LENGTH,
  HALL_INCLUDED_MAX,
  HALL_PHONE,
  HTTPS_LINK,
  LINK_MAX_LENGTH,
  type HallFactsShape,
} from '@salon/schema';
import { isRecord } from '../data/values';
import { bankAccountErrors, formatCuit, isValidCuit, parseCuit, type BankAccountDraft, type BankAccountErrors } from './bankAccount';

/** 2000 → "2.000" (es-AR thousands, without depending on the runtime's locale data). */
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export interface HallFacts {
  /** '' when not stored. */
  address: string;
  /** The stored https map link, or a Google Maps search of the address; '' with neither. */
  mapUrl: string;
  /** Guests the hall holds; null when not stored. */
  capacity: number | null;
  hours: string;
  included: string[];
  cancellationPolicy: string;
  /** '' when not stored. */
  phone: string;
  /** "30-71234567-1"; '' when not stored or its check digit is wrong. */
  cuit: string;
}

export const NO_HALL_FACTS: HallFacts = { address: '', mapUrl: '', capacity: null, hours: '', included: [], cancellationPolicy: '', phone: '', cuit: '' };

const textWithin = (value: unknown, max: number): string => {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return text.length >= 1 && text.length <= max ? text : '';
};

/** "https://www.google.com/maps/search/?api=1&query=Av.%20Siempreviva%20742": a map search of the address. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** The facts from config/salon; each field that does not fit its shape reads as missing. */
export function parseHallFacts(raw: unknown): HallFacts {
  if (!isRecord(raw)) return NO_HALL_FACTS;
  const address = textWithin(raw.direccion, HALL_ADDRESS_MAX_LENGTH);
  const link = textWithin(raw.mapa, LINK_MAX_LENGTH);
  const capacity = raw.capacidad;
  const included = Array.isArray(raw.incluye) ? raw.incluye : isRecord(raw.incluye) ? Object.values(raw.incluye) : [];
  return {
    address,
    mapUrl: HTTPS_LINK.test(link) ? link : address ? mapSearchUrl(address) : '',
    capacity: typeof capacity === 'number' && Number.isInteger(capacity) && capacity >= 1 && capacity <= HALL_CAPACITY_MAX ? capacity : null,
    hours: textWithin(raw.horarios, HALL_HOURS_MAX_LENGTH),
    included: included
      .map((item) => textWithin(item, HALL_INCLUDED_ITEM_MAX_LENGTH))
      .filter(Boolean)
      .slice(0, HALL_INCLUDED_MAX),
    cancellationPolicy: textWithin(raw.politicaCancelacion, HALL_CANCELLATION_MAX_LENGTH),
    phone: typeof raw.telefono === 'string' && HALL_PHONE.test(raw.telefono) ? raw.telefono : '',
    cuit: parseCuit(raw.cuit),
  };
}

/** True when nothing is stored: the site shows no block and the chat leaves the question to askAI. */
export function hasHallFacts(facts: HallFacts): boolean {
  return !!(facts.address || facts.capacity !== null || facts.hours || facts.included.length > 0 || facts.cancellationPolicy);
}

/** The back-office form as typed: every field text, "what is included" one item per line. */
export interface HallFactsDraft {
  address: string;
  mapLink: string;
  capacity: string;
  hours: string;
  /** One item per line. */
  included: string;
  cancellationPolicy: string;
  phone: string;
  cuit: string;
}

export type HallFactsErrors = Partial<Record<keyof HallFactsDraft, string>>;

/** The "El salón" form of /admin: the hall's facts and the account clients transfer to. */
export type HallSettingsDraft = HallFactsDraft & BankAccountDraft;
export type HallSettingsErrors = HallFactsErrors & BankAccountErrors;

/** Every message of the "El salón" form; {} when it can be saved. */
export function hallSettingsErrors(draft: HallSettingsDraft): HallSettingsErrors {
  return { ...hallFactsErrors(draft), ...bankAccountErrors(draft) };
}

/** The form's draft from config/salon as stored (the stored map link, not the search made from the address). */
export function hallFactsDraft(raw: unknown): HallFactsDraft {
  const record = isRecord(raw) ? raw : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const included = Array.isArray(record.incluye) ? record.incluye : isRecord(record.incluye) ? Object.values(record.incluye) : [];
  return {
    address: text(record.direccion),
    mapLink: text(record.mapa),
    capacity: typeof record.capacidad === 'number' ? String(record.capacidad) : '',
    hours: text(record.horarios),
    included: included.filter((item): item is string => typeof item === 'string').join('\n'),
    cancellationPolicy: text(record.politicaCancelacion),
    phone: text(record.telefono),
    cuit: text(record.cuit),
  };
}

const includedItems = (included: string) =>
  included
    .split('\n')
    .map((item) =>
      item
        .replace(/^\s*[-•*]\s*/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);

const tooLong = (text: string, max: number) => (text.length > max ? `Usá como máximo ${max} caracteres (tiene ${text.length}).` : undefined);

/** The Spanish message for each field that cannot be saved; {} when the draft can be saved. Every field may be empty. */
export function hallFactsErrors(draft: HallFactsDraft): HallFactsErrors {
  const errors: HallFactsErrors = {};
  const address = tooLong(draft.address.trim(), HALL_ADDRESS_MAX_LENGTH);
  if (address) errors.address = address;
  const link = draft.mapLink.trim();
  if (link && !HTTPS_LINK.test(link))
    errors.mapLink = 'El enlace del mapa debe empezar con https:// (por ejemplo, el de «Compartir» de Google Maps), sin espacios.';
  else if (link.length > LINK_MAX_LENGTH) errors.mapLink = `El enlace es demasiado largo (máximo ${LINK_MAX_LENGTH} caracteres).`;
  const capacity = draft.capacity.trim();
  if (capacity && !(/^\d+$/.test(capacity) && Number(capacity) >= 1 && Number(capacity) <= HALL_CAPACITY_MAX)) {
    errors.capacity = `Escribí un número entero de invitados, de 1 a ${thousands(HALL_CAPACITY_MAX)}.`;
  }
  const hours = tooLong(draft.hours.trim(), HALL_HOURS_MAX_LENGTH);
  if (hours) errors.hours = hours;
  const items = includedItems(draft.included);
  const longItem = items.find((item) => item.length > HALL_INCLUDED_ITEM_MAX_LENGTH);
  if (items.length > HALL_INCLUDED_MAX) errors.included = `Podés cargar hasta ${HALL_INCLUDED_MAX} cosas (una por renglón); hay ${items.length}.`;
  else if (longItem) errors.included = `Cada renglón puede tener hasta ${HALL_INCLUDED_ITEM_MAX_LENGTH} caracteres: «${longItem.slice(0, 30)}…» es más largo.`;
  const policy = tooLong(draft.cancellationPolicy.trim(), HALL_CANCELLATION_MAX_LENGTH);
  if (policy) errors.cancellationPolicy = policy;
  const phone = draft.phone.replace(/\s+/g, ' ').trim();
  if (phone && !(HALL_PHONE.test(phone) && phone.replace(/\D/g, '').length >= 8))
    errors.phone = 'Escribí un teléfono de al menos 8 números; podés usar espacios, guiones, paréntesis y un + al principio (por ejemplo, 011 4654-1234).';
  const cuit = draft.cuit.trim();
  if (cuit && !formatCuit(cuit)) errors.cuit = 'El CUIT tiene 11 números, por ejemplo 30-71234567-1 (con guiones o sin ellos).';
  else if (cuit && !isValidCuit(cuit)) errors.cuit = 'Ese CUIT no es válido: revisá los números (el último, el dígito verificador, no coincide).';
  return errors;
}

/** What config/salon stores for a valid draft: trimmed, empty fields left out. */
export function hallFactsToStore(draft: HallFactsDraft): HallFactsShape {
  const stored: HallFactsShape = {};
  const address = draft.address.replace(/\s+/g, ' ').trim();
  if (address) stored.direccion = address;
  const link = draft.mapLink.trim();
  if (link) stored.mapa = link;
  if (draft.capacity.trim()) stored.capacidad = Number(draft.capacity.trim());
  const hours = draft.hours.replace(/\s+/g, ' ').trim();
  if (hours) stored.horarios = hours;
  const items = includedItems(draft.included);
  if (items.length > 0) stored.incluye = items;
  const policy = draft.cancellationPolicy.trim();
  if (policy) stored.politicaCancelacion = policy;
  const phone = draft.phone.replace(/\s+/g, ' ').trim();
  if (phone) stored.telefono = phone;
  const cuit = formatCuit(draft.cuit.trim());
  if (cuit) stored.cuit = cuit;
  return stored;
}

/** "Capacidad: hasta 150 invitados." */
export const capacityText = (capacity: number) => `hasta ${thousands(capacity)} invitados`;
