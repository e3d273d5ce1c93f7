import type { MonthEvent } from './calendarModel';
import {
  addMonths,
  clampMonth,
  dateAfterKey,
  dayLabel,
  eventsByDate,
  monthBounds,
  monthGrid,
  monthTitle,
  tabStopDate,
  visibleEvents,
  WEEKDAY_HEADERS,
} from './monthGrid';

// The tests' clock: Tuesday 10 November 2026; the published calendar ends on 2027-06-30.
const RANGE = { start: '2026-11-10', end: '2027-06-30' };

/** The weeks as day numbers, 0 for a cell of another month. */
const numbers = (weeks: ReturnType<typeof monthGrid>['weeks']) => weeks.map((week) => week.map((day) => day?.day ?? 0));

const busy = (start: string): MonthEvent => ({ title: 'Ocupado', start, allDay: true, className: 'calEvents' });
const holiday = (start: string): MonthEvent => ({ title: 'feriado', start, allDay: true, className: 'calEvents2' });
const visit = (start: string, hours: string): MonthEvent => ({ title: `Visita ${hours}`, start, allDay: true, className: 'calVisits' });

it('heads the weeks Monday first, in Spanish', () => {
  expect(WEEKDAY_HEADERS.map((weekday) => weekday.short)).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
  expect(WEEKDAY_HEADERS.map((weekday) => weekday.long)).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
});

it('November 2026 starts on a Sunday: six weeks, the 1st in the last column, the 30th alone on a Monday', () => {
  const grid = monthGrid('2026-11', RANGE);
  expect(grid.title).toBe('noviembre de 2026');
  expect(numbers(grid.weeks)).toEqual([
    [0, 0, 0, 0, 0, 0, 1],
    [2, 3, 4, 5, 6, 7, 8],
    [9, 10, 11, 12, 13, 14, 15],
    [16, 17, 18, 19, 20, 21, 22],
    [23, 24, 25, 26, 27, 28, 29],
    [30, 0, 0, 0, 0, 0, 0],
  ]);
  // Days before today are past; today and after can be chosen.
  expect(grid.weeks[0]![6]).toEqual({ date: '2026-11-01', day: 1, state: 'past' });
  expect(grid.weeks[2]![0]).toEqual({ date: '2026-11-09', day: 9, state: 'past' });
  expect(grid.weeks[2]![1]).toEqual({ date: '2026-11-10', day: 10, state: 'open' });
  expect(grid.weeks[5]![0]).toEqual({ date: '2026-11-30', day: 30, state: 'open' });
});

it('February 2027 starts on a Monday and has 28 days: exactly four full weeks', () => {
  const grid = monthGrid('2027-02', RANGE);
  expect(grid.title).toBe('febrero de 2027');
  expect(numbers(grid.weeks)).toEqual([
    [1, 2, 3, 4, 5, 6, 7],
    [8, 9, 10, 11, 12, 13, 14],
    [15, 16, 17, 18, 19, 20, 21],
    [22, 23, 24, 25, 26, 27, 28],
  ]);
  expect(grid.weeks[0]![0]).toEqual({ date: '2027-02-01', day: 1, state: 'open' });
  expect(grid.weeks[3]![6]).toEqual({ date: '2027-02-28', day: 28, state: 'open' });
});

it('a leap February, December into January, and days after the published calendar', () => {
  expect(numbers(monthGrid('2028-02', RANGE).weeks).flat().filter(Boolean)).toHaveLength(29);
  expect(numbers(monthGrid('2026-12', RANGE).weeks)[0]).toEqual([0, 1, 2, 3, 4, 5, 6]);
  const june = monthGrid('2027-06', { start: RANGE.start, end: '2027-06-15' });
  expect(june.weeks[2]!.map((day) => [day?.date, day?.state])).toEqual([
    ['2027-06-14', 'open'],
    ['2027-06-15', 'open'],
    ['2027-06-16', 'later'],
    ['2027-06-17', 'later'],
    ['2027-06-18', 'later'],
    ['2027-06-19', 'later'],
    ['2027-06-20', 'later'],
  ]);
});

it('moves between months across years', () => {
  expect(addMonths('2026-11', 1)).toBe('2026-12');
  expect(addMonths('2026-12', 1)).toBe('2027-01');
  expect(addMonths('2027-01', -1)).toBe('2026-12');
  expect(addMonths('2026-11', 14)).toBe('2028-01');
  expect(addMonths('2026-11', -11)).toBe('2025-12');
  expect(monthTitle('2027-01')).toBe('enero de 2027');
});

it('offers the months from today to the last published date, and keeps a month inside them', () => {
  const bounds = monthBounds(RANGE);
  expect(bounds).toEqual({ first: '2026-11', last: '2027-06' });
  expect(clampMonth('2026-10', bounds)).toBe('2026-11');
  expect(clampMonth('2027-02', bounds)).toBe('2027-02');
  expect(clampMonth('2027-07', bounds)).toBe('2027-06');
  // Before the dates load the range is empty (end = start − 1 day): only today's month.
  expect(monthBounds({ start: '2026-11-01', end: '2026-10-31' })).toEqual({ first: '2026-11', last: '2026-11' });
});

it('groups the events by date in their order, and draws at most three in a day', () => {
  const events = [
    busy('2026-12-05'),
    busy('2026-12-25'),
    holiday('2026-12-25'),
    visit('2026-12-25', '10:00 a 11:00 hs'),
    visit('2026-12-02', '18:00 a 20:00 hs'),
  ];
  const byDate = eventsByDate(events);
  expect([...byDate.keys()]).toEqual(['2026-12-05', '2026-12-25', '2026-12-02']);
  expect(byDate.get('2026-12-25')!.map((event) => event.title)).toEqual(['Ocupado', 'feriado', 'Visita 10:00 a 11:00 hs']);

  expect(visibleEvents(byDate.get('2026-12-25')!)).toEqual({ shown: byDate.get('2026-12-25'), more: 0 });
  const crowded = [...byDate.get('2026-12-25')!, visit('2026-12-25', '12:00 a 13:00 hs')];
  expect(visibleEvents(crowded)).toEqual({ shown: crowded.slice(0, 2), more: 2 });
  expect(visibleEvents([])).toEqual({ shown: [], more: 0 });
});

it('labels a day with its long date and its events', () => {
  expect(dayLabel('2026-11-12', [busy('2026-11-12')])).toBe('jueves 12 de noviembre de 2026, Ocupado');
  expect(dayLabel('2026-12-25', [holiday('2026-12-25'), visit('2026-12-25', '18:00 a 19:30 hs')])).toBe(
    'viernes 25 de diciembre de 2026, feriado, Visita 18:00 a 19:30 hs',
  );
  expect(dayLabel('2027-02-01', [])).toBe('lunes 1 de febrero de 2027');
});

it('gives the tab stop to the focused day, else the chosen one, else today, else the first day that can be chosen', () => {
  const november = monthGrid('2026-11', RANGE);
  expect(tabStopDate(november, RANGE, '2026-11-20', '2026-11-12')).toBe('2026-11-20');
  expect(tabStopDate(november, RANGE, null, '2026-11-12')).toBe('2026-11-12');
  // A past day or another month's day never takes it.
  expect(tabStopDate(november, RANGE, '2026-11-03', '2027-01-04')).toBe('2026-11-10');
  expect(tabStopDate(monthGrid('2027-01', RANGE), RANGE, null, null)).toBe('2027-01-01');
  expect(tabStopDate(monthGrid('2026-11', { start: '2026-11-10', end: '2026-11-09' }), { start: '2026-11-10', end: '2026-11-09' }, null)).toBeNull();
});

it('moves the focus like a date picker, never outside the range', () => {
  expect(dateAfterKey('2026-11-12', 'ArrowRight', RANGE)).toBe('2026-11-13');
  expect(dateAfterKey('2026-11-30', 'ArrowRight', RANGE)).toBe('2026-12-01');
  expect(dateAfterKey('2026-11-12', 'ArrowLeft', RANGE)).toBe('2026-11-11');
  expect(dateAfterKey('2026-11-12', 'ArrowDown', RANGE)).toBe('2026-11-19');
  expect(dateAfterKey('2026-11-26', 'ArrowDown', RANGE)).toBe('2026-12-03');
  expect(dateAfterKey('2026-11-19', 'ArrowUp', RANGE)).toBe('2026-11-12');
  // Thursday 12: Monday 9 is past, so Home stops at today; End goes to Sunday 15.
  expect(dateAfterKey('2026-11-12', 'Home', RANGE)).toBe('2026-11-10');
  expect(dateAfterKey('2026-11-12', 'End', RANGE)).toBe('2026-11-15');
  expect(dateAfterKey('2026-12-02', 'Home', RANGE)).toBe('2026-11-30');
  expect(dateAfterKey('2027-02-28', 'End', RANGE)).toBe('2027-02-28');
  // PageDown keeps the day, or the month's last when it has fewer days.
  expect(dateAfterKey('2026-12-15', 'PageDown', RANGE)).toBe('2027-01-15');
  expect(dateAfterKey('2027-01-31', 'PageDown', RANGE)).toBe('2027-02-28');
  expect(dateAfterKey('2027-03-31', 'PageUp', RANGE)).toBe('2027-02-28');
  // Not before today, not after the last published date.
  expect(dateAfterKey('2026-11-10', 'ArrowLeft', RANGE)).toBe('2026-11-10');
  expect(dateAfterKey('2026-11-25', 'PageUp', RANGE)).toBe('2026-11-10');
  expect(dateAfterKey('2027-06-25', 'ArrowDown', RANGE)).toBe('2027-06-30');
  expect(dateAfterKey('2027-06-15', 'PageDown', RANGE)).toBe('2027-06-30');
  expect(dateAfterKey('2026-11-12', 'Enter', RANGE)).toBeNull();
});
