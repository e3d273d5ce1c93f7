// The database engine, independent of any transport: one data tree, rules, and change notifications.
// WebSocket connections and the REST surface both go through it.
import { describeIdentity, type Identity } from './auth';
import { hashNode } from './hash';
import { invalidPathReason, isPrefix, nodePath, parsePath, pathToString, type Path } from './paths';
import { applyQuery, type WireQuery } from './query';
import { RulesEngine } from './rules';
import { getNode, InvalidDataError, normalize, setNode, type MaybeNode } from './tree';

/** Status strings as the SDK expects them in responses. */
export type FailureStatus = 'permission_denied' | 'datastale' | 'invalid_data';
export type OpResult = { ok: true } | { ok: false; status: FailureStatus; message: string };
export type ReadResult = { ok: true; node: MaybeNode } | { ok: false; status: FailureStatus; message: string };

/** A committed write: listeners compare `before` and `after` at the paths that may have changed. */
export interface Change {
  /** Location the client wrote to (for updates, the base of the relative paths). */
  readonly base: Path;
  /** Node paths that were replaced; none is an ancestor of another. */
  readonly paths: readonly Path[];
  readonly before: MaybeNode;
  readonly after: MaybeNode;
  readonly isMerge: boolean;
}

export type ChangeListener = (change: Change) => void;

const DENIED = 'Permission denied';

function fail(status: FailureStatus, message: string): Failure {
  return { ok: false, status, message };
}

type Failure = { ok: false; status: FailureStatus; message: string };
type Prepared = { ok: true; change: Change } | Failure;

/**
 * Keeps only the outermost paths. Update paths never overlap, except that `x/.priority` becomes a write
 * of `x`, which may contain other written paths.
 */
function outermost(paths: readonly Path[]): Path[] {
  const result: Path[] = [];
  for (const p of [...paths].sort((a, b) => a.length - b.length)) {
    if (!result.some((q) => isPrefix(q, p))) result.push(p);
  }
  return result;
}

export interface WriteOptions {
  /** Transactions: the SDK's hash of the value it based its change on ('datastale' if ours differs). */
  hash?: string;
}

export class RtdbDatabase {
  private rootNode: MaybeNode;
  private readonly listeners = new Set<ChangeListener>();

  constructor(
    private rules: RulesEngine,
    initial: MaybeNode,
    private readonly log: (msg: string) => void,
  ) {
    this.rootNode = initial;
  }

  get root(): MaybeNode {
    return this.rootNode;
  }

  setRules(rules: RulesEngine): void {
    this.rules = rules;
  }

  /** Whether a write can change read permissions (read rules that look at data). */
  get readDependsOnData(): boolean {
    return this.rules.readDependsOnData;
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  canRead(path: Path, identity: Identity, query?: WireQuery): boolean {
    if (identity.admin) return true;
    return this.rules.canRead(this.rootNode, nodePath(path), identity.auth, query).allowed;
  }

  read(path: Path, identity: Identity, query?: WireQuery): ReadResult {
    const reason = invalidPathReason(path);
    if (reason) return fail('invalid_data', reason);
    if (!identity.admin) {
      const decision = this.rules.canRead(this.rootNode, nodePath(path), identity.auth, query);
      if (!decision.allowed) {
        this.log(`lectura denegada en ${pathToString(path)} (${describeIdentity(identity)})`);
        return fail('permission_denied', DENIED);
      }
    }
    return { ok: true, node: applyQuery(getNode(this.rootNode, path), query) };
  }

  /** Replaces the value at `path` (null removes it). */
  set(path: Path, value: unknown, identity: Identity, options: WriteOptions = {}): OpResult {
    return this.commit(this.prepareSet(path, value, identity, options));
  }

  /** Multi-path update: `values` maps paths relative to `path` to new values; all or nothing. */
  update(path: Path, values: unknown, identity: Identity): OpResult {
    return this.commit(this.prepareUpdate(path, values, identity));
  }

  /** Checks a write without applying it (onDisconnect operations are checked when they are queued). */
  checkSet(path: Path, value: unknown, identity: Identity): OpResult {
    const prepared = this.prepareSet(path, value, identity, {});
    return prepared.ok ? { ok: true } : prepared;
  }

  checkUpdate(path: Path, values: unknown, identity: Identity): OpResult {
    const prepared = this.prepareUpdate(path, values, identity);
    return prepared.ok ? { ok: true } : prepared;
  }

  private prepareSet(path: Path, value: unknown, identity: Identity, options: WriteOptions): Prepared {
    const reason = invalidPathReason(path);
    if (reason) return fail('invalid_data', reason);
    const before = this.rootNode;
    if (options.hash !== undefined && hashNode(getNode(before, path)) !== options.hash) {
      return fail('datastale', 'Transaction hash does not match');
    }
    const now = Date.now();
    let after: MaybeNode;
    try {
      after = setNode(before, path, normalize(value, { now, existing: getNode(before, path) }));
    } catch (error) {
      return this.invalid(path, error);
    }
    const target = nodePath(path);
    const denied = this.checkWrite(before, after, [target], identity, value, now);
    if (denied) return denied;
    return { ok: true, change: { base: target, paths: [target], before, after, isMerge: false } };
  }

  private prepareUpdate(path: Path, values: unknown, identity: Identity): Prepared {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      return fail('invalid_data', 'update needs an object of paths to values');
    }
    const entries = Object.entries(values as Record<string, unknown>).map(
      ([relative, value]) => [[...path, ...parsePath(relative)], value] as const,
    );
    for (const [target] of entries) {
      const reason = invalidPathReason(target);
      if (reason) return fail('invalid_data', reason);
    }
    for (let i = 0; i < entries.length; i++) {
      for (let j = 0; j < entries.length; j++) {
        if (i !== j && isPrefix(entries[i]![0], entries[j]![0])) {
          return fail('invalid_data', `${pathToString(entries[i]![0])} overlaps ${pathToString(entries[j]![0])} in one update`);
        }
      }
    }
    const before = this.rootNode;
    const now = Date.now();
    let after = before;
    try {
      for (const [target, value] of entries) {
        after = setNode(after, target, normalize(value, { now, existing: getNode(before, target) }));
      }
    } catch (error) {
      return this.invalid(path, error);
    }
    const targets = entries.map(([target]) => nodePath(target));
    const denied = this.checkWrite(before, after, targets, identity, values, now);
    if (denied) return denied;
    return { ok: true, change: { base: path, paths: outermost(targets), before, after, isMerge: true } };
  }

  private invalid(path: Path, error: unknown): Failure {
    if (error instanceof InvalidDataError) {
      this.log(`datos inválidos en ${pathToString(path)}: ${error.message}`);
      return fail('invalid_data', error.message);
    }
    throw error;
  }

  private checkWrite(
    before: MaybeNode,
    after: MaybeNode,
    targets: Path[],
    identity: Identity,
    value: unknown,
    now: number,
  ): Failure | null {
    if (identity.admin) return null;
    const decision = this.rules.canWrite(before, after, targets, identity.auth, value, now);
    if (decision.allowed) return null;
    this.log(
      `escritura denegada en ${targets.map(pathToString).join(', ')} (${describeIdentity(identity)})\n` +
        decision.info.trim().replace(/\n+/g, '\n  '),
    );
    return fail('permission_denied', DENIED);
  }

  private commit(prepared: Prepared): OpResult {
    if (!prepared.ok) return prepared;
    const { change } = prepared;
    if (change.before === change.after) return { ok: true };
    this.rootNode = change.after;
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log(`error notificando un cambio: ${(error as Error).stack ?? String(error)}`);
      }
    }
    return { ok: true };
  }
}
