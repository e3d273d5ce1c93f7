// A built app changed as a new deploy of it would be, made from its current build in the system's temporary
// folder: its JavaScript files with some literal text rewritten. Building the app again for a test cost 12 s of
// CPU each time on two cores, beside the other workers (docs/testing.md, "Parallel workers").
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Rewrite {
  /** What it changes, for the error when nothing matched. */
  what: string;
  /** Matched in every .js file of the build (a global RegExp); each match becomes `to`. */
  from: RegExp;
  to: string;
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
      code = code.replace(rewrite.from, () => {
        matches.set(rewrite, matches.get(rewrite)! + 1);
        return rewrite.to;
      });
    }
    if (code !== original) writeFileSync(path.join(out, file), code);
  }
  const missed = rewrites.filter((rewrite) => matches.get(rewrite) === 0);
  if (missed.length) throw new Error(`No se encontró en ${dist}: ${missed.map((rewrite) => rewrite.what).join('; ')}`);
  return out;
}
