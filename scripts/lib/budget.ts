// Size budget of the first page: the JavaScript that "/" transfers, federation runtime and Firebase
// included, measured in Chromium over the fresh production build of the host.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TEST_CHROMIUM } from '../testing/browser';

export const HOME_JS_BUDGET_BYTES = 185 * 1024; // the product's budget: "/" at most 185 KB gzip

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A prerendered page's HTML, compressed, fits in the first round trip of a new connection: ten packets of
 * 1460 bytes less the response's headers. One byte more and a phone on a slow network waits another round
 * trip (150 ms in Lighthouse) before its first paint (docs/performance.md, "The page in one round trip").
 */
export const PAGE_HTML_BUDGET_BYTES = 14 * 1024;

/** Gzip size (as the server sends it) of each prerendered page of the host's build, largest first. */
export function prerenderedPagesGzip(hostDist: string, pageFiles: readonly string[]): { file: string; bytes: number }[] {
  return pageFiles.map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(hostDist, file)), { level: 9 }).length })).sort((a, b) => b.bytes - a.bytes);
}

export function chromiumAvailable(): boolean {
  return existsSync(TEST_CHROMIUM);
}

/** Gzip size of every JavaScript file of one app's build (what a static host would serve). */
export function totalJsGzip(distDir: string): number {
  return readdirSync(distDir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
}
