// WhatsApp links from the number staff typed in datosId/25 (seed section 5).

/** Message used when /cotizacion-exitosa has no `message` query parameter. */
export const DEFAULT_WHATSAPP_MESSAGE = 'Hola! Quisiera hacer una consulta.';

/** Argentina's country code plus the 9 that WhatsApp needs before a mobile number. */
const ARGENTINE_MOBILE_PREFIX = '549';

/**
 * The seed's normalisation, exactly: keep the digits; "549…" gets a "+"; "011…" becomes "+549" and the
 * digits after that first 0; anything else gets "+549" in front. A value with no digits (empty, null, a
 * non-string) yields '' — the seed would have produced a bare "+549", which is no number. Never throws.
 */
export function normalizeWhatsappNumber(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';
  // JavaScript's \D also drops non-ASCII digits, so the result is ASCII only.
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.startsWith(ARGENTINE_MOBILE_PREFIX)) return `+${digits}`;
  if (digits.startsWith('011')) return `+${ARGENTINE_MOBILE_PREFIX}${digits.slice(1)}`;
  return `+${ARGENTINE_MOBILE_PREFIX}${digits}`;
}

/** Lone UTF-16 surrogates make encodeURIComponent throw; they become U+FFFD instead. */
function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** "https://wa.me/{digits}?text={message}" for a stored number, or '' when the number has no digits. */
export function whatsappLink(rawNumber: unknown, message: string): string {
  const number = normalizeWhatsappNumber(rawNumber);
  if (number === '') return '';
  return `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(toWellFormed(String(message ?? '')))}`;
}

/** "/cotizacion-exitosa?message=…": every WhatsApp button of the site goes through this page (it counts the conversion). */
export function whatsappRedirectPath(message: string): string {
  return `/cotizacion-exitosa?message=${encodeURIComponent(toWellFormed(String(message ?? '')))}`;
}
