import { amountsIn, statesOnlyKnownAmounts } from './priceGuard';
import { factAmounts, siteFactsFrom } from './siteFacts';
import { answerFromFacts } from './providers/offline';
import { NOW, RAW } from './__fixtures__/siteData';

/** The amounts of the fixture's facts (December's prices). */
const FACT_AMOUNTS = new Set([250000, 320000, 60000, 45000, 35000, 15000, 25000, 20000, 30000, 40000]);

it('takes the allowed amounts from the facts', () => {
  expect(factAmounts(siteFactsFrom(RAW, NOW))).toEqual(FACT_AMOUNTS);
});

describe("an answer passes only when every amount in it, however written, is one of the facts' (in pesos)", () => {
  it.each([
    // Amounts of the facts, written every way: shown.
    ['El alquiler cuesta $ 250.000.', true],
    ['Sale **$320.000** el sábado', true],
    ['$250000 de lunes a jueves', true],
    ['$ 250.000,00 por 3 hs', true],
    ['Son 250.000 pesos.', true],
    ['Cuesta 250,000 por 3 hs', true],
    ['Cuesta 250 000 por 3 hs', true],
    ['El finde sale 320 mil', true],
    ['Son doscientos cincuenta mil pesos', true],
    ['Trescientos veinte mil pesos el sábado', true],
    ['La camarera son 35 lucas', true],
    ['El metegol sale ARS 15.000', true],
    ['AR$ 40.000 el parrillero', true],
    ['La hora extra: cuarenta y cinco mil pesos', true],
    ['Hora extra de finde: sesenta mil', true],
    ['$35k la camarera', true],
    ['＄２５０．０００ por 3 hs', true],
    ['El inflable sale $\u00a025.000', true],
    ['El arcade sale 30.000.-', true],
    ['Proyector: veinte mil pesos; organización: $ 20.000 la hora', true],
    ['Parrillero: $ 40.000 y camarera: $ 35.000', true],
    ['De semana $ 250.000 y el finde $ 320.000, por 3 y 4 hs.', true],
    ['Te lo dejamos a $ 250.000 el martes 15 de diciembre de 2026.', true],
    ['Precios de Diciembre 2026: 45 mil la hora extra de semana.', true],
    ['El ping pong: quince mil pesos', true],
    ['El alquiler es de ٢٥٠٬٠٠٠ pesos', true],
    ['La hora extra de semana sale 45.000 pesos', true],
    ['Hora extra el finde: $60.000', true],
    ['Ping pong: $ 15.000,00', true],
    ['Inflable: veinticinco mil pesos', true],
    ['Proyector: 20k', true],
    ['Arcade: treinta mil', true],
    ['Organización: 20 lucas la hora', true],
    ['El parrillero sale $ 40 mil', true],
    ['El sábado son 320.000 ARS', true],
    ['Entre semana, 250 mil pesos por 3 hs', true],
    ['Metegol ＄１５．０００', true],
    ['Camarera: 35 000 pesos', true],
    ['Parrillero: 40,000 pesos', true],
    ['El finde cuesta 320000', true],
    ['Inflable $25000 y proyector $20000', true],
    ['La hora extra del finde sale sesenta mil pesos argentinos', true],
    // Amounts the facts do not have, or not in pesos: refused.
    ['Te lo dejo en 150.000', false],
    ['Sale 150,000 el sábado', false],
    ['Sale 150 000 el sábado', false],
    ['Son $150000', false],
    ['Son $ 150.000,00', false],
    ['Son ciento cincuenta mil pesos', false],
    ['Sale 150 mil', false],
    ['Son 1,5 millones', false],
    ['Un millón y te lo reservo', false],
    ['Un millón y medio por todo', false],
    ['Medio millón de pesos', false],
    ['Mil pesos la camarera', false],
    ['Sale USD 100', false],
    ['Sale US$ 100', false],
    ['Son 100 US$', false],
    ['Son 100 u$s', false],
    ['Son 100 dólares', false],
    ['Son €50', false],
    ['Son 100 reales', false],
    ['Son U$S 250.000', false],
    ['Son 250.000 pesos uruguayos', false],
    ['El metegol es gratis', false],
    ['La camarera va sin cargo', false],
    ['Free parking', false],
    ['El proyector es gratuito', false],
    ['Sale ＄１５０．０００', false],
    ['Sale $ 99.999', false],
    ['Solo $ 500 de seña', false],
    ['Son cero pesos', false],
    ['Te lo dejo en 2026', false],
    ['Sale **$ 199.999**', false],
    ['Sale USD **100**', false],
    ['Sale 150\u200b000', false],
    ['Son 3 lucas', false],
    ['Un palo y está', false],
    ['Una hora extra: $ 45.000,50', false],
    ['Sale dos millones quinientos mil', false],
  ])('%p → %p', (text, shown) => {
    expect(statesOnlyKnownAmounts(text, FACT_AMOUNTS)).toBe(shown);
  });
});

it.each([
  ['La promo de diciembre es 10% menos de lunes a jueves.'],
  ['Tenemos 3 hs y 4 hs, para 120 invitados.'],
  ['El 15/12/2026 a las 20:30 está libre; escribinos por WhatsApp.'],
  ['Una fecha, dos horas extra y un salón para vos.'],
  ['Precios vigentes: Diciembre 2026, temporada 2026/2027.'],
])('shows an answer with no amount: %p', (text) => {
  expect(amountsIn(text)).toEqual([]);
  expect(statesOnlyKnownAmounts(text, FACT_AMOUNTS)).toBe(true);
});

describe('amountsIn', () => {
  it.each([
    ['El alquiler cuesta $ 250.000.', [{ value: 250000, currency: 'ARS' }]],
    [
      'La camarera son 35.000 pesos y el metegol ARS 15.000',
      [
        { value: 35000, currency: 'ARS' },
        { value: 15000, currency: 'ARS' },
      ],
    ],
    ['Una hora extra: $ 45.000,50', [{ value: 45000.5, currency: 'ARS' }]],
    ['ciento cincuenta y cinco mil', [{ value: 155000, currency: 'ARS' }]],
    ['un millón y medio de pesos', [{ value: 1500000, currency: 'ARS' }]],
    ['mil quinientos', [{ value: 1500, currency: 'ARS' }]],
    [
      'US$ 100 o 100 € o 100 reales',
      [
        { value: 100, currency: 'otra' },
        { value: 100, currency: 'otra' },
        { value: 100, currency: 'otra' },
      ],
    ],
    [
      'gratis o sin cargo',
      [
        { value: 0, currency: 'ARS' },
        { value: 0, currency: 'ARS' },
      ],
    ],
    ['Tenemos 3 hs y 4 hs, 120 invitados, el 1 de diciembre de 2026, temporada 2026/2027', []],
  ])('%p → %p', (text, amounts) => {
    expect(amountsIn(text).map(({ value, currency }) => ({ value, currency }))).toEqual(amounts);
  });
});

it('lets every offline answer through (they state only the facts)', () => {
  const facts = siteFactsFrom(RAW, NOW);
  for (const prompt of ['hola', '¿qué adicionales tienen?', 'hora extra', 'promos?', 'horario', 'contacto', 'precio', 'estacionamiento']) {
    const answer = answerFromFacts(prompt, facts);
    expect([answer, statesOnlyKnownAmounts(answer, FACT_AMOUNTS)]).toEqual([answer, true]);
  }
});

it('counts an amount a promotion states as a fact', () => {
  const raw = {
    ...RAW,
    promociones: { a: { titulo: 'Lunes', descripcion: '$ 50.000 menos y el inflable gratis', desde: '2026-12-01', hasta: '2026-12-31', activa: true } },
  };
  const amounts = factAmounts(siteFactsFrom(raw, NOW));
  expect(statesOnlyKnownAmounts('Los lunes tenés $ 50.000 menos y el inflable gratis.', amounts)).toBe(true);
  expect(statesOnlyKnownAmounts('Los lunes tenés $ 60.001 menos.', amounts)).toBe(false);
});
