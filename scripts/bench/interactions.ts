// How long a visitor's tap or keystroke takes to show on screen, on a phone (360 px) with the CPU slowed
// down 4× (the same slowdown Lighthouse simulates): opening the chat, changing a month, typing in the
// calculator: from the input to the end of the next frame the page draws (observeInteractions); for the chat
// also until the frame that shows it (measureShown), tapped at once and after the visitor has read a while.
// The target is 100 ms (docs/performance.md). A table of figures, never a test.
import type { Browser, Locator, Page } from 'playwright-core';
import { newContext, PHONE } from '../testing/browser';
import { formatTable } from './lighthouse';

export interface InteractionFigures {
  name: string;
  route: string;
  /** Longest interaction seen (ms, input to next paint); NaN when the step could not be done. */
  worstMs: number;
  /** From the first input to the end of the frame that shows what was asked for (the chat's dialog), when measured. */
  shownMs?: number;
  interactions: number;
  error?: string;
}

interface Scenario {
  name: string;
  route: string;
  /** Does the interactions; resolves when what they show is on screen. */
  act(page: Page): Promise<void>;
  /** What the first tap brings on screen (a CSS selector), to time until it is drawn. */
  shows?: string;
}

const openChat = async (page: Page) => {
  await tap(page, page.getByRole('button', { name: 'Abrir el chat con el asistente' }));
  await settle(page);
  await page.getByRole('button', { name: 'Cerrar el chat' }).first().waitFor();
};

/**
 * A tap as a phone's input reaches the page: the element's place is read first, then the touch goes straight
 * to the browser at that point. Playwright's `click()` runs its own script in the page around the input (role
 * and name lookups, a hit-target check inside the pointerdown): on the 4× slowed main thread that script alone
 * took ~80 ms, and it was counted as the page's.
 */
async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('no está en pantalla');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Between two keys, and between the tap on a field and its first key. */
const KEY_GAP_MS = 150;

/** Time for what the input started (a remote loading, a redraw) to finish before anything is looked at again. */
const settle = (page: Page) => page.waitForTimeout(1500);

const SCENARIOS: readonly Scenario[] = [
  { name: 'abrir el chat', route: '/', act: openChat, shows: '.chat-panel' },
  {
    // A visitor who scrolls and reads for a while before asking (the chat is fetched meanwhile, docs/performance.md).
    name: 'abrir el chat tras leer',
    route: '/',
    act: async (page) => {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(3000);
      await openChat(page);
    },
    shows: '.chat-panel',
  },
  {
    name: 'cambiar de mes (precios)',
    route: '/precios',
    act: async (page) => {
      await tap(page, page.locator('.precios-months a:not([aria-current])').first());
      await page.waitForURL(/\/precios\d+$/);
      await settle(page);
    },
  },
  {
    name: 'cambiar de mes (calendario)',
    route: '/calendario',
    act: async (page) => {
      // FullCalendar's "next" button in the month's toolbar (its hint, remotes/calendar MonthCalendar.tsx); it is
      // there once the month view's chunk and the dates have arrived.
      const next = page.locator('.cal-month-view').getByRole('button', { name: 'Mes siguiente' });
      await tap(page, next);
      await settle(page);
      await tap(page, next);
      await settle(page);
    },
  },
  {
    name: 'escribir en la calculadora',
    route: '/calculadora',
    act: async (page) => {
      await tap(page, page.locator('input[inputmode="numeric"]').first());
      // The keys come as far apart as each other after the tap (a phone's keyboard opens first). Typed at once,
      // the first key's task ran between the tap's frame and the timer that ends its measure, and the tap was
      // charged for the key (docs/performance.md, "The chat waits for a pause").
      await page.waitForTimeout(KEY_GAP_MS);
      await page.keyboard.type('120', { delay: KEY_GAP_MS });
      await settle(page);
      await tap(page, page.getByRole('button', { name: /^Agregar uno/ }).first());
      await settle(page);
    },
  },
];

/**
 * For every tap and key, the time from the input to the end of the next frame the page draws: a
 * requestAnimationFrame queued from the event runs right before that frame's style, layout and paint, and a
 * task queued from it runs right after them. Event Timing (INP's source) would end at the frame's
 * presentation, which headless Chromium reports late and unevenly (a frame drawn 190 ms after a tap was
 * reported at 1 s), so the main thread's own frame is measured.
 */
function observeInteractions(): void {
  const latencies: number[] = [];
  (window as unknown as { __salonInteractions: number[] }).__salonInteractions = latencies;
  // The first tap's start, for the time until what it asked for is drawn (measureShown).
  window.addEventListener('pointerdown', (event) => ((window as unknown as { __salonFirstInput: number }).__salonFirstInput = event.timeStamp), {
    capture: true,
    once: true,
  });
  for (const type of ['pointerdown', 'click', 'keydown', 'input']) {
    window.addEventListener(
      type,
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => latencies.push(performance.now() - start), 0));
      },
      { capture: true },
    );
  }
}

/**
 * Watches for `selector`: when it appears, the end of the frame that draws it (as in observeInteractions),
 * counted from the first tap.
 */
function measureShown(selector: string): void {
  const state = window as unknown as { __salonFirstInput?: number; __salonShown?: number };
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector) || state.__salonFirstInput === undefined) return;
    observer.disconnect();
    const start = state.__salonFirstInput;
    requestAnimationFrame(() => setTimeout(() => (state.__salonShown = performance.now() - start), 0));
  }).observe(document.body, { childList: true, subtree: true });
}

async function measure(browser: Browser, baseUrl: string, scenario: Scenario): Promise<InteractionFigures> {
  const context = await newContext(browser, PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    await page.goto(baseUrl + scenario.route, { waitUntil: 'networkidle' });
    // The page's code has taken the HTML over (RemoteSlot marks each part; the chat button is enabled then):
    // a tap now reaches React.
    await page.waitForFunction(
      () =>
        !document.querySelector('.remote-slot:not([data-listo])') && !document.querySelector('button[aria-label="Abrir el chat con el asistente"]:disabled'),
      undefined,
      { timeout: 20000 },
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (scenario.shows) await page.evaluate(measureShown, scenario.shows);
    await scenario.act(page);
    const durations = await page.evaluate(() => (window as unknown as { __salonInteractions: number[] }).__salonInteractions);
    const shownMs = scenario.shows
      ? await page.waitForFunction(() => (window as unknown as { __salonShown?: number }).__salonShown).then((handle) => handle.jsonValue())
      : undefined;
    return { name: scenario.name, route: scenario.route, worstMs: Math.max(0, ...durations), interactions: durations.length, shownMs };
  } catch (error) {
    return {
      name: scenario.name,
      route: scenario.route,
      worstMs: NaN,
      interactions: 0,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await context.close();
  }
}

/** Each scenario `runs` times in a fresh page; the median of the worst interaction of each run. */
export async function benchInteractions(browser: Browser, baseUrl: string, runs: number): Promise<InteractionFigures[]> {
  const results: InteractionFigures[] = [];
  for (const scenario of SCENARIOS) {
    const figures: InteractionFigures[] = [];
    for (let run = 0; run < runs; run++) figures.push(await measure(browser, baseUrl, scenario));
    const measured = figures.filter((f) => Number.isFinite(f.worstMs)).sort((a, b) => a.worstMs - b.worstMs);
    const shown = measured.flatMap((f) => (f.shownMs === undefined ? [] : [f.shownMs])).sort((a, b) => a - b);
    const median = measured.length > 0 ? measured[Math.floor((measured.length - 1) / 2)]! : figures[0]!;
    results.push({ ...median, shownMs: shown.length > 0 ? shown[Math.floor((shown.length - 1) / 2)] : undefined });
  }
  return results;
}

export function formatInteractionTable(results: readonly InteractionFigures[]): string {
  return formatTable(
    ['interacción', 'ruta', 'peor (ms)', 'hasta verlo (ms)', 'eventos'],
    results.map((r) => [
      r.name,
      r.route,
      Number.isFinite(r.worstMs) ? String(Math.round(r.worstMs)) : `— (${r.error ?? 'no se pudo'})`,
      r.shownMs === undefined ? '' : String(Math.round(r.shownMs)),
      String(r.interactions),
    ]),
  );
}
