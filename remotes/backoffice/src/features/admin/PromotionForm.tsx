// The form of one promotion, new or being edited.
import { Field, TextField } from '@salon/ui/src/fields';
import { DateField } from '@salon/ui/src/fields/DateField';
import { PromotionDiscountFields } from './PromotionDiscountFields';
import type { PromotionsEditorModel } from './usePromotionsEditor';

export function PromotionForm({
  draft,
  errors,
  busy,
  update,
  save,
  cancel,
}: Pick<PromotionsEditorModel, 'draft' | 'errors' | 'busy' | 'update' | 'save' | 'cancel'>) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
      aria-label={draft.id ? 'Editar promoción' : 'Nueva promoción'}
    >
      <h3 className="staff-subtitle">{draft.id ? `Editando «${draft.title || 'promoción'}»` : 'Nueva promoción'}</h3>
      <TextField block="staff-field" label="Título" value={draft.title} onChange={(title) => update({ title })} error={errors.title} maxLength={160} />
      <Field block="staff-field" id="promo-description" label="Descripción" error={errors.description}>
        {(control) => <textarea {...control} rows={3} value={draft.description} onChange={(event) => update({ description: event.target.value })} />}
      </Field>
      <div className="staff-row">
        <DateField block="staff-field" label="Válida desde" value={draft.validFrom} onChange={(validFrom) => update({ validFrom })} error={errors.desde} />
        <DateField block="staff-field" label="Válida hasta" value={draft.validUntil} onChange={(validUntil) => update({ validUntil })} error={errors.hasta} />
      </div>
      <PromotionDiscountFields draft={draft} errors={errors} update={update} />
      <label className="staff-check">
        <input type="checkbox" checked={draft.active} onChange={(event) => update({ active: event.target.checked })} /> Activa (se muestra en el sitio)
      </label>
      <div className="staff-actions">
        <button type="submit" className="salon-button" disabled={busy}>
          {draft.id ? 'Guardar promoción' : 'Agregar promoción'}
        </button>
        {draft.id && (
          <button type="button" className="salon-button salon-button--secondary" onClick={cancel}>
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}
