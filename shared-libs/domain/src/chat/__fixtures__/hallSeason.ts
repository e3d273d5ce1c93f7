// Test data only: the hall as the chat's table test sees it on Tuesday 10 November 2026 at noon (the e2e
// clock's HALL_NOW, scripts/testing/clock.ts), with literal prices for November, December and January (page
// 11, 12 and 13 of datosId/8) and none yet for February: every amount a test expects is written here and there
// as a literal, never computed by the code under test.
import type { PriceField } from '../../pricing/prices';
import { parsePromotions } from '../../pricing/promotions';
import { DECEMBER_PRICES, rawPrices } from '../../__fixtures__/prices';
import { DEMO_PROMOTIONS } from '../../__fixtures__/promotions';
import { tableAvailability } from './tableAvailability';

/** Tuesday 10 November 2026, noon in Buenos Aires. */
export const HALL_NOW = new Date('2026-11-10T12:00:00-03:00');
/** The last date of the published calendar (the season's end). */
export const SEASON_END = '2027-06-30';

export const NOVEMBER_2026: Readonly<Record<PriceField, number>> = {
  a_precio_4hs_: 300_000,
  b_precio_3hs_: 230_000,
  c_hora_extra_finde_: 55_000,
  d_hora_extra_semana_: 40_000,
  e_camarera_: 32_000,
  f_metegol_: 14_000,
  g_pingPong_: 14_000,
  h_inflable_: 22_000,
  i_proyector_: 18_000,
  j_arcade_: 28_000,
  k_hora_organizacion_: 18_000,
  r_parrillero_: 38_000,
};

/** December: the domain's demo prices, the same literals every other test reads. */
export const DECEMBER_2026: Readonly<Record<PriceField, number>> = DECEMBER_PRICES;

export const JANUARY_2027: Readonly<Record<PriceField, number>> = {
  a_precio_4hs_: 360_000,
  b_precio_3hs_: 280_000,
  c_hora_extra_finde_: 70_000,
  d_hora_extra_semana_: 50_000,
  e_camarera_: 38_000,
  f_metegol_: 16_000,
  g_pingPong_: 16_000,
  h_inflable_: 27_000,
  i_proyector_: 22_000,
  j_arcade_: 32_000,
  k_hora_organizacion_: 22_000,
  r_parrillero_: 42_000,
};

/** Dates booked: Saturday 14 November, Saturdays 5 and 12 December, 24 and 31 December, Saturday 9 January. */
export const HALL_BUSY = ['2026-11-14', '2026-12-05', '2026-12-12', '2026-12-24', '2026-12-31', '2027-01-09'];
/** Holidays: charged at the holiday rate. */
export const HALL_HOLIDAYS = ['2026-12-08', '2026-12-25', '2027-01-01'];

/**
 * The availability the chat reads on HALL_NOW (weekend: Friday to Sunday, the rates' default), with the demo's
 * promotions: "Martes y miércoles 15 % off" takes 15 % off the 3-hour rental on Tuesdays and Wednesdays
 * (November $ 230.000 → $ 195.500, December $ 250.000 → $ 212.500, January $ 280.000 → $ 238.000).
 */
export function hallSeasonAvailability() {
  return tableAvailability({
    now: HALL_NOW,
    endDate: SEASON_END,
    busy: HALL_BUSY,
    holidays: HALL_HOLIDAYS,
    rawPrices: { ...rawPrices([11], NOVEMBER_2026), ...rawPrices([12], DECEMBER_2026), ...rawPrices([13], JANUARY_2027) },
    promotions: parsePromotions(DEMO_PROMOTIONS),
  });
}
