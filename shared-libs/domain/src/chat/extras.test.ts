import { DECEMBER_2026 } from './__fixtures__/hallSeason';
import { findExtrasAsked } from './extras';
import { extrasReply } from './reply';
import { readChatText } from './spelling';

const asked = (message: string) => findExtrasAsked(readChatText(message));
const DECEMBER = { year: 2026, month: 12 };

describe('findExtrasAsked', () => {
  it.each([
    ['¿cuánto sale el inflable?', { listed: ['h_inflable_'], notListed: [] }],
    ['la camarera', { listed: ['e_camarera_'] }],
    ['¿y los mozos?', { listed: ['e_camarera_'] }],
    ['cuánto el metegol', { listed: ['f_metegol_'] }],
    ['tienen ping pong?', { listed: ['g_pingPong_'] }],
    ['precio del proyector y el arcade', { listed: ['i_proyector_', 'j_arcade_'] }],
    ['cuánto la hora de organización?', { listed: ['k_hora_organizacion_'] }],
    ['tienen parrillero?', { listed: ['r_parrillero_'] }],
    ['cuánto sale la hora extra?', { listed: [], extraHour: true, wholeList: false }],
    ['qué adicionales tienen?', { wholeList: true }],
    ['¿cuánto sale el DJ?', { listed: [], notListed: ['el DJ'] }],
    ['tienen catering?', { notListed: ['el catering'] }],
    ['el dj y el inflable cuanto salen', { listed: ['h_inflable_'], notListed: ['el DJ'] }],
  ])('%p → %p', (message, expected) => expect(asked(message)).toMatchObject(expected));

  it.each([
    'podemos llevar nuestro DJ?', // a rule, not a price
    'se puede traer el inflable propio?',
    'el inflable es para chicos de qué edad?',
    'tienen estacionamiento?',
    'está libre el 19 de diciembre?',
  ])('%p asks about no extra', (message) => expect(asked(message)).toBeNull());
});

describe('extrasReply', () => {
  const question = (overrides: object) => ({ listed: [], extraHour: false, wholeList: false, notListed: [], ...overrides });

  it('says the price of one extra, with its month', () => {
    expect(extrasReply(question({ listed: ['h_inflable_'] }), DECEMBER, { ...DECEMBER_2026 })).toBe(
      'El inflable cuesta **$ 25.000** (precio de diciembre de 2026).',
    );
  });

  it('lists several, and the extra hour by kind of day', () => {
    expect(extrasReply(question({ listed: ['f_metegol_', 'e_camarera_'], extraHour: true }), DECEMBER, { ...DECEMBER_2026 })).toBe(
      'Precios de diciembre de 2026:\n• Camarera: **$ 35.000**\n• Metegol: **$ 15.000**\n' +
        'La hora extra cuesta **$ 45.000** los días de semana y **$ 60.000** los fines de semana y feriados (precios de diciembre de 2026).',
    );
  });

  it('never makes up a price: a missing one is "a consultar", an unpublished month says so, an unlisted thing is named', () => {
    expect(extrasReply(question({ listed: ['h_inflable_'] }), DECEMBER, { ...DECEMBER_2026, h_inflable_: null })).toBe(
      'El precio del inflable para diciembre de 2026 todavía no está publicado: consultanos por WhatsApp.',
    );
    expect(extrasReply(question({ listed: ['h_inflable_'] }), DECEMBER, null)).toBe(
      'Los precios de los adicionales de diciembre de 2026 todavía no están publicados: consultanos por WhatsApp.',
    );
    expect(extrasReply(question({ notListed: ['el DJ', 'el catering'] }), DECEMBER, { ...DECEMBER_2026 })).toBe(
      'El DJ y el catering no están en la lista de adicionales del salón, así que no tengo un precio para darte: consultanos por WhatsApp.\n' +
        'Los adicionales de la lista son: camarera, metegol, ping pong, inflable, proyector, arcade, hora de organización y parrillero.',
    );
  });
});
