// The creation screen, also used to edit (/presupuesto and /presupuesto/editar/{id}). Everything typed is
// kept in a draft until the budget is saved; a refused or failed save shows why and keeps the draft. The view of
// useBudgetEditor (state, checks, prices and saving), laid out in its sections.
import { Link } from '@salon/router';
import { type StoredBudget } from '@salon/domain';
import { Notice } from '@salon/ui';
import { BudgetClientFields, BudgetEventFields } from './BudgetClientFields';
import { BudgetEditorAside } from './BudgetEditorAside';
import { BudgetConditionsFields, BudgetExtrasFields } from './BudgetTermsFields';
import { useBudgetEditor } from './useBudgetEditor';

interface BudgetEditorProps {
  /** The budget being edited; null for a new one. */
  budget: StoredBudget | null;
}

export function BudgetEditor({ budget }: BudgetEditorProps) {
  if (budget?.anulacion) {
    return (
      <Notice tone="warning">
        Este presupuesto está anulado: no se puede modificar. <Link to={`/presupuesto/${budget.id}`}>Ver el presupuesto</Link>
      </Notice>
    );
  }
  return <BudgetEditorForm budget={budget} />;
}

function BudgetEditorForm({ budget }: BudgetEditorProps) {
  const model = useBudgetEditor(budget);
  return (
    <form
      ref={model.formRef}
      className="bo-budget-form"
      onSubmit={(event) => {
        event.preventDefault();
        void model.submit();
      }}
      noValidate
      aria-label={budget ? 'Editar presupuesto' : 'Nuevo presupuesto'}
    >
      {model.restored && (
        <Notice tone="warning">
          Recuperamos lo que habías escrito y no se guardó.{' '}
          <button type="button" className="bo-link-button" onClick={model.discardDraft}>
            Descartar esos cambios
          </button>
        </Notice>
      )}
      <div className="bo-budget-form__grid">
        <div className="bo-budget-form__fields">
          <BudgetClientFields model={model} />
          <BudgetEventFields model={model} />
          <BudgetExtrasFields model={model} />
          <BudgetConditionsFields model={model} />
        </div>
        <BudgetEditorAside model={model} editing={budget !== null} />
      </div>
    </form>
  );
}
