// The site's facts written out in Spanish: the language model's only source, and the offline answers' text.
import { capacityText, discountText, formatARS, PRICE_FIELDS, type PriceField } from '@salon/domain';
import type { SiteFacts } from './siteFacts';

/** "$ 150.000", or "a consultar" when that month's price is missing (never a made-up amount). */
export const priceOf = (facts: SiteFacts, field: PriceField) => {
  const value = facts.prices[field];
  return value === null ? 'a consultar' : formatARS(value);
};

export const EXTRA_FIELDS = PRICE_FIELDS.filter((definition) => definition.group === 'adicionales');

/** "los fines de semana (viernes, sábado y domingo) y feriados". */
export function weekendPhrase(facts: SiteFacts): string {
  return `los fines de semana (${facts.weekendDaysLabel}) y feriados`;
}

export function rentalLine(facts: SiteFacts): string {
  return `Alquiler del salón en ${facts.monthLabel.toLowerCase()}: ${priceOf(facts, 'b_precio_3hs_')} por 3 hs los días de semana y ${priceOf(facts, 'a_precio_4hs_')} por 4 hs ${weekendPhrase(facts)}.`;
}

export function extraHoursLine(facts: SiteFacts): string {
  return `Hora extra: ${priceOf(facts, 'd_hora_extra_semana_')} en días de semana y ${priceOf(facts, 'c_hora_extra_finde_')} en fin de semana y feriados.`;
}

export function extrasLines(facts: SiteFacts): string[] {
  return EXTRA_FIELDS.map(({ field, label }) => `${label}: ${priceOf(facts, field)}`);
}

/** "alquiler de 3 hs en diciembre 2026: $ 212.500 en lugar de $ 250.000 (−$ 37.500)". */
function promotionPriceText(facts: SiteFacts, { rental, fullPrice, price, discount }: SiteFacts['promotions'][number]['prices'][number]): string {
  return `alquiler de ${rental === '3hs' ? '3 hs' : '4 hs'} en ${facts.monthLabel.toLowerCase()}: ${formatARS(price)} en lugar de ${formatARS(fullPrice)} (${discountText(discount)})`;
}

/** One line per current promotion: title, description, what it takes off and on which days, the month's prices with it, period. */
export function promotionLines(facts: SiteFacts): string[] {
  return facts.promotions.map((promotion) =>
    [
      `${promotion.title}`,
      promotion.description,
      promotion.terms &&
        `${promotion.terms}${promotion.prices.length > 0 ? ` (${promotion.prices.map((line) => promotionPriceText(facts, line)).join('; ')})` : ''}`,
      promotion.period,
    ]
      .filter(Boolean)
      .join(' — '),
  );
}

/** "Con la promoción «…» (15 % de descuento … los martes y miércoles): alquiler de 3 hs en …: $ … en lugar de $ … (−$ …)." */
export function promotionPriceLines(facts: SiteFacts): string[] {
  return facts.promotions
    .filter((promotion) => promotion.prices.length > 0)
    .map(
      (promotion) =>
        `Con la promoción «${promotion.title}» (${promotion.terms}): ${promotion.prices.map((line) => promotionPriceText(facts, line)).join('; ')}.`,
    );
}

/** "por WhatsApp desde el botón verde de la página" when there is a number. */
export function contactChannel(facts: SiteFacts): string {
  return facts.whatsappNumber ? 'por WhatsApp desde el botón verde de la página' : 'desde la sección de contacto de la página';
}

export function contactLine(facts: SiteFacts): string {
  return `Para reservar o visitar el salón, escribinos ${contactChannel(facts)}.`;
}

/** The hall's facts that are stored, one line each (none for what is not stored: the model then says to ask). */
export function hallLines(facts: SiteFacts): string[] {
  const { hall } = facts;
  return [
    hall.address && `Dirección del salón: ${hall.address}. Mapa: ${hall.mapUrl}`,
    hall.capacity !== null && `Capacidad del salón: ${capacityText(hall.capacity)}.`,
    hall.hours && `Horarios de las fiestas: ${hall.hours}.`,
    hall.included.length > 0 && `El alquiler incluye: ${hall.included.join('; ')}.`,
    hall.cancellationPolicy && `Política de cancelación: ${hall.cancellationPolicy}`,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
}

/** All facts, one per line: what the language model is told. */
export function factSheet(facts: SiteFacts): string {
  return [
    `Nombre del salón: ${facts.companyName}.`,
    `Precios vigentes: ${facts.monthLabel}. Moneda: pesos argentinos (ARS).`,
    rentalLine(facts),
    `Horario de alquiler: 3 hs los días de semana; 4 hs ${weekendPhrase(facts)}.`,
    ...hallLines(facts),
    extraHoursLine(facts),
    `Adicionales: ${extrasLines(facts).join('; ')}.`,
    facts.promotions.length > 0 ? `Promociones vigentes: ${promotionLines(facts).join('; ')}.` : 'Promociones vigentes: ninguna.',
    'Disponibilidad de fechas: se consulta en el calendario de la página (sección "Fechas libres") o preguntando por una fecha en este chat.',
    contactLine(facts),
  ].join('\n');
}
