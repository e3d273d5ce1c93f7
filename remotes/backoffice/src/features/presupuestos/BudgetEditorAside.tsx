// The editor's side panel: the running total, which prices it uses, why a save did not go through, the warning
// before saving on a taken date or above the hall's capacity, and the save button.
import { Notice } from '@salon/ui';
import { ConfirmWarning } from '../layout/ConfirmWarning';
import { BudgetSummary } from './BudgetSummary';
import { type BudgetEditorModel } from './useBudgetEditor';

interface BudgetEditorAsideProps {
  model: BudgetEditorModel;
  /** Editing a saved budget (rather than a new one). */
  editing: boolean;
}

export function BudgetEditorAside({ model, editing }: BudgetEditorAsideProps) {
  const { totals, saveWarning, saving } = model;
  return (
    <aside className="salon-card bo-budget-form__summary" aria-label="Resumen del presupuesto">
      <h2>Resumen</h2>
      {totals ? (
        <BudgetSummary totals={totals} />
      ) : (
        <p className="bo-muted">{model.pricesError ? 'No se pudieron leer los precios.' : 'Elegí la fecha del evento para ver el total.'}</p>
      )}
      {model.pricesNote && <p className="bo-muted bo-small">{model.pricesNote}</p>}
      {model.keepsStoredPrices && (
        <button type="button" className="salon-button salon-button--secondary" onClick={model.useCurrentPrices}>
          Usar los precios actuales
        </button>
      )}
      {model.storedPricesReplaced && <Notice tone="warning">Cambió el mes o la tarifa: se usan los precios actuales de ese mes.</Notice>}
      {model.hasErrors && <Notice tone="error">Revisá los campos marcados.</Notice>}
      {model.saveError && <Notice tone="error">{model.saveError}</Notice>}
      {saveWarning && (
        <ConfirmWarning
          id="presupuesto-fecha-aviso"
          messages={saveWarning.messages}
          question="¿Guardar el presupuesto igual?"
          confirmLabel="Guardar igual"
          onConfirm={() => void model.confirmSaveWarning()}
          onCancel={() => {
            model.cancelSaveWarning();
            // Back to the date, the field to change instead.
            document.getElementById('presupuesto-fecha')?.focus();
          }}
        />
      )}
      {model.slow && (
        <Notice tone="warning">
          La base de datos no responde: el presupuesto se guardará cuando vuelva la conexión. No cierres esta página; lo escrito queda guardado en este equipo.
        </Notice>
      )}
      <button type="submit" className="salon-button bo-submit" disabled={saving || model.loading}>
        {saving ? 'Guardando...' : editing ? 'Guardar cambios' : 'Guardar presupuesto'}
      </button>
    </aside>
  );
}
