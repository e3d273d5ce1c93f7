// The chat's local answer, timed: the benchmarks' season (season.ts: 1,000 events and staff bookings
// over a year, holidays and prices), and the questions visitors ask most. Pure code, no I/O.
import { performance } from 'node:perf_hooks';
import { answerLocally, buildAvailabilityIndex, lookupDate, nearestFreeDates, type ChatAvailability, type IsoDate } from '@salon/domain';
import { seasonInput } from './season';

const QUESTIONS = [
  '¿Está libre el 20 de diciembre?',
  'hola! tienen disponible el sábado 14/3?',
  'cuánto sale el 5 y 6 de abril?',
  '¿y cuántas horas son?',
  'este viernes hay lugar?',
  'tienen estacionamiento?',
  '¿qué fechas libres tienen en diciembre?',
  'qué sábados tienen libres en enero?',
  'el finde está libre?',
  'qué sábados tienen libres?',
  'del 10 al 20 de diciembre',
];

/** The benchmarks' season (season.ts), as the chat reads availability. */
function seasonAvailability(now: Date): ChatAvailability {
  const index = buildAvailabilityIndex(seasonInput(now));
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
  console.log(`\nChat: una respuesta local (temporada de 1.000 eventos, ${samples.length.toLocaleString('es-AR')} preguntas):`);
  console.log(`  mediana ${ms(at(0.5))}   p95 ${ms(at(0.95))}   máximo ${ms(at(1))}   (objetivo: < 2 ms)`);
  console.log(`  índice de disponibilidad construido en ${ms(buildMs)}`);
}

if (require.main === module) benchChat();
