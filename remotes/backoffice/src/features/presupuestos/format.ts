import { formatDateLong, HALL_TIME_ZONE, todayInHall } from '@salon/domain';

/** "lunes 23 de noviembre de 2026, 14:05" in the hall's time zone; '' for a missing time. */
export function formatMoment(ms: number): string {
  if (!ms) return '';
  const date = new Date(ms);
  const time = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: HALL_TIME_ZONE }).format(date);
  return `${formatDateLong(todayInHall(date))}, ${time}`;
}
