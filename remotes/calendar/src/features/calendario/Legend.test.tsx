/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Legend } from './Legend';

const named = () => screen.getAllByRole('listitem').map((item) => item.textContent?.trim());

it('names visit hours only when the calendar has visit slots', () => {
  const { rerender } = render(<Legend showVisits={false} />);
  expect(named()).toEqual([
    'Ocupado',
    'Reservado provisoriamente: puede liberarse en unos días',
    'Feriado (tarifa de fin de semana)',
    'Libre: tocá la fecha para ver su precio',
  ]);
  rerender(<Legend showVisits />);
  expect(named()).toEqual([
    'Ocupado',
    'Reservado provisoriamente: puede liberarse en unos días',
    'Feriado (tarifa de fin de semana)',
    'Libre: tocá la fecha para ver su precio',
    'Horario de visita',
  ]);
});
