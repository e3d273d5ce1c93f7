// Persistence to one JSON file (Firebase export format, so priorities survive). Writes are debounced and
// atomic (temporary file + rename): a crash leaves either the old or the new file, never half of one.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalize, toExportJson, type MaybeNode } from './tree';

export const SAVE_DELAY_MS = 100;

/** Reads the data file; a missing or empty file means "no data yet". A corrupt file is an error: never overwrite data we could not read. */
export function loadDataFile(file: string): MaybeNode | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `El archivo de datos ${file} no es JSON válido (${(error as Error).message}). ` +
        'Corregilo o movelo a otro lugar para empezar con una base vacía.',
    );
  }
  return normalize(json, { now: Date.now(), existing: null });
}

export class DataFileWriter {
  private timer: NodeJS.Timeout | null = null;
  private pending: (() => MaybeNode) | null = null;

  constructor(
    private readonly file: string,
    private readonly log: (msg: string) => void,
  ) {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }

  /** Schedules a save of whatever `snapshot()` returns when the timer fires (many writes, one save). */
  schedule(snapshot: () => MaybeNode): void {
    this.pending = snapshot;
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush();
      }, SAVE_DELAY_MS);
    }
  }

  /** Writes now if a save is pending. Synchronous so that it also works from signal handlers and close(). */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const snapshot = this.pending;
    if (!snapshot) return;
    this.pending = null;
    this.write(snapshot());
  }

  write(root: MaybeNode): void {
    const temp = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(temp, JSON.stringify(toExportJson(root), null, 2) + '\n');
      renameSync(temp, this.file);
    } catch (error) {
      rmSync(temp, { force: true });
      this.log(`no se pudieron guardar los datos en ${this.file}: ${(error as Error).message}`);
    }
  }
}
