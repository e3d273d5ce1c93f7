// Lighthouse 12 over a list of routes of one site, as a phone sees them: the default (mobile) configuration
// with simulated throttling (Moto G Power class CPU ×4, slow 4G), N runs per route, median of each figure.
// One headless Chromium serves every run; a run that fails is tried again on a fresh Chromium.
//
// Alone, over a site that is already up: `npx tsx scripts/bench/lighthouse.ts http://localhost:8080 --rutas=/,/precios --corridas=1`
import type { Flags, Result } from 'lighthouse';
import { CHROMIUM } from '../testing/browser';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/precios',
  '/precios9',
  '/preciosfinde',
  '/preciospromo',
  '/fotos',
  '/fotosSalon',
  '/Plano',
  '/calculadora',
  '/calendario',
];

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseOptions {
  routes?: readonly string[];
  runs?: number;
  /** Performance is always there; the others cost about a second a run. */
  categories?: readonly Category[];
  /** Called after each run, e.g. to print progress. */
  onRun?: (route: string, run: number, figures: RunFigures | Error) => void;
}

/** One Lighthouse run's figures. */
export interface RunFigures {
  performance: number; // 0–100
  lcpS: number;
  fcpS: number;
  cls: number;
  tbtMs: number;
  speedIndexS: number;
  jsKb: number; // script bytes transferred (resource-summary)
  requests: number; // every request of the page (resource-summary)
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  /** Lighthouse's CPU benchmark of this machine during the run (lower = slower or busier CPU). */
  benchmarkIndex: number;
}

/** Median of each figure over the runs of one route, plus what Lighthouse says about the page (first good run). */
export interface RouteFigures extends RunFigures {
  route: string;
  runs: number;
  notes: string[];
}

type NumericKey = { [K in keyof RunFigures]-?: RunFigures[K] extends number | undefined ? K : never }[keyof RunFigures];
const NUMERIC_KEYS: NumericKey[] = [
  'performance',
  'lcpS',
  'fcpS',
  'cls',
  'tbtMs',
  'speedIndexS',
  'jsKb',
  'requests',
  'accessibility',
  'bestPractices',
  'seo',
  'benchmarkIndex',
];

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `--rutas=/,/precios --corridas=1` (or BENCH_RUTAS / BENCH_CORRIDAS; --todo for every category). */
export function lighthouseOptionsFromArgs(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): LighthouseOptions {
  const value = (flag: string, variable: string) => argv.find((arg) => arg.startsWith(`--${flag}=`))?.slice(flag.length + 3) ?? env[variable] ?? undefined;
  const routesText = value('rutas', 'BENCH_RUTAS');
  const runsText = value('corridas', 'BENCH_CORRIDAS');
  const routes = routesText
    ? routesText
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : [...PUBLIC_ROUTES];
  const runs = runsText ? Number(runsText) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--corridas debe ser un entero ≥ 1 (llegó "${runsText}")`);
  const all = argv.includes('--todo') || env.BENCH_TODO === '1';
  return { routes, runs, categories: all ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'] };
}

interface Chrome {
  port: number;
  kill(): void;
}

async function launchChrome(): Promise<Chrome> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return { port: chrome.port, kill: () => chrome.kill() };
}

type AuditDetails = { type?: string; items?: Array<Record<string, unknown>>; overallSavingsMs?: number };

function figuresOf(lhr: Result): RunFigures {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const summary = (audit('resource-summary')?.details as AuditDetails | undefined)?.items ?? [];
  const row = (type: string) => summary.find((item) => item.resourceType === type) ?? {};
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : undefined;
  };
  return {
    performance: score('performance') ?? Number.NaN,
    lcpS: numeric('largest-contentful-paint') / 1000,
    fcpS: numeric('first-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    speedIndexS: numeric('speed-index') / 1000,
    jsKb: Number(row('script').transferSize ?? 0) / 1024,
    requests: Number(row('total').requestCount ?? 0),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const clip = (text: unknown, length = 90) => {
  const flat = (typeof text === 'string' ? text : JSON.stringify(text ?? '')).replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** What Lighthouse says about one run: the LCP element and its phases, what shifts, the biggest savings. */
function notesOf(lhr: Result): string[] {
  const notes: string[] = [];
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as AuditDetails | undefined;
  const tables = lcp?.type === 'list' ? ((lcp.items ?? []) as AuditDetails[]) : lcp ? [lcp] : [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  if (node) {
    const phases = (tables[1]?.items ?? []).map((item) => `${String(item.phase)} ${Math.round(Number(item.timing))} ms`).join(', ');
    notes.push(`LCP: ${clip(node.snippet ?? node.selector, 80)}${node.nodeLabel ? ` «${clip(node.nodeLabel, 40)}»` : ''}${phases ? ` (${phases})` : ''}`);
  } else {
    notes.push('LCP: Lighthouse no identificó el elemento');
  }
  const shifts = (lhr.audits['layout-shifts']?.details as AuditDetails | undefined)?.items ?? [];
  if (shifts.length) {
    notes.push(
      'Corrimientos: ' +
        shifts
          .slice(0, 3)
          .map((item) => {
            const shifted = item.node as { snippet?: string; selector?: string } | undefined;
            return `${Number(item.score ?? 0).toFixed(3)} ${clip(shifted?.snippet ?? shifted?.selector ?? '?', 60)}`;
          })
          .join(' · '),
    );
  }
  const performanceAudits = new Set((lhr.categories.performance?.auditRefs ?? []).map((ref) => ref.id));
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => performanceAudits.has(audit.id) && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({
      audit,
      saving: (audit.details as AuditDetails | undefined)?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}).map(Number)),
    }))
    .filter(({ saving }) => saving > 0)
    .sort((a, b) => b.saving - a.saving)
    .slice(0, 4);
  if (opportunities.length) {
    notes.push('Mejoras: ' + opportunities.map(({ audit }) => `${audit.id}${audit.displayValue ? ` (${clip(audit.displayValue, 40)})` : ''}`).join(' · '));
  }
  return notes;
}

function medianFigures(route: string, runs: RunFigures[], notes: string[]): RouteFigures {
  const result = { route, runs: runs.length, notes } as RouteFigures;
  for (const key of NUMERIC_KEYS) {
    const values = runs.map((run) => run[key]).filter((value): value is number => typeof value === 'number' && !Number.isNaN(value));
    const optional = key === 'accessibility' || key === 'bestPractices' || key === 'seo';
    (result as unknown as Record<string, number | undefined>)[key] = values.length ? median(values) : optional ? undefined : Number.NaN;
  }
  return result;
}

/** Runs Lighthouse `runs` times on each route of `baseUrl` and returns the median figures per route. */
export async function runLighthouse(baseUrl: string, options: LighthouseOptions = {}): Promise<RouteFigures[]> {
  const { routes = PUBLIC_ROUTES, runs = 3, categories = ['performance'], onRun } = options;
  const { default: lighthouse } = await import('lighthouse');
  const onlyCategories = [...new Set<Category>(['performance', ...categories])];
  let chrome: Chrome | undefined;
  const results: RouteFigures[] = [];
  try {
    for (const route of routes) {
      const url = new URL(route, baseUrl).toString();
      const figures: RunFigures[] = [];
      let notes: string[] = [];
      for (let run = 1; run <= runs; run += 1) {
        for (let attempt = 1; ; attempt += 1) {
          try {
            const options: Flags = { output: 'json', logLevel: 'error', onlyCategories, locale: 'es' };
            if (!chrome) {
              chrome = await launchChrome();
              // A freshly started Chromium's first page now and then paints ~1 s late while the page's main
              // thread is idle (observed first paint 1.2 s instead of 0.2 s, two of twelve first runs on this
              // machine, never a later one), and Lighthouse's simulation then puts every script before the LCP
              // (2.2–2.7 s). A visitor's browser is already running: the first run of each Chromium is not counted.
              await lighthouse(url, { ...options, port: chrome.port }).catch(() => undefined);
            }
            const result = await lighthouse(url, { ...options, port: chrome.port });
            const lhr = result?.lhr;
            if (!lhr) throw new Error('Lighthouse no devolvió resultado');
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            const figuresOfRun = figuresOf(lhr);
            figures.push(figuresOfRun);
            if (!notes.length) notes = notesOf(lhr);
            onRun?.(route, run, figuresOfRun);
            break;
          } catch (error) {
            // A Chromium that misbehaved is not trusted again: the next attempt gets a fresh one.
            chrome?.kill();
            chrome = undefined;
            if (attempt >= 2) {
              onRun?.(route, run, error as Error);
              break;
            }
          }
        }
      }
      if (figures.length) results.push(medianFigures(route, figures, notes));
      else results.push(medianFigures(route, [], ['sin datos: todas las corridas fallaron']));
    }
  } finally {
    chrome?.kill();
  }
  return results;
}

const fixed = (value: number | undefined, digits: number) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));

/** The table of one site's figures, headed in Spanish, columns aligned. */
export function formatLighthouseTable(results: readonly RouteFigures[]): string {
  const extra = results.some((r) => r.accessibility !== undefined);
  const header = ['ruta', 'rendimiento', 'LCP', 'FCP', 'CLS', 'TBT', 'JS', 'pedidos', ...(extra ? ['accesib.', 'prácticas', 'SEO'] : [])];
  const rows = results.map((r) => [
    r.route,
    fixed(r.performance, 0),
    `${fixed(r.lcpS, 2)} s`,
    `${fixed(r.fcpS, 2)} s`,
    fixed(r.cls, 3),
    `${fixed(r.tbtMs, 0)} ms`,
    `${fixed(r.jsKb, 1)} KB`,
    fixed(r.requests, 0),
    ...(extra ? [fixed(r.accessibility, 0), fixed(r.bestPractices, 0), fixed(r.seo, 0)] : []),
  ]);
  return formatTable(header, rows);
}

/** Aligned columns: the first to the left, the rest to the right. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    '  ' + cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ');
  return [line(header), ...rows.map(line)].join('\n');
}

export function formatNotes(results: readonly RouteFigures[]): string {
  const cpu = median(results.map((r) => r.benchmarkIndex).filter((value) => !Number.isNaN(value)));
  const cpuLine = Number.isNaN(cpu)
    ? []
    : [`  Índice de CPU de Lighthouse (mediana): ${cpu.toFixed(0)}; si baja mucho entre mediciones, la máquina estaba ocupada.`];
  return [...cpuLine, ...results.flatMap((r) => r.notes.map((note, i) => `  ${(i === 0 ? r.route : '').padEnd(14)} ${note}`))].join('\n');
}

if (require.main === module) {
  const baseUrl = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://localhost:8080';
  const options = lighthouseOptionsFromArgs();
  const started = Date.now();
  runLighthouse(baseUrl, {
    ...options,
    onRun: (route, run, figures) =>
      console.log(
        figures instanceof Error
          ? `  ${route} #${run}: falló (${figures.message})`
          : `  ${route} #${run}: ${figures.performance} · LCP ${figures.lcpS.toFixed(2)} s`,
      ),
  }).then(
    (results) => {
      console.log(`\nLighthouse (teléfono, ${options.runs} corridas, mediana) en ${baseUrl}, ${((Date.now() - started) / 1000).toFixed(0)} s:`);
      console.log(formatLighthouseTable(results));
      console.log(formatNotes(results));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
