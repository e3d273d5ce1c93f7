// recibos/r{numero} and contadores/recibos: receipts with sequential numbers that never repeat.
// A number is reserved by a transaction on the counter (the rules accept only "+1"), then the receipt is
// written at recibos/r{numero}; the rules accept that write only for a reserved number not yet used, so a
// failed write can be retried with the same number and nobody else's receipt can be overwritten.
import { parseReceipt, parseReceipts, receiptKey, type Receipt, type ReceiptFields } from '@salon/domain';
import { rawDatabase, getDb, childPath, PATHS, type Unsubscribe, type RawDatabase } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { get, ref, runTransaction, serverTimestamp, set, watchPath } = rawDatabase;

export function watchReceipts(onData: (receipts: Receipt[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.receipts, parseReceipts, onData, onError);
}

/** One receipt by number, live; null while it does not exist. */
export function watchReceipt(numero: number, onData: (receipt: Receipt | null) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(childPath(PATHS.receipts, receiptKey(numero)), parseReceipt, onData, onError);
}

/**
 * Takes the next receipt number on `db`. One at a time per page: the rules refuse a counter jump of more
 * than 1 (the SDK would merge two transactions of one page into one write).
 */
export async function reserveReceiptNumberIn(db: RawDatabase): Promise<number> {
  const result = await runTransaction(
    ref(db, PATHS.receiptCounter),
    (current: unknown) => (typeof current === 'number' && Number.isInteger(current) && current > 0 ? current : 0) + 1,
    { applyLocally: false },
  );
  const numero = result.snapshot.val() as unknown;
  if (!result.committed || typeof numero !== 'number') throw new Error('No se pudo reservar un número de recibo.');
  return numero;
}

/** Thrown when the number was reserved but the receipt could not be written: retry with `numero`. */
export class ReceiptNotSavedError extends Error {
  constructor(
    readonly numero: number,
    readonly reason: unknown,
  ) {
    super(`El recibo N° ${numero} quedó reservado pero no se guardó.`);
    this.name = 'ReceiptNotSavedError';
  }
}

export interface IssueReceiptOptions {
  /** Who issues it (the signed-in email; the rules check it). */
  emitidoPor: string;
  /** A number reserved by an earlier attempt whose write failed. */
  reservedNumber?: number | null;
  /** Called as soon as a number is reserved, so the page can keep it with the draft. */
  onReserved?: (numero: number) => void;
}

/**
 * Issues a receipt: reserves a number (or reuses `reservedNumber`) and writes it. Returns the stored receipt.
 * Throws ReceiptNotSavedError when the number was reserved but the write failed.
 */
export function issueReceipt(fields: ReceiptFields, options: IssueReceiptOptions): Promise<Receipt> {
  return issueReceiptIn(getDb(), fields, options);
}

/** issueReceipt on a given database connection (the concurrency test runs many clients in one process). */
export async function issueReceiptIn(db: RawDatabase, fields: ReceiptFields, options: IssueReceiptOptions): Promise<Receipt> {
  const numero = options.reservedNumber ?? (await reserveReceiptNumberIn(db));
  options.onReserved?.(numero);
  const path = childPath(PATHS.receipts, receiptKey(numero));
  const record = {
    ...fields,
    numero,
    emitidoEn: serverTimestamp(),
    emitidoPor: options.emitidoPor,
  };
  try {
    await set(ref(db, path), record);
  } catch (caught) {
    // A retry after a write whose acknowledgement was lost: the receipt is already there.
    const existing = await get(ref(db, path)).then((snapshot) => parseReceipt(snapshot.val())).catch(() => null);
    if (existing && existing.emitidoPor === options.emitidoPor && existing.monto === fields.monto) return existing;
    throw new ReceiptNotSavedError(numero, caught);
  }
  const saved = parseReceipt((await get(ref(db, path))).val());
  if (!saved) throw new ReceiptNotSavedError(numero, new Error('El recibo guardado no se pudo leer.'));
  return saved;
}
