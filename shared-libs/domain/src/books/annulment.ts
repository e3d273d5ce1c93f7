// Annulling (README, "Staff guide"): nothing in the books is deleted. A budget or a receipt is annulled with a reason and
// keeps `anulacion: { motivo, por, en }` (annulmentSchema of @salon/schema); from then on it counts in no total
// and no balance. `inTotals` is that one rule: every screen that adds budgets or receipts up goes through it.
import { MAX_ANNUL_REASON_LENGTH, type AnnulmentShape } from '@salon/schema';
import { asRecord } from '../data/values';

export type Annulment = AnnulmentShape;
export { MAX_ANNUL_REASON_LENGTH };

/** Whether a budget or a receipt counts in totals and balances: only when it is not annulled. */
export function inTotals(item: { anulacion?: Annulment | null }): boolean {
  return !item.anulacion;
}

/** The stored annulment record, read tolerantly; null when there is none (or it is not one). */
export function parseAnnulment(raw: unknown): Annulment | null {
  const record = asRecord(raw);
  if (typeof record.motivo !== 'string' || typeof record.en !== 'number') return null;
  return { motivo: record.motivo.slice(0, MAX_ANNUL_REASON_LENGTH), por: typeof record.por === 'string' ? record.por : '', en: record.en };
}

export type AnnulReasonCheck = { ok: true; value: string } | { ok: false; error: string };

/** The reason staff type to annul: required, at most MAX_ANNUL_REASON_LENGTH characters; said in Spanish. */
export function validateAnnulReason(text: string): AnnulReasonCheck {
  const motivo = text.trim();
  if (motivo === '') return { ok: false, error: 'Escribí el motivo de la anulación.' };
  if (motivo.length > MAX_ANNUL_REASON_LENGTH) return { ok: false, error: `El motivo no puede tener más de ${MAX_ANNUL_REASON_LENGTH} caracteres.` };
  return { ok: true, value: motivo };
}
