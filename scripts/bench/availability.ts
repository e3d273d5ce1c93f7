// The availability index, timed: the benchmarks' season (season.ts: 1,000 events and bookings, holidays
// from the three sources); then one date lookup plus its nearest free dates, as the chat and the calendar
// ask. Pure code, no I/O. Aims: index < 5 ms, lookup + nearest < 0.05 ms.
import { performance } from 'node:perf_hooks';
import { addDays, buildAvailabilityIndex, lookupDate, nearestFreeDates, todayInHall } from '@salon/domain';
import { seasonInput } from './season';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function benchAvailability(): { indexMs: number; lookupMs: number } {
  const now = new Date();
  const input = seasonInput(now);
  for (let i = 0; i < 20; i += 1) buildAvailabilityIndex(input); // warm-up
  const buildTimes: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const start = performance.now();
    buildAvailabilityIndex(input);
    buildTimes.push(performance.now() - start);
  }
  // Lookups on fresh indexes, every date of the season once, so no answer is served from a warm cache.
  const perLookup: number[] = [];
  const dates = Array.from({ length: 365 }, (_, i) => addDays(todayInHall(now), i));
  for (let round = 0; round < 15; round += 1) {
    const index = buildAvailabilityIndex(input);
    const start = performance.now();
    for (const date of dates) {
      lookupDate(index, date);
      nearestFreeDates(index, date, 3);
    }
    perLookup.push((performance.now() - start) / dates.length);
  }
  const indexMs = median(buildTimes);
  const lookupMs = median(perLookup);
  const busy = dates.filter((date) => lookupDate(buildAvailabilityIndex(input), date).status === 'Ocupado').length;
  console.log('\nDisponibilidad (1.000 eventos y reservas, 13 feriados recurrentes + 20 del calendario, 365 días):');
  console.log(`  construir el índice                           ${indexMs.toFixed(3)} ms (mediana de 50; meta < 5 ms)`);
  console.log(`  consultar una fecha + 3 libres más cercanas  ${lookupMs.toFixed(4)} ms (mediana por fecha; meta < 0,05 ms; ${busy} de 365 días ocupados)`);
  return { indexMs, lookupMs };
}

if (require.main === module) benchAvailability();
