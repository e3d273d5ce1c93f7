// A quote as an inquiry carries it, for the tests of the calculator → inquiry → inbox → budget path.
import type { InquiryQuote } from '../inquiries/inquiryQuote';

/**
 * Saturday 12 December 2026 at older December prices: 4 hs at $ 380.000, a weekend extra hour at $ 69.500 and two
 * waitresses at $ 30.250, no promotion: $ 510.000.
 */
export const SATURDAY_QUOTE: InquiryQuote = {
  mes: 12,
  fecha: '2026-12-12',
  alquiler: '4hs',
  horasExtra: 1,
  tarifa: 'finDeSemana',
  adicionales: { camarera: 2 },
  precios: { a_precio_4hs_: 380_000, c_hora_extra_finde_: 69_500, e_camarera_: 30_250 },
  promocion: null,
  total: 510_000,
};

/** SATURDAY_QUOTE as consultas/{id}/cotizacion stores it: no promotion, no key. */
const { promocion: _noPromotion, ...stored } = SATURDAY_QUOTE;
export const STORED_SATURDAY_QUOTE = stored;
