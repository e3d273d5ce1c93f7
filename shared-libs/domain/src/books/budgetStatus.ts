// A budget's status on the business path (docs/storage-contract.md, "Statuses and history") and its history. consulta → presupuestado →
// reservado (its date held provisionally) → confirmado → pagado → realizado, or anulado (with a reason). Each
// change is kept in historialPresupuestos/{id}/{pushId} = { estado, por, en, nota? } (append-only), beside the budget.
import {
  BUDGET_STATUSES as STORED_BUDGET_STATUSES,
  MAX_AUTHOR_LENGTH,
  MAX_HISTORY_NOTE_LENGTH,
  STORED,
  type BudgetHistoryEntryShape,
  type BudgetStatus,
} from '@salon/schema';
import { compareCodes } from '../dates/dates';
import { asRecord } from '../data/values';

export type { BudgetStatus };
export const BUDGET_STATUSES: readonly BudgetStatus[] = STORED_BUDGET_STATUSES;
export const BUDGET_STATUS_LABELS: Readonly<Record<BudgetStatus, string>> = {
  consulta: 'Consulta',
  presupuestado: 'Presupuestado',
  reservado: 'Reservado (provisorio)',
  confirmado: 'Confirmado',
  pagado: 'Pagado',
  realizado: 'Realizado',
  anulado: 'Anulado',
};

/**
 * Statuses stored before the business path, read as the new ones (docs/storage-contract.md): a draft or a sent
 * budget is 'presupuestado', an accepted one 'confirmado'; a rejected one reads as annulled ("Rechazado por el
 * cliente"), see parseBudget.
 */
export const LEGACY_STATUS_READS_AS: Readonly<Record<string, BudgetStatus>> = {
  borrador: 'presupuestado',
  enviado: 'presupuestado',
  aceptado: 'confirmado',
  rechazado: 'anulado',
};

/** The status a stored value reads as: a current one as it is, an older one mapped; anything else 'presupuestado'. */
export function readBudgetStatus(raw: unknown): BudgetStatus {
  if (typeof raw !== 'string') return 'presupuestado';
  if ((BUDGET_STATUSES as readonly string[]).includes(raw)) return raw as BudgetStatus;
  return Object.prototype.hasOwnProperty.call(LEGACY_STATUS_READS_AS, raw) ? (LEGACY_STATUS_READS_AS[raw] as BudgetStatus) : 'presupuestado';
}

/** What moves a budget along the path besides the form: its date held, made firm, freed, lapsed; annulled. */
export type StatusAction = 'reservar' | 'confirmar' | 'liberar' | 'vencer' | 'anular';

const ACTION_MOVES: Readonly<Record<StatusAction, { from: readonly BudgetStatus[]; to: BudgetStatus }>> = {
  reservar: { from: ['consulta', 'presupuestado'], to: 'reservado' },
  confirmar: { from: ['reservado'], to: 'confirmado' },
  liberar: { from: ['reservado', 'confirmado'], to: 'presupuestado' },
  vencer: { from: ['reservado'], to: 'presupuestado' },
  anular: { from: ['consulta', 'presupuestado', 'reservado', 'confirmado', 'pagado', 'realizado'], to: 'anulado' },
};

/** The status after `action`, or null when the action does not apply to a budget in `from`. */
export function statusAfter(from: BudgetStatus, action: StatusAction): BudgetStatus | null {
  const move = ACTION_MOVES[action];
  return move.from.includes(from) ? move.to : null;
}

/**
 * The statuses staff may pick in the budget's form, from where it is: before a hold, consulta or presupuestado;
 * while held, only reservado (the date's buttons move it on); once confirmed, confirmado, pagado or realizado.
 * 'anulado' is never picked (annulBudget, with a reason). A new budget starts as presupuestado.
 */
export function formStatusChoices(current: BudgetStatus | null): BudgetStatus[] {
  switch (current) {
    case null:
    case 'consulta':
    case 'presupuestado':
      return ['consulta', 'presupuestado'];
    case 'reservado':
      return ['reservado'];
    case 'confirmado':
    case 'pagado':
    case 'realizado':
      return ['confirmado', 'pagado', 'realizado'];
    case 'anulado':
      return [];
  }
}

/** One line of a budget's history (budgetHistoryEntrySchema), under its key: `nota` is '' when it has none. */
export type BudgetHistoryEntry = Required<BudgetHistoryEntryShape> & { id: string };

/** Where budget `budgetId`'s history is kept (historialPresupuestos/{budgetId}), and a line of it under `key`. */
export function budgetHistoryPath(budgetId: string, key?: string): string {
  return [STORED.budgetHistory.path, budgetId, ...(key === undefined ? [] : [key])].join('/');
}

/** One budget's history (historialPresupuestos/{id}) read tolerantly, oldest first (a tie by key, push ids sort by time). */
export function parseBudgetHistory(raw: unknown): BudgetHistoryEntry[] {
  return Object.entries(asRecord(raw))
    .flatMap(([id, value]): BudgetHistoryEntry[] => {
      const record = asRecord(value);
      if (typeof record.en !== 'number') return [];
      return [
        {
          id,
          estado: readBudgetStatus(record.estado),
          por: typeof record.por === 'string' ? record.por.slice(0, MAX_AUTHOR_LENGTH) : '',
          en: record.en,
          nota: typeof record.nota === 'string' ? record.nota.slice(0, MAX_HISTORY_NOTE_LENGTH) : '',
        },
      ];
    })
    .sort((a, b) => a.en - b.en || compareCodes(a.id, b.id));
}

/** "Pasó a Reservado (provisorio)" / "Reservado (provisorio): Reserva extendida 7 días": what a history line says. */
export function historyLineText(entry: Pick<BudgetHistoryEntry, 'estado' | 'nota'>): string {
  const label = BUDGET_STATUS_LABELS[entry.estado];
  return entry.nota ? `${label}: ${entry.nota}` : `Pasó a ${label}`;
}

/** Who a history line names: "el sistema" for the server's own changes. */
export function historyAuthorText(por: string): string {
  return por === 'sistema' ? 'el sistema' : por || 'alguien del personal';
}
