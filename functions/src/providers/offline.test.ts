// The offline provider's answers by topic, with the fixture's facts (December 2026 prices, Salón Los Aromos).
import { DEMO_PROMOTIONS } from '@salon/domain/fixtures';
import { siteFactsFrom } from '../siteFacts';
import { NOW, RAW } from '../__fixtures__/siteData';
import { answerFromFacts } from './offline';

const facts = siteFactsFrom(RAW, NOW);

const EXTRAS_LIST = [
  'Camarera: $ 35.000',
  'Metegol: $ 15.000',
  'Ping pong: $ 15.000',
  'Inflable: $ 25.000',
  'Proyector: $ 20.000',
  'Arcade: $ 30.000',
  'Hora de organización: $ 20.000',
  'Parrillero: $ 40.000',
];

describe('courtesy gets a short friendly reply, never "no tengo información"', () => {
  it.each([
    ['¡Muchas gracias!', '¡De nada! Si querés consultar otra fecha o reservar, acá estoy.'],
    ['graciass por la info 🙌', '¡De nada! Si querés consultar otra fecha o reservar, acá estoy.'],
    ['chau, saludos', '¡Gracias por escribirnos! Cuando quieras, consultanos otra fecha.'],
    ['dale, perfecto', '¡Buenísimo! Si necesitás algo más, preguntame.'],
  ])('%p', (prompt, expected) => {
    expect(answerFromFacts(prompt, facts)).toBe(expected);
  });

  it('a thank-you with a question is the question', () => {
    expect(answerFromFacts('gracias! y cuanto sale la hora extra?', facts)).toBe(
      'Hora extra: $ 45.000 en días de semana y $ 60.000 en fin de semana y feriados.',
    );
  });
});

describe('extras the list does not have are named as such, never priced as the rental', () => {
  it('¿cuánto sale el DJ?', () => {
    expect(answerFromFacts('¿cuánto sale el DJ?', facts)).toBe(
      [
        'El DJ no está en la lista de adicionales de **Salón Los Aromos**, así que no tengo un precio para darte: escribinos por WhatsApp desde el botón verde de la página y te respondemos.',
        'Los adicionales de diciembre 2026 son:',
        ...EXTRAS_LIST,
      ].join('\n'),
    );
  });

  it('several at once, without accents', () => {
    expect(answerFromFacts('tienen catering y fotografo?', facts).split('\n')[0]).toBe(
      'El catering y la fotografía no están en la lista de adicionales de **Salón Los Aromos**, así que no tengo un precio para darte: escribinos por WhatsApp desde el botón verde de la página y te respondemos.',
    );
  });

  it('never states the rental price for them', () => {
    for (const prompt of ['cuanto sale el dj', '¿Cuánto cuesta el karaoke?', 'precio del pelotero']) {
      const answer = answerFromFacts(prompt, facts);
      expect(answer).not.toContain('$ 250.000');
      expect(answer).not.toContain('$ 320.000');
    }
  });

  it('an extra of the list keeps its price', () => {
    expect(answerFromFacts('cuanto sale el inflable', facts)).toBe(['Adicionales de diciembre 2026 en **Salón Los Aromos**:', ...EXTRAS_LIST].join('\n'));
  });

  it('the rental price still answers "¿cuánto sale?"', () => {
    expect(answerFromFacts('cuanto sale?', facts)).toBe(
      [
        'Alquiler del salón en diciembre 2026: $ 250.000 por 3 hs los días de semana y $ 320.000 por 4 hs los fines de semana (viernes, sábado y domingo) y feriados.',
        'Decime una fecha (por ejemplo "el 25 de diciembre") y te digo su precio y si está libre.',
      ].join('\n'),
    );
  });
});

describe('the demo promotion "Martes y miércoles 15 % off" (stored as data)', () => {
  const promoted = siteFactsFrom({ ...RAW, promociones: DEMO_PROMOTIONS }, NOW);

  it('is listed with what it takes off when asked for promotions', () => {
    expect(answerFromFacts('¿tienen alguna promo?', promoted)).toBe(
      [
        'Promociones vigentes:',
        '• Martes y miércoles 15 % off — Alquiler de 3 horas con 15 % de descuento de martes a miércoles, salvo feriados. — 15 % de descuento en el alquiler de 3 hs los martes y miércoles (alquiler de 3 hs en diciembre 2026: $ 212.500 en lugar de $ 250.000 (−$ 37.500))',
        '• Reservá con anticipación — Reservando con 3 meses de anticipación congelás el precio del mes en que señás.',
      ].join('\n'),
    );
  });

  it('is said with the rental price', () => {
    expect(answerFromFacts('cuánto sale el alquiler un martes?', promoted)).toBe(
      [
        'Alquiler del salón en diciembre 2026: $ 250.000 por 3 hs los días de semana y $ 320.000 por 4 hs los fines de semana (viernes, sábado y domingo) y feriados.',
        'Con la promoción «Martes y miércoles 15 % off» (15 % de descuento en el alquiler de 3 hs los martes y miércoles): alquiler de 3 hs en diciembre 2026: $ 212.500 en lugar de $ 250.000 (−$ 37.500).',
        'Decime una fecha (por ejemplo "el 25 de diciembre") y te digo su precio y si está libre.',
      ].join('\n'),
    );
  });
});

describe("the hall's facts answer questions about the hall", () => {
  it.each([
    ['¿dónde queda el salón?', 'El salón queda en **Av. Rivadavia 14500, Ramos Mejía**.\nMapa: https://maps.app.goo.gl/abc123'],
    ['¿cuántas personas entran?', 'El salón tiene capacidad para **hasta 120 invitados**.'],
    ['¿qué incluye el alquiler?', 'El alquiler incluye:\n• Mesas y sillas\n• Vajilla'],
    ['¿qué pasa si cancelo?', 'Política de cancelación: Con 30 días de anticipación, la seña se usa para otra fecha.'],
    [
      '¿a qué hora son las fiestas?',
      'Horarios: **De día: 12 a 16 hs / de noche: 21 a 1 hs**.\nEl alquiler es por **3 hs** los días de semana y por **4 hs** los fines de semana (viernes, sábado y domingo) y feriados.',
    ],
  ])('%p', (prompt, expected) => expect(answerFromFacts(prompt, facts)).toBe(expected));

  it('without them, "¿dónde queda?" is still the contact line', () => {
    expect(answerFromFacts('¿dónde queda?', siteFactsFrom({ ...RAW, 'config/salon': null }, NOW))).toBe(
      'Para reservar o visitar el salón, escribinos por WhatsApp desde el botón verde de la página.',
    );
  });
});
