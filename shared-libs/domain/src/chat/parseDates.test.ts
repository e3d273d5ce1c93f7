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
      '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06',
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
