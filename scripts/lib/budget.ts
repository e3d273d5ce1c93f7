// Size budget of the first page: the JavaScript that "/" transfers, federation runtime and Firebase
// included, measured in Chromium over the fresh production build of the host.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 170 * 1024; // issue 11: "/" at most 170 KB gzip

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function chromiumAvailable(): boolean {
  return existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
}

/** Gzip size of every JavaScript file of one app's build (what a static host would serve). */
export function totalJsGzip(distDir: string): number {
  return readdirSync(distDir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
}
