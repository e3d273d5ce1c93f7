// The dashboard's bar charts, with Chart.js. Only what bar charts use is registered, so the bundle carries no
// other chart type; this module is imported by /tablero alone, on demand (BarChart.tsx), in a chunk of its own.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { formatARS } from '@salon/domain';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export type BarUnit = 'pesos' | 'porcentaje' | 'cantidad';

export interface BarSeries {
  label: string;
  data: number[];
  /** 'principal': the theme's colour; 'secundaria': a muted one; 'alerta': red. */
  tone: 'principal' | 'secundaria' | 'alerta';
}

export interface BarSpec {
  labels: string[];
  series: BarSeries[];
  unit: BarUnit;
  stacked?: boolean;
  horizontal?: boolean;
}

const formatValue = (unit: BarUnit, value: number): string =>
  unit === 'pesos' ? formatARS(value) : unit === 'porcentaje' ? `${value} %` : new Intl.NumberFormat('es-AR').format(value);

function colours(canvas: HTMLCanvasElement): Record<BarSeries['tone'], string> {
  const style = getComputedStyle(canvas);
  const primary = style.getPropertyValue('--primaryColor').trim() || '#7a6a12';
  return { principal: primary, secundaria: '#a9a9a9', alerta: style.getPropertyValue('--spanColor').trim() || '#c62828' };
}

function configuration(canvas: HTMLCanvasElement, spec: BarSpec): ChartConfiguration<'bar'> {
  const tones = colours(canvas);
  const reduceMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const valueAxis = spec.horizontal ? 'x' : 'y';
  const categoryAxis = spec.horizontal ? 'y' : 'x';
  return {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series) => ({ label: series.label, data: series.data, backgroundColor: tones[series.tone], borderRadius: 4 })),
    },
    options: {
      indexAxis: spec.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: reduceMotion ? false : { duration: 300 },
      locale: 'es-AR',
      scales: {
        [categoryAxis]: { stacked: !!spec.stacked, grid: { display: false } },
        [valueAxis]: {
          stacked: !!spec.stacked,
          beginAtZero: true,
          ...(spec.unit === 'porcentaje' ? { max: 100 } : {}),
          ticks: { callback: (value: string | number) => formatValue(spec.unit, Number(value)), ...(spec.unit === 'cantidad' ? { precision: 0 } : {}) },
        },
      },
      plugins: {
        legend: { display: spec.series.length > 1, position: 'bottom' },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatValue(spec.unit, Number(item.raw))}` } },
      },
    },
  };
}

export interface DrawnChart {
  update: (spec: BarSpec) => void;
  destroy: () => void;
}

export function drawBarChart(canvas: HTMLCanvasElement, spec: BarSpec): DrawnChart {
  const chart = new Chart(canvas, configuration(canvas, spec));
  return {
    update: (next) => {
      const { data, options } = configuration(canvas, next);
      chart.data = data;
      chart.options = options ?? {};
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}
