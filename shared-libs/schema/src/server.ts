// Paths only the server writes (admin SDK): the rules give them no .validate, and the import never takes
// them (docs/storage-contract.md: staff, limitesAskAI, topesConsultas). Described here so every stored path has one shape.
import { integer, minValue, number, optional, picklist, pipe, regex, strictObject, string, type InferOutput } from 'valibot';
import { keyed } from './build';
import { ASK_AI_DAY, ASK_AI_KEY, STAFF_ROLES } from './limits';
import { CALL_TIME_KEY, INQUIRY_GUARD_KEY } from './inquiryLimits';

/** staff/{uid}: a mirror of the custom claims, written by `npm run staff`. */
export const staffSchema = keyed('$uid', string(), strictObject({ email: string(), role: picklist(STAFF_ROLES) }));

/** askAI's counters of one visitor for one UTC day (fixed windows of a minute and of the day). */
export const askAILimitSchema = strictObject({ minuteStart: number(), minuteCount: number(), dayCount: number() });

/** limitesAskAI/{día}/{clave} */
export const askAILimitsSchema = keyed('$dia', pipe(string(), regex(ASK_AI_DAY)), keyed('$clave', pipe(string(), regex(ASK_AI_KEY)), askAILimitSchema));

/** Calls accepted, by the ms they were accepted at (as a key) → how many at that ms; only the last window's are kept. */
const callLogSchema = keyed('$en', pipe(string(), regex(CALL_TIME_KEY)), number());

/** topesConsultas/visitantes/{clave}: one caller's (an identity, an address or a phone) accepted inquiries, and the last one's time. */
export const inquiryGuardsSchema = keyed(
  '$clave',
  pipe(string(), regex(INQUIRY_GUARD_KEY)),
  strictObject({ envios: optional(callLogSchema), ultima: number() }),
);

/** topesConsultas/hora: every inquiry accepted in the last hour, and the ceiling in force (staff see both in the inbox). */
export const inquiryCeilingSchema = strictObject({ envios: optional(callLogSchema), tope: number(), ultima: number() });

export type InquiryCeilingShape = InferOutput<typeof inquiryCeilingSchema>;
export type StaffShape = InferOutput<typeof staffSchema>;
export type AskAILimitShape = InferOutput<typeof askAILimitSchema>;

const MONTH_KEY = /^\d{4}-(0[1-9]|1[0-2])$/;
const count = pipe(number(), integer(), minValue(0));

/**
 * cifras/meses/{AAAA-MM}: /tablero's figures of one month, kept by the server from that month's books (docs/performance.md,
 * "Server-kept figures"): the events of the month (booked revenue, collected, owed, occupancy) and what was made in it
 * (the funnel). `pedido` counts the recomputations asked for; `calculado` is the one these figures answer.
 */
export const monthFiguresSchema = strictObject({
  confirmado: count,
  eventos: count,
  reservado: count,
  reservas: count,
  total: count,
  cobrado: count,
  falta: count,
  extras: count,
  findes: count,
  ocupadas: count,
  provisorias: count,
  consultas: count,
  presupuestos: count,
  confirmados: count,
  /**
   * The month's budgets marked pagado or realizado that still owe ({budgetId: pesos owed}), absent when none:
   * /cobranzas reads them here, since it queries budgets only by the statuses of open plans.
   */
  cerradosConSaldo: optional(keyed('$presupuesto', string(), pipe(number(), integer(), minValue(1)))),
  /** Their sum, absent when none: the months /cobranzas queries (`orderByChild`, indexed). */
  saldoDeCerrados: optional(pipe(number(), integer(), minValue(1))),
  pedido: count,
  calculado: count,
});
export const figuresSchema = keyed('$mes', pipe(string(), regex(MONTH_KEY)), monthFiguresSchema);
export type MonthFiguresShape = InferOutput<typeof monthFiguresSchema>;
