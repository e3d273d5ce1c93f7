// submitInquiry's work, apart from firebase-functions so that it is tested directly: a visitor's inquiry is checked
// against the stored shape (inquirySchema), the hall's capacity and the booked dates, counted against the caller's
// identity, address and phone and the hourly ceiling of all visitors together (INQUIRY_LIMITS), and written with
// admin rights. The counters live in the database (topesConsultas), each moved by a transaction, so the limits hold
// across instances and restarts; each caller's log keeps only its longest window (admitCall).
import { createHash } from 'node:crypto';
import { safeParse } from 'valibot';
import type { Database } from 'firebase-admin/database';
import { admitCall, holdOf, phoneForLimits, readCallLog } from '@salon/domain';
import { inquirySchema, STORED, type CallLimit, type InquiryLimitPolicy, type InquiryShape } from '@salon/schema';

export type InquiryRefusalCode = 'invalid-argument' | 'failed-precondition' | 'resource-exhausted';

export class InquiryRefusal extends Error {
  constructor(
    readonly code: InquiryRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export const INQUIRY_MESSAGES = {
  identity: 'Ya recibimos tu consulta. Esperá un minuto antes de enviar otra.',
  address: 'Recibimos muchas consultas desde tu conexión. Probá de nuevo en un rato o escribinos por WhatsApp.',
  phone: 'Ya recibimos varias consultas con este teléfono. Te vamos a escribir por WhatsApp; si es urgente, escribinos vos.',
  ceiling: 'Estamos recibiendo muchas consultas en este momento. Probá de nuevo en un rato o escribinos por WhatsApp.',
  booked: 'Esa fecha ya está reservada. Elegí otra o escribinos por WhatsApp.',
} as const;

const FIELD_NAMES: Record<string, string> = {
  nombre: 'el nombre',
  telefono: 'el teléfono',
  fecha: 'la fecha',
  invitados: 'la cantidad de invitados',
  alquiler: 'el alquiler',
  adicionales: 'los adicionales',
  mensaje: 'los comentarios',
  cotizacion: 'la cotización',
};

/** Who calls: the verified Firebase uid (null without one) and the address the request came from (null if unknown). */
export interface InquiryCaller {
  uid: string | null;
  address: string | null;
}

/** What the handler needs of the database (databaseInquiryStore; tests may pass their own). */
export interface InquiryStore {
  /** Counts one call against the caller `key`'s log; false (nothing counted) when over a limit. */
  admit(key: string, limits: readonly CallLimit[], nowMs: number): Promise<boolean>;
  /** Counts one call against the hourly ceiling of all visitors; false when reached. */
  admitCeiling(limit: CallLimit, nowMs: number): Promise<boolean>;
  /** config/salon/capacidad (null when not set) and reservas/{fecha}. */
  readDate(fecha: string): Promise<{ capacity: number | null; booking: unknown }>;
  /** Writes the inquiry (and, for an identity, limiteConsultas/{uid}); resolves with its id. */
  create(inquiry: InquiryShape, uid: string | null, nowMs: number): Promise<string>;
}

export interface InquiryDeps {
  store: InquiryStore;
  limits: InquiryLimitPolicy;
  now(): number;
}

/** The request's inquiry as stored: new, at the server's time; refused in Spanish when it does not fit the shape. */
function parseInquiry(data: unknown, nowMs: number): InquiryShape {
  const sent = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const result = safeParse(inquirySchema, { ...sent, estado: 'nueva', creadaEn: nowMs });
  if (result.success) return result.output;
  const field = result.issues[0]?.path?.[0]?.key;
  const name = typeof field === 'string' ? FIELD_NAMES[field] : undefined;
  throw new InquiryRefusal(
    'invalid-argument',
    name ? `Revisá ${name}: así no podemos registrar la consulta.` : 'Revisá los datos de la consulta y probá de nuevo.',
  );
}

/** A key for a caller's counters: a hash, so no address, phone or uid is stored. */
export function guardKey(kind: 'uid' | 'ip' | 'tel', value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex').slice(0, 32);
}

/** Checks, limits and writes one inquiry; resolves with its id. */
export async function handleSubmitInquiry(data: unknown, caller: InquiryCaller, deps: InquiryDeps): Promise<{ id: string }> {
  const now = deps.now();
  const inquiry = parseInquiry(data, now);
  const { capacity, booking } = await deps.store.readDate(inquiry.fecha);
  if (capacity !== null && inquiry.invitados !== undefined && inquiry.invitados > capacity)
    throw new InquiryRefusal('failed-precondition', `El salón recibe hasta ${capacity} invitados: cambiá la cantidad y volvé a enviar.`);
  if (booking !== null && booking !== undefined && !holdOf(booking).provisional) throw new InquiryRefusal('failed-precondition', INQUIRY_MESSAGES.booked);
  const { store, limits } = deps;
  if (caller.uid && !(await store.admit(guardKey('uid', caller.uid), limits.perIdentity, now)))
    throw new InquiryRefusal('resource-exhausted', INQUIRY_MESSAGES.identity);
  if (!(await store.admit(guardKey('ip', caller.address ?? 'sin-direccion'), limits.perAddress, now)))
    throw new InquiryRefusal('resource-exhausted', INQUIRY_MESSAGES.address);
  if (!(await store.admit(guardKey('tel', phoneForLimits(inquiry.telefono)), limits.perPhone, now)))
    throw new InquiryRefusal('resource-exhausted', INQUIRY_MESSAGES.phone);
  // Last, so that a caller over their own limits does not spend everyone's.
  if (!(await store.admitCeiling(limits.hourlyCeiling, now))) throw new InquiryRefusal('resource-exhausted', INQUIRY_MESSAGES.ceiling);
  return { id: await store.create(inquiry, caller.uid, now) };
}

/**
 * The caller's address: the last entry of X-Forwarded-For, the one Google's front end appends with the address it
 * saw (entries to its left come from the client and can be anything), else the request's own. An IPv6 address counts
 * by its /64, which one customer gets whole.
 */
export function callerAddress(request: { headers?: Record<string, unknown>; ip?: string | undefined }): string | null {
  const forwarded = request.headers?.['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : typeof forwarded === 'string' ? forwarded : '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  const address = hops.at(-1) ?? request.ip ?? '';
  if (address === '') return null;
  if (!address.includes(':') || address.startsWith('::ffff:')) return address.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The store on the project's database (admin SDK): one transaction per counter. */
export function databaseInquiryStore(db: Database): InquiryStore {
  const count = async (path: string, limits: readonly CallLimit[], nowMs: number, extra: Record<string, unknown> = {}) => {
    let allowed = false;
    await db.ref(path).transaction((current: unknown) => {
      const answer = admitCall(readCallLog((current as { envios?: unknown } | null)?.envios), nowMs, limits);
      allowed = answer.allowed;
      // Returning undefined aborts: a refused call writes nothing.
      return answer.allowed ? { envios: answer.log, ultima: nowMs, ...extra } : undefined;
    });
    return allowed;
  };
  return {
    admit: (key, limits, nowMs) => count(`${STORED.inquiryGuards.path}/${key}`, limits, nowMs),
    admitCeiling: (limit, nowMs) => count(STORED.inquiryCeiling.path, [limit], nowMs, { tope: limit.max }),
    async readDate(fecha) {
      const [capacity, booking] = await Promise.all([db.ref(`${STORED.hallFacts.path}/capacidad`).get(), db.ref(`${STORED.bookings.path}/${fecha}`).get()]);
      const value: unknown = capacity.val();
      return { capacity: typeof value === 'number' ? value : null, booking: booking.val() as unknown };
    },
    async create(inquiry, uid, nowMs) {
      const id = db.ref(STORED.inquiries.path).push().key;
      await db.ref().update({
        [`${STORED.inquiries.path}/${id}`]: inquiry,
        ...(uid ? { [`${STORED.inquiryLimits.path}/${uid}`]: { en: nowMs, consulta: id } } : {}),
      });
      return id;
    },
  };
}
