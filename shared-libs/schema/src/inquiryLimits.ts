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
