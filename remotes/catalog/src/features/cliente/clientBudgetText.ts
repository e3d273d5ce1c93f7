// What /p/{token} writes from the client's budget: when it was accepted, in the hall's time, and the WhatsApp
// message to the hall about it.
import { formatDateLong, HALL_TIME_ZONE, todayInHall, whatsappLink, type ClientBudgetView } from '@salon/domain';

/** "sábado 14 de noviembre de 2026, 18:30 hs": the day and time of `ms` in the hall. */
export function acceptedAtText(ms: number): string {
  // hourCycle, not hour12: false, which some ICU versions (Node's among them) turn into "24:05" after midnight.
  const time = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: HALL_TIME_ZONE }).format(new Date(ms));
  return `${formatDateLong(todayInHall(new Date(ms)))}, ${time} hs`;
}

/** The hall's WhatsApp chat with a message about this budget; '' when the hall has no WhatsApp number. */
export function contactLink(view: Pick<ClientBudgetView, 'empresa' | 'fechaEvento'>): string {
  if (!view.empresa.whatsapp) return '';
  return whatsappLink(view.empresa.whatsapp, `Hola! Te escribo por mi presupuesto del ${formatDateLong(view.fechaEvento)}.`);
}

/** Whether the hall has anything to say about itself («El salón»): an address, hours, what is included or a policy. */
export function hasHallFacts(salon: ClientBudgetView['salon']): boolean {
  return Boolean(salon.address || salon.hours || salon.included.length > 0 || salon.cancellationPolicy);
}
