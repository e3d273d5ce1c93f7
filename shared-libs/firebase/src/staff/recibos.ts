// recibos/r{numero} and contadores/recibos: receipts with sequential numbers that never repeat.
// A receipt and its number are one atomic write; a receipt is never changed or deleted afterwards.
import { parseReceipt, parseReceipts, receiptKey, type Receipt, type ReceiptFields } from '@salon/domain';
import { callAsStaff, rawDatabase, getDb, childPath, PATHS, type Unsubscribe, type RawDatabase } from '@salon/firebase';
import { watchAll } from './watchAll';

// The page's one Firebase, through the shared package (see ./index.ts).
const { equalTo, get, limitToLast, orderByChild, readPath, ref, serverTimestamp, set, update, watchPath, watchQuery } = rawDatabase;

const parseChildren = (children: Array<[string, unknown]>): Receipt[] =>
  children.map(([, raw]) => parseReceipt(raw)).filter((receipt): receipt is Receipt => receipt !== null);

export interface ReceiptWindow {
  /** Newest (highest number) first. */
  receipts: Receipt[];
  /** The query filled the window: there may be more («Ver más»). */
  full: boolean;
}

/** The last `size` receipts by number, live (a query on the indexed `numero`). */
export function watchReceiptWindow(size: number, onData: (window: ReceiptWindow) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchQuery(
    PATHS.receipts,
    [orderByChild('numero'), limitToLast(size)],
    (children) => ({ receipts: parseChildren(children).sort((a, b) => b.numero - a.numero), full: children.length >= size }),
    onData,
    onError,
  );
}

/** The receipts of the given budgets, live: a query on the indexed `presupuestoId` each, not every receipt. */
export function watchReceiptsOfBudgets(ids: readonly string[], onData: (receipts: Receipt[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchAll(
    ids.map(
      (id) => (data: (value: Receipt[]) => void, error: (error: Error) => void) =>
        watchQuery(PATHS.receipts, [orderByChild('presupuestoId'), equalTo(id)], parseChildren, data, error),
    ),
    (answers) => answers.flat().sort((a, b) => b.numero - a.numero),
    onData,
    onError,
  );
}

/** Every receipt, once: for a CSV export of the books, made when staff ask for it (never a page's live read). */
export function readAllReceipts(): Promise<Receipt[]> {
  return readPath(PATHS.receipts, parseReceipts);
}

/** One receipt by number, live; null while it does not exist. */
export function watchReceipt(numero: number, onData: (receipt: Receipt | null) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(childPath(PATHS.receipts, receiptKey(numero)), parseReceipt, onData, onError);
}

/** How many times a receipt is tried with a fresh number when other staff took the one it read. */
const ISSUE_ATTEMPTS = 50;

export interface IssueReceiptOptions {
  /** Who issues it (the signed-in email; the rules check it). Receipts are staff-only data. */
  emitidoPor: string;
}

/** Issues a receipt: takes the next number and writes it. Returns the stored receipt. */
export function issueReceipt(fields: ReceiptFields, options: IssueReceiptOptions): Promise<Receipt> {
  return issueReceiptIn(getDb(), fields, options);
}

const isPermissionDenied = (error: unknown) => /permission.denied/i.test(error instanceof Error ? error.message : String(error));

/**
 * issueReceipt on a given database connection (the concurrency test runs many clients in one process).
 * The number is taken in the same atomic write as the receipt (counter + 1 and recibos/r{n}): the rules
 * accept a receipt only so (database.rules.json), so no number is ever skipped, reused or filled later.
 * When another staff member took the number first the write is refused; the counter is read again and
 * the receipt tried with the next number. A refusal with the counter unchanged is the receipt's own fault.
 */
export async function issueReceiptIn(db: RawDatabase, fields: ReceiptFields, options: IssueReceiptOptions): Promise<Receipt> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt += 1) {
    const current = (await get(ref(db, PATHS.receiptCounter))).val() as unknown;
    const last = typeof current === 'number' && Number.isInteger(current) && current > 0 ? current : 0;
    const numero = last + 1;
    const path = childPath(PATHS.receipts, receiptKey(numero));
    const record = { ...fields, numero, emitidoEn: serverTimestamp(), emitidoPor: options.emitidoPor };
    try {
      await update(ref(db), { [PATHS.receiptCounter]: numero, [path]: record });
    } catch (caught) {
      if (!isPermissionDenied(caught)) throw caught;
      const now = (await get(ref(db, PATHS.receiptCounter))).val() as unknown;
      if (now === current) throw caught; // nobody else moved the counter: the receipt itself was refused
      lastError = caught;
      continue;
    }
    const saved = parseReceipt((await get(ref(db, path))).val());
    if (!saved) throw new Error('El recibo guardado no se pudo leer.');
    return saved;
  }
  throw lastError instanceof Error ? lastError : new Error('No se pudo tomar un número de recibo.');
}

/**
 * Annuls a receipt (admin only, by the rules): it keeps its number and every field, and gains
 * `anulacion: { motivo, por, en }` (server time), written once; from then on it counts in no total or balance.
 */
export function annulReceipt(numero: number, motivo: string, por: string): Promise<void> {
  return annulReceiptIn(getDb(), numero, motivo, por);
}

/** annulReceipt on a given database connection. */
export function annulReceiptIn(db: RawDatabase, numero: number, motivo: string, por: string): Promise<void> {
  return set(ref(db, childPath(PATHS.receipts, receiptKey(numero), 'anulacion')), { motivo, por, en: serverTimestamp() });
}

export type DepositConfirmationAnswer = { confirmado: true } | { confirmado: false; motivo: string };

/**
 * After a deposit receipt: the server confirms the budget it pays if its date was held (functions/src/depositConfirm.ts),
 * for either staff role (the recibos role cannot write budgets itself).
 */
export function confirmDeposit(numero: number): Promise<DepositConfirmationAnswer> {
  return callAsStaff<{ numero: number }, DepositConfirmationAnswer>('confirmDeposit', { numero });
}
