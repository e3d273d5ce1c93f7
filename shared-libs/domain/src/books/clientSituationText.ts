// What /p/{token} says of where the budget stands (clientSituation), in the client's words: one literal text per
// situation, with the dates and amounts that matter to them, and the line next to «Aceptar presupuesto».
import { formatDateLong } from '../dates/dates';
import { formatARS } from '../pricing/money';
import type { ClientBudgetView } from './clientBudget';

type SituationFacts = Pick<ClientBudgetView, 'situacion' | 'validoHasta' | 'reservaHasta' | 'plan' | 'falta' | 'pagado'>;

/** The next instalment still owed, with its due day: "$ 350.000 antes del miércoles 9 de diciembre de 2026". */
function nextPayment(facts: SituationFacts): string {
  const next = facts.plan.find((instalment) => instalment.falta > 0);
  return next ? `${formatARS(facts.falta)}; el próximo pago vence el ${formatDateLong(next.venceEl)}` : formatARS(facts.falta);
}

/** The sentence at the top of the client's page that says where their budget stands. */
export function clientSituationText(facts: SituationFacts): string {
  const deposit = facts.plan.find((instalment) => instalment.concepto === 'seña');
  switch (facts.situacion) {
    case 'anulado':
      return 'Este presupuesto está anulado: ya no se puede aceptar ni pagar. Si querés hacer tu evento, escribinos y te armamos uno nuevo.';
    case 'vencido':
      return `Este presupuesto venció el ${formatDateLong(facts.validoHasta)}. Pedile al salón uno actualizado para aceptarlo.`;
    case 'realizado':
      return facts.falta > 0
        ? `Tu evento ya se realizó. ¡Gracias por elegirnos! Queda por pagar ${formatARS(facts.falta)}.`
        : 'Tu evento ya se realizó y está todo pago. ¡Gracias por elegirnos!';
    case 'pagado':
      return 'Tu presupuesto está pago en su totalidad y tu fecha está confirmada. ¡Gracias!';
    case 'confirmado':
      return deposit?.estado === 'pagada'
        ? `Tu fecha está confirmada: ya recibimos la seña. Falta pagar ${nextPayment(facts)}.`
        : `Tu fecha está confirmada. Falta pagar ${nextPayment(facts)}.`;
    case 'reservado': {
      const due = deposit && deposit.falta > 0 ? `la seña (${formatARS(deposit.falta)})` : 'la seña';
      return facts.reservaHasta
        ? `Tu fecha está reservada provisoriamente hasta el ${formatDateLong(facts.reservaHasta)}. Para confirmarla, pagá ${due} antes de que venza la reserva.`
        : `Tu fecha está reservada provisoriamente. Para confirmarla, pagá ${due}.`;
    }
    case 'abierto':
      return facts.pagado > 0
        ? `Este presupuesto es válido hasta el ${formatDateLong(facts.validoHasta)}. Ya recibimos ${formatARS(facts.pagado)}; el salón te va a confirmar la fecha.`
        : `Este presupuesto es válido hasta el ${formatDateLong(facts.validoHasta)} y todavía no reserva la fecha.`;
  }
}

/** What accepting means, next to «Aceptar presupuesto»: only a quote needs to say it does not hold the date. */
export function acceptanceNote(facts: Pick<ClientBudgetView, 'situacion'>): string {
  const base = 'Escribí tu nombre y apellido y confirmá: el salón va a ver que aceptaste este presupuesto.';
  return facts.situacion === 'abierto' ? `${base} Aceptarlo no reserva la fecha; para eso, coordiná la seña con el salón.` : base;
}
