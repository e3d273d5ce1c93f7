// The agenda's watchers over stand-ins of the session's primitives: which paths and ranges they ask for, and when
// they answer (the database itself is the end-to-end test's, remotes/backoffice/e2e/agenda.e2e.test.ts).
import { watchBookingsBetween, watchBudgetsById } from './agenda';

type Listener = { path: string; onData: (value: unknown) => void; onError: (error: Error) => void; stopped: boolean };
const listeners: Listener[] = [];
const ranges: Array<[string, string, string]> = [];

jest.mock('@salon/firebase', () => ({
  PATHS: { bookings: 'reservas', budgets: 'presupuestos' },
  childPath: (...parts: string[]) => parts.join('/'),
  rawDatabase: {
    watchPath(path: string, parse: (raw: unknown) => unknown, onData: (value: unknown) => void, onError: (error: Error) => void) {
      const listener: Listener = { path, onData: (raw) => onData(parse(raw)), onError, stopped: false };
      listeners.push(listener);
      return () => void (listener.stopped = true);
    },
    watchKeyRange(path: string, first: string, last: string, parse: (raw: unknown) => unknown, onData: (value: unknown) => void) {
      ranges.push([path, first, last]);
      onData(parse({ [first]: { tipo: 'bloqueo', creadoEn: 1, creadoPor: 'u1' } }));
      return () => undefined;
    },
  },
}));

beforeEach(() => {
  listeners.length = 0;
  ranges.length = 0;
});

const STORED = { cliente: 'Ana Pérez', telefono: '11 5555-0000', fechaEvento: '2026-11-21', estado: 'confirmado', creadoEn: 1 };

it('reads the bookings of a range by key, both ends included', () => {
  const seen: unknown[] = [];
  watchBookingsBetween('2026-10-26', '2026-12-06', (bookings) => seen.push(bookings));
  expect(ranges).toEqual([['reservas', '2026-10-26', '2026-12-06']]);
  expect(seen).toEqual([[{ date: '2026-10-26', kind: 'bloqueo' }]]);
});

it("follows the bookings whole and keeps the range on a page whose session has no key ranges (an older host's)", () => {
  const { rawDatabase } = jest.requireMock<{ rawDatabase: { watchKeyRange?: unknown } }>('@salon/firebase');
  const withRanges = rawDatabase.watchKeyRange;
  delete rawDatabase.watchKeyRange;
  try {
    const seen: unknown[] = [];
    watchBookingsBetween('2026-10-26', '2026-12-06', (bookings) => seen.push(bookings));
    expect(listeners.map((listener) => listener.path)).toEqual(['reservas']);
    listeners[0]!.onData({
      '2026-10-25': { tipo: 'evento', creadoEn: 1, creadoPor: 'u1' },
      '2026-11-21': { tipo: 'evento', creadoEn: 1, creadoPor: 'u1' },
      '2026-12-06': { tipo: 'bloqueo', creadoEn: 1, creadoPor: 'u1' },
      '2026-12-07': { tipo: 'evento', creadoEn: 1, creadoPor: 'u1' },
    });
    expect(seen).toEqual([
      [
        { date: '2026-11-21', kind: 'evento' },
        { date: '2026-12-06', kind: 'bloqueo' },
      ],
    ]);
  } finally {
    rawDatabase.watchKeyRange = withRanges;
  }
});

it('answers once every budget named has answered, then on each change; a missing one is null', () => {
  const seen: Array<Record<string, { cliente: string } | null>> = [];
  const stop = watchBudgetsById(['p1', 'p2', 'p1'], (budgets) => seen.push(budgets));
  expect(listeners.map((listener) => listener.path)).toEqual(['presupuestos/p1', 'presupuestos/p2']);
  listeners[0]!.onData(STORED);
  expect(seen).toEqual([]);
  listeners[1]!.onData(null);
  expect(seen.map((budgets) => Object.fromEntries(Object.entries(budgets).map(([id, budget]) => [id, budget?.cliente ?? null])))).toEqual([
    { p1: 'Ana Pérez', p2: null },
  ]);
  listeners[1]!.onData({ ...STORED, cliente: 'Luis Díaz' });
  expect(seen.at(-1)?.p2?.cliente).toBe('Luis Díaz');
  stop();
  expect(listeners.map((listener) => listener.stopped)).toEqual([true, true]);
});

it('answers at once when no budget is named, and reports one refusal once', () => {
  const seen: unknown[] = [];
  watchBudgetsById([], (budgets) => seen.push(budgets));
  expect(seen).toEqual([{}]);
  const errors: string[] = [];
  watchBudgetsById(
    ['p1', 'p2'],
    () => undefined,
    (error) => errors.push(error.message),
  );
  for (const listener of listeners) listener.onError(new Error('permission_denied'));
  expect(errors).toEqual(['permission_denied']);
});
