// FullCalendar formats every date through Intl. The first Intl.NumberFormat or Intl.DateTimeFormat a browser
// process creates sets up the ICU data all of them share (its locales, number and date patterns, the zone's
// rules): in Chromium one native call of 200–500 ms at 4× CPU, which landed in the middle of the month's first
// render. A throwaway worker of the page creates the same formatters first, so that set-up is done on another
// thread while the dates load; the month's own formatters are then quick (docs/performance.md). The page's CSP
// allows it (`worker-src 'self' blob:`, firebase.json). Where a worker cannot start, FullCalendar does it itself.
import { HALL_TIME_ZONE } from '@salon/domain';

let started = false;

/** The formatters FullCalendar's Spanish month view in the hall's zone creates (title, weekdays, day numbers). */
function warmupSource(zone: string): string {
  const formats = [`{ timeZone: ${zone}, year: 'numeric', month: 'long' }`, `{ timeZone: ${zone}, weekday: 'short' }`, `{ timeZone: ${zone}, day: 'numeric' }`];
  return [
    "new Intl.NumberFormat('es').format(1);",
    ...formats.map((options) => `new Intl.DateTimeFormat('es', ${options}).formatToParts(0);`),
    'postMessage(true);',
  ].join('\n');
}

/** Starts, once per page, a worker that sets up the browser's Intl data off the main thread. */
export function warmIntlOffMainThread(): void {
  if (started || typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  started = true;
  try {
    const url = URL.createObjectURL(new Blob([warmupSource(JSON.stringify(HALL_TIME_ZONE))], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    // No worker here: FullCalendar sets Intl up on the main thread, as it would anyway.
  }
}
