import { parseChatDates } from './parseDates';

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
    ['', []],
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
