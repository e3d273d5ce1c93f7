// "Crear presupuesto" from an inquiry: the inbox leaves the filled-in form here and opens /presupuesto; the budget
// editor takes it as its starting form (one line in BudgetEditor). Session storage: a reload keeps it until taken.
import { inquiryToBudgetForm, type BudgetForm, type Inquiry } from '@salon/domain';
import { clearDraft, readDraft } from '../presupuestos/draft';

const KEY = 'salon.presupuestoDesdeConsulta';
/** The editor's draft of a new budget (BudgetEditor's draftKey for a new one). */
export const NEW_BUDGET_DRAFT = 'presupuesto.nuevo';

/** Whether a new budget was being written and not saved (starting from an inquiry would replace it). */
export function hasUnsavedNewBudget(): boolean {
  return readDraft<BudgetForm>(NEW_BUDGET_DRAFT) !== null;
}

export function startBudgetFromInquiry(inquiry: Inquiry, now = new Date()): void {
  clearDraft(NEW_BUDGET_DRAFT);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(inquiryToBudgetForm(inquiry, now)));
  } catch {
    // Storage disabled: the editor opens blank.
  }
}

/**
 * The form an inquiry left for a new budget, or null. It is removed right after this render (React may call a
 * state initializer twice in development; both calls see it).
 */
export function takeBudgetPrefill(): BudgetForm | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return null;
    setTimeout(() => window.sessionStorage.removeItem(KEY), 0);
    return JSON.parse(text) as BudgetForm;
  } catch {
    return null;
  }
}
