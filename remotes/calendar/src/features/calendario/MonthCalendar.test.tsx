/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MonthEvent } from './calendarModel';
import MonthCalendar from './MonthCalendar';

// The tests' today: Tuesday 10 November 2026; the published calendar ends on 31 January 2027.
const RANGE = { start: '2026-11-10', end: '2027-01-31' };
const event = (title: string, start: string, className: MonthEvent['className']): MonthEvent => ({ title, start, allDay: true, className });
const EVENTS: MonthEvent[] = [
  event('Ocupado', '2026-11-12', 'calEvents'),
  event('Reservado provisoriamente', '2026-11-14', 'calHeld'),
  event('feriado', '2026-11-23', 'calEvents2'),
  event('Visita 18:00 a 19:30 hs', '2026-11-18', 'calVisits'),
  event('feriado', '2026-12-25', 'calEvents2'),
];

function setup(selected: string | null = null) {
  const onSelect = jest.fn();
  const view = render(<MonthCalendar events={EVENTS} range={RANGE} selected={selected} onSelect={onSelect} />);
  const day = (date: string) => view.container.querySelector<HTMLElement>(`[role="cell"][data-date="${date}"]`)!;
  return { ...view, onSelect, day };
}

const title = () => screen.getByRole('heading', { level: 2 }).textContent;

it("opens on today's month, in Spanish, weeks from Monday, six weeks", () => {
  const { day } = setup();
  expect(title()).toBe('noviembre de 2026');
  const month = screen.getByRole('table', { name: 'noviembre de 2026' });
  // Each header says the whole weekday to screen readers and shows its short name.
  expect(
    within(month)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['luneslun', 'martesmar', 'miércolesmié', 'juevesjue', 'viernesvie', 'sábadosáb', 'domingodom']);
  expect(within(month).getAllByRole('row', { name: /^Semana/ })).toHaveLength(6);
  // November 2026 starts on a Sunday: the 1st closes the first week.
  const firstWeek = within(month).getAllByRole('row', { name: /^Semana/ })[0]!;
  expect(firstWeek.querySelector('[data-date]')!.getAttribute('data-date')).toBe('2026-11-01');
  expect(day('2026-11-12').textContent).toContain('12 de noviembre de 2026');
  // Days gone are greyed; today is marked as today.
  expect(day('2026-11-09').className).toContain('cal-past');
  expect(day('2026-11-10').className).not.toContain('cal-past');
  expect(day('2026-11-10').getAttribute('aria-current')).toBe('date');
});

it('shows busy dates "Ocupado", holds "Reservado provisoriamente", holidays "feriado" and visit slots, with the seed classes', () => {
  const { day } = setup();
  expect(day('2026-11-12').querySelector('.calEvents')!.textContent).toBe('Ocupado');
  expect(day('2026-11-14').querySelector('.calHeld')!.textContent).toBe('Reservado provisoriamente');
  expect(day('2026-11-23').querySelector('.calEvents2')!.textContent).toBe('feriado');
  expect(day('2026-11-18').querySelector('.calVisits')!.textContent).toBe('Visita 18:00 a 19:30 hs');
  expect(day('2026-11-13').querySelector('.calEvents, .calHeld, .calEvents2, .calVisits')).toBeNull();
});

it("tapping a date's event chooses that date, and the chosen date is marked", () => {
  const { onSelect, day, rerender } = setup();
  fireEvent.click(day('2026-11-12').querySelector('.calEvents')!);
  expect(onSelect.mock.calls).toEqual([['2026-11-12']]);

  rerender(<MonthCalendar events={EVENTS} range={RANGE} selected="2026-11-12" onSelect={onSelect} />);
  expect(day('2026-11-12').className).toContain('cal-selected');
  expect(day('2026-11-13').className).not.toContain('cal-selected');
});

it('moves between months from this one to the last published one, after the tap’s frame; "Hoy" comes back', async () => {
  setup();
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
  const month = (name: string) => screen.findByRole('heading', { level: 2, name });
  expect(button('Mes anterior').disabled).toBe(true);
  expect(button('Hoy').disabled).toBe(true);

  fireEvent.click(button('Mes siguiente'));
  // The tap's frame: the month it leaves, dimmed and said busy, until the next one is drawn.
  expect(title()).toBe('noviembre de 2026');
  expect(document.querySelector('.cal-view__grid')!.getAttribute('aria-busy')).toBe('true');
  await month('diciembre de 2026');
  await waitFor(() => expect(document.querySelector('.cal-view__grid')!.getAttribute('aria-busy')).toBe('false'));
  expect(document.querySelector('[data-date="2026-12-25"] .calEvents2')!.textContent).toBe('feriado');
  expect(button('Mes anterior').disabled).toBe(false);
  fireEvent.click(button('Mes siguiente'));
  await month('enero de 2027');
  expect(button('Mes siguiente').disabled).toBe(true);

  fireEvent.click(button('Hoy'));
  await month('noviembre de 2026');
});

it('a date chosen elsewhere (the list) brings its month into view', async () => {
  const { rerender, day } = setup();
  rerender(<MonthCalendar events={EVENTS} range={RANGE} selected="2027-01-08" onSelect={() => undefined} />);
  await screen.findByRole('heading', { level: 2, name: 'enero de 2027' });
  expect(day('2027-01-08').className).toContain('cal-selected');
});
