import { expandRecurringHolidays, mergeHolidays } from './holidays';

describe('expandRecurringHolidays', () => {
  const recurring = [
    { monthDay: '12-25', name: 'Navidad' },
    { monthDay: '1-1', name: 'Año Nuevo' },
    { monthDay: '2-29', name: 'Bisiesto' },
    { monthDay: '7-9', name: 'Independencia' },
    { monthDay: '13-1', name: 'roto' },
  ];
  const cases: Array<[string, string, string, string[]]> = [
    ['within one year, only from now on', '2026-11-22', '2026-12-31', ['2026-12-25']],
    ['across the year boundary', '2026-11-22', '2027-01-31', ['2026-12-25', '2027-01-01']],
    ['a leap day only in leap years', '2027-11-22', '2028-12-31', ['2027-12-25', '2028-01-01', '2028-02-29', '2028-07-09', '2028-12-25']],
    ['the end date itself is kept', '2026-12-01', '2026-12-25', ['2026-12-25']],
    ['today itself is kept', '2026-12-25', '2026-12-26', ['2026-12-25']],
    ['an empty range has none', '2026-12-26', '2026-12-25', []],
  ];
  it.each(cases)('%s', (_name, from, to, dates) => {
    expect(expandRecurringHolidays(recurring, from, to).map((h) => h.date)).toEqual(dates);
  });
});

describe('mergeHolidays', () => {
  const from = '2026-11-22';
  const to = '2027-01-10';
  const cases: Array<[string, Parameters<typeof mergeHolidays>[0], Record<string, string>]> = [
    [
      'calendar events, named by their summary',
      { calendarEvents: [{ summary: 'Inmaculada Concepción', start: { date: '2026-12-08' }, end: { date: '2026-12-09' } }] },
      { '2026-12-08': 'Inmaculada Concepción' },
    ],
    ['a calendar holiday in the past is left out', { calendarEvents: [{ summary: 'Viejo', start: { date: '2026-05-25' }, end: { date: '2026-05-26' } }] }, {}],
    [
      'recurring plus added',
      { recurring: [{ monthDay: '12-25', name: 'Navidad' }], overrides: { added: [{ date: '2026-12-24', name: 'Nochebuena' }], removed: [] } },
      { '2026-12-24': 'Nochebuena', '2026-12-25': 'Navidad' },
    ],
    [
      'removed by the date without dashes beats recurring and calendar',
      {
        recurring: [
          { monthDay: '12-25', name: 'Navidad' },
          { monthDay: '1-1', name: 'Año Nuevo' },
        ],
        calendarEvents: [{ summary: 'Inmaculada', start: { date: '2026-12-08' }, end: { date: '2026-12-09' } }],
        overrides: { added: [], removed: ['20261225', '20261208'] },
      },
      { '2027-01-01': 'Año Nuevo' },
    ],
    ['an added date outside the range is ignored', { overrides: { added: [{ date: '2027-05-01', name: 'Trabajador' }], removed: [] } }, {}],
    ['a cancelled holiday event is ignored', { calendarEvents: [{ status: 'cancelled', summary: 'X', start: { date: '2026-12-08' } }] }, {}],
  ];
  it.each(cases)('%s', (_name, sources, expected) => {
    expect(Object.fromEntries(mergeHolidays(sources, from, to))).toEqual(expected);
  });
});
