/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MonthPlaceholder } from './MonthPlaceholder';

it('says the dates are loading, over a month of six empty weeks headed Monday to Sunday', () => {
  const { container } = render(<MonthPlaceholder loading />);
  expect(screen.getByRole('status').textContent).toBe('Cargando fechas...');
  // Short names, and the initials a phone's narrow days show instead (calendar.css), as FullCalendar heads them.
  expect([...container.querySelectorAll('.cal-frame__short')].map((cell) => cell.textContent)).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
  expect([...container.querySelectorAll('.cal-frame__initial')].map((cell) => cell.textContent)).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
  expect(container.querySelectorAll('.cal-frame__week')).toHaveLength(6);
  expect(container.querySelectorAll('.cal-frame__day')).toHaveLength(42);
  // No day to tap or to read yet: the empty month is hidden from screen readers.
  expect(container.querySelectorAll('button')).toHaveLength(0);
  expect(container.querySelector('.cal-frame__grid')!.getAttribute('aria-hidden')).toBe('true');
});

it('stops saying "loading" when the dates could not be loaded (the page says why above it)', () => {
  render(<MonthPlaceholder loading={false} />);
  expect(screen.getByRole('status').textContent).toBe('');
});
