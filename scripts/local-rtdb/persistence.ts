// Durable persistence: a snapshot (one JSON file, Firebase export format, so priorities survive) plus an
// append-only log beside it (`<file>.log`). Every committed write is appended to the log and fsynced before
// the client hears "ok"; writes that arrive while an fsync is running go together in the next one (group
// commit). In the background the log is folded into a new snapshot (temporary file, fsync, rename, fsync of
// the directory) and started afresh.
//
// Log format: one record per line, `<crc32 hex> <byte length> <json>\n`. The first record is a header
// naming the snapshot the log applies to (sha256 of the snapshot file's bytes); the others are
// `{"w": [[path, exportJson], ...]}`: the new node at each written path (null = removed). Values are stored
// as they ended up (server values resolved), so replaying a record always gives the same result.
//
// Compaction renames the log to `<file>.log.old`, starts a new log whose header names the snapshot about to
// be written, writes that snapshot and then deletes the old log. On start: snapshot, then `.log.old` if it
// applies to that snapshot (a compaction was interrupted), then `.log` if it applies to what we have. A torn
// or corrupt last record (a crash in the middle of an append) is dropped and logged; corruption followed by
// valid records is an error, as is a snapshot that is not JSON: data we cannot read is never overwritten.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsync, ftruncate, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, write, writeSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import type { Path } from './paths';
import { normalize, setNode, toExportJson, type MaybeNode } from './tree';

/** Idle time after the last write before the log is folded into the snapshot. */
export const SAVE_DELAY_MS = 100;
/** The log is also folded when it grows past this many bytes (or past the snapshot's size, if larger). */
export const COMPACT_LOG_BYTES = 8 * 1024 * 1024;

const writeAsync = promisify(write);
const fsyncAsync = promisify(fsync);
const ftruncateAsync = promisify(ftruncate);

/** One written location: the path and its new node in export format (null removes it). */
export type LoggedWrite = readonly [Path, unknown];
export interface LogRecord {
  readonly w: readonly LoggedWrite[];
}

/**
 * Disk failures on demand, for tests: consulted before each disk operation; returning an Error makes that
 * operation fail as ENOSPC or EIO would (an append writes half of its bytes first, like a full disk does).
 */
export interface DiskFaults {
  check(op: 'append' | 'fsync' | 'snapshot'): Error | undefined | void;
}

export function diskError(code: 'ENOSPC' | 'EIO'): NodeJS.ErrnoException {
  const message = code === 'ENOSPC' ? 'ENOSPC: no space left on device, write' : 'EIO: i/o error, write';
  return Object.assign(new Error(message), { code, errno: code === 'ENOSPC' ? -28 : -5, syscall: 'write' });
}

export interface DurableStoreOptions {
  log: (msg: string) => void;
  faults?: DiskFaults;
  /** Fold the log into the snapshot once it is this big (default COMPACT_LOG_BYTES). */
  compactLogBytes?: number;
  /** Fold the log after this much idle time (default SAVE_DELAY_MS). */
  idleCompactMs?: number;
}

const NEWLINE = Buffer.from('\n');

function frame(record: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(record), 'utf8');
  const head = Buffer.from(`${crc32(json).toString(16).padStart(8, '0')} ${json.length} `, 'latin1');
  return Buffer.concat([head, json, NEWLINE]);
}

const FRAME_HEAD = /^([0-9a-f]{8}) (\d{1,10}) $/;

/** Reads the frame at `offset`: its record and the offset after it, or null if it is torn or corrupt. */
function readFrame(buf: Buffer, offset: number): { record: unknown; end: number } | null {
  const firstSpace = buf.indexOf(0x20, offset);
  if (firstSpace === -1 || firstSpace - offset !== 8) return null;
  const secondSpace = buf.indexOf(0x20, firstSpace + 1);
  if (secondSpace === -1 || secondSpace - firstSpace > 11) return null;
  const match = FRAME_HEAD.exec(buf.toString('latin1', offset, secondSpace + 1));
  if (!match) return null;
  const length = Number(match[2]);
  const start = secondSpace + 1;
  const end = start + length;
  if (end + 1 > buf.length || buf[end] !== 0x0a) return null;
  const json = buf.subarray(start, end);
  if (crc32(json) !== parseInt(match[1]!, 16)) return null;
  try {
    return { record: JSON.parse(json.toString('utf8')), end: end + 1 };
  } catch {
    return null;
  }
}

interface ParsedLog {
  base: string | null;
  records: LogRecord[];
  /** Bytes of valid frames (where the next append goes). */
  goodBytes: number;
  /** Bytes dropped at the end (torn or corrupt last record). */
  droppedBytes: number;
}

function parseLog(file: string): ParsedLog | null {
  if (!existsSync(file)) return null;
  const buf = readFileSync(file);
  const records: LogRecord[] = [];
  let base: string | null = null;
  let offset = 0;
  while (offset < buf.length) {
    const parsed = readFrame(buf, offset);
    if (!parsed) break;
    const record = parsed.record as { base?: unknown; w?: unknown };
    if (offset === 0) {
      if (typeof record.base !== 'string') break;
      base = record.base;
    } else {
      if (!Array.isArray(record.w)) break;
      records.push(record as LogRecord);
    }
    offset = parsed.end;
  }
  if (offset < buf.length) {
    // Anything valid after the bad spot means the damage is not a torn last append: stop, do not guess.
    for (let next = buf.indexOf(0x0a, offset); next !== -1 && next + 1 < buf.length; next = buf.indexOf(0x0a, next + 1)) {
      if (readFrame(buf, next + 1)) {
        throw new Error(
          `El registro de escrituras ${file} está dañado en el byte ${offset} y tiene registros válidos después. ` +
            'Movelo a otro lugar para arrancar sólo con la instantánea (se perderían las escrituras que contiene).',
        );
      }
    }
  }
  return { base, records, goodBytes: offset, droppedBytes: buf.length - offset };
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Applies one log record to a tree. */
export function applyRecord(root: MaybeNode, record: LogRecord): MaybeNode {
  let next = root;
  for (const [target, value] of record.w) next = setNode(next, target, normalize(value, { now: 0, existing: null }));
  return next;
}

function snapshotText(root: MaybeNode): string {
  return JSON.stringify(toExportJson(root), null, 2) + '\n';
}

function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Reads the snapshot file; a missing or empty file means "no data yet". A corrupt file is an error. */
export function loadDataFile(file: string): MaybeNode | undefined {
  if (!existsSync(file)) return undefined;
  return parseSnapshot(file, readFileSync(file, 'utf8'));
}

function parseSnapshot(file: string, text: string): MaybeNode | undefined {
  if (text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `El archivo de datos ${file} no es JSON válido (${(error as Error).message}). ` + 'Corregilo o movelo a otro lugar para empezar con una base vacía.',
    );
  }
  return normalize(json, { now: Date.now(), existing: null });
}

/** Data files held by a store of this process (a lock file with our own pid but not listed here is stale). */
const heldHere = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per data file: `<file>.lock` holds the owner's pid. A lock left by a process that no longer
 * exists (kill -9) is taken over.
 */
function takeLock(file: string): string {
  const lock = `${file}.lock`;
  const key = path.resolve(file);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(key);
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lock, 'utf8').trim());
      const held = pid === process.pid ? heldHere.has(key) : Number.isInteger(pid) && pid > 0 && processAlive(pid);
      if (held) {
        throw new Error(
          `El archivo de datos ${file} ya lo usa otra instancia de la base de datos local (pid ${pid}; ${lock}). ` + 'Cerrala antes, o usá otro archivo.',
        );
      }
      rmSync(lock, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`No se pudo tomar ${lock}`);
}

export interface OpenedStore {
  store: DurableStore;
  /** The data as last committed; undefined when there was neither snapshot nor log. */
  root: MaybeNode | undefined;
}

export class DurableStore {
  readonly logFile: string;
  private readonly oldLogFile: string;
  private readonly dir: string;
  private fd = -1;
  private logSize = 0;
  private headerSize = 0;
  /** Bytes written by a failed append that could not be cut off yet: no append until they are gone. */
  private broken = false;
  private appending = false;
  private closed = false;
  /** Root after the last successful append (what the log holds), given by the database. */
  private latestRoot: MaybeNode = null;
  private snapshotBytes = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  /** A snapshot that the current log's header names and that is not on disk yet (written in background). */
  private pendingSnapshot: string | null = null;
  private snapshotWrite: Promise<void> | null = null;
  private readonly compactLogBytes: number;
  private readonly idleCompactMs: number;
  private lockFile: string | null = null;
  private noCompaction = false;

  private constructor(
    readonly file: string,
    private readonly opts: DurableStoreOptions,
  ) {
    this.logFile = `${file}.log`;
    this.oldLogFile = `${file}.log.old`;
    this.dir = path.dirname(path.resolve(file));
    this.compactLogBytes = opts.compactLogBytes ?? COMPACT_LOG_BYTES;
    this.idleCompactMs = opts.idleCompactMs ?? SAVE_DELAY_MS;
  }

  /**
   * Loads snapshot + log(s) and starts a fresh log. `seed` is written as the first snapshot when there is no
   * data yet. Throws (touching nothing) if the snapshot or the log cannot be read.
   */
  static open(file: string, opts: DurableStoreOptions, seed?: () => MaybeNode): OpenedStore {
    const store = new DurableStore(file, opts);
    mkdirSync(store.dir, { recursive: true });
    store.lockFile = takeLock(file);
    try {
      return store.load(seed);
    } catch (error) {
      store.releaseLock();
      throw error;
    }
  }

  private releaseLock(): void {
    if (!this.lockFile) return;
    rmSync(this.lockFile, { force: true });
    heldHere.delete(path.resolve(this.file));
    this.lockFile = null;
  }

  private load(seed?: () => MaybeNode): OpenedStore {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the replay's helpers below are closures over the store being opened
    const store = this;
    const file = this.file;
    const opts = this.opts;
    const snapshotBuf = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    let root = parseSnapshot(file, snapshotBuf.toString('utf8'));
    const snapshotHash = sha256(snapshotBuf);
    const oldLog = parseLog(store.oldLogFile);
    const log = parseLog(store.logFile);
    let replayed = 0;
    const replay = (parsed: ParsedLog, name: string) => {
      let node = root ?? null;
      for (const record of parsed.records) node = applyRecord(node, record);
      if (parsed.records.length > 0) root = node;
      replayed += parsed.records.length;
      if (parsed.droppedBytes > 0) {
        opts.log(`${name}: se descartó el último registro, incompleto o dañado (${parsed.droppedBytes} bytes; escritura nunca confirmada)`);
      }
    };
    if (oldLog && oldLog.base === snapshotHash) {
      // Compaction interrupted before its snapshot was in place: the old log, then the new one.
      replay(oldLog, store.oldLogFile);
      if (log) replay(log, store.logFile);
    } else if (log && log.base === snapshotHash) {
      replay(log, store.logFile);
    } else if (log && log.records.length > 0) {
      // Its snapshot is already in place (crash after the rename), or the snapshot was replaced by hand.
      opts.log(`${store.logFile} no corresponde a ${file} (ya incluido en la instantánea o archivo reemplazado): se ignora`);
    }
    let seeded = false;
    if (root === undefined && seed) {
      const initial = seed();
      if (initial) {
        root = initial;
        seeded = true;
      }
    }
    if (replayed > 0) opts.log(`registro de escrituras: ${replayed} escrituras recuperadas`);
    // From here on: a snapshot with everything, and an empty log naming it.
    const data = root ?? null;
    store.latestRoot = data;
    if (replayed > 0 || seeded) {
      const text = snapshotText(data);
      store.writeSnapshotSync(text);
      store.startLog(sha256(text));
    } else {
      store.snapshotBytes = snapshotBuf.length;
      store.startLog(snapshotHash);
    }
    rmSync(store.oldLogFile, { force: true });
    return { store, root };
  }

  /** Creates a new, empty log (header only) atomically and opens it for appending. */
  private startLog(base: string): void {
    const temp = `${this.logFile}.${process.pid}.tmp`;
    const header = frame({ v: 1, base });
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, header);
      fsyncSync(fd);
    } catch (error) {
      closeSync(fd);
      rmSync(temp, { force: true });
      throw error;
    }
    closeSync(fd);
    renameSync(temp, this.logFile);
    fsyncDirectory(this.dir);
    const fd2 = openSync(this.logFile, 'r+');
    if (this.fd !== -1) closeSync(this.fd);
    this.fd = fd2;
    this.logSize = header.length;
    this.headerSize = header.length;
    this.broken = false;
  }

  private writeSnapshotSync(text: string): void {
    const error = this.opts.faults?.check('snapshot');
    if (error) throw error;
    const temp = `${this.file}.${process.pid}.tmp`;
    try {
      const fd = openSync(temp, 'w');
      try {
        writeSync(fd, text);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, this.file);
      fsyncDirectory(this.dir);
      this.snapshotBytes = Buffer.byteLength(text);
    } catch (e) {
      rmSync(temp, { force: true });
      throw e;
    }
  }

  private async writeSnapshot(text: string): Promise<void> {
    const error = this.opts.faults?.check('snapshot');
    if (error) throw error;
    const temp = `${this.file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w');
    try {
      const buf = Buffer.from(text, 'utf8');
      for (let done = 0; done < buf.length;) done += (await writeAsync(fd, buf, done, buf.length - done)).bytesWritten;
      await fsyncAsync(fd);
    } catch (e) {
      closeSync(fd);
      rmSync(temp, { force: true });
      throw e;
    }
    closeSync(fd);
    if (this.closed && this.fd === -1) {
      rmSync(temp, { force: true });
      return;
    }
    renameSync(temp, this.file);
    fsyncDirectory(this.dir);
    this.snapshotBytes = Buffer.byteLength(text);
  }

  /**
   * Appends the records and fsyncs: resolves once they are on disk. On failure (ENOSPC, EIO...) the bytes
   * written are cut off again and the promise rejects: those writes never happened.
   */
  async append(records: readonly LogRecord[]): Promise<void> {
    if (this.closed) throw new Error('la base de datos se está cerrando');
    if (this.appending) throw new Error('append concurrente');
    this.appending = true;
    try {
      if (this.broken) {
        await this.cutTo(this.logSize);
        this.broken = false;
      }
      const buf = Buffer.concat(records.map(frame));
      const injected = this.opts.faults?.check('append');
      if (injected) {
        writeSync(this.fd, buf, 0, Math.floor(buf.length / 2), this.logSize);
        throw injected;
      }
      // Into the page cache: quick, so done in place; the fsync (the slow part) runs off the main thread.
      for (let done = 0; done < buf.length;) done += writeSync(this.fd, buf, done, buf.length - done, this.logSize + done);
      const syncError = this.opts.faults?.check('fsync');
      if (syncError) throw syncError;
      await fsyncAsync(this.fd);
      this.logSize += buf.length;
    } catch (error) {
      try {
        await this.cutTo(this.logSize);
      } catch (cutError) {
        this.broken = true;
        this.opts.log(`no se pudo recortar ${this.logFile} tras el fallo: ${(cutError as Error).message}`);
      }
      throw error;
    } finally {
      this.appending = false;
    }
  }

  private async cutTo(size: number): Promise<void> {
    await ftruncateAsync(this.fd, size);
    await fsyncAsync(this.fd);
  }

  /** Called by the database after each successful append, with the root the log now describes. */
  afterAppend(root: MaybeNode): void {
    this.latestRoot = root;
    if (this.logSize - this.headerSize >= Math.max(this.compactLogBytes, this.snapshotBytes)) {
      this.compact();
      return;
    }
    this.armIdleCompaction();
  }

  /** Re-armed by every append, so it fires between appends (compact() skips if one is running anyway). */
  private armIdleCompaction(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.compact();
    }, this.idleCompactMs);
    this.idleTimer.unref();
  }

  /**
   * Folds the log into a new snapshot: must run between appends. The switch to a new log is synchronous
   * and quick; the snapshot is written in the background.
   */
  private compact(): void {
    if (this.closed || this.appending || this.broken || this.noCompaction) return;
    if (this.snapshotWrite) return; // the previous one is still being written; the timer will come back
    if (this.pendingSnapshot === null) {
      if (this.logSize === this.headerSize) return; // nothing new
      const text = snapshotText(this.latestRoot);
      try {
        renameSync(this.logFile, this.oldLogFile);
        this.startLog(sha256(text));
      } catch (error) {
        // Back to the log still open for appending (the new one, if it got created, is replaced).
        this.opts.log(`no se pudo rotar ${this.logFile}: ${(error as Error).message}`);
        try {
          if (existsSync(this.oldLogFile)) renameSync(this.oldLogFile, this.logFile);
        } catch (renameError) {
          // Appends still go to the file now named .log.old, which the next start replays (its header names
          // the snapshot on disk); compacting again would overwrite it, so no more compactions in this run.
          this.noCompaction = true;
          this.opts.log(`no se pudo restaurar ${this.logFile}: ${(renameError as Error).message}`);
        }
        return;
      }
      this.pendingSnapshot = text;
    }
    const text = this.pendingSnapshot;
    this.snapshotWrite = this.writeSnapshot(text).then(
      () => {
        this.pendingSnapshot = null;
        rmSync(this.oldLogFile, { force: true });
        // Appends made while it was written skipped their compaction: it comes now, not at the next append.
        if (this.logSize > this.headerSize) this.armIdleCompaction();
      },
      (error: unknown) => {
        // The old log stays: the next start still finds every write. Retried at the next compaction.
        this.opts.log(`no se pudo guardar la instantánea ${this.file}: ${(error as Error).message} (se reintentará)`);
      },
    );
    void this.snapshotWrite.finally(() => (this.snapshotWrite = null));
  }

  /** Final snapshot on close: the data file alone holds everything, the logs are removed. */
  async close(root: MaybeNode): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    await this.snapshotWrite;
    this.closed = true;
    try {
      if (this.pendingSnapshot !== null || this.logSize > this.headerSize || this.broken) {
        this.writeSnapshotSync(snapshotText(root));
      }
      closeSync(this.fd);
      this.fd = -1;
      rmSync(this.logFile, { force: true });
      rmSync(this.oldLogFile, { force: true });
    } catch (error) {
      this.opts.log(`no se pudo guardar la instantánea final ${this.file}: ${(error as Error).message}; el registro queda para el próximo arranque`);
      if (this.fd !== -1) closeSync(this.fd);
      this.fd = -1;
    }
    this.releaseLock();
  }
}
