// Budgets (presupuestos) staff write for clients. The total is the calculator's (calculateQuote), computed
// from a copy of the month's prices kept with the budget, so a later price change does not alter a budget
// already sent.
import {
  MAX_AUTHOR_LENGTH,
  MAX_BUDGET_AMOUNT,
  MAX_CLIENT_LENGTH,
  MAX_GUESTS,
  MAX_NOTES_LENGTH,
  MAX_PHONE_LENGTH,
  RENTAL_OPTIONS,
  type BudgetPriceCopyShape,
  type BudgetShape,
} from '@salon/schema';
import { parseAnnulment, type Annulment } from './annulment';
import { BUDGET_STATUSES, readBudgetStatus, type BudgetStatus } from './budgetStatus';
import { addDays, compareCodes, formatDateLong, isoDateParts, isValidIsoDate, isWithinPickerRange, todayInHall, type IsoDate } from '../dates/dates';
import { formatARS, parseARS, parseWholePesos } from '../pricing/money';
import { PRICE_FIELD_NAMES, pricesForPage, priceKey, type PriceField } from '../pricing/prices';
import { calculateQuote, clampQuantity, EXTRA_KEYS, MAX_QUANTITY, PRICE_ON_REQUEST, type ExtraKey, type Quote, type RentalOption } from '../pricing/quote';
import { priceTypeForDate, type RateOptions } from '../pricing/rates';
import { pageForMonth, isSeasonPage, type SeasonPage } from '../pricing/season';
import { asRecord, ownValue } from '../data/values';

/** The statuses the form accepts: a budget is annulled only with a reason (annulBudget), never from the list. */
export const EDITABLE_BUDGET_STATUSES: readonly BudgetStatus[] = BUDGET_STATUSES.filter((status) => status !== 'anulado');

/** Rate of the extra hours: holidays are charged as the weekend. */
export type ExtraHourRate = BudgetPriceCopyShape['tarifa'];
export const EXTRA_HOUR_RATE_LABELS: Readonly<Record<ExtraHourRate, string>> = {
  semana: 'De semana',
  finDeSemana: 'Fin de semana o feriado',
};

/** Spanish names of the add-ons, as the calculator shows them. */
export const EXTRA_LABELS: Readonly<Record<ExtraKey, string>> = {
  camarera: 'Camarera',
  metegol: 'Metegol',
  pingPong: 'Ping pong',
  inflable: 'Inflable',
  proyector: 'Proyector',
  arcade: 'Arcade',
  horaOrganizacion: 'Hora de organización',
  parrillero: 'Parrillero',
};

/** Days a new budget stays valid. */
export const DEFAULT_VALIDITY_DAYS = 15;
/** The latest "Válido hasta" a budget may get: this many days after today. */
export const MAX_VALIDITY_DAYS = 365;
// The stored budget's limits (presupuestos/{id}, @salon/schema), for the form.
export { MAX_GUESTS, MAX_CLIENT_LENGTH, MAX_NOTES_LENGTH, MAX_BUDGET_AMOUNT };

/** The month's prices the budget was made with (fields without the month number), and the extra-hour rate. */
export type BudgetPriceCopy = Omit<BudgetPriceCopyShape, 'mes' | 'valores'> & {
  mes: SeasonPage;
  valores: Partial<Record<PriceField, number>>;
};

/**
 * A budget as stored in presupuestos/{id} (its shape: budgetSchema of @salon/schema), read with every field filled:
 * 0 or '' for a missing number or text, null for no rental, price copy or annulment, a legacy status read as the
 * business path's. Its client link and acceptance are read on their own (parseBudgetClientLink, parseAcceptance), its
 * history from its own path (parseBudgetHistory).
 */
export type Budget = Omit<
  Required<BudgetShape>,
  'alquiler' | 'estado' | 'precios' | 'anulacion' | 'enlaceCliente' | 'aceptacion' | 'consultaId' | 'pagoSinFecha'
> & {
  /** null: only add-ons, no hall rental. */
  alquiler: RentalOption | null;
  estado: BudgetStatus;
  /** null only for budgets saved before copies were kept: they are priced with today's prices. */
  precios: BudgetPriceCopy | null;
  /** Why, by whom and when it was annulled (estado 'anulado'); null while it is not. */
  anulacion: Annulment | null;
  /** The inquiry it was made from (written once, with the budget: createBudget). */
  consultaId?: string;
  /** A Mercado Pago payment arrived when its date was someone else's (the webhook's flag): staff must sort it out. */
  pagoSinFecha?: LatePayment;
};

/** presupuestos/{id}/pagoSinFecha: the receipt and payment that came without a date. */
export interface LatePayment {
  numero: number;
  pagoMercadoPago: string;
  en: number;
}

export function parseLatePayment(raw: unknown): LatePayment | null {
  const record = asRecord(raw);
  if (typeof record.numero !== 'number' || typeof record.pagoMercadoPago !== 'string' || typeof record.en !== 'number') return null;
  return { numero: record.numero, pagoMercadoPago: record.pagoMercadoPago, en: record.en };
}

export interface StoredBudget extends Budget {
  id: string;
}

/** What the form holds: text as typed, so nothing typed is lost to parsing. */
export interface BudgetForm {
  cliente: string;
  telefono: string;
  fechaEvento: string;
  invitados: string;
  alquiler: RentalOption | '';
  tarifa: ExtraHourRate;
  horasExtra: string;
  adicionales: Record<ExtraKey, string>;
  descuento: string;
  sena: string;
  notas: string;
  estado: BudgetStatus;
  validoHasta: string;
  /**
   * A new budget from an inquiry's quote: the unit prices the visitor was quoted, which the editor prices its
   * lines with while the event stays in that month and rate (quotedPriceCopy). Absent otherwise.
   */
  precios?: BudgetPriceCopy | null;
  /** A new budget from an inquiry: its id, so the save links both and moves the inquiry to 'presupuestada'. */
  consultaId?: string;
}

export type BudgetFormField = Exclude<keyof BudgetForm, 'adicionales' | 'precios' | 'consultaId'> | `adicionales.${ExtraKey}`;
export type BudgetFormErrors = Partial<Record<BudgetFormField, string>>;

/** The budget's fields that the form decides (timestamps, author and the price copy are added on save). */
export type BudgetFields = Omit<Budget, 'creadoEn' | 'actualizadoEn' | 'autor' | 'precios' | 'anulacion'> & { tarifa: ExtraHourRate };

const emptyExtras = (): Record<ExtraKey, string> => Object.fromEntries(EXTRA_KEYS.map((key) => [key, ''])) as Record<ExtraKey, string>;

/** A blank form for a new budget, valid for DEFAULT_VALIDITY_DAYS from the hall's today. */
export function emptyBudgetForm(now: Date): BudgetForm {
  const today = todayInHall(now);
  const valid = new Date(`${today}T12:00:00Z`);
  valid.setUTCDate(valid.getUTCDate() + DEFAULT_VALIDITY_DAYS);
  return {
    cliente: '',
    telefono: '',
    fechaEvento: '',
    invitados: '',
    alquiler: '',
    tarifa: 'finDeSemana',
    horasExtra: '',
    adicionales: emptyExtras(),
    descuento: '',
    sena: '',
    notas: '',
    estado: 'presupuestado',
    validoHasta: valid.toISOString().slice(0, 10),
  };
}

const amountText = (amount: number): string => (amount > 0 ? formatARS(amount).replace(/^\$ /, '') : '');
const countText = (count: number): string => (count > 0 ? String(count) : '');

/** The form of a stored budget, to edit it. */
export function budgetToForm(budget: Budget): BudgetForm {
  const adicionales = emptyExtras();
  for (const key of EXTRA_KEYS) adicionales[key] = countText(budget.adicionales[key] ?? 0);
  return {
    cliente: budget.cliente,
    telefono: budget.telefono,
    fechaEvento: budget.fechaEvento,
    invitados: countText(budget.invitados),
    alquiler: budget.alquiler ?? '',
    tarifa: budget.precios?.tarifa ?? (budget.alquiler === '3hs' ? 'semana' : 'finDeSemana'),
    horasExtra: countText(budget.horasExtra),
    adicionales,
    descuento: amountText(budget.descuento),
    sena: amountText(budget.sena),
    notas: budget.notas,
    estado: budget.estado,
    validoHasta: budget.validoHasta,
  };
}

/** Extra-hour rate of a date by the hall's rules (weekend days and holidays). */
export function extraHourRateForDate(date: IsoDate, options: RateOptions = {}): ExtraHourRate {
  return priceTypeForDate(date, options) === 'semana' ? 'semana' : 'finDeSemana';
}

/** The default rental of a date: 3 hs on weekdays, 4 hs on the weekend and holidays. */
export function rentalForRate(rate: ExtraHourRate): RentalOption {
  return rate === 'semana' ? '3hs' : '4hs';
}

/** Copies the event month's prices out of the raw datosId/8 value. */
export function takePriceCopy(rawPrices: unknown, fechaEvento: IsoDate, tarifa: ExtraHourRate): BudgetPriceCopy {
  const mes = pageForMonth(isoDateParts(fechaEvento).month);
  const { prices } = pricesForPage(rawPrices, mes);
  const valores: Partial<Record<PriceField, number>> = {};
  for (const field of PRICE_FIELD_NAMES) {
    const price = prices[field];
    if (price !== null) valores[field] = price;
  }
  return { mes, tarifa, valores };
}

/** The copy still fits the budget when the event stays in the same month and rate. */
export function priceCopyFits(copy: BudgetPriceCopy | null, fechaEvento: IsoDate, tarifa: ExtraHourRate): boolean {
  return !!copy && isValidIsoDate(fechaEvento) && copy.mes === pageForMonth(isoDateParts(fechaEvento).month) && copy.tarifa === tarifa;
}

/**
 * The prices a new budget from a quote is totalled with: the month's current prices with the quoted unit prices
 * over them, while the event stays in the quote's month and rate (else the current ones alone). The quoted
 * prices alone while the current ones load: they price every quoted line.
 */
export function quotedPriceCopy(
  current: BudgetPriceCopy | null,
  quoted: BudgetPriceCopy | null | undefined,
  fechaEvento: string,
  tarifa: ExtraHourRate,
): BudgetPriceCopy | null {
  if (!quoted || !priceCopyFits(quoted, fechaEvento, tarifa)) return current;
  return current ? { ...current, valores: { ...current.valores, ...quoted.valores } } : quoted;
}

/** The copy in the shape of datosId/8, for calculateQuote. */
function rawFromCopy(copy: BudgetPriceCopy, page: SeasonPage): Record<string, number> {
  const raw: Record<string, number> = {};
  for (const [field, value] of Object.entries(copy.valores)) raw[priceKey(field as PriceField, page)] = value;
  return raw;
}

export interface BudgetTotals {
  quote: Quote;
  subtotal: number;
  descuento: number;
  total: number;
  sena: number;
  /** What is left after the deposit. */
  saldo: number;
}

/** Lines and totals of a budget, by the calculator's rules, from its own copy of the prices. */
export function budgetTotals(
  budget: Pick<Budget, 'fechaEvento' | 'alquiler' | 'horasExtra' | 'adicionales' | 'descuento' | 'sena'>,
  copy: BudgetPriceCopy,
): BudgetTotals {
  // The stored rate decides the extra hours, whatever today's weekend setting or holidays say:
  // no weekend days → weekday rate; every day a weekend day → weekend rate.
  const rateOptions: RateOptions = { weekendDays: copy.tarifa === 'semana' ? [] : [0, 1, 2, 3, 4, 5, 6] };
  const page = isValidIsoDate(budget.fechaEvento) ? pageForMonth(isoDateParts(budget.fechaEvento).month) : copy.mes;
  const quote = calculateQuote(
    { date: budget.fechaEvento, page, rental: budget.alquiler, extraHours: budget.horasExtra, extras: budget.adicionales },
    rawFromCopy(copy, page),
    rateOptions,
  );
  const subtotal = quote.total;
  const descuento = Math.min(Math.max(budget.descuento, 0), subtotal);
  const total = subtotal - descuento;
  const sena = Math.max(budget.sena, 0);
  return { quote, subtotal, descuento, total, sena, saldo: Math.max(total - sena, 0) };
}

const DIGITS_MIN = 8;
const DIGITS_MAX = 15;

function parseCount(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
}

/** Whole pesos (docs/storage-contract.md); an empty field is 0; 'centavos' when typed with centavos. */
function parseMoney(text: string): number | 'centavos' | null {
  if (text.trim() === '') return 0;
  const value = parseWholePesos(text);
  return value === null || (typeof value === 'number' && (value < 0 || value > MAX_BUDGET_AMOUNT)) ? null : value;
}

export interface BudgetValidationOptions {
  now: Date;
  /** Raw datosId/8 or the budget's own copy: needed to check the discount and deposit against the total. */
  priceCopy: BudgetPriceCopy | null;
  /** When editing: the stored event date may already be past. */
  storedFechaEvento?: IsoDate;
  /** When editing: the stored validity may already be past. */
  storedValidoHasta?: IsoDate;
}

export type BudgetValidation = { ok: true; value: BudgetFields } | { ok: false; errors: BudgetFormErrors };

/** Checks every field and says what is wrong in Spanish, next to the field it belongs to. */
export function validateBudgetForm(form: BudgetForm, options: BudgetValidationOptions): BudgetValidation {
  const errors: BudgetFormErrors = {};
  const today = todayInHall(options.now);

  const cliente = form.cliente.trim();
  if (cliente === '') errors.cliente = 'Escribí el nombre del cliente.';
  else if (cliente.length > MAX_CLIENT_LENGTH) errors.cliente = `El nombre no puede tener más de ${MAX_CLIENT_LENGTH} caracteres.`;

  const telefono = form.telefono.trim();
  const digits = telefono.replace(/\D/g, '').length;
  if (telefono === '') errors.telefono = 'Escribí el teléfono del cliente (para enviarle el presupuesto por WhatsApp).';
  else if (/[^\d\s()+\-.]/.test(telefono) || digits < DIGITS_MIN || digits > DIGITS_MAX) {
    errors.telefono = `El teléfono debe tener entre ${DIGITS_MIN} y ${DIGITS_MAX} números, con código de área (por ejemplo 11 4444-5555).`;
  }

  const fechaEvento = form.fechaEvento.trim();
  if (fechaEvento === '') errors.fechaEvento = 'Elegí la fecha del evento.';
  else if (!isWithinPickerRange(fechaEvento)) errors.fechaEvento = 'La fecha del evento no es válida.';
  else if (fechaEvento < today && fechaEvento !== options.storedFechaEvento) errors.fechaEvento = 'La fecha del evento ya pasó.';

  const invitados = parseCount(form.invitados, MAX_GUESTS);
  if (form.invitados.trim() === '') errors.invitados = 'Escribí la cantidad de invitados.';
  else if (invitados === null || invitados < 1) errors.invitados = `Los invitados deben ser un número entero entre 1 y ${MAX_GUESTS}.`;

  const horasExtra = parseCount(form.horasExtra, MAX_QUANTITY);
  if (horasExtra === null) errors.horasExtra = `Las horas extra deben ser un número entero entre 0 y ${MAX_QUANTITY}.`;

  const adicionales: Partial<Record<ExtraKey, number>> = {};
  for (const key of EXTRA_KEYS) {
    const quantity = parseCount(form.adicionales[key] ?? '', MAX_QUANTITY);
    if (quantity === null) errors[`adicionales.${key}`] = `La cantidad debe ser un número entero entre 0 y ${MAX_QUANTITY}.`;
    else if (quantity > 0) adicionales[key] = quantity;
  }

  const alquiler = form.alquiler === '' ? null : form.alquiler;
  if (alquiler === null && (horasExtra ?? 0) === 0 && Object.keys(adicionales).length === 0 && !errors.horasExtra) {
    errors.alquiler = 'Elegí el alquiler del salón o al menos un adicional.';
  }

  const descuentoTyped = parseMoney(form.descuento);
  if (descuentoTyped === null) errors.descuento = 'El descuento no es un importe válido. Escribilo como 15.000.';
  if (descuentoTyped === 'centavos') errors.descuento = 'Escribí el descuento en pesos, sin centavos (por ejemplo 15.000).';
  const descuento = typeof descuentoTyped === 'number' ? descuentoTyped : null;
  const senaTyped = parseMoney(form.sena);
  if (senaTyped === null) errors.sena = 'La seña no es un importe válido. Escribila como 100.000.';
  if (senaTyped === 'centavos') errors.sena = 'Escribí la seña en pesos, sin centavos (por ejemplo 100.000).';
  const sena = typeof senaTyped === 'number' ? senaTyped : null;

  const estado = EDITABLE_BUDGET_STATUSES.includes(form.estado) ? form.estado : null;
  if (!estado) errors.estado = 'Elegí el estado del presupuesto.';

  const validoHasta = form.validoHasta.trim();
  const latestValidity = addDays(today, MAX_VALIDITY_DAYS);
  if (validoHasta === '') errors.validoHasta = 'Elegí hasta qué fecha vale el presupuesto.';
  else if (!isValidIsoDate(validoHasta) || ((validoHasta < today || validoHasta > latestValidity) && validoHasta !== options.storedValidoHasta)) {
    errors.validoHasta = `«Válido hasta» tiene que ser una fecha entre hoy y el ${formatDateLong(latestValidity)}.`;
  }

  const tarifa: ExtraHourRate = form.tarifa === 'semana' ? 'semana' : 'finDeSemana';

  if (options.priceCopy && isValidIsoDate(fechaEvento) && descuento !== null && sena !== null && horasExtra !== null) {
    const totals = budgetTotals({ fechaEvento, alquiler, horasExtra, adicionales, descuento: 0, sena: 0 }, options.priceCopy);
    if (descuento > totals.subtotal) errors.descuento = `El descuento no puede superar el subtotal (${formatARS(totals.subtotal)}).`;
    else if (sena > totals.subtotal - descuento) errors.sena = `La seña no puede superar el total (${formatARS(totals.subtotal - descuento)}).`;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      cliente,
      telefono,
      fechaEvento,
      invitados: invitados ?? 0,
      alquiler,
      tarifa,
      horasExtra: horasExtra ?? 0,
      adicionales,
      descuento: descuento ?? 0,
      sena: sena ?? 0,
      notas: form.notas.trim().slice(0, MAX_NOTES_LENGTH),
      estado: estado ?? 'presupuestado',
      validoHasta,
    },
  };
}

/** The weekday-or-weekend rate for a date picked in the form, by the hall's weekend setting and holidays. */
export function defaultRateForDate(date: string, options: RateOptions = {}): ExtraHourRate | null {
  return isValidIsoDate(date) ? extraHourRateForDate(date, options) : null;
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');
const count = (value: unknown, max: number): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number > 0 ? Math.min(Math.floor(number), max) : 0;
};
const amount = (value: unknown): number => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? (parseARS(value) ?? 0) : 0;
  // Whole pesos: an older budget's amount typed with centavos reads as the nearest peso (docs/storage-contract.md).
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
};

function parsePriceCopy(raw: unknown): BudgetPriceCopy | null {
  const record = asRecord(raw);
  if (!isSeasonPage(record.mes)) return null;
  const values = asRecord(record.valores);
  const valores: Partial<Record<PriceField, number>> = {};
  for (const field of PRICE_FIELD_NAMES) {
    const value = ownValue(values, field);
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) valores[field] = value;
  }
  return { mes: record.mes, tarifa: record.tarifa === 'semana' ? 'semana' : 'finDeSemana', valores };
}

/**
 * A stored budget, read tolerantly; null when it is not a budget at all. Older budgets may lack fields or keep
 * amounts and counts as text ("100.000"), which the shape (@salon/schema) no longer allows: they are converted
 * here, and clamped to the shape's limits.
 */
export function parseBudget(id: string, raw: unknown): StoredBudget | null {
  const record = asRecord(raw);
  if (typeof record.cliente !== 'string' || !isValidIsoDate(record.fechaEvento)) return null;
  const extrasRecord = asRecord(record.adicionales);
  // A budget the client rejected (an older status) reads as annulled with that reason: out of every total.
  const anulacion =
    parseAnnulment(record.anulacion) ??
    (record.estado === 'rechazado'
      ? {
          motivo: 'Rechazado por el cliente',
          por: text(record.autor, MAX_AUTHOR_LENGTH),
          en: typeof record.actualizadoEn === 'number' ? record.actualizadoEn : 0,
        }
      : null);
  const adicionales: Partial<Record<ExtraKey, number>> = {};
  for (const key of EXTRA_KEYS) {
    const quantity = clampQuantity(ownValue(extrasRecord, key));
    if (quantity > 0) adicionales[key] = quantity;
  }
  return {
    id,
    cliente: text(record.cliente, MAX_CLIENT_LENGTH),
    telefono: text(record.telefono, MAX_PHONE_LENGTH),
    fechaEvento: record.fechaEvento,
    invitados: count(record.invitados, MAX_GUESTS),
    alquiler: RENTAL_OPTIONS.find((option) => option === record.alquiler) ?? null,
    horasExtra: count(record.horasExtra, MAX_QUANTITY),
    adicionales,
    descuento: amount(record.descuento),
    sena: amount(record.sena),
    notas: text(record.notas, MAX_NOTES_LENGTH),
    estado: anulacion ? 'anulado' : readBudgetStatus(record.estado) === 'anulado' ? 'presupuestado' : readBudgetStatus(record.estado),
    validoHasta: isValidIsoDate(record.validoHasta) ? record.validoHasta : record.fechaEvento,
    creadoEn: typeof record.creadoEn === 'number' ? record.creadoEn : 0,
    actualizadoEn: typeof record.actualizadoEn === 'number' ? record.actualizadoEn : 0,
    autor: text(record.autor, MAX_AUTHOR_LENGTH),
    precios: parsePriceCopy(record.precios),
    anulacion,
    ...(typeof record.consultaId === 'string' && record.consultaId !== '' ? { consultaId: record.consultaId } : {}),
    ...(parseLatePayment(record.pagoSinFecha) ? { pagoSinFecha: parseLatePayment(record.pagoSinFecha)! } : {}),
  };
}

/** Budgets newest event first, filtered by client name, phone or event date (as typed: "5/12", "diciembre", "2026-12-05"). */
export function searchBudgets<T extends Pick<Budget, 'cliente' | 'telefono' | 'fechaEvento'>>(budgets: readonly T[], query: string): T[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  const sorted = [...budgets].sort((a, b) => compareCodes(b.fechaEvento, a.fechaEvento));
  if (words.length === 0) return sorted;
  return sorted.filter((budget) => {
    const { day, month, year } = isoDateParts(budget.fechaEvento);
    const haystack = fold(
      [
        budget.cliente,
        budget.telefono,
        budget.telefono.replace(/\D/g, ''),
        budget.fechaEvento,
        `${day}/${month}/${year}`,
        `${day}/${month}`,
        formatDateLong(budget.fechaEvento),
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

export interface BudgetMessageContext {
  companyName: string;
}

/** The WhatsApp message staff send the client: the budget's lines, discount, total, deposit and validity. */
export function budgetMessage(budget: Budget, totals: BudgetTotals, { companyName }: BudgetMessageContext): string {
  const name = companyName.trim();
  const lines = [`¡Hola, ${budget.cliente}! Te enviamos el presupuesto${name ? ` de ${name}` : ''}:`];
  lines.push(`Fecha del evento: ${formatDateLong(budget.fechaEvento)}`);
  if (budget.invitados > 0) lines.push(`Invitados: ${budget.invitados}`);
  for (const line of totals.quote.lines) {
    const quantity = line.quantity > 1 ? ` x ${line.quantity}` : '';
    lines.push(`- ${line.label}${quantity}: ${line.subtotal === null ? PRICE_ON_REQUEST : formatARS(line.subtotal)}`);
  }
  if (totals.descuento > 0) {
    lines.push(`Subtotal: ${formatARS(totals.subtotal)}`);
    lines.push(`Descuento: -${formatARS(totals.descuento)}`);
  }
  lines.push(`Total: ${formatARS(totals.total)}`);
  if (totals.sena > 0) lines.push(`Seña: ${formatARS(totals.sena)} (saldo ${formatARS(totals.saldo)})`);
  lines.push(`Válido hasta el ${formatDateLong(budget.validoHasta)}.`);
  return lines.join('\n');
}

/** The form read leniently for the live summary: what is not a number yet counts as 0. */
export function budgetPreview(form: BudgetForm): Pick<Budget, 'fechaEvento' | 'alquiler' | 'horasExtra' | 'adicionales' | 'descuento' | 'sena'> {
  const adicionales: Partial<Record<ExtraKey, number>> = {};
  for (const key of EXTRA_KEYS) {
    const quantity = clampQuantity(form.adicionales[key]);
    if (quantity > 0) adicionales[key] = quantity;
  }
  return {
    fechaEvento: form.fechaEvento,
    alquiler: form.alquiler === '' ? null : form.alquiler,
    horasExtra: clampQuantity(form.horasExtra),
    adicionales,
    descuento: amount(form.descuento),
    sena: amount(form.sena),
  };
}

/**
 * Holiday dates of the given years from the database's lists: recurring month-days and added dates,
 * minus the removed ones (stored as YYYYMMDD). Used to suggest the extra-hour rate of an event date.
 */
export function holidayDates(
  years: readonly number[],
  recurring: ReadonlyArray<{ monthDay: string }>,
  added: ReadonlyArray<{ date: string }>,
  removed: readonly string[],
): Set<IsoDate> {
  const dates = new Set<IsoDate>(added.map((holiday) => holiday.date).filter((date) => isValidIsoDate(date)));
  for (const year of years) {
    for (const { monthDay } of recurring) {
      const [month, day] = monthDay.split('-').map(Number);
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (isValidIsoDate(date)) dates.add(date);
    }
  }
  for (const compact of removed) dates.delete(`${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`);
  return dates;
}

/** The budget's own price copy or, for budgets saved without one, today's prices of its month (null while they load). */
export function effectivePriceCopy(budget: Pick<Budget, 'precios' | 'fechaEvento' | 'alquiler'>, rawPrices: unknown): BudgetPriceCopy | null {
  if (budget.precios) return budget.precios;
  if (rawPrices === null || rawPrices === undefined || !isValidIsoDate(budget.fechaEvento)) return null;
  return takePriceCopy(rawPrices, budget.fechaEvento, budget.alquiler === '3hs' ? 'semana' : 'finDeSemana');
}

/** 'YYYY-MM' of a budget's event: the month the list filters by. */
export type BudgetMonth = string;

export interface BudgetFilter {
  /** '' for every status. */
  estado: BudgetStatus | '';
  /** 'YYYY-MM' of the event, '' for every month. */
  mes: BudgetMonth;
}

/** The budgets of a status and of an event month (either may be '' for all), in the order given. */
export function filterBudgets<T extends Pick<Budget, 'estado' | 'fechaEvento'>>(budgets: readonly T[], { estado, mes }: BudgetFilter): T[] {
  return budgets.filter((budget) => (estado === '' || budget.estado === estado) && (mes === '' || budget.fechaEvento.startsWith(`${mes}-`)));
}

/**
 * The sum of the budgets' totals, annulled ones left out (inTotals); a budget whose total is not known yet
 * (prices loading) adds nothing. `counted` says how many budgets were added up.
 */
export function sumOfBudgets<T extends Pick<Budget, 'anulacion'>>(
  budgets: readonly T[],
  totalOf: (budget: T) => number | null,
): { total: number; counted: number } {
  let total = 0;
  let counted = 0;
  for (const budget of budgets) {
    if (budget.anulacion) continue;
    const value = totalOf(budget);
    if (value === null) continue;
    total += value;
    counted += 1;
  }
  return { total, counted };
}

/** A date taken in the calendar (reservas/{fecha}): by a staff event or block, or held by a budget. */
export interface DateTaken {
  date: IsoDate;
  kind: 'evento' | 'bloqueo';
  budgetId?: string;
  /** A budget's provisional hold, which lapses by itself unless made firm. */
  provisional?: true;
}

/**
 * What a budget moving to `date` would clash with: a date booked by staff or held by another budget (a hold of
 * this same budget is no clash). null when the date is free. The message is for staff, in Spanish.
 */
export function budgetDateConflict(
  date: string,
  budgetId: string | null,
  taken: readonly DateTaken[],
): { kind: 'presupuesto' | 'evento' | 'bloqueo'; message: string } | null {
  if (!isValidIsoDate(date)) return null;
  const booking = taken.find((entry) => entry.date === date);
  if (!booking || (budgetId !== null && booking.budgetId === budgetId)) return null;
  const day = formatDateLong(date);
  if (booking.budgetId) {
    return {
      kind: 'presupuesto',
      message: booking.provisional ? `El ${day} está reservado provisoriamente por otro presupuesto.` : `El ${day} ya está reservado por otro presupuesto.`,
    };
  }
  if (booking.kind === 'bloqueo') return { kind: 'bloqueo', message: `El ${day} está bloqueado en el calendario.` };
  return { kind: 'evento', message: `El ${day} ya tiene un evento reservado en el calendario.` };
}

/** A date taken as the calendar reads it, with a budget's provisional hold (its end, ms). */
export interface DateTakenWithHold extends DateTaken {
  expiresAt?: number;
}

export interface BudgetSaveCheck {
  fechaEvento: IsoDate;
  invitados: number;
  /** The budget being edited; null for a new one. */
  budgetId: string | null;
  /** When editing: the date and guests stored, which are not warned about again. */
  stored?: { fechaEvento: IsoDate; invitados: number };
  /** reservas as read. */
  taken: readonly DateTaken[];
  /** The Google events calendar has an event that day (the page's availability; false when it cannot say). */
  busyInCalendar?: boolean;
  /** The hall's capacity (config/salon), when its facts give one. */
  capacity?: number | null;
}

/**
 * What staff are told before a budget is saved (and must confirm): its date is booked, held by another budget or
 * has an event in the calendar, or it has more guests than the hall holds. A new budget is checked whole; an edited
 * one only where its date or guests changed. Spanish, one sentence each; empty when nothing needs confirming.
 */
export function budgetSaveWarnings(check: BudgetSaveCheck): string[] {
  const warnings: string[] = [];
  const dateChanged = !check.stored || check.stored.fechaEvento !== check.fechaEvento;
  if (dateChanged && isValidIsoDate(check.fechaEvento)) {
    const conflict = budgetDateConflict(check.fechaEvento, check.budgetId, check.taken);
    if (conflict) warnings.push(conflict.message);
    else if (check.busyInCalendar) warnings.push(`El ${formatDateLong(check.fechaEvento)} tiene un evento en el calendario de Google.`);
  }
  const guestsChanged = !check.stored || check.stored.invitados !== check.invitados;
  if (guestsChanged && typeof check.capacity === 'number' && check.invitados > check.capacity) {
    warnings.push(`Son ${check.invitados} invitados y el salón recibe hasta ${check.capacity}.`);
  }
  return warnings;
}

/**
 * What saving a budget under a new event date does to the date it holds (docs/storage-contract.md, "Provisional
 * holds"): nothing when it holds none or the date did not change; 'move' the booking (a running hold keeps its end) when
 * the new date is free; 'release' the old one when the new date is taken by something else (the budget then holds
 * none and goes back to 'presupuestado'). A hold already past its end is released, never carried over.
 */
export function budgetDateMove(
  budgetId: string,
  from: IsoDate,
  to: IsoDate,
  taken: readonly DateTakenWithHold[],
  nowMs: number,
): { kind: 'none' | 'move' | 'release' } {
  if (from === to) return { kind: 'none' };
  const held = taken.find((entry) => entry.date === from && entry.budgetId === budgetId);
  if (!held) return { kind: 'none' };
  if (held.provisional && (held.expiresAt ?? 0) <= nowMs) return { kind: 'release' };
  if (budgetDateConflict(to, budgetId, taken) !== null) return { kind: 'release' };
  return { kind: 'move' };
}

/** The history's note when a budget's date changes with its booking. */
export function dateMoveNote(from: IsoDate, to: IsoDate, kind: 'move' | 'release'): string {
  return kind === 'move'
    ? `La fecha cambió del ${formatDateLong(from)} al ${formatDateLong(to)}: la reserva pasó a la nueva fecha`
    : `La fecha cambió del ${formatDateLong(from)} al ${formatDateLong(to)}, que no está libre: se liberó la reserva`;
}
