// The database engine, independent of any transport: one data tree, rules, and change notifications.
// WebSocket connections and the REST surface both go through it.
import { describeIdentity, type Identity } from './auth';
import { hashNode } from './hash';
import { invalidPathReason, nodePath, parsePath, pathToString, type Path } from './paths';
import { applyQuery, type WireQuery } from './query';
import { RulesEngine } from './rules';
import type { LogRecord } from './persistence';
import { applyUpdates, getNode, InvalidDataError, MAX_DEPTH, normalize, setNode, toExportJson, type MaybeNode } from './tree';

/**
 * Status strings as the SDK expects them in responses. `write_failed`: the disk refused the write (full,
 * I/O error); it was undone. `write_too_big`: over the size limit of one write.
 */
export type FailureStatus = 'permission_denied' | 'datastale' | 'invalid_data' | 'write_failed' | 'write_too_big';
/** RTDB's answer to a write over its size limit (16 MB over WebSocket, 256 MB over REST). */
export const WRITE_TOO_BIG = 'Data to write exceeds the maximum size that can be modified with a single request.';
export type OpResult = { ok: true } | { ok: false; status: FailureStatus; message: string };
export type ReadResult = { ok: true; node: MaybeNode } | { ok: false; status: FailureStatus; message: string };

/** A committed write: listeners compare `before` and `after` at the paths that may have changed. */
export interface Change {
  /** Order of the write in memory (1, 2, ...); listens remember the last one their data included. */
  readonly seq: number;
  /**
   * Set on the change that undoes writes the disk refused: only listens set up after `seq` `undoneAfter`
   * may have seen the undone data (everyone else was never told about it).
   */
  readonly undoneAfter?: number;
  /** Location the client wrote to (for updates, the base of the relative paths). */
  readonly base: Path;
  /** Node paths that were replaced; none is an ancestor of another. */
  readonly paths: readonly Path[];
  readonly before: MaybeNode;
  readonly after: MaybeNode;
  readonly isMerge: boolean;
  /** The namespace the writer's request named (absent: none, or a write of the server itself). */
  readonly instance?: string;
}

export type ChangeListener = (change: Change) => void;

const DENIED = 'Permission denied';

function fail(status: FailureStatus, message: string): Failure {
  return { ok: false, status, message };
}

type Failure = { ok: false; status: FailureStatus; message: string };
type PreparedChange = Omit<Change, 'seq'>;
type Prepared = { ok: true; change: PreparedChange } | Failure;

const pathKey = (path: Path) => path.join('/');

/**
 * Keeps only the outermost paths (linear time). Update paths never overlap, except that `x/.priority`
 * becomes a write of `x`, which may contain other written paths.
 */
function outermost(paths: readonly Path[]): Path[] {
  const all = new Set(paths.map(pathKey));
  const seen = new Set<string>();
  return paths.filter((p) => {
    const key = pathKey(p);
    if (seen.has(key)) return false;
    seen.add(key);
    for (let i = 0; i < p.length; i++) if (all.has(pathKey(p.slice(0, i)))) return false;
    return true;
  });
}

/** Where written data is made durable before a write is acknowledged (persistence.ts). */
export interface Journal {
  /** Writes and fsyncs the records; rejects if the disk refused them (nothing of them then remains). */
  append(records: readonly LogRecord[]): Promise<void>;
  /** After each successful append, with the data the log now describes. */
  afterAppend(root: MaybeNode): void;
}

/** A write applied in memory and waiting for the disk; or (change null) an answer waiting behind them. */
interface Pending {
  change: Change | null;
  result: OpResult;
  resolve: (result: OpResult) => void;
}

const OK: OpResult = { ok: true };

export interface WriteOptions {
  /** Transactions: the SDK's hash of the value it based its change on ('datastale' if ours differs). */
  hash?: string;
  /** The namespace the request named, for the database triggers' `event.instance` (triggers.ts). */
  instance?: string;
}

export class RtdbDatabase {
  private rootNode: MaybeNode;
  private readonly listeners = new Set<ChangeListener>();
  private journal: Journal | null = null;
  /** Data as of the last write on disk (all of it, without a journal). */
  private durableRoot: MaybeNode;
  private durableSeq = 0;
  private seq = 0;
  /** Applied in memory, not yet on disk, in order; answers and listeners wait for them. */
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private rules: RulesEngine,
    initial: MaybeNode,
    private readonly log: (msg: string) => void,
  ) {
    this.rootNode = initial;
    this.durableRoot = initial;
  }

  get root(): MaybeNode {
    return this.rootNode;
  }

  /** Number of the last write applied in memory (see Change.seq). */
  get lastSeq(): number {
    return this.seq;
  }

  /** From now on a write is acknowledged (and announced to listeners) only once the journal has it on disk. */
  setJournal(journal: Journal): void {
    this.journal = journal;
  }

  /** Resolves once every write applied so far is on disk (or refused). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
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

  /** Whether the rules index what `query` orders by at `path` (see RulesEngine.isIndexed). */
  isIndexed(path: Path, query: WireQuery | undefined): boolean {
    return this.rules.isIndexed(nodePath(path), query?.i);
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

  /**
   * Replaces the value at `path` (null removes it). The new data is visible to reads at once; the answer
   * (and the listeners' events) come once it is on disk.
   */
  set(path: Path, value: unknown, identity: Identity, options: WriteOptions = {}): Promise<OpResult> {
    return this.commit(this.prepareSet(path, value, identity, options), options.instance);
  }

  /** Multi-path update: `values` maps paths relative to `path` to new values; all or nothing. */
  update(path: Path, values: unknown, identity: Identity, options: WriteOptions = {}): Promise<OpResult> {
    return this.commit(this.prepareUpdate(path, values, identity), options.instance);
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
    const reason = invalidPathReason(path) ?? depthReason(path);
    if (reason) return fail('invalid_data', reason);
    if (this.certainlyDenied(path, identity)) return fail('permission_denied', DENIED);
    const before = this.rootNode;
    if (options.hash !== undefined && hashNode(getNode(before, path)) !== options.hash) {
      return fail('datastale', 'Transaction hash does not match');
    }
    const now = Date.now();
    let after: MaybeNode;
    try {
      after = setNode(before, path, normalize(value, { now, existing: getNode(before, path), depth: nodePath(path).length }));
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
    // Linear in the number of paths: a big update costs what its size does, and one that no .write rule
    // can grant is refused on its first path, before any of the work.
    const firstKey = Object.keys(values)[0];
    if (firstKey !== undefined) {
      const first = [...path, ...parsePath(firstKey)];
      if (!invalidPathReason(first) && this.certainlyDenied(first, identity)) return fail('permission_denied', DENIED);
    }
    const entries: Array<readonly [Path, unknown]> = [];
    const keys = new Set<string>();
    for (const [relative, value] of Object.entries(values as Record<string, unknown>)) {
      const target = [...path, ...parsePath(relative)];
      const reason = invalidPathReason(target) ?? depthReason(target);
      if (reason) return fail('invalid_data', reason);
      const key = pathKey(target);
      if (keys.has(key)) return fail('invalid_data', `${pathToString(target)} overlaps ${pathToString(target)} in one update`);
      keys.add(key);
      entries.push([target, value]);
    }
    const baseKey = pathKey(path);
    for (const [target] of entries) {
      let prefixKey = baseKey;
      for (let i = path.length; i < target.length; i++) {
        if (i > path.length) prefixKey = prefixKey === '' ? target[i - 1]! : `${prefixKey}/${target[i - 1]!}`;
        if (keys.has(prefixKey)) {
          return fail('invalid_data', `${pathToString(target.slice(0, i))} overlaps ${pathToString(target)} in one update`);
        }
      }
    }
    const before = this.rootNode;
    const now = Date.now();
    let after: MaybeNode;
    try {
      after = applyUpdates(
        before,
        entries.map(([target, value]) => [target, normalize(value, { now, existing: getNode(before, target), depth: target.length })] as const),
      );
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

  /**
   * Quick refusal before a write is prepared, or before a long message is read whole (connection.ts, rest.ts):
   * no .write rule can grant `target` whatever is written (see RulesEngine.certainlyDenied). Logged like any denial.
   */
  certainlyDenied(target: Path, identity: Identity): boolean {
    if (identity.admin || !this.rules.certainlyDenied(this.rootNode, nodePath(target), identity.auth)) return false;
    this.log(`escritura denegada en ${pathToString(nodePath(target))} (${describeIdentity(identity)}): ninguna regla .write la permite`);
    return true;
  }

  private checkWrite(before: MaybeNode, after: MaybeNode, targets: Path[], identity: Identity, value: unknown, now: number): Failure | null {
    if (identity.admin) return null;
    const decision = this.rules.canWrite(before, after, targets, identity.auth, value, now);
    if (decision.allowed) return null;
    this.log(`escritura denegada en ${targets.map(pathToString).join(', ')} (${describeIdentity(identity)})\n` + decision.info.trim().replace(/\n+/g, '\n  '));
    return fail('permission_denied', DENIED);
  }

  private commit(prepared: Prepared, instance?: string): Promise<OpResult> {
    if (!prepared.ok) {
      // A 'datastale' answer waits for the writes it saw, so the client has their events before it retries.
      return prepared.status === 'datastale' ? this.behindPending(prepared) : Promise.resolve(prepared);
    }
    // Nothing changes, but the data it matches may not be on disk yet: answer once it is.
    if (prepared.change.before === prepared.change.after) return this.behindPending(OK);
    const change: Change = { ...prepared.change, seq: ++this.seq, ...(instance === undefined ? {} : { instance }) };
    this.rootNode = change.after;
    if (!this.journal) {
      this.durableRoot = change.after;
      this.durableSeq = change.seq;
      this.announce(change);
      return Promise.resolve(OK);
    }
    return new Promise((resolve) => {
      this.queue.push({ change, result: OK, resolve });
      this.flushing ??= this.flush();
    });
  }

  private behindPending(result: OpResult): Promise<OpResult> {
    if (!this.flushing) return Promise.resolve(result);
    return new Promise((resolve) => this.queue.push({ change: null, result, resolve }));
  }

  /**
   * Group commit: everything queued while one append+fsync runs goes to disk in the next one. Answers and
   * events follow in order once their write is on disk; if the disk refuses a batch, it and everything
   * applied after it are undone and refused.
   */
  private async flush(): Promise<void> {
    const journal = this.journal!;
    let batch: Pending[] = [];
    try {
      while (this.queue.length > 0) {
        batch = this.queue;
        this.queue = [];
        const records: LogRecord[] = [];
        for (const { change } of batch) {
          if (change) records.push({ w: change.paths.map((p) => [p, toExportJson(getNode(change.after, p))] as const) });
        }
        let failure: Error | null = null;
        if (records.length > 0) {
          try {
            await journal.append(records);
          } catch (error) {
            failure = error as Error;
          }
        }
        if (failure) {
          this.undo([...batch, ...this.queue], failure);
          batch = [];
          this.queue = [];
          continue;
        }
        const last = [...batch].reverse().find((p) => p.change)?.change;
        if (last) {
          this.durableRoot = last.after;
          this.durableSeq = last.seq;
          journal.afterAppend(last.after);
        }
        const done = batch;
        batch = [];
        for (const pending of done) {
          if (pending.change) this.announce(pending.change);
          pending.resolve(pending.result);
        }
      }
    } catch (error) {
      // A bug, not the disk: still, nobody must wait forever, and memory must not run ahead of the disk.
      this.log(`error guardando escrituras: ${(error as Error).stack ?? String(error)}`);
      this.undo([...batch, ...this.queue], error as Error);
      this.queue = [];
    } finally {
      this.flushing = null;
    }
  }

  private undo(refused: Pending[], error: Error): void {
    const code = (error as NodeJS.ErrnoException).code;
    const message = `Write failed: the server could not save it to disk${code ? ` (${code})` : ''}`;
    const changes = refused.flatMap((p) => (p.change ? [p.change] : []));
    this.log(`no se pudieron guardar ${changes.length} escrituras en disco (${error.message}): se deshacen y se rechazan`);
    if (changes.length > 0) {
      const undo: Change = {
        seq: ++this.seq,
        undoneAfter: this.durableSeq,
        base: [],
        paths: outermost(changes.flatMap((c) => c.paths)),
        before: this.rootNode,
        after: this.durableRoot,
        isMerge: false,
      };
      this.rootNode = this.durableRoot;
      this.durableSeq = undo.seq;
      this.announce(undo);
    }
    for (const pending of refused) {
      pending.resolve(pending.result.ok ? fail('write_failed', message) : pending.result);
    }
  }

  private announce(change: Change): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log(`error notificando un cambio: ${(error as Error).stack ?? String(error)}`);
      }
    }
  }
}

/** RTDB refuses data deeper than 32 levels. */
function depthReason(path: Path): string | null {
  const depth = nodePath(path).length;
  return depth > MAX_DEPTH ? `Path specified exceeds the maximum depth that can be written (${MAX_DEPTH})` : null;
}
