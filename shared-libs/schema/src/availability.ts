// What the availability reads besides Google Calendar: staff bookings and the holiday settings
// (docs/storage-contract.md: reservas, feriados_modificados, feriados_recurrentes).
import { boolean, integer, literal, maxValue, minValue, number, optional, picklist, pipe, regex, strictObject, string, union, type InferOutput } from 'valibot';
import { keyed, realDate, text } from './build';
import { BOOKING_KINDS, BUDGET_ID, HOLD_DAYS_MAX, HOLD_DAYS_MIN, COMPACT_DATE, HOLIDAY_NAME_MAX_LENGTH, MONTH_DAY, REAL_DATE, STAFF_UID } from './limits';

const AUTHOR_MESSAGE = 'debe ser el identificador de quien la cargó (letras, números, - o _).';
const BUDGET_ID_MESSAGE = 'debe ser el identificador de un presupuesto.';

/** reservas/{date}: a date staff marked busy, or that a budget holds (presupuestoId). */
export const bookingSchema = strictObject({
  tipo: picklist(BOOKING_KINDS, 'debe ser "evento" o "bloqueo".'),
  creadoEn: optional(number()),
  /** The staff member's uid: public data never holds an e-mail. */
  creadoPor: optional(pipe(string(AUTHOR_MESSAGE), regex(STAFF_UID, AUTHOR_MESSAGE))),
  presupuestoId: optional(pipe(string(BUDGET_ID_MESSAGE), regex(BUDGET_ID, BUDGET_ID_MESSAGE))),
  /**
   * A provisional hold by a budget (estado 'reservado'): the date is taken until `venceEn` (ms epoch), then lapses by
   * itself unless it is made firm (both fields removed). Always together, and only with presupuestoId (the rules).
   */
  provisoria: optional(literal(true, 'debe ser verdadero (reserva provisoria) o no estar.')),
  venceEn: optional(number('debe ser el instante en que vence la reserva provisoria (ms).')),
});

const HOLD_DAYS_MESSAGE = `debe ser una cantidad entera de días entre ${HOLD_DAYS_MIN} y ${HOLD_DAYS_MAX}.`;

/** config/diasReserva: how many days a budget holds its date provisionally (default DEFAULT_HOLD_DAYS). */
export const holdDaysSchema = pipe(
  number(HOLD_DAYS_MESSAGE),
  integer(HOLD_DAYS_MESSAGE),
  minValue(HOLD_DAYS_MIN, HOLD_DAYS_MESSAGE),
  maxValue(HOLD_DAYS_MAX, HOLD_DAYS_MESSAGE),
);

/** reservas: keyed by a real calendar date. */
export const bookingsSchema = keyed(
  '$fecha',
  pipe(string(), regex(REAL_DATE, 'la clave debe ser una fecha real AAAA-MM-DD entre 1900 y 2099.')),
  bookingSchema,
);

export const addedHolidaySchema = strictObject({ date: realDate(), name: optional(text(0, HOLIDAY_NAME_MAX_LENGTH)) });

/** feriados_modificados: holidays added by staff, and dates (YYYYMMDD) that are not holidays after all. */
export const holidayOverridesSchema = strictObject({
  added: optional(keyed('$id', string(), addedHolidaySchema)),
  removed: optional(
    keyed('$fecha', pipe(string(), regex(COMPACT_DATE, 'la clave no es válida (AAAAMMDD).')), union([boolean(), string()], 'debe ser verdadero o falso.')),
  ),
});

const MONTH_DAY_MESSAGE = 'debe ser mes-día, por ejemplo 12-25.';

export const recurringHolidaySchema = strictObject({
  monthDay: pipe(string(MONTH_DAY_MESSAGE), regex(MONTH_DAY, MONTH_DAY_MESSAGE)),
  name: optional(text(0, HOLIDAY_NAME_MAX_LENGTH)),
});

/** feriados_recurrentes */
export const recurringHolidaysSchema = keyed('$id', string(), recurringHolidaySchema);

export type BookingShape = InferOutput<typeof bookingSchema>;
export type BookingsShape = InferOutput<typeof bookingsSchema>;
export type HolidayOverridesShape = InferOutput<typeof holidayOverridesSchema>;
export type AddedHolidayShape = InferOutput<typeof addedHolidaySchema>;
export type RecurringHolidayShape = InferOutput<typeof recurringHolidaySchema>;
export type RecurringHolidaysShape = InferOutput<typeof recurringHolidaysSchema>;
