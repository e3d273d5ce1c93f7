// Release and roll back one remote without rebuilding the host (README, "Release and roll back one remote").
//
//   npm run release -w remotes/<name>     build the remote, copy its dist/ to remotes/<name>/releases/<id>/,
//                                         point the host's manifest at it (`-- --no-build`: its dist/ as it is)
//   npm run rollback -w remotes/<name>    point the host's manifest at the release before the current one
//   npx tsx scripts/release.ts status <name>   the releases and which one is current
//   npx tsx scripts/release.ts apply           point a freshly built host/dist at every remote's current release
//   npx tsx scripts/release.ts origins <file>  point a freshly built host/dist at the remotes <file> names (deploy)
//
// A release folder is never changed after it is written: `remotes/<name>/releases/` is what the remote's hosting
// site serves (firebase.json), so every release stays reachable and a rollback is only the manifest's pointer.
// `remotes/<name>/release-history.json`, beside that folder (so it is never deployed), lists the releases in
// order and says which one is current. The manifest is the host's deployed `remotes.json` and its copy inside each prerendered page
// (`<script id="salon-remotes">`, scripts/prerender.ts); each file is written whole (temp file + rename).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './lib/apps';
import { repoRoot, run } from './lib/processes';

export type RemoteName = 'catalog' | 'calendar' | 'chat' | 'backoffice';
export const REMOTES: readonly RemoteName[] = ['catalog', 'calendar', 'chat', 'backoffice'];
const ENTRY_FILE = 'remoteEntry.js';
const REMOTES_ELEMENT = /(<script id="salon-remotes" type="application\/json">)([\s\S]*?)(<\/script>)/;

export interface ReleaseRecord {
  id: string;
  commit: string;
  /** The working tree had uncommitted changes when it was built. */
  dirty: boolean;
  releasedAt: string;
}

export interface ReleaseHistory {
  remote: RemoteName;
  current: string | null;
  releases: ReleaseRecord[];
  log: { at: string; action: 'release' | 'rollback' | 'apply'; from: string | null; to: string }[];
}

export interface ReleaseOptions {
  /** The host's deployed files (default host/dist): remotes.json and the prerendered pages. */
  hostDist?: string;
  /** Where this remote's releases are kept (default remotes/<name>/releases); the history is beside it. */
  releasesDir?: string;
  /** Release this already built folder instead of building the remote. */
  dist?: string;
  /** Fixed clock and commit (tests). */
  now?: Date;
  commit?: string;
  log?: (line: string) => void;
}

const remoteDir = (name: RemoteName) => APPS.find((app) => app.name === name)!.dir;
const defaultReleasesDir = (name: RemoteName) => path.join(remoteDir(name), 'releases');
const defaultHostDist = () => path.join(repoRoot, 'host/dist');

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTES as readonly string[]).includes(name);
}

/** Writes a whole file or nothing: a reader sees the old content or the new one, never half. */
export function writeFileAtomic(file: string, content: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temp, content);
  renameSync(temp, file);
}

/** The history of the releases kept in `releasesDir`: beside it, out of what the remote's site serves. */
export function historyFile(releasesDir: string): string {
  return path.join(path.dirname(releasesDir), 'release-history.json');
}

export function readHistory(name: RemoteName, releasesDir = defaultReleasesDir(name)): ReleaseHistory {
  const file = historyFile(releasesDir);
  if (!existsSync(file)) return { remote: name, current: null, releases: [], log: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseHistory;
}

function writeHistory(history: ReleaseHistory, releasesDir: string): void {
  writeFileAtomic(historyFile(releasesDir), JSON.stringify(history, null, 2) + '\n');
}

/** `20261110-153000-3306a3f`: UTC date and time of the release, then the commit it was built from. */
export function releaseId(now: Date, commit: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${commit.slice(0, 7)}`;
}

function gitCommit(): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: 'sin-git', dirty: true };
  }
}

/**
 * Where a remote's releases are served from, read from its current manifest entry: the entry without
 * `remoteEntry.js` and without the current release's folder (`http://{hostname}:8081/20261110-…/remoteEntry.js`
 * → `http://{hostname}:8081/`).
 */
export function releasesBase(entry: string, current: string | null): string {
  const withoutFile = entry.endsWith('/' + ENTRY_FILE) ? entry.slice(0, -ENTRY_FILE.length) : entry.replace(/[^/]*$/, '');
  return current && withoutFile.endsWith(`/${current}/`) ? withoutFile.slice(0, -(current.length + 1)) : withoutFile;
}

/** Base of a remote's files as a prerendered page wrote it (scripts/prerender.ts writes {hostname} as localhost). */
const asWrittenInPages = (base: string) => base.replaceAll('{hostname}', 'localhost');

/**
 * Points the host's manifest entry for `name` at `entry`: remotes.json, and the copy inside every prerendered
 * page (with the addresses of that remote's files in the page, such as the catalog's images).
 */
export function pointManifest(hostDist: string, name: RemoteName, entry: string): void {
  const manifestFile = path.join(hostDist, 'remotes.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${path.relative(process.cwd(), manifestFile) || manifestFile} does not exist: build the host first (npm run build).`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { remotes: Record<string, string> };
  const newBase = entry.slice(0, entry.lastIndexOf('/') + 1);
  for (const file of readdirSync(hostDist).filter((candidate) => candidate.endsWith('.html'))) {
    const html = readFileSync(path.join(hostDist, file), 'utf8');
    const match = REMOTES_ELEMENT.exec(html);
    if (!match) continue;
    const inPage = JSON.parse(match[2] ?? '{}') as { remotes: Record<string, string> };
    const oldEntry = inPage.remotes[name];
    inPage.remotes[name] = entry;
    const json = JSON.stringify(inPage)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
    let updated = html.replace(REMOTES_ELEMENT, (_all, open: string, _old: string, close: string) => open + json + close);
    if (oldEntry) {
      const oldBase = asWrittenInPages(oldEntry.slice(0, oldEntry.lastIndexOf('/') + 1));
      const moved = (url: string) => (url.startsWith(oldBase) ? asWrittenInPages(newBase) + url.slice(oldBase.length) : url);
      updated = updated
        .replace(/\b(src|href)="([^"]*)"/g, (_all, attribute: string, url: string) => `${attribute}="${moved(url)}"`)
        // A photo's copies in each width, "address 480w, address 800w, …" (photoSrcSet, @salon/domain), on the
        // image and on the preload React writes for it.
        .replace(/\b(srcset|imagesrcset)="([^"]*)"/gi, (_all, attribute: string, list: string) => `${attribute}="${list.split(', ').map(moved).join(', ')}"`);
    }
    if (updated !== html) writeFileAtomic(path.join(hostDist, file), updated);
  }
  // remotes.json last: pages and manifest agree once it is written.
  manifest.remotes[name] = entry;
  writeFileAtomic(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
}

function currentEntry(hostDist: string, name: RemoteName): string {
  const manifestFile = path.join(hostDist, 'remotes.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} does not exist: build the host first (npm run build).`);
  const entry = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { remotes?: Record<string, string> }).remotes?.[name];
  if (!entry) throw new Error(`The host's remotes.json does not name "${name}".`);
  return entry;
}

function activate(name: RemoteName, id: string, history: ReleaseHistory, hostDist: string, releasesDir: string): string {
  if (!existsSync(path.join(releasesDir, id, ENTRY_FILE))) throw new Error(`Release ${id} of ${name} has no ${ENTRY_FILE} in ${releasesDir}.`);
  const entry = releasesBase(currentEntry(hostDist, name), history.current) + `${id}/${ENTRY_FILE}`;
  pointManifest(hostDist, name, entry);
  return entry;
}

/** Builds the remote (unless `dist` is given), keeps it as a new release and points the host at it. */
export async function release(name: RemoteName, options: ReleaseOptions = {}): Promise<{ id: string; entry: string }> {
  const log = options.log ?? console.log;
  const hostDist = options.hostDist ?? defaultHostDist();
  const releasesDir = options.releasesDir ?? defaultReleasesDir(name);
  currentEntry(hostDist, name); // fail before building when there is no host to point
  let dist = options.dist;
  if (!dist) {
    log(`Building ${name} (production)…`);
    await run('npx', ['webpack', '--mode', 'production'], { cwd: remoteDir(name), label: `build ${name}` });
    dist = path.join(remoteDir(name), 'dist');
  }
  if (!existsSync(path.join(dist, ENTRY_FILE))) throw new Error(`${dist} has no ${ENTRY_FILE}: is it a build of ${name}?`);
  const git = options.commit ? { commit: options.commit, dirty: false } : gitCommit();
  const now = options.now ?? new Date();
  const history = readHistory(name, releasesDir);
  let id = releaseId(now, git.commit);
  for (let n = 2; history.releases.some((record) => record.id === id) || existsSync(path.join(releasesDir, id)); n++) id = `${releaseId(now, git.commit)}-${n}`;

  // Copied beside the final folder and renamed: a release folder is complete or absent.
  mkdirSync(releasesDir, { recursive: true });
  const partial = path.join(releasesDir, `.${id}.partial`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(dist, partial, { recursive: true });
  renameSync(partial, path.join(releasesDir, id));

  const from = history.current;
  const entry = activate(name, id, history, hostDist, releasesDir);
  history.releases.push({ id, commit: git.commit, dirty: git.dirty, releasedAt: now.toISOString() });
  history.current = id;
  history.log.push({ at: now.toISOString(), action: 'release', from, to: id });
  writeHistory(history, releasesDir);
  log(`Released ${name} ${id}${git.dirty ? ' (built with uncommitted changes)' : ''}.`);
  log(`  files:    ${path.relative(repoRoot, path.join(releasesDir, id)) || path.join(releasesDir, id)}`);
  log(`  manifest: ${name} → ${entry}`);
  log(`  The next page load uses it. Deploy: firebase deploy --only hosting:${name},hosting:host`);
  return { id, entry };
}

/** Points the host back at the release before the current one (or at `to`). */
export function rollback(name: RemoteName, options: Omit<ReleaseOptions, 'dist' | 'commit'> & { to?: string } = {}): { id: string; entry: string } {
  const log = options.log ?? console.log;
  const hostDist = options.hostDist ?? defaultHostDist();
  const releasesDir = options.releasesDir ?? defaultReleasesDir(name);
  const history = readHistory(name, releasesDir);
  const index = history.releases.findIndex((record) => record.id === history.current);
  const target = options.to ? history.releases.find((record) => record.id === options.to) : history.releases[index - 1];
  if (!target) {
    throw new Error(
      options.to
        ? `${name} has no release ${options.to}. Releases: ${history.releases.map((record) => record.id).join(', ') || 'none'}.`
        : `${name} has no release before ${history.current ?? '(none)'} to roll back to.`,
    );
  }
  const from = history.current;
  const entry = activate(name, target.id, history, hostDist, releasesDir);
  history.current = target.id;
  history.log.push({ at: (options.now ?? new Date()).toISOString(), action: 'rollback', from, to: target.id });
  writeHistory(history, releasesDir);
  log(`Rolled ${name} back: ${from} → ${target.id}.`);
  log(`  manifest: ${name} → ${entry}`);
  log(`  The next page load uses it. Deploy: firebase deploy --only hosting:host`);
  return { id: target.id, entry };
}

/** After a new host build: point its manifest at each remote's current release again. */
export function applyCurrentReleases(options: Pick<ReleaseOptions, 'hostDist' | 'log'> & { releasesDirs?: Partial<Record<RemoteName, string>> } = {}): void {
  const log = options.log ?? console.log;
  const hostDist = options.hostDist ?? defaultHostDist();
  for (const name of REMOTES) {
    const releasesDir = options.releasesDirs?.[name] ?? defaultReleasesDir(name);
    const history = readHistory(name, releasesDir);
    if (!history.current) {
      log(`${name}: no release yet; remotes.json keeps ${currentEntry(hostDist, name)}`);
      continue;
    }
    log(`${name}: ${history.current} → ${activate(name, history.current, history, hostDist, releasesDir)}`);
  }
}

/** Points a built host at the remotes of `manifestFile` (the deploy's production remotes.json), pages included. */
export function applyOrigins(manifestFile: string, hostDist = defaultHostDist()): void {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { remotes: Record<string, string> };
  for (const name of REMOTES) {
    const entry = manifest.remotes[name];
    if (!entry) throw new Error(`${manifestFile} does not name "${name}".`);
    pointManifest(hostDist, name, entry);
  }
}

function status(name: RemoteName): void {
  const history = readHistory(name);
  if (history.releases.length === 0) console.log(`${name}: no releases yet (npm run release -w remotes/${name}).`);
  for (const record of history.releases) {
    console.log(`${record.id === history.current ? '→' : ' '} ${record.id}  ${record.releasedAt}${record.dirty ? '  (uncommitted changes)' : ''}`);
  }
}

const USAGE = `usage:
  npm run release -w remotes/<name>           build <name> and make it the current release
  npm run release -w remotes/<name> -- --no-build   release its dist/ as it is
  npm run rollback -w remotes/<name>          go back to the release before the current one
  npx tsx scripts/release.ts rollback <name> --to <id>
  npx tsx scripts/release.ts status <name>
  npx tsx scripts/release.ts apply            after rebuilding the host: point it at the current releases
  npx tsx scripts/release.ts origins <file>   point the built host at the remotes a remotes.json names (deploy)
<name>: ${REMOTES.join(', ')}`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const toIndex = rest.indexOf('--to');
  const to = toIndex >= 0 ? rest[toIndex + 1] : undefined;
  const positional = rest.filter((arg, i) => (toIndex < 0 || (i !== toIndex && i !== toIndex + 1)) && !arg.startsWith('--'));
  // Run through `npm run … -w remotes/<name>`, the working directory is the remote's folder.
  const name = positional[0] ?? path.basename(process.cwd());
  if (command === 'apply') return applyCurrentReleases();
  if (command === 'origins' && rest[0]) return applyOrigins(path.resolve(rest[0]));
  if (!command || !['release', 'rollback', 'status'].includes(command) || !isRemoteName(name)) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  if (command === 'release') await release(name, rest.includes('--no-build') ? { dist: path.join(remoteDir(name), 'dist') } : {});
  else if (command === 'rollback') rollback(name, { to });
  else status(name);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
