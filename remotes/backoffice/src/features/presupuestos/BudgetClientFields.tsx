// The editor's client and event blocks: who the budget is for, the date, the rental and the extra hours.
import { EXTRA_HOUR_RATE_LABELS, type BudgetForm, type ExtraHourRate } from '@salon/domain';
import { DateInput } from '@salon/ui/src/DateInput';
import { Field } from '@salon/ui/src/fields';
import { BudgetInput } from './BudgetInput';
import { type BudgetEditorModel } from './useBudgetEditor';

export function BudgetClientFields({ model }: { model: BudgetEditorModel }) {
  return (
    <fieldset className="salon-card bo-fieldset">
      <legend>Cliente</legend>
      <BudgetInput model={model} name="cliente" id="presupuesto-cliente" label="Nombre del cliente" autoComplete="off" />
      <BudgetInput
        model={model}
        name="telefono"
        id="presupuesto-telefono"
        label="Teléfono (WhatsApp)"
        hint="Con código de área, por ejemplo 11 4444-5555."
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <BudgetInput model={model} name="invitados" id="presupuesto-invitados" label="Invitados" inputMode="numeric" />
    </fieldset>
  );
}

export function BudgetEventFields({ model }: { model: BudgetEditorModel }) {
  const { form, errors, set } = model;
  return (
    <fieldset className="salon-card bo-fieldset">
      <legend>Evento</legend>
      <Field block="bo-field" id="presupuesto-fecha" label="Fecha del evento" error={errors.fechaEvento}>
        {(control) => <DateInput {...control} value={form.fechaEvento} onChange={model.setDate} />}
      </Field>
      <Field block="bo-field" id="presupuesto-alquiler" label="Alquiler del salón" error={errors.alquiler}>
        {(control) => (
          <select {...control} value={form.alquiler} onChange={(e) => set('alquiler', e.target.value as BudgetForm['alquiler'])}>
            <option value="">Sin alquiler (solo adicionales)</option>
            <option value="3hs">Alquiler del salón x 3 hs</option>
            <option value="4hs">Alquiler del salón x 4 hs</option>
          </select>
        )}
      </Field>
      <Field
        block="bo-field"
        id="presupuesto-tarifa"
        label="Tarifa de las horas extra"
        error={errors.tarifa}
        hint="Se sugiere según la fecha (fin de semana y feriados)."
      >
        {(control) => (
          <select {...control} value={form.tarifa} onChange={(e) => set('tarifa', e.target.value as ExtraHourRate)}>
            {(Object.keys(EXTRA_HOUR_RATE_LABELS) as ExtraHourRate[]).map((rate) => (
              <option key={rate} value={rate}>
                {EXTRA_HOUR_RATE_LABELS[rate]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <BudgetInput model={model} name="horasExtra" id="presupuesto-horas-extra" label="Horas extra" inputMode="numeric" />
    </fieldset>
  );
}
