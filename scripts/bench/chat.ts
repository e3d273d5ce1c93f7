// The chat's local answer, timed: a season of 1,000 events (Google events calendar items and staff
// bookings over a year), holidays and prices, and the questions visitors ask most. Pure code, no I/O.
import { performance } from 'node:perf_hooks';
import {
  addDays,
  answerLocally,
  buildAvailabilityIndex,
  lookupDate,
  nearestFreeDates,
  PRICE_FIELD_NAMES,
  SEASON_PAGES,
  todayInHall,
  type ChatAvailability,
  type IsoDate,
} from '@salon/domain';

const QUESTIONS = [
  '¿Está libre el 20 de diciembre?',
  'hola! tienen disponible el sábado 14/3?',
  'cuánto sale el 5 y 6 de abril?',
  '¿y cuántas horas son?',
  'este viernes hay lugar?',
  'tienen estacionamiento?',
];

function seasonAvailability(now: Date): ChatAvailability {
  const today = todayInHall(now);
  const endDate = addDays(today, 364);
  const rawPrices: Record<string, number> = {};
  for (const page of SEASON_PAGES) PRICE_FIELD_NAMES.forEach((field, i) => (rawPrices[`${field}${page}`] = 100_000 + i * 1000 + page));
  // 1,000 events: 700 from the Google events calendar (some two days long), 300 staff bookings.
  const events = Array.from({ length: 700 }, (_, i) => {
    const first = addDays(today, (i * 7) % 360);
    return { id: `e${i}`, status: 'confirmed', start: { date: first }, end: { date: addDays(first, i % 5 === 0 ? 2 : 1) } };
  });
  const bookings = Array.from({ length: 300 }, (_, i) => ({ date: addDays(today, (i * 11) % 364) }));
  const index = buildAvailabilityIndex({
    now,
    endDate,
    events,
    bookings,
    recurringHolidays: [{ monthDay: '12-25', name: 'Navidad' }, { monthDay: '1-1', name: 'Año Nuevo' }, { monthDay: '5-25', name: 'Revolución de Mayo' }],
    rawPrices,
  });
  return {
    loading: false,
    ready: true,
    lookup: (date: IsoDate) => lookupDate(index, date),
    nearestFreeDates: (date: IsoDate, count?: number) => nearestFreeDates(index, date, count),
  };
}

export function benchChat(): void {
  const now = new Date();
  const buildStart = performance.now();
  const availability = seasonAvailability(now);
  const buildMs = performance.now() - buildStart;
  let remembered: IsoDate[] = [];
  const ask = (question: string) => {
    const answer = answerLocally(question, { now, availability, rememberedDates: remembered });
    remembered = answer.rememberedDates;
    return answer;
  };
  for (let i = 0; i < 300; i += 1) ask(QUESTIONS[i % QUESTIONS.length]!); // warm-up
  const samples: number[] = [];
  for (let round = 0; round < 500; round += 1) {
    for (const question of QUESTIONS) {
      const start = performance.now();
      ask(question);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log('\nChat: una respuesta local (temporada de 1.000 eventos, 3.000 preguntas):');
  console.log(`  mediana ${ms(at(0.5))}   p95 ${ms(at(0.95))}   máximo ${ms(at(1))}   (objetivo: < 2 ms)`);
  console.log(`  índice de disponibilidad construido en ${ms(buildMs)}`);
}

if (require.main === module) benchChat();
