// The previous release (releases/previous.json), built as it was: its tree is taken from git at the tagged
// commit (the commit itself when a clone lacks tags), given this checkout's node_modules, and built with its
// own apps' webpack configurations and prerender (from the running local database), not minified and without
// its size budgets (./buildRelease.ts). Used by the version skew test (docs/releases.md).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, cpSync, lstatSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, type AppInfo } from '../lib/apps';
import { repoRoot, runTsx } from '../lib/processes';

export interface PreviousRelease {
  tag: string;
  commit: string;
}

export function previousRelease(): PreviousRelease {
  return JSON.parse(readFileSync(path.join(repoRoot, 'releases/previous.json'), 'utf8')) as PreviousRelease;
}

/** The commit to build: the tag's when this clone has it, otherwise the recorded commit (it is in main's history). */
function releaseCommit({ tag, commit }: PreviousRelease): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${tag}^{commit}`], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return commit;
  }
}

/**
 * node_modules of this checkout for the old tree; the workspace links (@salon/*) point into the old tree. The tree
 * outlives the checkout that linked it (it is kept in the system's temporary folder, and any checkout on the
 * machine may use it): links another checkout made, maybe deleted since, are made anew. The tree records whose
 * they are (.linked-to).
 */
export function linkDependencies(tree: string, checkout = repoRoot): void {
  const record = path.join(tree, '.linked-to');
  if (existsSync(record) && readFileSync(record, 'utf8') === checkout) return;
  const modules = path.join(checkout, 'node_modules');
  const target = path.join(tree, 'node_modules');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.join(target, '@salon'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '@salon') continue;
    symlinkSync(path.join(modules, entry), path.join(target, entry));
  }
  for (const entry of readdirSync(path.join(modules, '@salon'))) {
    const link = path.join(modules, '@salon', entry);
    if (lstatSync(link).isSymbolicLink()) symlinkSync(readlinkSync(link), path.join(target, '@salon', entry));
    else cpSync(link, path.join(target, '@salon', entry), { recursive: true });
  }
  for (const app of APPS) {
    const relative = path.relative(repoRoot, app.dir);
    const own = path.join(checkout, relative, 'node_modules');
    const link = path.join(tree, relative, 'node_modules');
    if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(link);
    if (existsSync(own) && existsSync(path.join(tree, relative)) && !existsSync(link)) symlinkSync(own, link);
  }
  writeFileSync(record, checkout);
}

/**
 * What a release's bundles are made of besides its commit: this checkout's packages (package-lock.json), the
 * way they are built (./buildRelease.ts) and the Node that builds them. Same inputs, same bundles.
 */
function bundleInputs(commit: string): string {
  const hash = createHash('sha256').update(`${commit}\n${process.version}\n`);
  for (const file of ['package-lock.json', 'scripts/testing/buildRelease.ts']) hash.update(readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex');
}

/**
 * Builds the previous release in the system's temporary folder (inside the repository, jest would find a
 * second copy of every package and test) and returns each app's dist folder. A tagged commit never changes:
 * bundles built before from the same inputs (bundleInputs, written in the tree when its build finished) are
 * used again, and only its pages are prerendered anew from the running database. The first run on a machine
 * builds them (about 12 core-seconds, docs/releases.md).
 */
export async function buildPreviousRelease(): Promise<Record<AppInfo['name'], string>> {
  const release = previousRelease();
  const commit = releaseCommit(release);
  const tree = path.join(tmpdir(), `salon-release-${commit.slice(0, 12)}`);
  const built = path.join(tree, '.bundles-built-from');
  const inputs = bundleInputs(commit);
  const reusable = existsSync(built) && readFileSync(built, 'utf8') === inputs;
  if (!reusable) {
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    execFileSync('bash', ['-c', `git archive ${commit} | tar -x -C "${tree}"`], { cwd: repoRoot, stdio: 'inherit' });
  }
  linkDependencies(tree);
  if (!reusable) {
    await runTsx(path.join(__dirname, 'buildRelease.ts'), [tree], { cwd: tree, label: `build de ${release.tag}` });
    writeFileSync(built, inputs);
  }
  // Its own prerender, from the running database: the pages are rendered anew each time.
  await runTsx('scripts/prerender.ts', [], { cwd: tree, label: `prerender de ${release.tag}` });
  return Object.fromEntries(APPS.map((app) => [app.name, path.join(tree, path.relative(repoRoot, app.dir), 'dist')])) as Record<AppInfo['name'], string>;
}
