import { DECEMBER_PRICES, rawPrices } from '../__fixtures__/prices';
import { tableAvailability } from './__fixtures__/tableAvailability';
import { answerLocally, type LocalAnswer } from './answer';
import type { ChatAvailability } from './chatAvailability';
import { CHAT_TEXTS } from './reply';

// Sunday 22 November 2026, noon in the hall.
const NOW = new Date('2026-11-22T15:00:00Z');
const BUSY = ['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-24', '2026-12-25'];
const PRICES = {
  ...rawPrices([12]),
  ...rawPrices([11], { ...DECEMBER_PRICES, a_precio_4hs_: 300_000, b_precio_3hs_: 230_000 }),
  // January (page 13) has no prices yet.
};
const availability: ChatAvailability = tableAvailability({
  now: NOW,
  endDate: '2027-01-31',
  busy: BUSY,
  holidays: ['2026-12-08', '2026-12-25'],
  rawPrices: PRICES,
});

const ask = (message: string, rememberedDates: string[] = [], source: ChatAvailability = availability): LocalAnswer =>
  answerLocally(message, { now: NOW, availability: source, rememberedDates });

/** The reply's text; '(askAI)' when the message goes to the AI. */
const textOf = (answer: LocalAnswer) => (answer.kind === 'local' ? answer.text : '(askAI)');

const BUSY_5_DECEMBER =
  'El **sábado 5 de diciembre de 2026** está **Ocupado**. Las fechas libres más cercanas son:\n' +
  '• **viernes 4 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
  '• **domingo 6 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
  '• **jueves 3 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n\n' +
  '¿Te sirve alguna de estas?';
const FREE_19_DECEMBER = 'El **sábado 19 de diciembre de 2026** está **Libre**. El alquiler cuesta **$ 320.000** — tarifa de fin de semana (4 hs).';

const SATURDAYS_DECEMBER =
  'En **diciembre de 2026** hay **2 fechas libres** los sábados:\n' +
  '• **sábado 19 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
  '• **sábado 26 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)';
const DECEMBER_FIRST_FREE = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09'];
const JANUARY_FIRST_FREE = ['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08'];
const REST_OF_NOVEMBER_FREE = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-29', '2026-11-30'];
const THIS_WEEKEND = ['2026-11-27', '2026-11-28', '2026-11-29'];
const NEXT_FREE_SATURDAYS = ['2026-12-19', '2026-12-26', '2027-01-02', '2027-01-09', '2027-01-16', '2027-01-23'];
const UPCOMING_SATURDAYS =
  'Las próximas **6 fechas libres** los sábados:\n' +
  '• **sábado 19 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
  '• **sábado 26 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
  '• **sábado 2 de enero de 2027**: precio a confirmar\n' +
  '• **sábado 9 de enero de 2027**: precio a confirmar\n' +
  '• **sábado 16 de enero de 2027**: precio a confirmar\n' +
  '• **sábado 23 de enero de 2027**: precio a confirmar\n' +
  '…y hay más fechas libres después: mirá el calendario.';
const RANGE_10_TO_20_DECEMBER =
  'Del **10 al 20 de diciembre de 2026** hay **10 fechas libres**:\n' +
  '• **jueves 10 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n' +
  '• **viernes 11 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
  '• **domingo 13 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
  '• **lunes 14 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n' +
  '• **martes 15 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n' +
  '• **miércoles 16 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n' +
  '• **jueves 17 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n' +
  '• **viernes 18 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
  '…y 2 fechas libres más: mirá el calendario.';
const DECEMBER_10_TO_20_LISTED = ['2026-12-10', '2026-12-11', '2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
const NEW_YEAR_WEEK = ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'];

// 'month': the free dates of a month are listed (dates = those listed) and nothing is remembered;
// 'list': the same for a day range, or for the next free dates of some weekdays.
type Intent = 'availability' | 'price' | 'hours' | 'ask-date' | 'loading' | 'month' | 'list' | 'ai';
// [message, what it is answered as, dates, text the reply must contain (all of them) or equal]
const TABLE: Array<[string, Intent, string[], string | string[]]> = [
  // Availability
  [
    '¿Está libre el 25 de diciembre?',
    'availability',
    ['2026-12-25'],
    ['**viernes 25 de diciembre de 2026** está **Ocupado**', 'Las fechas libres más cercanas son:', '¿Te sirve alguna de estas?'],
  ],
  ['hola! tienen disponible el 19 de diciembre?', 'availability', ['2026-12-19'], FREE_19_DECEMBER],
  ['esta libre el 5/12', 'availability', ['2026-12-05'], BUSY_5_DECEMBER],
  ['DISPONIBILIDAD PARA EL 12-12', 'availability', ['2026-12-12'], ['**sábado 12 de diciembre de 2026** está **Ocupado**', '¿Te sirve alguna de estas?']],
  ['Quiero reservar el sábado', 'availability', ['2026-11-28'], ['**sábado 28 de noviembre de 2026** está **Ocupado**', '¿Te sirve alguna de estas?']],
  [
    'el viernes está ocupado?',
    'availability',
    ['2026-11-27'],
    'El **viernes 27 de noviembre de 2026** está **Libre**. El alquiler cuesta **$ 300.000** — tarifa de fin de semana (4 hs).',
  ],
  ['este jueves hay lugar?', 'availability', ['2026-11-26'], '**$ 230.000** — tarifa de semana (3 hs)'],
  ['tienen fecha para mañana?', 'availability', ['2026-11-23'], '**lunes 23 de noviembre de 2026** está **Libre**'],
  ['y pasado mañana?', 'availability', ['2026-11-24'], '**martes 24 de noviembre de 2026** está **Libre**'],
  ['hay disponibilidad el 8 de diciembre', 'availability', ['2026-12-08'], '**$ 320.000** — tarifa de feriado (4 hs)'],
  [
    'disponibilidad 10 de marzo',
    'availability',
    ['2027-03-10'],
    'El **miércoles 10 de marzo de 2027**: no se pudo verificar la disponibilidad (está fuera del calendario publicado o ya pasó).',
  ],
  ['está libre el 1/11?', 'availability', ['2027-11-01'], 'no se pudo verificar'],
  ['esta libre el 20 de noviembre?', 'availability', ['2027-11-20'], 'no se pudo verificar'],
  [
    'libre el 5 y 6 de diciembre?',
    'availability',
    ['2026-12-05', '2026-12-06'],
    ['**sábado 5 de diciembre de 2026** está **Ocupado**', '**domingo 6 de diciembre de 2026** está **Libre**', '¿Te sirve alguna de estas?'],
  ],
  [
    '¿Tienen libre el 24 o el 31 de diciembre?',
    'availability',
    ['2026-12-24', '2026-12-31'],
    ['**jueves 24 de diciembre de 2026** está **Ocupado**', '**jueves 31 de diciembre de 2026** está **Libre**'],
  ],
  [
    'cuándo tienen fechas libres en enero?',
    'month',
    JANUARY_FIRST_FREE,
    ['En **enero de 2027** hay **31 fechas libres**:', '…y 23 fechas libres más: mirá el calendario.'],
  ],
  ['quiero agendar una visita', 'ask-date', [], CHAT_TEXTS.askForDate],
  ['que fechas tienen libres?', 'ask-date', [], CHAT_TEXTS.askForDate],
  ['el 19 está libre?', 'availability', ['2026-12-19'], FREE_19_DECEMBER],
  ['disponible del 30?', 'availability', ['2026-11-30'], '**lunes 30 de noviembre de 2026** está **Libre**'],
  [
    'Está disponible el 15/01?',
    'availability',
    ['2027-01-15'],
    'El **viernes 15 de enero de 2027** está **Libre**. El precio de ese mes todavía no está publicado: consultanos por WhatsApp.',
  ],
  ['reservar para el sabado 12 de diciembre', 'availability', ['2026-12-12'], 'está **Ocupado**'],
  ['disponibilidad 2 de ene 2027', 'availability', ['2027-01-02'], '**sábado 2 de enero de 2027** está **Libre**'],
  ['Libre el 25-12-2026?', 'availability', ['2026-12-25'], 'está **Ocupado**'],
  ['hoy está libre?', 'availability', ['2026-11-22'], '**domingo 22 de noviembre de 2026** está **Libre**'],
  ['el próximo domingo está libre?', 'availability', ['2026-11-29'], '**domingo 29 de noviembre de 2026** está **Libre**'],
  ['Hola, queria saber si el sábado 19 de diciembre esta disponible para un cumple de 15', 'availability', ['2026-12-19'], FREE_19_DECEMBER],
  [
    'fecha libre para el 24/12 o el 26/12?',
    'availability',
    ['2026-12-24', '2026-12-26'],
    ['**jueves 24 de diciembre de 2026** está **Ocupado**', '**sábado 26 de diciembre de 2026** está **Libre**'],
  ],
  ['tienen el 31 de diciembre?', 'availability', ['2026-12-31'], '**$ 250.000** — tarifa de semana (3 hs)'],
  ['disponibilidad para mañana a la mañana', 'availability', ['2026-11-23'], 'está **Libre**'],
  ['reservas para el 2 de enero del 2027', 'availability', ['2027-01-02'], 'está **Libre**'],
  ['el 1° de diciembre está libre?', 'availability', ['2026-12-01'], '**martes 1 de diciembre de 2026** está **Libre**'],
  ['libre 7 dic', 'availability', ['2026-12-07'], '**lunes 7 de diciembre de 2026** está **Libre**'],
  ['libre el 10 de setiembre', 'availability', ['2027-09-10'], 'no se pudo verificar'],
  ['Disponible el miércoles?', 'availability', ['2026-11-25'], '**miércoles 25 de noviembre de 2026** está **Libre**'],
  ['hay lugar el 12 de diciembre', 'availability', ['2026-12-12'], 'está **Ocupado**'],
  ['ESTÁ LIBRE EL SÁBADO 19/12???', 'availability', ['2026-12-19'], FREE_19_DECEMBER],
  [
    'este viernes y el próximo sábado están libres?',
    'availability',
    ['2026-11-27', '2026-11-28'],
    ['**viernes 27 de noviembre de 2026** está **Libre**', '**sábado 28 de noviembre de 2026** está **Ocupado**'],
  ],
  // Price
  [
    '¿Cuánto sale el 19 de diciembre?',
    'price',
    ['2026-12-19'],
    'El alquiler el **sábado 19 de diciembre de 2026** cuesta **$ 320.000** — tarifa de fin de semana (4 hs).',
  ],
  ['precio para el jueves 3 de diciembre', 'price', ['2026-12-03'], 'cuesta **$ 250.000** — tarifa de semana (3 hs).'],
  ['cuanto cuesta el alquiler el 5/12?', 'price', ['2026-12-05'], 'cuesta **$ 320.000** — tarifa de fin de semana (4 hs). Ojo: esa fecha figura **Ocupado**.'],
  ['Costo del salón el 8 de diciembre', 'price', ['2026-12-08'], 'cuesta **$ 320.000** — tarifa de feriado (4 hs).'],
  ['cuánto cuesta?', 'ask-date', [], CHAT_TEXTS.askForDate],
  ['precios', 'ask-date', [], CHAT_TEXTS.askForDate],
  [
    'qué valor tiene el 15 de enero?',
    'price',
    ['2027-01-15'],
    'Todavía no está publicado el precio para el **viernes 15 de enero de 2027**: consultanos por WhatsApp.',
  ],
  ['buenas, precio para este viernes?', 'price', ['2026-11-27'], 'cuesta **$ 300.000**'],
  ['cuanto sale el 1ro de diciembre', 'price', ['2026-12-01'], 'cuesta **$ 250.000**'],
  ['Cuánto Cuestan Los Sábados De Diciembre? el 19', 'price', ['2026-12-19'], 'cuesta **$ 320.000**'],
  // Hours
  ['horario del 19 de diciembre', 'hours', ['2026-12-19'], 'El **sábado 19 de diciembre de 2026** el alquiler es por **4 hs** (tarifa de fin de semana).'],
  ['cuántas horas es el alquiler el jueves 3 de diciembre?', 'hours', ['2026-12-03'], 'el alquiler es por **3 hs**'],
  ['hasta qué hora puedo quedarme el sábado 19/12?', 'hours', ['2026-12-19'], 'el alquiler es por **4 hs**'],
  ['cuánto tiempo dura el 10 de marzo', 'hours', ['2027-03-10'], 'No pude encontrar información de horario para el miércoles 10 de marzo de 2027.'],
  // Mixed
  ['¿Está libre y cuánto sale el 19 de diciembre?', 'availability', ['2026-12-19'], FREE_19_DECEMBER],
  ['precio y horario del 3/12', 'price', ['2026-12-03'], 'El alquiler el **jueves 3 de diciembre de 2026** cuesta **$ 250.000** — tarifa de semana (3 hs).'],
  [
    'disponibilidad y horario para el 5 de diciembre',
    'availability',
    ['2026-12-05'],
    ['está **Ocupado**', 'el alquiler es por **4 hs**', '¿Te sirve alguna de estas?'],
  ],
  // Months and weekends
  [
    '¿qué fechas libres tienen en diciembre?',
    'month',
    DECEMBER_FIRST_FREE,
    [
      'En **diciembre de 2026** hay **27 fechas libres**:\n• **martes 1 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)',
      '• **martes 8 de diciembre de 2026**: **$ 320.000** — tarifa de feriado (4 hs)\n• **miércoles 9 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n…y 19 fechas libres más: mirá el calendario.',
    ],
  ],
  [
    'tienen algo libre en enero?',
    'month',
    JANUARY_FIRST_FREE,
    ['En **enero de 2027** hay **31 fechas libres**:', '• **viernes 1 de enero de 2027**: precio a confirmar'],
  ],
  [
    'disponibilidad para marzo',
    'month',
    [],
    'En **marzo de 2027** no se pudo verificar la disponibilidad (está fuera del calendario publicado o ya pasó). El calendario publicado llega hasta el **domingo 31 de enero de 2027**.',
  ],
  ['qué sábados tienen libres en diciembre?', 'month', ['2026-12-19', '2026-12-26'], SATURDAYS_DECEMBER],
  ['cuanto salen los sabados de diciembre', 'month', ['2026-12-19', '2026-12-26'], SATURDAYS_DECEMBER],
  [
    'fechas libres este mes',
    'month',
    REST_OF_NOVEMBER_FREE,
    ['En lo que queda de **noviembre de 2026** hay **8 fechas libres**:', '• **lunes 30 de noviembre de 2026**: **$ 230.000** — tarifa de semana (3 hs)'],
  ],
  ['que fechas quedan libres del mes?', 'month', REST_OF_NOVEMBER_FREE, 'En lo que queda de **noviembre de 2026** hay **8 fechas libres**:'],
  ['el mes que viene tienen disponibilidad?', 'month', DECEMBER_FIRST_FREE, 'En **diciembre de 2026** hay **27 fechas libres**:'],
  ['disponibilidad el próximo mes', 'month', DECEMBER_FIRST_FREE, 'En **diciembre de 2026** hay **27 fechas libres**:'],
  [
    'Hola! Qué viernes y sábados tienen libres en diciembre?',
    'month',
    ['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-19', '2026-12-26'],
    'En **diciembre de 2026** hay **5 fechas libres** los viernes y sábados:\n• **viernes 4 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)',
  ],
  [
    'precio de los fines de semana de diciembre',
    'month',
    ['2026-12-04', '2026-12-06', '2026-12-11', '2026-12-13', '2026-12-18', '2026-12-19', '2026-12-20', '2026-12-26'],
    ['hay **9 fechas libres** los fines de semana (viernes, sábados y domingos):', '…y 1 fecha libre más: mirá el calendario.'],
  ],
  [
    'disponibilidad días de semana de diciembre',
    'month',
    ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-14'],
    'hay **18 fechas libres** los días de semana (lunes, martes, miércoles y jueves):',
  ],
  [
    'tienen libre algún domingo de enero 2027?',
    'month',
    ['2027-01-03', '2027-01-10', '2027-01-17', '2027-01-24', '2027-01-31'],
    'En **enero de 2027** hay **5 fechas libres** los domingos:',
  ],
  [
    'fechas libres de lunes a jueves en dic',
    'month',
    ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-14'],
    'hay **18 fechas libres** los lunes, martes, miércoles y jueves:',
  ],
  ['disponibilidad en dic para un cumple de 15', 'month', DECEMBER_FIRST_FREE, 'En **diciembre de 2026** hay **27 fechas libres**:'],
  [
    'Hola, tienen fechas disponibles para diciembre o enero?',
    'month',
    [...DECEMBER_FIRST_FREE, ...JANUARY_FIRST_FREE],
    ['En **diciembre de 2026** hay **27 fechas libres**:', '\n\nEn **enero de 2027** hay **31 fechas libres**:'],
  ],
  ['libre en octubre de 2025?', 'month', [], 'En **octubre de 2025** no se pudo verificar la disponibilidad (está fuera del calendario publicado o ya pasó).'],
  ['tienen libre en noviembre 2026?', 'month', REST_OF_NOVEMBER_FREE, 'En lo que queda de **noviembre de 2026** hay **8 fechas libres**:'],
  ['y para enero?', 'month', JANUARY_FIRST_FREE, 'En **enero de 2027** hay **31 fechas libres**:'],
  [
    'el finde está libre?',
    'availability',
    THIS_WEEKEND,
    [
      'El **viernes 27 de noviembre de 2026** está **Libre**',
      'El **sábado 28 de noviembre de 2026** está **Ocupado**',
      'El **domingo 29 de noviembre de 2026** está **Libre**',
      '¿Te sirve alguna de estas?',
    ],
  ],
  ['este fin de semana tienen lugar?', 'availability', THIS_WEEKEND, 'El **viernes 27 de noviembre de 2026** está **Libre**'],
  [
    'cuánto sale el fin de semana que viene?',
    'price',
    THIS_WEEKEND,
    'El alquiler el **domingo 29 de noviembre de 2026** cuesta **$ 300.000** — tarifa de fin de semana (4 hs).',
  ],
  ['el próximo sábado', 'availability', ['2026-11-28'], 'El **sábado 28 de noviembre de 2026** está **Ocupado**. Las fechas libres más cercanas son:'],
  ['disponibilidad el sábado 19 de diciembre', 'availability', ['2026-12-19'], FREE_19_DECEMBER],
  // Weekdays with no month: their next free dates (one named day still means that date)
  ['qué sábados tienen libres?', 'list', NEXT_FREE_SATURDAYS, UPCOMING_SATURDAYS],
  ['próximos sábados disponibles', 'list', NEXT_FREE_SATURDAYS, UPCOMING_SATURDAYS],
  ['Hola! cuánto salen los sábados?', 'list', NEXT_FREE_SATURDAYS, UPCOMING_SATURDAYS],
  ['¿y los sábados?', 'list', NEXT_FREE_SATURDAYS, UPCOMING_SATURDAYS],
  ['qué sábado tienen libre para un cumple?', 'list', NEXT_FREE_SATURDAYS, UPCOMING_SATURDAYS],
  [
    'tienen algún viernes libre?',
    'list',
    ['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18', '2027-01-01', '2027-01-08'],
    [
      'Las próximas **6 fechas libres** los viernes:\n• **viernes 27 de noviembre de 2026**: **$ 300.000** — tarifa de fin de semana (4 hs)',
      '• **viernes 8 de enero de 2027**: precio a confirmar\n…y hay más fechas libres después: mirá el calendario.',
    ],
  ],
  [
    'fines de semana libres?',
    'list',
    ['2026-11-22', '2026-11-27', '2026-11-29', '2026-12-04', '2026-12-06', '2026-12-11'],
    'Las próximas **6 fechas libres** los fines de semana (viernes, sábados y domingos):\n• **domingo 22 de noviembre de 2026**: **$ 300.000** — tarifa de fin de semana (4 hs)',
  ],
  [
    'viernes y sábados libres?',
    'list',
    ['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18', '2026-12-19', '2026-12-26'],
    'Las próximas **6 fechas libres** los viernes y sábados:',
  ],
  [
    'qué días de semana tienen disponibles?',
    'list',
    ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-30', '2026-12-01'],
    'Las próximas **6 fechas libres** los días de semana (lunes, martes, miércoles y jueves):',
  ],
  ['el sábado está libre?', 'availability', ['2026-11-28'], 'El **sábado 28 de noviembre de 2026** está **Ocupado**. Las fechas libres más cercanas son:'],
  ['tienen libre este viernes?', 'availability', ['2026-11-27'], 'El **viernes 27 de noviembre de 2026** está **Libre**.'],
  ['y el sábado que viene?', 'availability', ['2026-11-28'], 'está **Ocupado**'],
  // Day ranges: their free dates (two dates joined by "y" stay two dates)
  ['del 10 al 20 de diciembre', 'list', DECEMBER_10_TO_20_LISTED, RANGE_10_TO_20_DECEMBER],
  ['tienen libre desde el 10 hasta el 20 de diciembre?', 'list', DECEMBER_10_TO_20_LISTED, RANGE_10_TO_20_DECEMBER],
  [
    'hola, qué tienen libre entre el 5 y el 12 de enero?',
    'list',
    ['2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10', '2027-01-11', '2027-01-12'],
    'Del **5 al 12 de enero de 2027** hay **8 fechas libres**:\n• **martes 5 de enero de 2027**: precio a confirmar',
  ],
  [
    'disponibilidad del 28/12 al 3/1',
    'list',
    NEW_YEAR_WEEK,
    'Del **28 de diciembre de 2026 al 3 de enero de 2027** hay **7 fechas libres**:\n• **lunes 28 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)',
  ],
  ['fechas libres del 28 al 3 de enero', 'list', NEW_YEAR_WEEK, 'Del **28 de diciembre de 2026 al 3 de enero de 2027** hay **7 fechas libres**:'],
  [
    'precio del 24 al 26 de diciembre',
    'list',
    ['2026-12-26'],
    'Del **24 al 26 de diciembre de 2026** hay **1 fecha libre**:\n• **sábado 26 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)',
  ],
  [
    'libre del sábado 5 al domingo 13 de diciembre?',
    'list',
    ['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-13'],
    'Del **5 al 13 de diciembre de 2026** hay **7 fechas libres**:',
  ],
  [
    'qué sábados tienen libres entre el 1 y el 20 de diciembre?',
    'list',
    ['2026-12-19'],
    'Del **1 al 20 de diciembre de 2026** hay **1 fecha libre** los sábados:\n• **sábado 19 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)',
  ],
  ['disponibilidad del 10 al 30 de noviembre', 'list', REST_OF_NOVEMBER_FREE, 'Desde hoy hasta el **30 de noviembre de 2026** hay **8 fechas libres**:'],
  [
    'desde el 25 de enero hasta el 5 de febrero',
    'list',
    ['2027-01-25', '2027-01-26', '2027-01-27', '2027-01-28', '2027-01-29', '2027-01-30', '2027-01-31'],
    [
      'Del **25 de enero al 5 de febrero de 2027** hay **7 fechas libres**:',
      '\nEl calendario publicado llega hasta el **domingo 31 de enero de 2027**: después no se pudo verificar la disponibilidad.',
    ],
  ],
  [
    'del 10 al 20 de marzo está libre?',
    'list',
    [],
    'Del **10 al 20 de marzo de 2027** no se pudo verificar la disponibilidad (está fuera del calendario publicado o ya pasó). El calendario publicado llega hasta el **domingo 31 de enero de 2027**.',
  ],
  ['libres del 10 al 20?', 'list', DECEMBER_10_TO_20_LISTED, RANGE_10_TO_20_DECEMBER], // the 20th of this month has passed: December
  [
    'el 5 y el 12 de enero están libres?',
    'availability',
    ['2027-01-05', '2027-01-12'],
    ['El **martes 5 de enero de 2027** está **Libre**', 'El **martes 12 de enero de 2027** está **Libre**'],
  ],
  ['somos entre 5 y 10 invitados', 'ai', [], ''],
  ['de 10 a 20 personas', 'ai', [], ''],
  // To the AI (extras, thanks and dates that do not exist are answered locally: conversationTable.test.ts)
  ['hacen descuento en diciembre?', 'ai', [], ''],
  ['Hola', 'ai', [], ''],
  ['tienen estacionamiento?', 'ai', [], ''],
  ['¿Se puede llevar comida propia?', 'ai', [], ''],
  ['cuál es la dirección?', 'ai', [], ''],
  ['hacen descuento para cumpleaños infantiles?', 'ai', [], ''],
  ['qué capacidad tiene el salón', 'ai', [], ''],
  ['somos 80 personas', 'ai', [], ''],
  ['para 5-6 horas de fiesta', 'ai', [], ''],
  ['qué horario tienen?', 'ai', [], ''],
  ['<script>alert(1)</script>', 'ai', [], ''],
];

describe('answerLocally: real-looking messages', () => {
  it('has at least 60 messages', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  it.each(TABLE)('%p → %s %p', (message, intent, dates, expected) => {
    const answer = ask(message);
    if (intent === 'ai') {
      expect(answer).toMatchObject({ kind: 'ai', dates: [], rememberedDates: [] });
      return;
    }
    expect(answer.kind).toBe('local');
    if (answer.kind !== 'local') return;
    expect(answer.topic).toBe({ month: 'list', list: 'list', 'ask-date': 'askForDate', loading: 'loading' }[intent as string] ?? 'dates');
    expect(answer.dates).toEqual(dates);
    expect(answer.rememberedDates).toEqual(intent === 'month' || intent === 'list' ? [] : dates);
    // A message that only names a date asks whether it is free.
    const { availability: asksAvailability, price, hours } = answer.intents;
    if (intent === 'availability') expect(asksAvailability || (!price && !hours)).toBe(true);
    if (intent === 'price' || intent === 'hours') expect(answer.intents[intent]).toBe(true);
    for (const fragment of typeof expected === 'string' ? [expected] : expected) expect(answer.text).toContain(fragment);
  });

  it('answers a busy date exactly as the seed asks: Ocupado, the nearest free dates with prices, the question', () => {
    expect(ask('esta libre el 5/12')).toMatchObject({ kind: 'local', text: BUSY_5_DECEMBER });
    expect(ask('¿el 19 de diciembre está libre?')).toMatchObject({ kind: 'local', text: FREE_19_DECEMBER });
  });

  it('says it is still loading, with the seed text, while the calendar and prices load', () => {
    const loading = { ...availability, loading: true, ready: false };
    expect(ask('¿Está libre el 19 de diciembre?', [], loading)).toMatchObject({ kind: 'local', text: CHAT_TEXTS.loading, rememberedDates: ['2026-12-19'] });
    // A refresh over data already loaded does not hold answers back.
    expect(textOf(ask('¿Está libre el 19 de diciembre?', [], { ...availability, loading: true, ready: true }))).toBe(FREE_19_DECEMBER);
  });
});

describe('a date held provisionally (docs/storage-contract.md)', () => {
  const withHold = tableAvailability({
    now: NOW,
    endDate: '2027-01-31',
    busy: BUSY,
    held: ['2026-12-19'],
    holidays: ['2026-12-08', '2026-12-25'],
    rawPrices: PRICES,
  });

  it('says it is held, that it may come free, and offers the nearest free dates (never the held one)', () => {
    const text = textOf(ask('¿está libre el 19 de diciembre?', [], withHold));
    expect(text).toContain(
      'El **sábado 19 de diciembre de 2026** está **Reservado provisoriamente**: otro cliente lo tiene reservado por unos días y, si no se confirma, vuelve a quedar libre. Las fechas libres más cercanas son:\n• **viernes 18 de diciembre de 2026**: **$ 320.000**',
    );
    expect(textOf(ask('¿qué fechas libres hay cerca del 12 de diciembre?', [], withHold))).not.toContain('sábado 19 de diciembre');
  });

  it('a price question names the hold', () => {
    expect(textOf(ask('¿cuánto sale el 19 de diciembre?', [], withHold))).toContain('Ojo: esa fecha figura **Reservado provisoriamente**.');
  });
});

describe('remembered dates', () => {
  it('answers a follow-up with no date about the dates of the last answer, and forgets them when a question goes to the AI', () => {
    let remembered: string[] = [];
    const turn = (message: string) => {
      const answer = ask(message, remembered);
      remembered = answer.rememberedDates;
      return answer;
    };
    expect(textOf(turn('¿Está libre el 19 de diciembre?'))).toBe(FREE_19_DECEMBER);
    expect(textOf(turn('¿y cuánto cuesta?'))).toBe('El alquiler el **sábado 19 de diciembre de 2026** cuesta **$ 320.000** — tarifa de fin de semana (4 hs).');
    expect(textOf(turn('¿cuántas horas son?'))).toBe('El **sábado 19 de diciembre de 2026** el alquiler es por **4 hs** (tarifa de fin de semana).');
    expect(turn('y el 5 y 6 de diciembre?').dates).toEqual(['2026-12-05', '2026-12-06']);
    expect(textOf(turn('qué precio tienen?'))).toContain('El alquiler el **domingo 6 de diciembre de 2026** cuesta **$ 320.000**');
    expect(turn('¿tienen estacionamiento?').kind).toBe('ai');
    expect(remembered).toEqual([]);
    expect(textOf(turn('¿y cuánto cuesta?'))).toBe(CHAT_TEXTS.askForDate);
  });
});

describe('months and weekends', () => {
  const ALL_DECEMBER_SATURDAYS = ['2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26'];
  const withAvailability = (overrides: Partial<Parameters<typeof tableAvailability>[0]>) =>
    tableAvailability({ now: NOW, endDate: '2027-01-31', busy: BUSY, holidays: ['2026-12-08', '2026-12-25'], rawPrices: PRICES, ...overrides });

  it('says "Ninguna fecha libre" and offers the nearest free dates of the same days after the month', () => {
    const full = withAvailability({ busy: [...BUSY, ...ALL_DECEMBER_SATURDAYS, '2027-01-02'] });
    expect(textOf(ask('qué sábados tienen libres en diciembre?', [], full))).toBe(
      'Ninguna fecha libre en **diciembre de 2026** los sábados.\n' +
        'Las fechas libres más cercanas después de ese mes son:\n' +
        '• **sábado 9 de enero de 2027**: precio a confirmar\n' +
        '• **sábado 16 de enero de 2027**: precio a confirmar\n' +
        '• **sábado 23 de enero de 2027**: precio a confirmar\n\n' +
        '¿Te sirve alguna de estas?',
    );
  });

  it('says so when no free date is left after the month either', () => {
    const januaryBusy = Array.from({ length: 31 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}`);
    const full = withAvailability({ busy: [...januaryBusy] });
    expect(textOf(ask('disponibilidad en enero', [], full))).toBe(
      'Ninguna fecha libre en **enero de 2027**.\nTampoco encontré fechas libres después de ese mes en el calendario publicado.',
    );
  });

  it('lists what it can check of a month the published calendar ends in, and says where it ends', () => {
    const short = withAvailability({ endDate: '2026-12-15' });
    const text = textOf(ask('fechas libres en diciembre', [], short));
    expect(text).toContain('En **diciembre de 2026** hay **13 fechas libres**:');
    expect(text).toContain('…y 5 fechas libres más: mirá el calendario.');
    expect(text).toContain('El calendario publicado llega hasta el **martes 15 de diciembre de 2026**: después no se pudo verificar la disponibilidad.');
  });

  it('does not call anything free when the events calendar could not be read', () => {
    const unverified = withAvailability({ eventsVerified: false });
    expect(textOf(ask('qué sábados tienen libres en diciembre?', [], unverified))).toBe(
      'En **diciembre de 2026** los sábados no se pudo verificar qué fechas están libres: no pudimos consultar el calendario en línea. Consultanos por WhatsApp.',
    );
  });

  it('takes the weekend days from the rates setting, for "fines de semana" and for "este finde"', () => {
    const saturdayAndSunday = withAvailability({ weekendDays: [6, 0] });
    expect(textOf(ask('fines de semana libres en diciembre?', [], saturdayAndSunday))).toContain(
      'En **diciembre de 2026** hay **6 fechas libres** los fines de semana (sábados y domingos):',
    );
    expect(ask('el finde está libre?', [], saturdayAndSunday).dates).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('does not offer the same alternative twice in one answer', () => {
    const text = textOf(ask('¿están libres el 24 y el 25 de diciembre?'));
    const offered = text.split('\n').filter((line) => line.startsWith('• '));
    expect(offered).toHaveLength(6);
    expect(new Set(offered).size).toBe(6);
    expect(offered.slice(0, 3)).toEqual([
      '• **miércoles 23 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)',
      '• **martes 22 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)',
      '• **sábado 26 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)',
    ]);
  });

  it('does not offer again a free date of the same question as an alternative', () => {
    const text = textOf(ask('el finde está libre?'));
    const busyBlock = text.split('\n\n')[1]!;
    expect(busyBlock).toBe(
      'El **sábado 28 de noviembre de 2026** está **Ocupado**. Las fechas libres más cercanas son:\n' +
        '• **jueves 26 de noviembre de 2026**: **$ 230.000** — tarifa de semana (3 hs)\n' +
        '• **lunes 30 de noviembre de 2026**: **$ 230.000** — tarifa de semana (3 hs)\n' +
        '• **miércoles 25 de noviembre de 2026**: **$ 230.000** — tarifa de semana (3 hs)',
    );
  });

  it('says it is still loading for a month too, and remembers nothing', () => {
    const loading = withAvailability({ loading: true });
    expect(ask('qué fechas libres tienen en diciembre?', [], loading)).toMatchObject({ kind: 'local', text: CHAT_TEXTS.loading, rememberedDates: [] });
  });

  it('forgets the remembered dates after a month list (a follow-up needs a date), and remembers the weekend it answered', () => {
    let remembered: string[] = [];
    const turn = (message: string) => {
      const answer = ask(message, remembered);
      remembered = answer.rememberedDates;
      return answer;
    };
    expect(textOf(turn('¿Está libre el 19 de diciembre?'))).toBe(FREE_19_DECEMBER);
    expect(textOf(turn('qué sábados tienen libres en diciembre?'))).toBe(SATURDAYS_DECEMBER);
    expect(remembered).toEqual([]);
    expect(textOf(turn('¿y cuánto cuesta?'))).toBe(CHAT_TEXTS.askForDate);
    expect(turn('y el finde?').dates).toEqual(THIS_WEEKEND);
    expect(textOf(turn('¿y cuánto cuesta?'))).toContain(
      'El alquiler el **sábado 28 de noviembre de 2026** cuesta **$ 300.000** — tarifa de fin de semana (4 hs). Ojo: esa fecha figura **Ocupado**.',
    );
  });
});

describe('weekdays with no month, and day ranges', () => {
  const withAvailability = (overrides: Partial<Parameters<typeof tableAvailability>[0]>) =>
    tableAvailability({ now: NOW, endDate: '2027-01-31', busy: BUSY, holidays: ['2026-12-08', '2026-12-25'], rawPrices: PRICES, ...overrides });
  const SATURDAYS_TO_JANUARY = ['2026-12-19', '2026-12-26', '2027-01-02', '2027-01-09', '2027-01-16', '2027-01-23', '2027-01-30'];

  it('says "Ninguna fecha libre" and where the calendar ends when no such weekday is free', () => {
    const full = withAvailability({ busy: [...BUSY, ...SATURDAYS_TO_JANUARY] });
    expect(ask('qué sábados tienen libres?', [], full)).toMatchObject({
      kind: 'local',
      text:
        'Ninguna fecha libre los sábados desde hoy.\n' +
        'El calendario publicado llega hasta el **domingo 31 de enero de 2027**: después no se pudo verificar la disponibilidad.',
      dates: [],
      rememberedDates: [],
    });
  });

  it('lists fewer than six when the published calendar ends first, and says where it ends', () => {
    expect(textOf(ask('próximos sábados disponibles', [], withAvailability({ endDate: '2026-12-31' })))).toBe(
      'Desde hoy hay **2 fechas libres** los sábados:\n' +
        '• **sábado 19 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
        '• **sábado 26 de diciembre de 2026**: **$ 320.000** — tarifa de fin de semana (4 hs)\n' +
        'El calendario publicado llega hasta el **jueves 31 de diciembre de 2026**: después no se pudo verificar la disponibilidad.',
    );
  });

  it('does not call anything free when the events calendar could not be read', () => {
    const unverified = withAvailability({ eventsVerified: false });
    expect(textOf(ask('tienen algún viernes libre?', [], unverified))).toBe(
      'No se pudo verificar qué fechas están libres los viernes: no pudimos consultar el calendario en línea. Consultanos por WhatsApp.',
    );
    expect(textOf(ask('del 10 al 20 de diciembre', [], unverified))).toBe(
      'Del **10 al 20 de diciembre de 2026** no se pudo verificar qué fechas están libres: no pudimos consultar el calendario en línea. Consultanos por WhatsApp.',
    );
  });

  it('takes the weekend days from the rates setting', () => {
    const saturdayAndSunday = withAvailability({ weekendDays: [6, 0] });
    expect(ask('fines de semana libres?', [], saturdayAndSunday)).toMatchObject({
      dates: ['2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13', '2026-12-19', '2026-12-20'],
    });
    expect(textOf(ask('fines de semana libres?', [], saturdayAndSunday))).toContain('los fines de semana (sábados y domingos):');
  });

  it('says "Ninguna fecha libre" in a busy range and offers the nearest free dates after it', () => {
    const busy = withAvailability({ busy: [...BUSY, '2026-12-11', '2026-12-13'] });
    expect(textOf(ask('del 11 al 13 de diciembre', [], busy))).toBe(
      'Ninguna fecha libre del **11 al 13 de diciembre de 2026**.\n' +
        'Las fechas libres más cercanas después de esas fechas son:\n' +
        '• **lunes 14 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n' +
        '• **martes 15 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n' +
        '• **miércoles 16 de diciembre de 2026**: **$ 250.000** — tarifa de semana (3 hs)\n\n' +
        '¿Te sirve alguna de estas?',
    );
  });

  it('says it is still loading, and remembers nothing after a list (a follow-up needs a date)', () => {
    const loading = withAvailability({ loading: true });
    expect(ask('del 10 al 20 de diciembre', [], loading)).toMatchObject({ kind: 'local', text: CHAT_TEXTS.loading, rememberedDates: [] });
    expect(ask('qué sábados tienen libres?', [], loading)).toMatchObject({ kind: 'local', text: CHAT_TEXTS.loading, rememberedDates: [] });
    expect(textOf(ask('¿y cuánto cuesta?', ask('del 10 al 20 de diciembre', ['2026-12-19']).rememberedDates))).toBe(CHAT_TEXTS.askForDate);
  });

  it('answers a named day inside a range question about that day ("a named day wins")', () => {
    expect(ask('del 10 al 20 de diciembre, el 15 está libre?')).toMatchObject({
      text: 'El **martes 15 de diciembre de 2026** está **Libre**. El alquiler cuesta **$ 250.000** — tarifa de semana (3 hs).',
      rememberedDates: ['2026-12-15'],
    });
    expect(ask('del 10 al 20 de diciembre, el sábado 19 está libre?')).toMatchObject({ text: FREE_19_DECEMBER, rememberedDates: ['2026-12-19'] });
    expect(ask('el sábado 19 está libre?')).toMatchObject({ text: FREE_19_DECEMBER, rememberedDates: ['2026-12-19'] });
  });
});

describe('buttons under a reply', () => {
  const actionsOf = (answer: LocalAnswer) => answer.actions.map(({ kind, label }) => `${kind}: ${label}`);
  const messageOf = (answer: LocalAnswer, kind: string) =>
    decodeURIComponent(answer.actions.find((action) => action.kind === kind)?.path.split('?message=')[1] ?? '');

  it('offers to ask for a free date by WhatsApp, with its date and price in the message', () => {
    const answer = ask('¿está libre el 19 de diciembre?');
    expect(actionsOf(answer)).toEqual(['whatsapp: Consultar esta fecha por WhatsApp']);
    expect(answer.actions[0]!.path).toMatch(/^\/cotizacion-exitosa\?message=/);
    expect(messageOf(answer, 'whatsapp')).toBe(
      'Hola! Quisiera consultar por el sábado 19 de diciembre de 2026 — $ 320.000, tarifa de fin de semana (4 hs). ¿Está disponible?',
    );
  });

  it('offers the calendar for a busy date, and WhatsApp only for the dates of the question that are not taken', () => {
    expect(actionsOf(ask('¿el 5 de diciembre está libre?'))).toEqual(['calendar: Ver el calendario']);
    const both = ask('¿el 5 o el 19 de diciembre?');
    expect(actionsOf(both)).toEqual(['whatsapp: Consultar esta fecha por WhatsApp', 'calendar: Ver el calendario']);
    expect(messageOf(both, 'whatsapp')).toContain('sábado 19 de diciembre');
    expect(messageOf(both, 'whatsapp')).not.toContain('sábado 5 de diciembre');
    expect(actionsOf(ask('¿el 19 y el 26 de diciembre están libres?'))).toEqual(['whatsapp: Consultar estas fechas por WhatsApp']);
  });

  it('offers the calendar under a list of free dates', () => {
    expect(actionsOf(ask('¿qué sábados tienen libres en diciembre?'))).toEqual(['calendar: Ver el calendario']);
    expect(actionsOf(ask('¿qué sábados tienen libres?'))).toEqual(['calendar: Ver el calendario']);
    expect(actionsOf(ask('del 10 al 20 de diciembre'))).toEqual(['calendar: Ver el calendario']);
  });

  it('offers nothing while loading, when asking for a date, or for a question that goes to the AI', () => {
    const loading: ChatAvailability = { ...availability, loading: true, ready: false };
    expect(ask('¿el 19 de diciembre está libre?', [], loading).actions).toEqual([]);
    expect(ask('¿cuánto cuesta?').actions).toEqual([]);
    expect(ask('¿tienen estacionamiento?').actions).toEqual([]);
  });
});

describe('extras, courtesy and dates that do not exist', () => {
  it('answers an extra from the price list of the month talked about, and offers WhatsApp for what the list lacks', () => {
    expect(ask('¿cuánto sale el inflable?')).toMatchObject({
      kind: 'local',
      topic: 'extras',
      text: 'El inflable cuesta **$ 25.000** (precio de noviembre de 2026).',
      actions: [],
    });
    const dj = ask('¿cuánto sale el DJ?');
    expect(dj).toMatchObject({ kind: 'local', topic: 'extras' });
    expect(dj.actions).toEqual([
      {
        kind: 'whatsapp',
        label: 'Consultar por WhatsApp',
        path: '/cotizacion-exitosa?message=Hola!%20Quisiera%20hacer%20una%20consulta.%0A%C2%BFcu%C3%A1nto%20sale%20el%20DJ%3F',
      },
    ]);
    expect(textOf(dj)).not.toMatch(/\$/);
  });

  it('keeps the dates talked about across an extra and a thank-you', () => {
    expect(ask('¿y el inflable?', ['2026-12-19'])).toMatchObject({ topic: 'extras', rememberedDates: ['2026-12-19'] });
    expect(ask('¡gracias!', ['2026-12-19'])).toMatchObject({ topic: 'courtesy', text: CHAT_TEXTS.thanks, rememberedDates: ['2026-12-19'], actions: [] });
  });

  it('never prices extras of a month whose prices are not published (past the calendar, or no index)', () => {
    expect(textOf(ask('precio del inflable en octubre'))).toBe(
      'Los precios de los adicionales de octubre de 2027 todavía no están publicados: consultanos por WhatsApp.',
    );
    const { index: _index, ...withoutIndex } = availability;
    expect(textOf(ask('¿cuánto sale el inflable?', [], withoutIndex))).toBe(
      'Los precios de los adicionales de noviembre de 2026 todavía no están publicados: consultanos por WhatsApp.',
    );
  });

  it('says it is still loading for an extra too', () => {
    expect(ask('¿cuánto sale el inflable?', [], { ...availability, loading: true, ready: false })).toMatchObject({
      topic: 'loading',
      text: CHAT_TEXTS.loading,
    });
  });

  it('names a date that does not exist, and never answers a remembered one instead', () => {
    expect(ask('¿el 31 de febrero está libre?', ['2026-12-19'])).toMatchObject({
      kind: 'local',
      topic: 'impossibleDate',
      text: 'El **31 de febrero** no existe: febrero tiene 28 días (29 en los años bisiestos).\n¿Qué fecha querías consultar?',
      dates: [],
      rememberedDates: [],
      actions: [],
    });
    expect(textOf(ask('cuánto sale el 31/4?', ['2026-12-19']))).not.toContain('19 de diciembre');
  });

  it('asks again for a date it could not read, never answering a remembered one', () => {
    expect(ask('¿y el 19 de dicembreee?', ['2026-12-05'])).toMatchObject({ topic: 'unreadDate', text: CHAT_TEXTS.unreadDate, dates: [] });
  });

  it('says a rate and its hours once per date, whatever is asked', () => {
    for (const message of ['precio y horario del 3/12', 'disponibilidad, precio y horario del 19 de diciembre', 'libre y cuántas horas el 19/12?']) {
      const text = textOf(ask(message));
      expect(text.match(/tarifa de (fin de )?semana/g)).toHaveLength(1);
    }
    expect(textOf(ask('disponibilidad y horario para el 5 de diciembre'))).toContain(
      'El **sábado 5 de diciembre de 2026** el alquiler es por **4 hs** (tarifa de fin de semana).',
    );
  });
});
