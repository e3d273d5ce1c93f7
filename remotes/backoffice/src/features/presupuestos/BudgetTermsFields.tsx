// The editor's extras (a quantity each, with its unit price) and its conditions (discount, deposit, validity,
// status, notes).
import { BUDGET_STATUS_LABELS, EXTRA_KEYS, EXTRA_LABELS, type BudgetForm } from '@salon/domain';
import { DateInput } from '@salon/ui/src/DateInput';
import { Field } from '@salon/ui/src/fields';
import { BudgetInput } from './BudgetInput';
import { type BudgetEditorModel } from './useBudgetEditor';

export function BudgetExtrasFields({ model }: { model: BudgetEditorModel }) {
  const { form, errors } = model;
  return (
    <fieldset className="salon-card bo-fieldset">
      <legend>Adicionales (cantidad)</legend>
      <div className="bo-extras">
        {EXTRA_KEYS.map((key) => (
          <Field
            block="bo-field"
            key={key}
            id={`presupuesto-extra-${key}`}
            label={EXTRA_LABELS[key]}
            error={errors[`adicionales.${key}`]}
            hint={model.extraHint(key)}
          >
            {(control) => (
              <input {...control} inputMode="numeric" placeholder="0" value={form.adicionales[key]} onChange={(e) => model.setExtra(key, e.target.value)} />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

export function BudgetConditionsFields({ model }: { model: BudgetEditorModel }) {
  const { form, errors, set } = model;
  return (
    <fieldset className="salon-card bo-fieldset">
      <legend>Condiciones</legend>
      <BudgetInput model={model} name="descuento" id="presupuesto-descuento" label="Descuento ($)" inputMode="decimal" placeholder="0" />
      <BudgetInput model={model} name="sena" id="presupuesto-sena" label="Seña ($)" inputMode="decimal" placeholder="0" />
      <Field block="bo-field" id="presupuesto-validez" label="Válido hasta" error={errors.validoHasta}>
        {(control) => <DateInput {...control} value={form.validoHasta} onChange={(value) => set('validoHasta', value)} />}
      </Field>
      <Field block="bo-field" id="presupuesto-estado" label="Estado" error={errors.estado}>
        {(control) => (
          <select {...control} value={form.estado} onChange={(e) => set('estado', e.target.value as BudgetForm['estado'])}>
            {model.statusChoices.map((status) => (
              <option key={status} value={status}>
                {BUDGET_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field block="bo-field" id="presupuesto-notas" label="Notas" error={errors.notas} className="bo-field--wide">
        {(control) => <textarea {...control} rows={3} value={form.notas} onChange={(e) => set('notas', e.target.value)} />}
      </Field>
    </fieldset>
  );
}
