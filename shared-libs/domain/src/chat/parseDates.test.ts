import { parseChatDates, scanChatDates } from './parseDates';

// Sunday 22 November 2026.
const TODAY = '2026-11-22';

describe('parseChatDates', () => {
  it.each([
    ['25 de diciembre', ['2026-12-25']],
    ['25 DE DICIEMBRE', ['2026-12-25']],
    ['5 y 6 de dic', ['2026-12-05', '2026-12-06']],
    ['el 4, 5 o 6 de diciembre', ['2026-12-04', '2026-12-05', '2026-12-06']],
    ['1° de mayo', ['2027-05-01']],
    ['10 de setiembre', ['2027-09-10']],
    ['25 de diciembre de 2027', ['2027-12-25']],
    ['25/12', ['2026-12-25']],
    ['25-12', ['2026-12-25']],
    ['25/12/27', ['2027-12-25']],
    ['1/11', ['2027-11-01']], // already past this year: next year
    ['22/11', ['2026-11-22']], // today is not past
    ['hoy', ['2026-11-22']],
    ['mañana', ['2026-11-23']],
    ['manana', ['2026-11-23']],
    ['pasado mañana', ['2026-11-24']],
    ['a la mañana', []],
    ['el sábado', ['2026-11-28']],
    ['este viernes', ['2026-11-27']],
    ['el miercoles', ['2026-11-25']],
    ['el domingo que viene', ['2026-11-29']],
    ['el próximo domingo', ['2026-11-29']],
    ['sábado 5 de diciembre', ['2026-12-05']],
    ['los sábados', []],
    ['de lunes a viernes', []],
    ['el 25', ['2026-11-25']],
    ['el sábado 19', ['2026-12-19']],
    ['del 10', ['2026-12-10']], // the 10th has passed this month: next month
    ['el 31', ['2026-12-31']], // November has no 31st
    ['el 25 y el 5/12', ['2026-12-05']], // "el N" only when nothing else matched
    ['este viernes y el 5/12', ['2026-11-27', '2026-12-05']],
    ['el 12/12 o el 5 de diciembre', ['2026-12-12', '2026-12-05']],
    ['31 de febrero', []],
    ['5-6 horas', []],
    ['20/30 personas', []],
    ['somos 80 personas', []],
    ['el 2026', []],
    ['a las 20:30', []],
    // A span of quantities is no date, not even its first number as "el 10".
    ['¿tienen descuento del 10 al 20%?', []],
    ['descuento del 10% al 20%', []],
    ['entre 50 y 80 invitados el 5 de diciembre', ['2026-12-05']],
    ['de 3 a 5 hs el 12', ['2026-12-12']],
    ['el 20 a las 21 hs', ['2026-12-20']],
    ['', []],
    // A set of weekdays is no date; one named weekday is.
    ['algún viernes', []],
    ['qué sábado tienen libre', []],
    ['viernes libres?', []],
    ['el viernes libre?', ['2026-11-27']],
    ['qué tal el sábado?', ['2026-11-28']],
    // A range is no pair of dates; two dates are.
    ['del 10 al 20 de diciembre', []],
    ['entre el 5 y el 12 de enero', []],
    ['el 5 y el 12 de enero', ['2027-01-05', '2027-01-12']],
    ['5 y 6 de diciembre', ['2026-12-05', '2026-12-06']],
  ])('%p → %p', (message, expected) => {
    expect(parseChatDates(message, TODAY)).toEqual(expected);
  });

  it('keeps at most six dates, the first named', () => {
    expect(parseChatDates('1, 2, 3, 4, 5, 6, 7 y 8 de diciembre', TODAY)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('rolls a past day and month into next year across New Year', () => {
    expect(parseChatDates('el 30 de diciembre', '2026-12-31')).toEqual(['2027-12-30']);
    expect(parseChatDates('el 2 de enero', '2026-12-31')).toEqual(['2027-01-02']);
    expect(parseChatDates('el 5', '2026-12-31')).toEqual(['2027-01-05']);
  });
});

describe('scanChatDates: day ranges', () => {
  it.each([
    ['del 10 al 20 de diciembre', [['2026-12-10', '2026-12-20']]],
    ['desde el 10 hasta el 20 de dic', [['2026-12-10', '2026-12-20']]],
    ['entre el 5 y el 12 de enero', [['2027-01-05', '2027-01-12']]],
    ['del 28/12 al 3/1', [['2026-12-28', '2027-01-03']]],
    ['del 28 al 3 de enero', [['2026-12-28', '2027-01-03']]], // starts the month before
    ['del 28 de diciembre al 3', [['2026-12-28', '2027-01-03']]], // ends the month after
    ['del 10 de diciembre al 5 de enero de 2027', [['2026-12-10', '2027-01-05']]],
    ['del 10 al 20', [['2026-12-10', '2026-12-20']]], // the 20th of November has passed
    ['del 25 al 30', [['2026-11-25', '2026-11-30']]],
    ['del 28 al 3', [['2026-11-28', '2026-12-03']]],
    ['del 10 al 30 de noviembre', [['2026-11-10', '2026-11-30']]], // started: the reply counts from today
    ['del 1 al 10 de noviembre', [['2027-11-01', '2027-11-10']]], // past: next year's, like a single date
    ['del sábado 5 al domingo 13 de diciembre', [['2026-12-05', '2026-12-13']]],
    ['libre 24 al 26 de diciembre?', [['2026-12-24', '2026-12-26']]],
    ['del 30 al 31 de febrero', []],
    ['de 10 a 20 personas', []],
    ['entre 5 y 10 invitados', []],
    ['5 y 6 de diciembre', []],
  ])('%p → %p', (message, expected) => {
    expect(scanChatDates(message, TODAY).ranges.map((range) => [range.start, range.end])).toEqual(expected);
  });
});

describe('scanChatDates: what visitors type on a phone (Tuesday 10 November 2026)', () => {
  const TUESDAY = '2026-11-10';
  const dates = (message: string, anchor: string | null = null) => scanChatDates(message, TUESDAY, anchor).mentions.map((mention) => mention.date);

  it.each([
    ['kuanto sale el sabdo 19 de dicienbre', ['2026-12-19']],
    ['el diecinueve de diciembre', ['2026-12-19']],
    ['primero de enero', ['2027-01-01']],
    ['el once de enero', ['2027-01-11']],
    ['treinta y uno de diciembre', ['2026-12-31']],
    ['diciembre 19?', ['2026-12-19']],
    ['novienbre 28', ['2026-11-28']],
    ['el día 12', ['2026-11-12']],
    ['día 12 libre?', ['2026-11-12']],
    // "el sábado 19": the next 19th that is a Saturday (the 19th of November is a Thursday).
    ['el sábado 19', ['2026-12-19']],
    ['sabado 19', ['2026-12-19']],
    ['el jueves 19', ['2026-11-19']],
    ['somos dos personas', []],
    ['de tres a cinco horas', []],
    ['cumple de 15 de mi hija', []],
  ])('%p → %p', (message, expected) => expect(dates(message)).toEqual(expected));

  it('reads a bare weekday or day number next to the date being talked about', () => {
    const december19 = '2026-12-19';
    expect(dates('¿y el domingo?', december19)).toEqual(['2026-12-20']);
    expect(dates('y el viernes?', december19)).toEqual(['2026-12-18']);
    expect(dates('y el lunes', december19)).toEqual(['2026-12-21']);
    expect(dates('y el 20?', december19)).toEqual(['2026-12-20']);
    expect(dates('y el 2?', december19)).toEqual(['2027-01-02']);
    // "este", "próximo", "que viene", "mañana" are today's.
    expect(dates('y el sábado que viene?', december19)).toEqual(['2026-11-14']);
    expect(dates('y este domingo?', december19)).toEqual(['2026-11-15']);
    expect(dates('¿y mañana?', december19)).toEqual(['2026-11-11']);
    // Never a day already past.
    expect(dates('¿y el lunes?', '2026-11-12')).toEqual(['2026-11-16']);
  });

  it('keeps a day and month no calendar has apart, never moved to another date (nor read as "el N")', () => {
    const impossible = (message: string) => scanChatDates(message, TUESDAY).impossible.map(({ day, month, year, yearGiven }) => [day, month, year, yearGiven]);
    expect(impossible('30 de febrero libre?')).toEqual([[30, 2, 2027, false]]);
    expect(impossible('31 de abril')).toEqual([[31, 4, 2027, false]]);
    expect(impossible('31/04')).toEqual([[31, 4, 2027, false]]);
    expect(impossible('el 29 de febrero')).toEqual([[29, 2, 2027, false]]);
    expect(impossible('29/02/2027')).toEqual([[29, 2, 2027, true]]);
    expect(impossible('31 de noviembre')).toEqual([[31, 11, 2026, false]]);
    expect(impossible('29 de febrero de 2028')).toEqual([]);
    expect(impossible('45/80')).toEqual([]); // no day and month at all
    expect(dates('del 28 al 30 de febrero')).toEqual([]);
    expect(dates('el 30 de febrero o el 1 de diciembre')).toEqual(['2026-12-01']);
  });

  it('flags a day it could not read, instead of reading another date', () => {
    const scan = (message: string) => scanChatDates(message, TUESDAY);
    expect(scan('cuanto sale el 19 de dicembreee')).toMatchObject({ mentions: [], unreadDate: true });
    expect(scan('el sabadooo 19')).toMatchObject({ mentions: [], unreadDate: true });
    expect(scan('cumple de 15 de mi hija').unreadDate).toBe(false);
    expect(scan('somos 5 de familia').unreadDate).toBe(false);
  });

  it('notes a weekday written next to a day that falls on another one', () => {
    expect(scanChatDates('el viernes 19 de diciembre', TUESDAY).mentions).toEqual([
      { index: expect.any(Number), date: '2026-12-19', weekday: null, qualified: false, statedWeekday: 5 },
    ]);
    expect(scanChatDates('el sábado 19 de diciembre', TUESDAY).mentions[0]).not.toHaveProperty('statedWeekday');
  });
});
