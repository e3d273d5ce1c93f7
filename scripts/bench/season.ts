// One season for the benchmarks: a year of 1,000 events (Google all-day, timed and multi-day events,
// cancelled ones, staff bookings), holidays from the three sources, visit slots and a full price list.
// The availability and chat benchmarks measure against the same data.
import { addDays, PRICE_FIELD_NAMES, SEASON_PAGES, todayInHall, type AvailabilityInput, type CalendarEventItem } from '@salon/domain';

export function seasonInput(now: Date): AvailabilityInput {
  const today = todayInHall(now);
  const endDate = addDays(today, 364);
  const rawPrices: Record<string, number> = {};
  for (const page of SEASON_PAGES) PRICE_FIELD_NAMES.forEach((field, i) => (rawPrices[`${field}${page}`] = 100_000 + i * 1000 + page));
  // About 60% of the days carry events (several on a busy weekend), so free dates are near but not next door.
  const eventDays = Array.from({ length: 365 }, (_, day) => day).filter((day) => (day * 37) % 100 < 55);
  const events: CalendarEventItem[] = Array.from({ length: 720 }, (_, i) => {
    const first = addDays(today, eventDays[(i * 13) % eventDays.length]!);
    if (i % 3 === 0) {
      // Timed, in Google's form with an offset; some past midnight.
      return {
        id: `t${i}`,
        status: 'confirmed',
        start: { dateTime: `${first}T21:00:00-03:00` },
        end: { dateTime: `${i % 2 ? first : addDays(first, 1)}T${i % 2 ? '23:30' : '03:00'}:00-03:00` },
      };
    }
    return { id: `e${i}`, status: i % 50 === 0 ? 'cancelled' : 'confirmed', start: { date: first }, end: { date: addDays(first, i % 5 === 0 ? 3 : 1) } };
  });
  const bookings = Array.from({ length: 280 }, (_, i) => ({ date: addDays(today, eventDays[(i * 11) % eventDays.length]!) }));
  const holidayEvents: CalendarEventItem[] = Array.from({ length: 20 }, (_, i) => {
    const date = addDays(today, i * 17);
    return { summary: `Feriado ${i + 1}`, start: { date }, end: { date: addDays(date, 1) } };
  });
  return {
    now,
    endDate,
    events,
    bookings,
    holidayEvents,
    visitSlots: Array.from({ length: 50 }, (_, i) => {
      const date = addDays(today, i * 7 + 2);
      return { start: { dateTime: `${date}T18:00:00-03:00` }, end: { dateTime: `${date}T20:00:00-03:00` } };
    }),
    recurringHolidays: ['1-1', '2-16', '3-24', '4-2', '5-1', '5-25', '6-20', '7-9', '8-17', '10-12', '11-20', '12-8', '12-25'].map((monthDay) => ({
      monthDay,
      name: 'Feriado',
    })),
    holidayOverrides: { added: [{ date: addDays(today, 40), name: 'Puente' }], removed: [addDays(today, 17).replaceAll('-', '')] },
    rawPrices,
    weekendDays: [5, 6, 0],
  };
}
