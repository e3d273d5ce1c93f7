import { scanChatDates } from './parseDates';
import { parseChatPeriods, type ChatPeriods } from './parsePeriods';

// Sunday 22 November 2026.
const TODAY = '2026-11-22';
const periods = (message: string) => parseChatPeriods(scanChatDates(message, TODAY), TODAY);
const DECEMBER = { year: 2026, month: 12 };
const JANUARY = { year: 2027, month: 1 };
const NOVEMBER = { year: 2026, month: 11 };

describe('parseChatPeriods', () => {
  it.each<[string, Partial<ChatPeriods>]>([
    ['qué fechas libres tienen en diciembre?', { months: [DECEMBER], filter: null, weekend: null, onlyPeriod: false }],
    ['DICIEMBRE', { months: [DECEMBER], onlyPeriod: true }],
    ['¿y para el mes de enero?', { months: [JANUARY], onlyPeriod: true }],
    ['libre en enero 2027', { months: [JANUARY] }],
    ['libre en enero del 2028', { months: [{ year: 2028, month: 1 }] }],
    ['octubre', { months: [{ year: 2027, month: 10 }] }], // already past this year: next year's
    ['noviembre', { months: [NOVEMBER] }], // this month has not ended
    ['disponibilidad en dic', { months: [DECEMBER] }],
    ['para setiembre', { months: [{ year: 2027, month: 9 }] }],
    ['fechas libres este mes', { months: [NOVEMBER] }],
    ['qué queda libre del mes?', { months: [NOVEMBER] }],
    ['el mes que viene', { months: [DECEMBER], onlyPeriod: true }],
    ['disponibilidad el próximo mes', { months: [DECEMBER] }],
    ['en el mes de marzo', { months: [{ year: 2027, month: 3 }] }],
    ['diciembre o enero?', { months: [DECEMBER, JANUARY], onlyPeriod: true }],
    ['diciembre, enero o febrero', { months: [DECEMBER, JANUARY] }], // at most two
    ['los sábados de diciembre', { months: [DECEMBER], filter: { kind: 'days', days: [6] } }],
    ['qué viernes y sábados tienen libres en diciembre?', { filter: { kind: 'days', days: [5, 6] } }],
    ['algún domingo de enero', { filter: { kind: 'days', days: [0] } }],
    ['de lunes a jueves en diciembre', { filter: { kind: 'days', days: [1, 2, 3, 4] } }],
    ['fines de semana de diciembre', { filter: { kind: 'weekend' }, weekend: null }],
    ['el finde de diciembre', { filter: { kind: 'weekend' } }],
    ['días de semana en diciembre', { filter: { kind: 'workweek' } }],
    ['este fin de semana', { months: [], weekend: 'este', onlyPeriod: true }],
    ['el finde está libre?', { weekend: 'este', onlyPeriod: false }],
    ['el próximo finde', { weekend: 'proximo' }],
    ['el fin de semana que viene', { weekend: 'proximo' }],
    // A day of a month is a date, never the month.
    ['el 5 de diciembre', { months: [], onlyPeriod: false }],
    ['31 de febrero', { months: [] }],
    ['el mar', { months: [] }],
    ['hacen descuento en diciembre?', { months: [DECEMBER], onlyPeriod: false }],
    // Weekdays named as a set, or one weekday.
    ['qué sábados tienen libres?', { months: [], filter: { kind: 'days', days: [6] }, weekdaySet: true }],
    ['tienen algún viernes libre?', { filter: { kind: 'days', days: [5] }, weekdaySet: true }],
    ['qué sábado tienen libre?', { filter: { kind: 'days', days: [6] }, weekdaySet: true }],
    ['viernes y sábados libres?', { filter: { kind: 'days', days: [5, 6] }, weekdaySet: true }],
    ['fines de semana libres?', { filter: { kind: 'weekend' }, weekend: null, weekdaySet: true }],
    ['¿y los sábados?', { weekdaySet: true, onlyPeriod: true }],
    ['¿algún domingo?', { weekdaySet: true, onlyPeriod: true }],
    ['el sábado está libre?', { filter: { kind: 'days', days: [6] }, weekdaySet: false }],
    ['este viernes', { filter: null, weekdaySet: false }],
    ['el finde', { weekend: 'este', weekdaySet: false }],
  ])('%p → %p', (message, expected) => {
    expect(periods(message)).toMatchObject(expected);
  });
});
