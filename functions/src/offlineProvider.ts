// The provider used when no language-model key is configured: it answers from the site's facts alone
// and never states a price the data does not have.
import { formatARS } from '../../shared-libs/domain/src';
import type { SiteFacts } from './siteFacts';

const price = (value: number | null | undefined) => (value == null ? 'a consultar' : formatARS(value));

export function answerFromFacts(prompt: string, facts: SiteFacts): string {
  const text = prompt.toLowerCase();
  const { prices } = facts;
  if (/(adicional|extra|camarera|metegol|ping|inflable|proyector|arcade|parrill)/.test(text)) {
    return [
      `Adicionales de ${facts.monthLabel.toLowerCase()} en **${facts.companyName}**:`,
      `Camarera: ${price(prices.e_camarera_)}`,
      `Metegol: ${price(prices.f_metegol_)}`,
      `Ping pong: ${price(prices.g_pingPong_)}`,
      `Inflable: ${price(prices.h_inflable_)}`,
      `Proyector: ${price(prices.i_proyector_)}`,
      `Arcade: ${price(prices.j_arcade_)}`,
      `Parrillero: ${price(prices.r_parrillero_)}`,
    ].join('\n');
  }
  return [
    `Soy el asistente de **${facts.companyName}**. En ${facts.monthLabel.toLowerCase()} el alquiler cuesta ${price(prices.b_precio_3hs_)} de lunes a jueves (3 hs) y ${price(prices.a_precio_4hs_)} de viernes a domingo y feriados (4 hs).`,
    'Preguntame por una fecha (por ejemplo "¿está libre el 25 de diciembre?") o por los adicionales.',
    facts.whatsappNumber ? 'Para reservar, escribinos por WhatsApp desde el botón verde.' : '',
  ]
    .filter(Boolean)
    .join('\n');
}
