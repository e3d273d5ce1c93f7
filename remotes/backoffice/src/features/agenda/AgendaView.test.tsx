/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AgendaEvent } from '@salon/domain';
import { AgendaView } from './AgendaView';
import type { Agenda } from './useAgenda';

const navigate = jest.fn();
jest.mock('@salon/router', () => ({ useNavigate: () => navigate }));
jest.mock('@salon/ui', () => ({
  Notice: ({ children, tone }: { children: unknown; tone: string }) => <p data-tone={tone}>{children as string}</p>,
}));

// The tests' fixed clock: Tuesday 10 November 2026, noon in the hall.
const NOW = new Date('2026-11-10T12:00:00-03:00');

const EVENTS: AgendaEvent[] = [
  {
    id: 'evento-2026-11-21',
    kind: 'evento',
    title: 'Ana Pérez · 4 hs',
    start: '2026-11-21',
    allDay: true,
    budgetId: 'p1',
    detail: 'Evento de Ana Pérez: 4 hs, 90 invitados (Confirmado).',
  },
  {
    id: 'provisoria-2026-11-26',
    kind: 'provisoria',
    title: 'Familia Gómez · vence el mar 17/11',
    start: '2026-11-26',
    allDay: true,
    budgetId: 'p2',
    detail: 'Reserva provisoria de Familia Gómez: 3 hs, 40 invitados. Vence el martes 17 de noviembre de 2026 si no se confirma.',
  },
  { id: 'bloqueo-2026-11-30', kind: 'bloqueo', title: 'Fecha bloqueada', start: '2026-11-30', allDay: true, detail: 'Fecha bloqueada por el personal' },
];

function agenda(overrides: Partial<Agenda> = {}): Agenda {
  return {
    status: 'ready',
    events: EVENTS,
    filters: [
      { kind: 'evento', label: 'Eventos', count: 1, shown: true },
      { kind: 'provisoria', label: 'Reservas provisorias', count: 1, shown: true },
      { kind: 'bloqueo', label: 'Fechas bloqueadas', count: 1, shown: true },
      { kind: 'feriado', label: 'Feriados', count: 0, shown: false },
      { kind: 'visita', label: 'Visitas', count: 0, shown: true },
    ],
    toggle: jest.fn(),
    showRange: jest.fn(),
    initialView: 'dayGridMonth',
    googleFailed: false,
    now: NOW,
    ...overrides,
  };
}

beforeAll(async () => {
  // The calendar's module, which the view loads on demand, loaded here first: how long that takes is no part of what
  // is tested (the view still waits for it, as it does on the page).
  await import('./AgendaCalendar');
  // jsdom lays nothing out; FullCalendar watches its boxes' sizes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}, 60_000); // compiling FullCalendar the first time is slow on a busy machine: the hooks' 5 s would be luck

beforeEach(() => navigate.mockClear());

// jsdom lays nothing out, and FullCalendar places a month's events by their measured boxes: the month is checked for
// its title, views and range here, its events end to end (agenda.e2e.test.ts); the list needs no layout.
it('opens on the month in Spanish, with the filters and their counts, and tells the model the range', async () => {
  const model = agenda();
  render(<AgendaView agenda={model} />);
  // FullCalendar's code comes on demand: until then its place says so.
  expect(screen.getByText('Cargando el calendario…')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'noviembre de 2026' })).toBeTruthy();
  expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-label'), tab.getAttribute('aria-selected')])).toEqual([
    ['Mes', 'Ver el mes', 'true'],
    ['Semana', 'Ver la semana', 'false'],
    ['Lista', 'Ver la lista', 'false'],
  ]);
  expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
    'Mes anterior',
    'Mes siguiente',
    'Ir a hoy',
  ]);
  const filters = within(screen.getByRole('group', { name: 'Mostrar' }));
  expect(filters.getAllByRole('checkbox').map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked])).toEqual([
    ['Eventos (1)', true],
    ['Reservas provisorias (1)', true],
    ['Fechas bloqueadas (1)', true],
    ['Feriados (0)', false],
    ['Visitas (0)', true],
  ]);
  expect(model.showRange).toHaveBeenCalledWith('2026-10-26T00:00:00-03:00', '2026-12-07T00:00:00-03:00');
  expect(screen.getByRole('status').textContent).toBe('');
});

it('opens a budget’s event through the router, and hands a filter’s change to the model', async () => {
  const model = agenda({ initialView: 'listMonth' });
  render(<AgendaView agenda={model} />);
  const link = await screen.findByRole('link', { name: 'Evento de Ana Pérez: 4 hs, 90 invitados (Confirmado).' });
  expect(link.getAttribute('href')).toBe('/presupuesto/p1');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  fireEvent(link, click);
  expect(click.defaultPrevented).toBe(true);
  expect(navigate).toHaveBeenCalledWith('/presupuesto/p1');
  // Ctrl+click opens another tab, as on any link: the browser's, not the router's.
  navigate.mockClear();
  // What the agenda did with it, read last (on the window), before jsdom, which cannot open tabs, is kept from trying.
  let preventedByAgenda: boolean | null = null;
  const lastListener = (event: Event) => {
    preventedByAgenda = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', lastListener);
  fireEvent(link, new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  window.removeEventListener('click', lastListener);
  expect(preventedByAgenda).toBe(false);
  expect(navigate).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Reservas provisorias (1)' }));
  expect(model.toggle).toHaveBeenCalledWith('provisoria');
});

it('lists the month by day with every detail when it opens as a list; only a budget’s events are links', async () => {
  render(<AgendaView agenda={agenda({ initialView: 'listMonth' })} />);
  const days = await screen.findAllByRole('listitem', { name: /de noviembre de 2026$/ });
  expect(days.map((day) => day.getAttribute('aria-label'))).toEqual(['21 de noviembre de 2026', '26 de noviembre de 2026', '30 de noviembre de 2026']);
  const hold = screen.getByRole('link', {
    name: 'Reserva provisoria de Familia Gómez: 3 hs, 40 invitados. Vence el martes 17 de noviembre de 2026 si no se confirma.',
  });
  expect(hold.getAttribute('href')).toBe('/presupuesto/p2');
  // A blocked date belongs to no budget: it is text, not a control that does nothing.
  const blocked = screen.getByText('Fecha bloqueada por el personal');
  expect(blocked.closest('a, [role="button"]')).toBeNull();
});

it('says in Spanish what could not be read, and while it loads', () => {
  render(<AgendaView agenda={agenda({ status: 'error', events: [], googleFailed: true })} />);
  expect(screen.getByText('No pudimos cargar la agenda. Revisá la conexión y recargá la página.').getAttribute('data-tone')).toBe('error');
  expect(screen.getByText('No pudimos leer el calendario de Google: faltan sus eventos, visitas y feriados en estas fechas.').getAttribute('data-tone')).toBe(
    'warning',
  );
});

it('says it is loading, in the line kept for it', () => {
  render(<AgendaView agenda={agenda({ status: 'loading', events: [] })} />);
  expect(screen.getByRole('status').textContent).toBe('Cargando la agenda…');
});
