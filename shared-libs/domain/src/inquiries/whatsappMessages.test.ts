import { buildAvailabilityIndex, lookupDate } from '../availability';
import { dateInquiryMessage, visitInquiryMessage } from './whatsappMessages';
import { parsePromotions } from '../pricing/promotions';
import { whatsappRedirectPath } from './whatsapp';
import { DEMO_PROMOTIONS } from '../__fixtures__/promotions';

const INPUT = {
  now: new Date('2026-11-22T13:00:00Z'),
  endDate: '2027-01-02',
  rawPrices: { a_precio_4hs_12: 320000, b_precio_3hs_12: 250000 },
  bookings: [],
};
const index = buildAvailabilityIndex(INPUT);

it('asks for one date with the price the visitor saw', () => {
  expect(dateInquiryMessage([lookupDate(index, '2026-12-19')])).toBe(
    'Hola! Quisiera consultar por el sábado 19 de diciembre de 2026 — $ 320.000, tarifa de fin de semana (4 hs). ¿Está disponible?',
  );
});

it('asks for several dates one per line, and leaves out a price it does not have', () => {
  expect(dateInquiryMessage([lookupDate(index, '2026-12-15'), lookupDate(index, '2026-11-30')])).toBe(
    'Hola! Quisiera consultar por estas fechas:\n• martes 15 de diciembre de 2026 — $ 250.000, tarifa de semana (3 hs)\n• lunes 30 de noviembre de 2026\n¿Están disponibles?',
  );
});

it('asks for a visit slot with its hours', () => {
  expect(visitInquiryMessage('2026-12-02', '18:00 a 20:00 hs')).toBe(
    'Hola! Quisiera coordinar una visita al salón el miércoles 2 de diciembre de 2026 (18:00 a 20:00 hs).',
  );
});

it('sends every message through the redirect page, encoded, even with a broken character', () => {
  expect(whatsappRedirectPath('Hola! ¿$?')).toBe('/cotizacion-exitosa?message=Hola!%20%C2%BF%24%3F');
  expect(whatsappRedirectPath('a\uD800b')).toBe('/cotizacion-exitosa?message=a%EF%BF%BDb');
});

it('says the promotion in the price of a date it covers (the demo "Martes y miércoles 15 % off")', () => {
  const promoted = buildAvailabilityIndex({ ...INPUT, promotions: parsePromotions(DEMO_PROMOTIONS) });
  expect(lookupDate(promoted, '2026-12-15')).toMatchObject({
    price: 212_500,
    fullPrice: 250_000,
    promotion: { id: 'p1', title: 'Martes y miércoles 15 % off', discount: 37_500 },
  });
  expect(dateInquiryMessage([lookupDate(promoted, '2026-12-15'), lookupDate(promoted, '2026-12-19')])).toBe(
    'Hola! Quisiera consultar por estas fechas:\n' +
      '• martes 15 de diciembre de 2026 — $ 212.500, tarifa de semana (3 hs), incluye promoción «Martes y miércoles 15 % off» (−$ 37.500)\n' +
      '• sábado 19 de diciembre de 2026 — $ 320.000, tarifa de fin de semana (4 hs)\n' +
      '¿Están disponibles?',
  );
});
