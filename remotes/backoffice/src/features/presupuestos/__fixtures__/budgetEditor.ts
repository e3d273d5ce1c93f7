// What the budget editor's tests give it in place of the database: a mutable `backend` (prices, bookings, the
// signed-in staff member) behind the @salon/firebase functions the editor uses. Tests mock @salon/firebase with
// `firebaseMock()`. Values are literals: the hall's clock is Tuesday 10 November 2026 (scripts/testing/clock.ts).
import { useLiveStub } from '@salon/firebase/testing';
import type { BudgetPriceCopy, StoredBudget } from '@salon/domain';

export const HALL_NOW = new Date('2026-11-10T12:00:00-03:00');

/** datosId/8 as stored: December (page 12) has the rentals, the extra hours and the
 * waitress; January (page 13) only the 4-hour rental; the rest is "Consultar". */
export const RAW_PRICES: Record<string, unknown> = {
  a_precio_4hs_12: 500000,
  b_precio_3hs_12: 380000,
  c_hora_extra_finde_12: 60000,
  d_hora_extra_semana_12: 45000,
  e_camarera_12: 30000,
  a_precio_4hs_13: 550000,
};

/** December's prices as the editor copies them into a budget, at the weekend rate. */
export const DECEMBER_COPY: BudgetPriceCopy = {
  mes: 12,
  tarifa: 'finDeSemana',
  valores: { a_precio_4hs_: 500000, b_precio_3hs_: 380000, c_hora_extra_finde_: 60000, d_hora_extra_semana_: 45000, e_camarera_: 30000 },
};

/** What the editor writes back for the held budget below when only its date, status or prices change. */
export const HELD_RECORD = {
  cliente: 'Lucía Fernández',
  telefono: '11 4444-5555',
  invitados: 80,
  alquiler: '4hs',
  horasExtra: 1,
  adicionales: { camarera: 2 },
  descuento: 0,
  sena: 0,
  notas: '',
  estado: 'reservado',
  validoHasta: '2026-11-25',
  autor: 'ana@salon.test',
} as const;

/** A budget holding Saturday 12 December 2026 provisionally, saved with older December prices. */
export const HELD_BUDGET: StoredBudget = {
  ...HELD_RECORD,
  id: '-Presupuesto01',
  fechaEvento: '2026-12-12',
  creadoEn: 1_762_000_000_000,
  actualizadoEn: 1_762_000_000_000,
  precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 450000, c_hora_extra_finde_: 50000, e_camarera_: 25000 } },
  anulacion: null,
};

/** The hold of HELD_BUDGET: until the end of Tuesday 17 November 2026 in the hall. */
export const HOLD_ENDS_AT = Date.parse('2026-11-18T00:00:00-03:00');

/** HELD_BUDGET's booking in reservas. */
export const HELD_BOOKING = { date: '2026-12-12', kind: 'evento' as const, budgetId: '-Presupuesto01', provisional: true as const, expiresAt: HOLD_ENDS_AT };

interface Booking {
  date: string;
  kind: 'evento' | 'bloqueo';
  budgetId?: string;
  provisional?: true;
  expiresAt?: number;
}

export const backend: {
  prices: Record<string, unknown> | Error;
  /** 'pending': the database has not answered yet. */
  bookings: Booking[] | Error | 'pending';
  email: string;
  /** config/salon as stored. */
  hallFacts: Record<string, unknown>;
  /** Dates the Google events calendar has an event on. */
  googleBusy: string[];
} = {
  prices: RAW_PRICES,
  bookings: [],
  email: 'ana@salon.test',
  hallFacts: { capacidad: 150 },
  googleBusy: [],
};

export function resetBackend(): void {
  backend.prices = RAW_PRICES;
  backend.bookings = [];
  backend.email = 'ana@salon.test';
  backend.hallFacts = { capacidad: 150 };
  backend.googleBusy = [];
}

type OnData<T> = (value: T) => void;
type OnError = (error: Error) => void;
const answer =
  <T>(value: () => T | Error | 'pending') =>
  (onData: OnData<T>, onError?: OnError) => {
    const current = value();
    if (current === 'pending') return () => undefined;
    if (current instanceof Error) onError?.(current);
    else onData(current);
    return () => undefined;
  };

/** @salon/firebase as the editor uses it, answering from `backend` at once. */
export function firebaseMock() {
  return {
    useLive: useLiveStub,
    useSession: () => ({ currentUser: { email: backend.email } }),
    watchBookings: answer(() => backend.bookings),
    watchPrices: answer(() => backend.prices),
    // Saturday and Sunday are the weekend; no holidays; the hall's name.
    watchWeekendDays: answer(() => [0, 6]),
    watchRecurringHolidays: answer(() => []),
    watchHolidayOverrides: answer(() => ({ added: [], removed: [] })),
    watchCompanyName: answer(() => 'Salón Las Palmas'),
    watchHallFacts:
      <T>(read: (raw: unknown) => T) =>
      (onData: OnData<T>) => {
        onData(read(backend.hallFacts));
        return () => undefined;
      },
  };
}

/** @salon/availability as the editor uses it: the Google calendar's events of `backend.googleBusy`. */
export function availabilityMock() {
  return {
    useAvailability: () => ({
      ready: true,
      lookup: (date: string) => ({ date, status: backend.googleBusy.includes(date) ? 'Ocupado' : 'Libre' }),
    }),
  };
}
