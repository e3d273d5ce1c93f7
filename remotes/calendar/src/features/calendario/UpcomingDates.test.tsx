/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { DateInfo } from '@salon/domain';
import { UpcomingDates } from './UpcomingDates';
import type { MonthOfDates } from './calendarModel';

const day = (date: string): DateInfo => ({
  date,
  status: 'Libre',
  price: 320000,
  fullPrice: 320000,
  promotion: null,
  priceType: 'tarifa de fin de semana (4 hs)',
  hours: 4,
  holiday: null,
  visitSlots: [],
  rateKind: 'finDeSemana',
});

const months: MonthOfDates[] = [
  { key: '2026-12', title: 'diciembre de 2026', days: [day('2026-12-04'), day('2026-12-05')] },
  { key: '2027-01', title: 'enero de 2027', days: [day('2027-01-08')] },
  { key: '2027-02', title: 'febrero de 2027', days: [day('2027-02-05'), day('2027-02-06')] },
];

it('draws the dates of the first two months, and of a folded month once it is opened', () => {
  const { container } = render(<UpcomingDates months={months} selected={null} onSelect={() => undefined} />);
  expect(screen.getByRole('list', { name: 'Fechas de diciembre de 2026' }).querySelectorAll('li')).toHaveLength(2);
  expect(screen.getByRole('list', { name: 'Fechas de enero de 2027' }).querySelectorAll('li')).toHaveLength(1);
  expect(screen.queryByRole('list', { name: 'Fechas de febrero de 2027' })).toBeNull();

  const february = container.querySelectorAll('details')[2]!;
  act(() => {
    february.open = true;
    fireEvent(february, new Event('toggle'));
  });
  expect(screen.getByRole('list', { name: 'Fechas de febrero de 2027' }).textContent).toContain('viernes 5 de febrero de 2027');
});
