// What /tablero adds to the dashboard's figures: the tables' season totals, the season's name and the charts.
import { percentText, seasonText, tableroCharts, tableroTotals } from './dashboardFigures';
import { FIGURES } from './__fixtures__/tablero';

it('adds up each column of the season and what the overdue instalments owe', () => {
  expect(tableroTotals(FIGURES)).toEqual({
    ingresos: { confirmado: 1_234_567, eventos: 1, reservado: 300_000, reservas: 1 },
    cobranza: { total: 1_234_567, cobrado: 400_000, falta: 834_567, extras: 25_000 },
    vencidas: 250_000,
  });
  expect(tableroTotals({ ingresos: [], cobranza: [], vencidas: [] })).toEqual({
    ingresos: { confirmado: 0, eventos: 0, reservado: 0, reservas: 0 },
    cobranza: { total: 0, cobrado: 0, falta: 0, extras: 0 },
    vencidas: 0,
  });
});

it('names the season by its first and last months', () => {
  expect(seasonText(['2026-07', '2026-08', '2027-06'])).toBe('Julio 2026 a Junio 2027');
});

it('shows a percentage with its sign, and a dash when there was nothing to divide by', () => {
  expect(percentText(8)).toBe('8 %');
  expect(percentText(0)).toBe('0 %');
  expect(percentText(null)).toBe('—');
});

it('charts each figure with the same numbers as its table', () => {
  expect(tableroCharts(FIGURES)).toEqual({
    revenue: {
      labels: ['may 2027', 'jun 2027'],
      unit: 'pesos',
      stacked: true,
      series: [
        { label: 'Confirmados', data: [1_234_567, 0], tone: 'principal' },
        { label: 'Reservados (provisorio)', data: [0, 300_000], tone: 'secundaria' },
      ],
    },
    collected: {
      labels: ['may 2027', 'jun 2027'],
      unit: 'pesos',
      stacked: true,
      series: [
        { label: 'Cobrado', data: [400_000, 0], tone: 'principal' },
        { label: 'Falta cobrar', data: [834_567, 0], tone: 'alerta' },
      ],
    },
    occupancy: { labels: ['may 2027', 'jun 2027'], unit: 'porcentaje', series: [{ label: 'Ocupación', data: [8, 0], tone: 'principal' }] },
    funnel: {
      labels: ['Consultas', 'Presupuestos', 'Confirmados'],
      unit: 'cantidad',
      horizontal: true,
      series: [{ label: 'Cantidad', data: [4, 2, 1], tone: 'principal' }],
    },
  });
});
