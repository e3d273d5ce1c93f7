/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MonthPlaceholder } from './MonthPlaceholder';

it('says the dates are loading, over a month of six empty weeks headed Monday to Sunday', () => {
  const { container } = render(<MonthPlaceholder loading />);
  expect(screen.getByRole('status').textContent).toBe('Cargando fechas...');
  expect([...container.querySelectorAll('.cal-grid__weekday')].map((cell) => cell.textContent)).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
  expect(container.querySelectorAll('.cal-grid__week')).toHaveLength(6);
  expect(container.querySelectorAll('.cal-grid__cell--pending')).toHaveLength(42);
  // No day to tap or to read yet: the empty grid is hidden from screen readers.
  expect(container.querySelectorAll('button')).toHaveLength(0);
  expect(screen.queryByRole('grid')).toBeNull();
});

it('stops saying "loading" when the dates could not be loaded (the page says why above it)', () => {
  render(<MonthPlaceholder loading={false} />);
  expect(screen.getByRole('status').textContent).toBe('');
});
