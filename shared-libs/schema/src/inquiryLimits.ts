// The limits of an inquiry (consultas/{id}) as plain values, no valibot: the public form (@salon/domain) and the
// schema (./inquiries.ts) use the same ones. Apart from the schema, so a public bundle keeps these values and no valibot.
import { BUDGET_ID, MAX_GUESTS, STAFF_UID } from './limits';

/** What staff did with an inquiry: new, contacted, a budget was made, set aside, archived (out of the inbox, kept). */
export const INQUIRY_STATUSES = ['nueva', 'contactada', 'presupuestada', 'descartada', 'archivada'] as const;
export const MAX_INQUIRY_NAME_LENGTH = 120;
/** A phone as people type it: digits, spaces, +, -, ( ) and dots; at least 6 characters. */
export const INQUIRY_PHONE = /^[0-9 +().-]{6,40}$/;
export const MAX_INQUIRY_PHONE_LENGTH = 40;
export const MIN_INQUIRY_GUESTS = 1;
/** As a budget's guests: an inquiry becomes a budget. */
export const MAX_INQUIRY_GUESTS = MAX_GUESTS;
export const MAX_INQUIRY_MESSAGE_LENGTH = 1000;
/**
 * The least time between two inquiries of one visitor identity (ms): limiteConsultas/{uid} holds the server
 * time of the last one and the rules refuse a new one sooner.
 */
export const INQUIRY_MIN_GAP_MS = 60_000;
/** A push id (or the demo's ids), as a budget's. */
export const INQUIRY_ID = BUDGET_ID;
/** An anonymous (or staff) Firebase uid, as the key of limiteConsultas: the shape of every Firebase uid. */
export const VISITOR_UID = STAFF_UID;

/** At most `max` calls accepted within any `windowMs` (a sliding window: the accepted calls' times are kept). */
export interface CallLimit {
  windowMs: number;
  max: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How many inquiries the submitInquiry function accepts (functions/src/submitInquiry.ts). A caller's address is
 * what Google's front end saw (a family, an office, or a carrier's shared address: hence more than one); a phone
 * number is one person; the hourly ceiling is every visitor together, and staff see it in the inbox.
 */
export interface InquiryLimitPolicy {
  /** One visitor identity (the browser's anonymous Firebase user). */
  perIdentity: readonly CallLimit[];
  perAddress: readonly CallLimit[];
  perPhone: readonly CallLimit[];
  /** All inquiries together, in the last hour. */
  hourlyCeiling: CallLimit;
}

export const INQUIRY_LIMITS: InquiryLimitPolicy = {
  perIdentity: [{ windowMs: INQUIRY_MIN_GAP_MS, max: 1 }],
  // Any minute holds at most 5 (so 10 across two of them), any hour at most 10.
  perAddress: [
    { windowMs: 10 * MINUTE_MS, max: 5 },
    { windowMs: HOUR_MS, max: 10 },
  ],
  perPhone: [{ windowMs: DAY_MS, max: 3 }],
  hourlyCeiling: { windowMs: HOUR_MS, max: 60 },
};

/** The local emulator: every test and developer sends from 127.0.0.1 with the demo's phones; roomier allowances. */
export const EMULATOR_INQUIRY_LIMITS: InquiryLimitPolicy = {
  perIdentity: INQUIRY_LIMITS.perIdentity,
  perAddress: [{ windowMs: HOUR_MS, max: 2000 }],
  perPhone: [{ windowMs: DAY_MS, max: 1000 }],
  hourlyCeiling: { windowMs: HOUR_MS, max: 2000 },
};

/** The key of a caller's counters (topesConsultas/visitantes/{clave}): 32 hex of a hash, no address or phone stored. */
export const INQUIRY_GUARD_KEY = /^[0-9a-f]{32}$/;
/** A counter's entry: the ms of accepted calls, as a key. */
export const CALL_TIME_KEY = /^[0-9]{1,15}$/;
