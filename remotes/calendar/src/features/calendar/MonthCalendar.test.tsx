/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MonthEvent } from './calendarModel';
import { MonthCalendar } from './MonthCalendar';

// The tests' clock: Tuesday 10 November 2026; the published calendar ends on 31 January 2027.
const RANGE = { start: '2026-11-10', end: '2027-01-31' };
const event = (title: string, start: string, className: MonthEvent['className']): MonthEvent => ({ title, start, allDay: true, className });
const EVENTS: MonthEvent[] = [
  event('Ocupado', '2026-11-12', 'calEvents'),
  event('Ocupado', '2026-11-20', 'calEvents'),
  event('feriado', '2026-11-20', 'calEvents2'),
  event('Visita 10:00 a 11:00 hs', '2026-11-20', 'calVisits'),
  event('Visita 12:00 a 13:00 hs', '2026-11-20', 'calVisits'),
  event('feriado', '2026-11-23', 'calEvents2'),
  event('Visita 18:00 a 19:30 hs', '2026-11-18', 'calVisits'),
  event('feriado', '2026-12-25', 'calEvents2'),
];

function setup(selected: string | null = null) {
  const onSelect = jest.fn();
  const view = render(<MonthCalendar events={EVENTS} range={RANGE} selected={selected} onSelect={onSelect} />);
  const cell = (date: string) => view.container.querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`);
  const dayButton = (date: string) => cell(date)!.querySelector('button')!;
  return { ...view, onSelect, cell, dayButton };
}

const title = () => screen.getByRole('heading', { level: 2 }).textContent;
const tabStops = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')].map((button) =>
    button.closest('[data-date]')!.getAttribute('data-date'),
  );

it("opens on today's month, in Spanish, weeks from Monday, one cell per day", () => {
  const { container, cell } = setup();
  expect(title()).toBe('noviembre de 2026');
  const grid = screen.getByRole('grid', { name: 'noviembre de 2026' });
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['lunlunes', 'marmartes', 'miémiércoles', 'juejueves', 'vieviernes', 'sábsábado', 'domdomingo']);
  // November 2026 starts on a Sunday: six weeks, six blank cells before the 1st.
  const rows = within(grid).getAllByRole('row');
  expect(rows).toHaveLength(7);
  expect(rows[1]!.querySelectorAll('[role="gridcell"]')).toHaveLength(7);
  expect(rows[1]!.querySelectorAll('[data-date]')).toHaveLength(1);
  expect(container.querySelectorAll('[role="gridcell"][data-date]')).toHaveLength(30);
  // Days gone are greyed numbers, nothing to press; today and after are buttons.
  expect(cell('2026-11-09')!.className).toContain('cal-past');
  expect(cell('2026-11-09')!.querySelector('button')).toBeNull();
  expect(cell('2026-11-09')!.textContent).toBe('9');
  expect(cell('2026-11-10')!.className).toContain('cal-today');
  expect(cell('2026-11-10')!.querySelector('button')!.getAttribute('aria-current')).toBe('date');
});

it('shows the events with the seed classes, at most three a day, and says them all in the label', () => {
  const { cell, dayButton } = setup();
  expect(cell('2026-11-12')!.querySelector('.calEvents')!.textContent).toBe('Ocupado');
  expect(dayButton('2026-11-12').getAttribute('aria-label')).toBe('jueves 12 de noviembre de 2026, Ocupado');
  expect(cell('2026-11-23')!.querySelector('.calEvents2')!.textContent).toBe('feriado');
  expect(cell('2026-11-18')!.querySelector('.calVisits')!.textContent).toBe('Visita 18:00 a 19:30 hs');
  expect(dayButton('2026-11-13').getAttribute('aria-label')).toBe('viernes 13 de noviembre de 2026');

  const crowded = cell('2026-11-20')!;
  expect([...crowded.querySelectorAll('.cal-grid__event')].map((node) => node.textContent)).toEqual(['Ocupado', 'feriado']);
  expect(crowded.querySelector('.cal-grid__more')!.textContent).toBe('+2 más');
  expect(dayButton('2026-11-20').getAttribute('aria-label')).toBe(
    'viernes 20 de noviembre de 2026, Ocupado, feriado, Visita 10:00 a 11:00 hs, Visita 12:00 a 13:00 hs',
  );
});

it('choosing a free day or an event calls onSelect with the date, and the chosen day is marked', () => {
  const { onSelect, cell, dayButton, rerender } = setup();
  fireEvent.click(dayButton('2026-11-13'));
  fireEvent.click(cell('2026-11-12')!.querySelector('.calEvents')!);
  expect(onSelect.mock.calls).toEqual([['2026-11-13'], ['2026-11-12']]);

  rerender(<MonthCalendar events={EVENTS} range={RANGE} selected="2026-11-12" onSelect={onSelect} />);
  expect(cell('2026-11-12')!.className).toContain('cal-selected');
  expect(cell('2026-11-12')!.getAttribute('aria-selected')).toBe('true');
  expect(cell('2026-11-13')!.getAttribute('aria-selected')).toBe('false');
});

it('moves between months from today to the last published one; "Hoy" comes back', () => {
  setup();
  const previous = screen.getByRole('button', { name: 'Mes anterior' });
  const next = screen.getByRole('button', { name: 'Mes siguiente' });
  const today = screen.getByRole('button', { name: 'Hoy' });
  expect(previous.getAttribute('aria-disabled')).toBe('true');
  expect(today.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(previous);
  expect(title()).toBe('noviembre de 2026');

  fireEvent.click(next);
  expect(title()).toBe('diciembre de 2026');
  expect(previous.getAttribute('aria-disabled')).toBe('false');
  expect(document.querySelector('[data-date="2026-12-25"] .calEvents2')!.textContent).toBe('feriado');
  fireEvent.click(next);
  expect(title()).toBe('enero de 2027');
  expect(next.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(next);
  expect(title()).toBe('enero de 2027');

  fireEvent.click(today);
  expect(title()).toBe('noviembre de 2026');
});

it('is one tab stop; arrows, Home, End and PageDown move the focus, into the next month too', () => {
  const { container, dayButton } = setup();
  expect(tabStops(container)).toEqual(['2026-11-10']);

  act(() => dayButton('2026-11-10').focus());
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(dayButton('2026-11-11'));
  expect(tabStops(container)).toEqual(['2026-11-11']);
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(document.activeElement).toBe(dayButton('2026-11-15'));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(title()).toBe('diciembre de 2026');
  expect(document.activeElement).toBe(dayButton('2026-12-06'));
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  expect(document.activeElement).toBe(dayButton('2026-11-30'));
  expect(title()).toBe('noviembre de 2026');
  fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
  expect(document.activeElement).toBe(dayButton('2026-12-30'));
  // Not before today.
  fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
  fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
  expect(document.activeElement).toBe(dayButton('2026-11-10'));
});

it('a date chosen elsewhere brings its month into view', () => {
  const { rerender, cell } = setup();
  rerender(<MonthCalendar events={EVENTS} range={RANGE} selected="2027-01-08" onSelect={() => undefined} />);
  expect(title()).toBe('enero de 2027');
  expect(cell('2027-01-08')!.className).toContain('cal-selected');
});

it('before the dates load (an empty range) shows only greyed days of this month, nothing to press', () => {
  const { container } = render(<MonthCalendar events={[]} range={{ start: '2026-11-10', end: '2026-11-09' }} selected={null} onSelect={() => undefined} />);
  expect(title()).toBe('noviembre de 2026');
  expect(container.querySelectorAll('[role="grid"] button')).toHaveLength(0);
  expect(container.querySelector('[data-date="2026-11-10"]')!.className).toContain('cal-later');
});
