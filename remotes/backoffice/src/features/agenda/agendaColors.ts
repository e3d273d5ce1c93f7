// Each kind's colour in the agenda: the calendar's events and the filters' swatches. Apart from the calendar, so
// the filters draw without loading FullCalendar.
import type { AgendaKind } from '@salon/domain';

/** White text on each reads at AA. */
export const AGENDA_COLORS: Readonly<Record<AgendaKind, string>> = {
  evento: '#1d4f91',
  provisoria: '#9a4a00',
  bloqueo: '#4d4d4d',
  feriado: '#7b2a72',
  visita: '#1b6b3a',
};
