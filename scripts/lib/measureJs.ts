// JavaScript a route really transfers, measured in headless Chromium (bytes on the wire, gzip as served).
import type { Browser } from 'playwright-core';
import { newContext, PHONE } from '../testing/browser';

export interface RouteTransfer {
  bytes: number;
  requests: number;
  /** NaN when the page had navigated away before it was read. */
  domContentLoadedMs: number;
}

export async function measureRouteJs(browser: Browser, url: string): Promise<RouteTransfer> {
  const context = await newContext(browser, PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    let bytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A page that sends the visitor elsewhere (/cotizacion-exitosa → WhatsApp) may leave while this is read:
    // its scripts were counted, its timing is gone.
    const domContentLoadedMs = await page
      .evaluate(() => {
        const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return entry ? Math.round(entry.domContentLoadedEventEnd) : 0;
      })
      .catch(() => Number.NaN);
    return { bytes, requests: scripts.size, domContentLoadedMs };
  } finally {
    await context.close();
  }
}
