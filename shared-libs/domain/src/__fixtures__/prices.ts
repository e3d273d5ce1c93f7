// A datosId/8 value as the database stores it (tests; the demo season starts from it, scripts/seed/demoData.ts).
import { PRICE_FIELD_NAMES, type PriceField } from '../pricing/prices';

/** A month's prices: the tests store them as December's (page 12), the demo season as July's. */
export const DECEMBER_PRICES: Readonly<Record<PriceField, number>> = {
  a_precio_4hs_: 320_000,
  b_precio_3hs_: 250_000,
  c_hora_extra_finde_: 60_000,
  d_hora_extra_semana_: 45_000,
  e_camarera_: 35_000,
  f_metegol_: 15_000,
  g_pingPong_: 15_000,
  h_inflable_: 25_000,
  i_proyector_: 20_000,
  j_arcade_: 30_000,
  k_hora_organizacion_: 20_000,
  r_parrillero_: 40_000,
};

/** A raw datosId/8 with the given prices stored for each page listed. */
export function rawPrices(pages: number[], prices: Partial<Record<PriceField, unknown>> = DECEMBER_PRICES): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const page of pages) {
    for (const field of PRICE_FIELD_NAMES) if (field in prices) raw[`${field}${page}`] = prices[field];
  }
  return raw;
}
