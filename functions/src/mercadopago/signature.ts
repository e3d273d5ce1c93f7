// Mercado Pago's webhook signature (docs/mercadopago.md): `x-signature: ts=<seconds>,v1=<hex>` where v1 is the
// HMAC-SHA256, keyed with the webhook secret, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
// data.id comes from the notification's query string, lowercased when alphanumeric; a part that is absent is left out.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a notification's ts may be before it is refused as a replay (and how far ahead, for clock skew). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export interface SignatureParts {
  ts: string;
  v1: string;
}

/** `ts=1704908010,v1=618c…` → its parts; null when either is missing. */
export function parseSignatureHeader(header: string | undefined | null): SignatureParts | null {
  if (!header) return null;
  const parts: Record<string, string> = {};
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts[piece.slice(0, at).trim()] = piece.slice(at + 1).trim();
  }
  return parts.ts && parts.v1 ? { ts: parts.ts, v1: parts.v1 } : null;
}

export interface ManifestInput {
  /** data.id of the query string. */
  dataId?: string | null;
  /** The x-request-id header. */
  requestId?: string | null;
  ts?: string | null;
}

export function signatureManifest({ dataId, requestId, ts }: ManifestInput): string {
  let manifest = '';
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
  if (requestId) manifest += `request-id:${requestId};`;
  if (ts) manifest += `ts:${ts};`;
  return manifest;
}

export function signManifest(manifest: string, secret: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/** What the local Mercado Pago (and a test) puts in x-signature. */
export function signatureHeader(input: { dataId?: string | null; requestId?: string | null; ts: string }, secret: string): string {
  return `ts=${input.ts},v1=${signManifest(signatureManifest(input), secret)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

export interface SignatureRequest {
  signature: string | undefined | null;
  requestId: string | undefined | null;
  dataId: string | undefined | null;
}

/** Whether a notification comes from Mercado Pago: the signature matches, in constant time, and its ts is recent. */
export function verifySignature(request: SignatureRequest, secret: string, nowMs: number): SignatureCheck {
  const parts = parseSignatureHeader(request.signature);
  if (!parts || !secret) return { ok: false, reason: 'missing' };
  const ts = Number(parts.ts);
  // Mercado Pago documents ts in seconds; one in milliseconds is read as such.
  const tsMs = parts.ts.length > 11 ? ts : ts * 1000;
  if (!/^\d+$/.test(parts.ts) || Math.abs(nowMs - tsMs) > SIGNATURE_TOLERANCE_SECONDS * 1000) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signManifest(signatureManifest({ dataId: request.dataId, requestId: request.requestId, ts: parts.ts }), secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(parts.v1) ? Buffer.from(parts.v1, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
