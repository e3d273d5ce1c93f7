// What search engines read about the hall (schema.org EventVenue as JSON-LD): its name, address on the
// web and the WhatsApp number visitors can call, from the same data the site shows.
import { normalizeWhatsappNumber } from '../inquiries/whatsapp';

export interface VenueFacts {
  name: string;
  /** The site's public address (the home page). */
  url: string;
  /** As staff stored it in datosId/25; normalised like the WhatsApp links. */
  whatsappNumber: unknown;
}

export function venueStructuredData({ name, url, whatsappNumber }: VenueFacts): Record<string, unknown> {
  const telephone = normalizeWhatsappNumber(whatsappNumber);
  return {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    name: name.trim() || 'Salón',
    url,
    ...(telephone ? { telephone } : {}),
    currenciesAccepted: 'ARS',
    inLanguage: 'es-AR',
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no stored text can close the tag. */
export function structuredDataJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
