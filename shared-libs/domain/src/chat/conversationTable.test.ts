// The chat as visitors write to it: questions and follow-ups with voseo, typos, no accents, numbers in words,
// "el finde", "el sábado que viene", "mañana", "pasado mañana", "el 12/12", "¿y el domingo?", thanks, extras
// and dates that do not exist; each with the answer it must get (what it is about, for which dates, which
// amount). Fixed clock (Tuesday 10 November 2026, the e2e HALL_NOW) and literal prices (hallSeason.ts): every
// expected amount below is written out, never computed by the code under test.
import { HALL_NOW, hallSeasonAvailability } from './__fixtures__/hallSeason';
import { answerLocally, type LocalAnswer } from './answer';
import { PRICE_TYPE_LABELS } from '../pricing/rates';
import { parseHallFacts, type HallFacts } from '../site/hallFacts';
import { DEMO_HALL_FACTS } from '../__fixtures__/hallFacts';

const availability = hallSeasonAvailability();
/** The demo hall's facts (config/salon): address, 150 guests, hours, what is included, cancellation. */
const facts = parseHallFacts(DEMO_HALL_FACTS);

type Intent = 'availability' | 'price' | 'hours' | 'list' | 'extras' | 'courtesy' | 'impossibleDate' | 'unreadDate' | 'askForDate' | 'hall' | 'ai';

/** What an answer is about, as the table names it: a date answer by the question it answers. */
function intentOf(answer: LocalAnswer): Intent {
  if (answer.kind === 'ai') return 'ai';
  if (answer.topic === 'loading') throw new Error('the table runs on loaded data');
  if (answer.topic !== 'dates') return answer.topic;
  const { availability: asksAvailability, price, hours } = answer.intents;
  if (asksAvailability || (!price && !hours)) return 'availability';
  return price ? 'price' : 'hours';
}

/** Plays a conversation: every turn but the last sets what is remembered; the last one is answered. */
function converse(turns: readonly string[], hallFacts: HallFacts | null = facts): LocalAnswer {
  let remembered: string[] = [];
  let answer: LocalAnswer | null = null;
  for (const turn of turns) {
    answer = answerLocally(turn, { now: HALL_NOW, availability, rememberedDates: remembered, facts: hallFacts });
    remembered = answer.rememberedDates;
  }
  return answer!;
}

const text = (answer: LocalAnswer) => (answer.kind === 'local' ? answer.text : '');

// [the message, or the conversation that ends in it; what it is answered as; the dates answered; an amount
// the reply must state ("$ 360.000") or null; what else the reply must say]
type Row = [string | string[], Intent, string[], string | null, string?];

const TABLE: Row[] = [
  // Availability: voseo, typos, no accents, numbers in words, relative days.
  ['¿Está libre el sábado 19 de diciembre?', 'availability', ['2026-12-19'], '$ 320.000', 'El **sábado 19 de diciembre de 2026** está **Libre**.'],
  ['hola! tenés libre el 19/12?', 'availability', ['2026-12-19'], '$ 320.000'],
  ['esta libre el 5 de diciembre', 'availability', ['2026-12-05'], '$ 320.000', 'El **sábado 5 de diciembre de 2026** está **Ocupado**.'],
  ['el finde está libre?', 'availability', ['2026-11-13', '2026-11-14', '2026-11-15'], '$ 300.000', 'El **sábado 14 de noviembre de 2026** está **Ocupado**.'],
  ['y el finde que viene?', 'availability', ['2026-11-13', '2026-11-14', '2026-11-15'], '$ 300.000'],
  ['el sábado que viene tienen lugar?', 'availability', ['2026-11-14'], null, 'está **Ocupado**'],
  // A Wednesday: 15 % off the 3-hour rental (demo promotion "Martes y miércoles 15 % off", $ 230.000 − $ 34.500).
  ['mañana está libre?', 'availability', ['2026-11-11'], '$ 195.500', 'El **miércoles 11 de noviembre de 2026** está **Libre**.'],
  ['pasado mañana hay disponibilidad?', 'availability', ['2026-11-12'], '$ 230.000'],
  ['y pasado manana?', 'availability', ['2026-11-12'], '$ 230.000'],
  ['disponible el 12/12?', 'availability', ['2026-12-12'], null, 'El **sábado 12 de diciembre de 2026** está **Ocupado**.'],
  ['DISPONIBILIDAD 24-12', 'availability', ['2026-12-24'], null, 'está **Ocupado**'],
  ['tienen el 2 de enero?', 'availability', ['2027-01-02'], '$ 360.000'],
  ['el primero de enero esta libre?', 'availability', ['2027-01-01'], '$ 360.000', 'tarifa de feriado (4 hs)'],
  ['libre el veintiséis de diciembre?', 'availability', ['2026-12-26'], '$ 320.000'],
  ['el doce de diciembre está libre?', 'availability', ['2026-12-12'], null, 'está **Ocupado**'],
  ['esta disponible el sabdo 19 de dicienbre?', 'availability', ['2026-12-19'], '$ 320.000'],
  ['disponivilidad para el 16 de enero', 'availability', ['2027-01-16'], '$ 360.000'],
  ['queria saber si el viernes 18 de diciembre esta libre para un cumple de 15', 'availability', ['2026-12-18'], '$ 320.000'],
  ['el domingo 20 de diciembre tienen lugar?', 'availability', ['2026-12-20'], '$ 320.000'],
  ['este viernes?', 'availability', ['2026-11-13'], '$ 300.000'],
  ['reservar el 13 de febrero', 'availability', ['2027-02-13'], null, 'El precio de ese mes todavía no está publicado'],
  ['el 8 de diciembre es feriado, está libre?', 'availability', ['2026-12-08'], '$ 320.000', 'tarifa de feriado (4 hs)'],
  [
    'tienen libre el 31 de diciembre o el 2 de enero?',
    'availability',
    ['2026-12-31', '2027-01-02'],
    '$ 360.000',
    'El **jueves 31 de diciembre de 2026** está **Ocupado**.',
  ],
  ['está libre diciembre 26?', 'availability', ['2026-12-26'], '$ 320.000'],
  ['está libre el 10 de noviembre de 2025?', 'availability', ['2025-11-10'], null, 'no se pudo verificar la disponibilidad'],
  ['el viernes 19 de diciembre está libre?', 'availability', ['2026-12-19'], '$ 320.000', 'Ojo: el 19 de diciembre de 2026 es **sábado**, no viernes.'],
  // Price.
  ['¿Cuánto sale el 19 de diciembre?', 'price', ['2026-12-19'], '$ 320.000', 'El alquiler el **sábado 19 de diciembre de 2026** cuesta'],
  ['kuanto sale el sabdo 19 de dicienbre', 'price', ['2026-12-19'], '$ 320.000'],
  ['cuanto me cobras el 16 de enero?', 'price', ['2027-01-16'], '$ 360.000'],
  ['presio del 14 de enero', 'price', ['2027-01-14'], '$ 280.000', 'tarifa de semana (3 hs)'],
  ['qué valor tiene el jueves 3 de diciembre?', 'price', ['2026-12-03'], '$ 250.000'],
  ['cuánto cuesta el alquiler mañana', 'price', ['2026-11-11'], '$ 195.500', 'incluye promoción «Martes y miércoles 15 % off» (−$ 34.500)'],
  ['precio para el 12/12', 'price', ['2026-12-12'], '$ 320.000', 'Ojo: esa fecha figura **Ocupado**.'],
  ['cuánto sale el sábado 19?', 'price', ['2026-12-19'], '$ 320.000'],
  ['cuanto sale el dia 20', 'price', ['2026-11-20'], '$ 300.000'],
  ['cuanto sale el veinte de diciembre', 'price', ['2026-12-20'], '$ 320.000'],
  ['precio del 13 de febrero', 'price', ['2027-02-13'], null, 'Todavía no está publicado el precio para el **sábado 13 de febrero de 2027**'],
  // Tuesdays and Wednesdays: the demo promotion, named with what it takes off ($ 230.000 / $ 250.000 / $ 280.000 − 15 %).
  [
    '¿cuánto sale el martes 17 de noviembre?',
    'price',
    ['2026-11-17'],
    '$ 195.500',
    'El alquiler el **martes 17 de noviembre de 2026** cuesta **$ 195.500** — tarifa de semana (3 hs), incluye promoción «Martes y miércoles 15 % off» (−$ 34.500).',
  ],
  ['cuanto sale el martes 15 de diciembre', 'price', ['2026-12-15'], '$ 212.500', 'incluye promoción «Martes y miércoles 15 % off» (−$ 37.500)'],
  [
    'esta libre el miercoles 16/12?',
    'availability',
    ['2026-12-16'],
    '$ 212.500',
    'El alquiler cuesta **$ 212.500** — tarifa de semana (3 hs), incluye promoción «Martes y miércoles 15 % off» (−$ 37.500).',
  ],
  ['precio del martes 12 de enero', 'price', ['2027-01-12'], '$ 238.000', 'incluye promoción «Martes y miércoles 15 % off» (−$ 42.000)'],
  // A Tuesday that is a holiday takes the holiday rate (4 hs): the promotion covers the 3-hour rental only.
  ['cuánto sale el martes 8 de diciembre?', 'price', ['2026-12-08'], '$ 320.000', 'tarifa de feriado (4 hs).'],
  ['cuanto sale el finde', 'price', ['2026-11-13', '2026-11-14', '2026-11-15'], '$ 300.000'],
  // Hours: the rate's label said once.
  [
    'cuántas horas es el alquiler el 3 de diciembre?',
    'hours',
    ['2026-12-03'],
    null,
    'El **jueves 3 de diciembre de 2026** el alquiler es por **3 hs** (tarifa de semana).',
  ],
  ['horario del sábado 19 de diciembre', 'hours', ['2026-12-19'], null, 'el alquiler es por **4 hs** (tarifa de fin de semana).'],
  [
    'precio y horario del 3/12',
    'price',
    ['2026-12-03'],
    '$ 250.000',
    'El alquiler el **jueves 3 de diciembre de 2026** cuesta **$ 250.000** — tarifa de semana (3 hs).',
  ],
  // Follow-ups: the date of the new message, never an earlier one of the conversation.
  [['¿está libre el 5 de diciembre?', 'kuanto sale el sabdo 19 de dicienbre'], 'price', ['2026-12-19'], '$ 320.000'],
  [['¿está libre el sábado 19 de diciembre?', '¿y el domingo?'], 'availability', ['2026-12-20'], '$ 320.000'],
  [['¿cuánto sale el sábado 19 de diciembre?', 'y el viernes?'], 'availability', ['2026-12-18'], '$ 320.000'],
  [['¿cuánto sale el 19 de diciembre?', '¿y el 2 de enero?'], 'availability', ['2027-01-02'], '$ 360.000'],
  [['¿está libre el 19 de diciembre?', '¿y cuánto cuesta?'], 'price', ['2026-12-19'], '$ 320.000'],
  [['¿está libre el 19 de diciembre?', 'cuántas horas son?'], 'hours', ['2026-12-19'], null, '**4 hs** (tarifa de fin de semana)'],
  [['¿está libre el 19 de diciembre?', '¿y el 20?'], 'availability', ['2026-12-20'], '$ 320.000'],
  [['hay lugar el 16 de enero?', 'y el sábado que viene?'], 'availability', ['2026-11-14'], null, 'está **Ocupado**'],
  [['¿está libre el 5 de diciembre?', '¿y el 30 de febrero?'], 'impossibleDate', [], null, 'El **30 de febrero** no existe'],
  [['¿está libre el 5 de diciembre?', 'cuanto sale el 19 de dicembreee'], 'unreadDate', [], null, 'No pude entender la fecha.'],
  [['cuánto sale el 19 de diciembre?', 'gracias!', '¿y cuántas horas son?'], 'hours', ['2026-12-19'], null, '**4 hs**'],
  [['¿está libre el 19 de diciembre?', '¿y la camarera?'], 'extras', [], '$ 35.000', 'La camarera cuesta **$ 35.000** (precio de diciembre de 2026).'],
  [['¿cuánto sale el 16 de enero?', 'cuánto el metegol'], 'extras', [], '$ 16.000', '(precio de enero de 2027)'],
  [
    ['¿está libre el 19 de diciembre?', '¿y en enero?'],
    'list',
    ['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08'],
    '$ 360.000',
  ],
  [['qué sábados tienen libres en diciembre?', '¿y cuánto cuesta?'], 'askForDate', [], null],
  // Dates that do not exist: named, never moved.
  ['30 de febrero libre?', 'impossibleDate', [], null, 'El **30 de febrero** no existe: febrero tiene 28 días (29 en los años bisiestos).'],
  ['cuanto sale el 31 de abril', 'impossibleDate', [], null, 'El **31 de abril** no existe: abril tiene 30 días.'],
  ['está libre el 31/04?', 'impossibleDate', [], null, 'El **31 de abril** no existe'],
  ['el 29 de febrero', 'impossibleDate', [], null, 'El **29 de febrero** no existe en 2027'],
  ['reservar el 31 de noviembre', 'impossibleDate', [], null, 'El **31 de noviembre** no existe: noviembre tiene 30 días.'],
  ['el 30 de febrero o el 1 de diciembre?', 'availability', ['2026-12-01'], '$ 212.500', 'El **30 de febrero** no existe'],
  // Extras: from the price list (this month's unless a date or month is named); never a made-up price.
  ['¿cuánto sale el DJ?', 'extras', [], null, 'El DJ no está en la lista de adicionales del salón'],
  ['la camarera', 'extras', [], '$ 32.000', 'La camarera cuesta **$ 32.000** (precio de noviembre de 2026).'],
  ['cuánto el metegol', 'extras', [], '$ 14.000'],
  ['el inflable?', 'extras', [], '$ 22.000'],
  ['tienen proyector?', 'extras', [], '$ 18.000'],
  ['precio del inflable en diciembre', 'extras', [], '$ 25.000'],
  ['cuanto sale el inflable para el 16 de enero', 'extras', [], '$ 27.000'],
  ['qué adicionales tienen?', 'extras', [], '$ 38.000', '• Camarera: **$ 32.000**'],
  ['tienen parrillero?', 'extras', [], '$ 38.000'],
  ['cuánto sale la hora extra?', 'extras', [], '$ 55.000', 'La hora extra cuesta **$ 40.000** los días de semana'],
  ['tienen catering?', 'extras', [], null, 'El catering no está en la lista de adicionales'],
  ['el dj y el inflable cuanto salen', 'extras', [], '$ 22.000', 'El DJ no está en la lista'],
  ['cuanto sale la mesa dulce', 'extras', [], null, 'La mesa dulce no está en la lista'],
  [
    '¿está libre el 19 de diciembre y cuánto sale el inflable?',
    'availability',
    ['2026-12-19'],
    '$ 25.000',
    'El inflable cuesta **$ 25.000** (precio de diciembre de 2026).',
  ],
  ['podemos llevar nuestro DJ?', 'ai', [], null],
  // Courtesy: a short reply, never "no tengo información".
  ['gracias!', 'courtesy', [], null, '¡De nada!'],
  ['genial, muchas gracias', 'courtesy', [], null, '¡De nada!'],
  ['dale, gracias', 'courtesy', [], null, '¡De nada!'],
  ['mil gracias por la info 🙌', 'courtesy', [], null, '¡De nada!'],
  ['chau, saludos', 'courtesy', [], null, '¡Gracias por escribirnos!'],
  ['ok', 'courtesy', [], null, '¡Buenísimo!'],
  ['gracias, y el 20 de diciembre?', 'availability', ['2026-12-20'], '$ 320.000'],
  // Lists.
  ['qué sábados tienen libres en diciembre?', 'list', ['2026-12-19', '2026-12-26'], '$ 320.000'],
  ['fechas libres del 18 al 20 de diciembre', 'list', ['2026-12-18', '2026-12-19', '2026-12-20'], '$ 320.000'],
  ['qué viernes tienen libre?', 'list', ['2026-11-13', '2026-11-20', '2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18'], '$ 300.000'],
  // A date is asked for, or askAI answers.
  ['cuánto cuesta?', 'askForDate', [], null],
  ['tienen estacionamiento?', 'ai', [], null],
  ['hola', 'ai', [], null],
  // The hall itself, from its facts (config/salon).
  ['¿dónde queda?', 'hall', [], null, 'El salón queda en **Av. Rivadavia 14500, Ramos Mejía, Buenos Aires**.'],
  ['donde estan ubicados?', 'hall', [], null, 'El salón queda en **Av. Rivadavia 14500, Ramos Mejía, Buenos Aires**.'],
  ['cual es la direccion del salon?', 'hall', [], null, 'El salón queda en **Av. Rivadavia 14500, Ramos Mejía, Buenos Aires**.'],
  ['como llego?', 'hall', [], null, 'El salón queda en **Av. Rivadavia 14500, Ramos Mejía, Buenos Aires**.'],
  ['¿cuántas personas entran?', 'hall', [], null, 'El salón tiene capacidad para **hasta 150 invitados**.'],
  ['somos 80 personas, entran?', 'hall', [], null, 'El salón tiene capacidad para **hasta 150 invitados**.'],
  ['cuánto es el máximo de invitados?', 'hall', [], null, 'El salón tiene capacidad para **hasta 150 invitados**.'],
  ['que capacidad tiene?', 'hall', [], null, 'El salón tiene capacidad para **hasta 150 invitados**.'],
  [
    '¿qué incluye el alquiler?',
    'hall',
    [],
    null,
    'El alquiler incluye:\n• Mesas y sillas\n• Vajilla y mantelería\n• Aire acondicionado y calefacción\n• Cocina equipada\n• Patio con parrilla\n• Limpieza al terminar',
  ],
  ['que esta incluido?', 'hall', [], null, '• Vajilla y mantelería'],
  [
    '¿qué pasa si cancelo?',
    'hall',
    [],
    null,
    'Política de cancelación: Si cancelás con 30 días o más de anticipación, la seña se usa para otra fecha dentro de los 6 meses. Con menos de 30 días, la seña no se devuelve.',
  ],
  ['si tengo que cancelar la reserva me devuelven la seña?', 'hall', [], null, 'Política de cancelación: Si cancelás con 30 días o más'],
  ['¿a qué hora son las fiestas?', 'hall', [], null, 'Horarios: **Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs**.'],
  ['que horarios tienen?', 'hall', [], null, 'Horarios: **Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs**.'],
  // A month next to a question about the hall is not a question about the month's dates.
  ['¿cuántos entran en diciembre?', 'hall', [], null, 'El salón tiene capacidad para **hasta 150 invitados**.'],
  ['que capacidad tiene el salon para enero?', 'hall', [], null, 'El salón tiene capacidad para **hasta 150 invitados**.'],
  [
    'donde queda y cuantos invitados entran?',
    'hall',
    [],
    null,
    'El salón queda en **Av. Rivadavia 14500, Ramos Mejía, Buenos Aires**.\n\nEl salón tiene capacidad para **hasta 150 invitados**.',
  ],
  // After a date, the hall's facts still answer; its hours are then that date's rental's.
  [['¿está libre el 19 de diciembre?', '¿y qué pasa si cancelo?'], 'hall', [], null, 'Política de cancelación:'],
  [['¿está libre el 19 de diciembre?', '¿a qué hora?'], 'hours', ['2026-12-19'], null, 'el alquiler es por **4 hs** (tarifa de fin de semana).'],
  ['¿está libre el 19 de diciembre? somos 100, entran?', 'availability', ['2026-12-19'], '$ 320.000', 'El salón tiene capacidad para **hasta 150 invitados**.'],
];

describe('the chat on real-sounding questions and follow-ups (Tuesday 10 November 2026)', () => {
  it('has at least 60 of them', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  // Every row with all five columns: a missing last one would be taken for jest's `done`.
  const rows = TABLE.map(([turns, intent, dates, amount, says]) => [turns, intent, dates, amount, says ?? null] as const);
  it.each(rows)('%p → %s %p %p', (turns, intent, dates, amount, says) => {
    const answer = converse(typeof turns === 'string' ? [turns] : turns);
    expect(intentOf(answer)).toBe(intent);
    expect(answer.dates).toEqual(dates);
    const reply = text(answer);
    if (amount !== null) expect(reply).toContain(`**${amount}**`);
    if (says) expect(reply).toContain(says);
    // Never a raw code, never English, never "no information" for what the chat answers itself.
    expect(reply).not.toMatch(/\[\d{3}\]|no tengo información|undefined|NaN/);
    // A rate's label is said once per date: "(tarifa de fin de semana (4 hs))" and its like never appear.
    expect(reply).not.toMatch(/\(tarifa[^()]*\(\d+ hs\)\)/);
    const sentences = reply.split('\n').filter((line) => !line.startsWith('• '));
    for (const label of Object.values(PRICE_TYPE_LABELS)) {
      const times = sentences.join('\n').split(label).length - 1;
      expect(times).toBeLessThanOrEqual(Math.max(answer.dates.length, 1));
    }
  });
});

describe('questions about the hall with no facts stored', () => {
  it.each([
    '¿dónde queda?',
    'somos 80 personas, entran?',
    'cuánto es el máximo de invitados?',
    '¿qué incluye el alquiler?',
    '¿qué pasa si cancelo?',
    '¿a qué hora son las fiestas?',
  ])('%p goes to askAI', (question) => expect(converse([question], null).kind).toBe('ai'));

  it('goes to askAI when the fact asked is not stored, even if others are', () => {
    expect(converse(['¿cuántas personas entran?'], { ...facts, capacity: null }).kind).toBe('ai');
  });
});

it('offers the map under the address: the Google Maps search of it when no link is stored, else the stored link', () => {
  expect(converse(['¿dónde queda?']).actions).toEqual([
    {
      kind: 'map',
      label: 'Ver en el mapa',
      path: 'https://www.google.com/maps/search/?api=1&query=Av.%20Rivadavia%2014500%2C%20Ramos%20Mej%C3%ADa%2C%20Buenos%20Aires',
    },
  ]);
  expect(converse(['¿dónde queda?'], { ...facts, mapUrl: 'https://maps.app.goo.gl/abc123' }).actions).toEqual([
    { kind: 'map', label: 'Ver en el mapa', path: 'https://maps.app.goo.gl/abc123' },
  ]);
  expect(converse(['¿cuántas personas entran?']).actions).toEqual([]);
});
