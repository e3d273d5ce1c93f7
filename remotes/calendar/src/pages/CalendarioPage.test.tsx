/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { buildAvailabilityIndex, lookupDate, nearestFreeDates } from '@salon/domain';
import type { AvailabilityState } from '@salon/availability';
import { StaticRouter } from '@salon/router';
import CalendarioPage from './CalendarioPage';

// The hall on Tuesday 10 November 2026: Thursday 12 booked, Saturday 14 held by a budget, 23 November a holiday.
const index = buildAvailabilityIndex({
  now: new Date('2026-11-10T13:00:00Z'),
  endDate: '2027-01-31',
  rawPrices: { a_precio_4hs_11: 360000, b_precio_3hs_11: 281500 },
  bookings: [{ date: '2026-11-12' }, { date: '2026-11-14', provisional: true }],
  recurringHolidays: [{ monthDay: '11-23', name: 'Día de la Soberanía Nacional' }],
});
let availability: AvailabilityState & { refresh(): Promise<void> };
const loaded = (ready: boolean): typeof availability => ({
  loading: !ready,
  error: null,
  ready,
  range: { start: index.start, end: index.end },
  lookup: (date) => lookupDate(index, date),
  nearestFreeDates: (date, count) => nearestFreeDates(index, date, count),
  index,
  googleConfigured: false,
  refresh: () => Promise.resolve(),
});
jest.mock('@salon/availability', () => ({ useAvailability: () => availability }));

function renderPage() {
  return render(
    <StaticRouter location="/calendario">
      <CalendarioPage />
    </StaticRouter>,
  );
}

const details = () => document.getElementById('cal-details')!;

// The month view's chunk, as the page asks for it once it is on screen (here, before the tests). jsdom lays nothing
// out: the page's scroll to the chosen date finds no bar at the top and scrolls nowhere.
beforeAll(async () => {
  await import('../features/calendario/MonthCalendar');
  document.elementsFromPoint = () => [];
  Element.prototype.scrollIntoView = () => undefined;
});

it('until the dates arrive, shows the month’s frame and says the dates are loading', () => {
  availability = loaded(false);
  const { container } = renderPage();
  expect(within(container.querySelector<HTMLElement>('.cal-month-view')!).getByRole('status').textContent).toBe('Cargando fechas...');
  expect(container.querySelectorAll('.cal-frame__week')).toHaveLength(6);
  expect(screen.queryByRole('heading', { name: 'Próximas fechas' })).toBeNull();
});

it('a tap on a taken date in the month shows it taken, with the nearest free dates; a free one shows its price', async () => {
  availability = loaded(true);
  const { container } = renderPage();
  // The month view comes from its own chunk (React.lazy), drawn once that has resolved.
  const month = await screen.findByRole('table', { name: 'noviembre de 2026' });
  const day = (date: string) => month.querySelector<HTMLElement>(`[role="cell"][data-date="${date}"]`)!;
  expect(day('2026-11-12').querySelector('.calEvents')!.textContent).toBe('Ocupado');
  expect(day('2026-11-14').querySelector('.calHeld')!.textContent).toBe('Reservado provisoriamente');
  expect(day('2026-11-23').querySelector('.calEvents2')!.textContent).toBe('feriado');
  expect(details().textContent).toBe('Elegí una fecha en el calendario o en la lista.');

  fireEvent.click(day('2026-11-12').querySelector('.calEvents')!);
  expect(within(details()).getByRole('heading', { level: 2 }).textContent).toBe('jueves 12 de noviembre de 2026');
  expect(details().textContent).toContain('Ocupado: esta fecha ya está reservada.');
  expect([...details().querySelectorAll('.cal-details__alternatives button')].map((button) => button.textContent)).toEqual([
    'miércoles 11 de noviembre de 2026 · $ 281.500',
    'viernes 13 de noviembre de 2026 · $ 360.000',
    'martes 10 de noviembre de 2026 · $ 281.500',
  ]);

  // The list beside it offers the same dates: a free one shows its rental and price.
  fireEvent.click(within(container.querySelector<HTMLElement>('.cal-upcoming')!).getByRole('button', { name: /^viernes 13 de noviembre de 2026/ }));
  expect(within(details()).getByRole('heading', { level: 2 }).textContent).toBe('viernes 13 de noviembre de 2026');
  expect(details().querySelector('dt')!.textContent).toBe('Alquiler del salón x 4 hs');
  expect(details().querySelector('dd')!.textContent).toBe('$ 360.000');
  expect(day('2026-11-13').className).toContain('cal-selected');
});
