// A deposit receipt confirms its budget (docs/storage-contract.md, "Payment plan"): called by the back-office right
// after a seña receipt is issued, by either staff role. The recibos role may issue receipts but never write budgets
// or bookings (database.rules.json), so the server checks the receipt, the budget and its hold
// (depositConfirmation in @salon/domain) and makes the hold firm with admin rights, in one multi-path write.
import { ServerValue, type Database } from 'firebase-admin/database';
import { budgetHistoryPath, depositConfirmation, depositConfirmedNote, formatReceiptNumber, holdFirmWrites } from '@salon/domain';
import { STORED } from '@salon/schema';

export interface DepositCaller {
  role: unknown;
  email: unknown;
}

export type DepositAnswer = { confirmado: true } | { confirmado: false; motivo: string };

export class DepositRefusal extends Error {
  constructor(
    readonly code: 'unauthenticated' | 'permission-denied' | 'invalid-argument',
    message: string,
  ) {
    super(message);
  }
}

/** The request's receipt number: a whole number ≥ 1. */
function receiptNumber(data: unknown): number {
  const numero = (data as { numero?: unknown } | null)?.numero;
  if (typeof numero !== 'number' || !Number.isInteger(numero) || numero < 1) throw new DepositRefusal('invalid-argument', 'Falta el número de recibo.');
  return numero;
}

/**
 * Confirms the budget a deposit receipt pays, if it is held: 'confirmado', the date booked for good, and a line
 * "Seña recibida (recibo N° …): reserva confirmada" signed by the caller. Answers why not when it does not apply.
 */
export async function handleConfirmDeposit(data: unknown, caller: DepositCaller | null, db: Database): Promise<DepositAnswer> {
  if (!caller) throw new DepositRefusal('unauthenticated', 'Iniciá sesión para confirmar la seña.');
  if ((caller.role !== 'admin' && caller.role !== 'recibos') || typeof caller.email !== 'string' || caller.email === '')
    throw new DepositRefusal('permission-denied', 'Solo el personal del salón confirma señas.');
  const numero = receiptNumber(data);
  const receipt: unknown = (await db.ref(`${STORED.receipts.path}/r${numero}`).get()).val();
  const budgetId = (receipt as { presupuestoId?: unknown } | null)?.presupuestoId;
  const id = typeof budgetId === 'string' ? budgetId : '';
  const budget: unknown = id === '' ? null : (await db.ref(`${STORED.budgets.path}/${id}`).get()).val();
  const fechaEvento = (budget as { fechaEvento?: unknown } | null)?.fechaEvento;
  const booking: unknown = typeof fechaEvento === 'string' && fechaEvento !== '' ? (await db.ref(`${STORED.bookings.path}/${fechaEvento}`).get()).val() : null;
  const check = depositConfirmation(receipt, budget, booking, id);
  if (!check.confirm) return { confirmado: false, motivo: check.reason };
  const history = db.ref(budgetHistoryPath(id));
  await db
    .ref()
    .update(
      holdFirmWrites(
        { id, fechaEvento: fechaEvento as string },
        { por: caller.email, nota: depositConfirmedNote(formatReceiptNumber(numero)), newKey: () => history.push().key, serverTime: ServerValue.TIMESTAMP },
      ),
    );
  return { confirmado: true };
}
