// Ten years of a busy hall's books, for `npm run bench`: 2,000 budgets (ten years of events up to a few months
// ahead, each with its month's price copy and its status history beside it), 5,000 receipts numbered by one counter and
// 10,000 inquiries. Pure and deterministic: the same `today` always gives the same books. The shapes are the
// schema's (tenYears.test.ts parses every record with it).
import { addDays, type IsoDate } from '@salon/domain';
import { DECEMBER_PRICES } from '@salon/domain/fixtures';

export const TEN_YEARS = { budgets: 2000, receipts: 5000, inquiries: 10_000 } as const;

const DAY_MS = 86_400_000;
const STAFF_EMAIL = 'admin@salon.test';
const FIRST_NAMES = ['Lucía', 'Martín', 'Sofía', 'Juan', 'Valentina', 'Santiago', 'Camila', 'Mateo', 'Julieta', 'Tomás'];
const LAST_NAMES = ['Pérez', 'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'García', 'Romero', 'Sosa', 'Díaz'];
const EVENT_NOTES = ['Cumpleaños de 15.', 'Casamiento civil, cena para la familia.', 'Bautismo.', 'Fiesta de egresados.', 'Cumpleaños infantil.'];

/** The hall's midday of a date, in ms (server times are ms). */
const middayMs = (date: IsoDate) => Date.parse(`${date}T12:00:00-03:00`);
const name = (i: number) => `${FIRST_NAMES[i % 10]} ${LAST_NAMES[Math.floor(i / 10) % 10]}`;
const phone = (i: number) => `11 ${String(4000 + (i % 6000)).padStart(4, '0')}-${String(1000 + ((i * 7) % 9000)).padStart(4, '0')}`;
/** Push-like ids that sort by creation, as Firebase's do. */
const id = (prefix: string, i: number) => `${prefix}${String(i).padStart(6, '0')}`;

/** The month's price copy a budget keeps (page 7–18 of the season: July is 7, June 18), prices risen by year. */
function priceCopy(fechaEvento: IsoDate, yearsAgo: number) {
  const month = Number(fechaEvento.slice(5, 7));
  const factor = 1 / 1.6 ** yearsAgo;
  return {
    mes: month >= 7 ? month : month + 12,
    tarifa: 'finDeSemana' as const,
    valores: {
      a_precio_4hs_: Math.round((DECEMBER_PRICES.a_precio_4hs_ * factor) / 500) * 500 || 500,
      c_hora_extra_finde_: Math.round((DECEMBER_PRICES.c_hora_extra_finde_ * factor) / 500) * 500 || 500,
      e_camarera_: Math.round((DECEMBER_PRICES.e_camarera_ * factor) / 500) * 500 || 500,
    },
  };
}

/** Budget i's total by its own price copy: 4 hours, one extra hour, two waitresses (as budgetTotals counts it). */
const copyTotal = (copy: ReturnType<typeof priceCopy>) => copy.valores.a_precio_4hs_ + copy.valores.c_hora_extra_finde_ + 2 * copy.valores.e_camarera_;

export interface TenYearsBooks {
  presupuestos: Record<string, unknown>;
  historialPresupuestos: Record<string, Record<string, unknown>>;
  recibos: Record<string, unknown>;
  consultas: Record<string, unknown>;
  contadores: { recibos: number };
}

export function tenYearsBooks(today: IsoDate): TenYearsBooks {
  const presupuestos: Record<string, unknown> = {};
  const historialPresupuestos: Record<string, Record<string, unknown>> = {};
  const recibos: Record<string, unknown> = {};
  const consultas: Record<string, unknown> = {};
  let numero = 0;
  const receipt = (budgetId: string, cliente: string, monto: number, concepto: 'seña' | 'saldo' | 'extras', at: number) => {
    numero += 1;
    recibos[`r${numero}`] = {
      numero,
      monto,
      concepto,
      medioDePago: numero % 3 === 0 ? 'efectivo' : 'transferencia',
      cliente,
      presupuestoId: budgetId,
      emitidoEn: at,
      emitidoPor: STAFF_EMAIL,
    };
  };

  // Events from ten years back to four months ahead, one a little under two days apart.
  const first = addDays(today, -3650);
  const span = 3650 + 120;
  for (let i = 0; i < TEN_YEARS.budgets; i++) {
    const budgetId = id('p', i);
    const fechaEvento = addDays(first, Math.floor((i * span) / TEN_YEARS.budgets));
    const past = fechaEvento < today;
    const yearsAgo = Math.max(0, Math.floor((middayMs(today) - middayMs(fechaEvento)) / (365 * DAY_MS)));
    const creadoEn = middayMs(addDays(fechaEvento, -90 - (i % 60)));
    const copy = priceCopy(fechaEvento, yearsAgo);
    const total = copyTotal(copy);
    const sena = Math.round(total * 0.3);
    const cliente = `Familia ${LAST_NAMES[i % 10]} ${name(i + 3)}`;
    // Past: most were held, a tenth annulled, a tenth left as budgets; ahead: the statuses of an open season.
    const estado = past
      ? i % 10 === 0
        ? 'anulado'
        : i % 10 === 1
          ? 'presupuestado'
          : 'realizado'
      : (['presupuestado', 'reservado', 'confirmado', 'pagado'] as const)[i % 4]!;
    const historial: Record<string, unknown> = { [`h${i}a`]: { estado: 'presupuestado', por: STAFF_EMAIL, en: creadoEn } };
    if (estado !== 'presupuestado' && estado !== 'anulado') {
      historial[`h${i}b`] = { estado: 'reservado', por: STAFF_EMAIL, en: creadoEn + DAY_MS, nota: 'Reserva provisoria.' };
      historial[`h${i}c`] = { estado: 'confirmado', por: STAFF_EMAIL, en: creadoEn + 3 * DAY_MS, nota: 'Seña recibida.' };
    }
    if (estado === 'realizado') historial[`h${i}d`] = { estado: 'realizado', por: STAFF_EMAIL, en: middayMs(fechaEvento) + DAY_MS };
    if (estado === 'anulado') historial[`h${i}b`] = { estado: 'anulado', por: STAFF_EMAIL, en: creadoEn + 5 * DAY_MS, nota: 'Eligió otra fecha.' };
    presupuestos[budgetId] = {
      cliente,
      telefono: phone(i),
      fechaEvento,
      invitados: 40 + (i % 80),
      alquiler: '4hs',
      horasExtra: 1,
      adicionales: { camarera: 2 },
      descuento: 0,
      sena,
      notas: EVENT_NOTES[i % EVENT_NOTES.length],
      estado,
      ...(estado === 'anulado' ? { anulacion: { motivo: 'Eligió otra fecha.', por: STAFF_EMAIL, en: creadoEn + 5 * DAY_MS } } : {}),
      validoHasta: addDays(fechaEvento, -60),
      creadoEn,
      actualizadoEn: creadoEn + DAY_MS,
      autor: STAFF_EMAIL,
      precios: copy,
    };
    historialPresupuestos[budgetId] = historial;
    // Held events: the seña, then the balance before the date, and now and then extras on the night;
    // a confirmed event ahead has paid its seña so far.
    if (estado === 'realizado' || estado === 'pagado') {
      receipt(budgetId, cliente, sena, 'seña', creadoEn + 3 * DAY_MS);
      receipt(budgetId, cliente, total - sena, 'saldo', middayMs(addDays(fechaEvento, -15)));
      if (estado === 'realizado') receipt(budgetId, cliente, copy.valores.e_camarera_, 'extras', middayMs(fechaEvento) + DAY_MS);
    } else if (estado === 'confirmado') receipt(budgetId, cliente, sena, 'seña', creadoEn + 3 * DAY_MS);
  }
  // What the events above leave short of the count: extras paid on past nights, one more each.
  for (let i = 0; numero < TEN_YEARS.receipts; i += 7) {
    const budgetId = id('p', i % TEN_YEARS.budgets);
    const budget = presupuestos[budgetId] as { estado: string; cliente: string; fechaEvento: IsoDate };
    if (budget.estado === 'realizado') receipt(budgetId, budget.cliente, 15_000, 'extras', middayMs(budget.fechaEvento) + 2 * DAY_MS);
  }

  // Inquiries: five for every budget, asked over the same ten years; the last weeks' still new.
  const asked = addDays(today, -3650);
  for (let i = 0; i < TEN_YEARS.inquiries; i++) {
    const creadaEn = middayMs(addDays(asked, Math.floor((i * 3650) / TEN_YEARS.inquiries))) + (i % 7) * 3_600_000;
    const fecha = addDays(asked, Math.floor((i * 3650) / TEN_YEARS.inquiries) + 30 + (i % 90));
    const recent = middayMs(today) - creadaEn < 21 * DAY_MS;
    const estado = recent ? (i % 2 ? 'nueva' : 'contactada') : (['archivada', 'descartada', 'contactada', 'presupuestada', 'archivada'] as const)[i % 5]!;
    consultas[id('c', i)] = {
      nombre: name(i),
      telefono: phone(i + 17),
      fecha,
      invitados: 30 + (i % 90),
      alquiler: i % 2 ? '4hs' : '3hs',
      ...(i % 3 === 0 ? { adicionales: { inflable: 1 } } : {}),
      mensaje: i % 4 === 0 ? '¿Tienen disponible esa fecha? Es para un cumpleaños.' : '',
      estado,
      ...(estado === 'archivada' ? { archivadaEn: creadaEn + 30 * DAY_MS } : {}),
      creadaEn,
    };
  }
  return { presupuestos, historialPresupuestos, recibos, consultas, contadores: { recibos: numero } };
}
