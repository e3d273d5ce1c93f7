// A built app changed as a new deploy of it would be, made from its current build in the system's temporary
// folder: its JavaScript files with some literal text rewritten; and the browser routed to it. Building the app
// again for a test cost 12 s of CPU each time on two cores, beside the other workers (docs/testing.md,
// "Parallel workers").
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

export interface Rewrite {
  /** What it changes, for the error when nothing matched. */
  what: string;
  /**
   * Matched in every .js file of the build (a global RegExp); each match becomes `to`. It should start with literal
   * text: a leading lookbehind is tried at every position of megabytes of bundled code.
   */
  from: RegExp;
  /** The replacement, or a function of the match and its groups. */
  to: string | ((match: string, ...groups: string[]) => string);
}

/**
 * A copy of `dist` with each rewrite applied to its .js files. Throws when a rewrite matched nothing: the
 * built code no longer looks as the test expects, and a test of the unchanged app would prove nothing.
 */
export function rewrittenBuild(dist: string, rewrites: readonly Rewrite[]): string {
  const out = mkdtempSync(path.join(tmpdir(), `${path.basename(path.dirname(dist))}-cambiado-`));
  cpSync(dist, out, { recursive: true });
  const matches = new Map<Rewrite, number>(rewrites.map((rewrite) => [rewrite, 0]));
  for (const file of readdirSync(out).filter((name) => name.endsWith('.js'))) {
    const original = readFileSync(path.join(out, file), 'utf8');
    let code = original;
    for (const rewrite of rewrites) {
      code = code.replace(rewrite.from, (match: string, ...rest: unknown[]) => {
        matches.set(rewrite, matches.get(rewrite)! + 1);
        return typeof rewrite.to === 'string' ? rewrite.to : rewrite.to(match, ...rest.filter((part): part is string => typeof part === 'string'));
      });
    }
    if (code !== original) writeFileSync(path.join(out, file), code);
  }
  const missed = rewrites.filter((rewrite) => matches.get(rewrite) === 0);
  if (missed.length) throw new Error(`No se encontró en ${dist}: ${missed.map((rewrite) => rewrite.what).join('; ')}`);
  return out;
}

/**
 * The browser gets `dir` wherever it asks the app on `port` (what a deploy of that app alone would serve): each
 * file by its path, a missing one 404, with the CORS header the static servers send.
 */
export async function serveBuildAt(target: Page | BrowserContext, port: number, dir: string): Promise<void> {
  await target.route(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${port}/`), async (route) => {
    const file = path.join(dir, path.normalize(new URL(route.request().url()).pathname.replace(/^\/+/, '') || 'index.html'));
    if (!file.startsWith(dir + path.sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return route.fulfill({ status: 404, body: 'No encontrado' });
    // Playwright gives the file's content type from its name.
    await route.fulfill({ path: file, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
}
