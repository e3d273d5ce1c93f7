// The creation screen, also used to edit (/presupuesto and /presupuesto/editar/{id}). Everything typed is
// kept in a draft until the budget is saved; a refused or failed save shows why and keeps the draft. The view of
// useBudgetEditor (state, checks, prices and saving).
import { Link } from '@salon/router';
import {
  BUDGET_STATUS_LABELS,
  EXTRA_FIELDS,
  EXTRA_HOUR_RATE_LABELS,
  EXTRA_KEYS,
  EXTRA_LABELS,
  formatARS,
  type BudgetForm,
  type ExtraHourRate,
  type StoredBudget,
} from '@salon/domain';
import { Notice } from '@salon/ui';
import { DateInput } from '@salon/ui/src/DateInput';
import { Field } from '@salon/ui/src/fields';
import { BudgetSummary } from './BudgetSummary';
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
  const { form, errors, set, setExtra, setDate, priceCopy, totals, copyMonth, keepsStoredPrices, dateWarning, saving, slow, saveError, formRef, ...editor } =
    useBudgetEditor(budget);

  return (
    <form
      ref={formRef}
      className="bo-budget-form"
      onSubmit={(event) => {
        event.preventDefault();
        void editor.submit();
      }}
      noValidate
      aria-label={budget ? 'Editar presupuesto' : 'Nuevo presupuesto'}
    >
      {editor.restored && (
        <Notice tone="warning">
          Recuperamos lo que habías escrito y no se guardó.{' '}
          <button type="button" className="bo-link-button" onClick={editor.discardDraft}>
            Descartar esos cambios
          </button>
        </Notice>
      )}
      <div className="bo-budget-form__grid">
        <div className="bo-budget-form__fields">
          <fieldset className="salon-card bo-fieldset">
            <legend>Cliente</legend>
            <Field block="bo-field" id="presupuesto-cliente" label="Nombre del cliente" error={errors.cliente}>
              {(control) => <input {...control} autoComplete="off" value={form.cliente} onChange={(e) => set('cliente', e.target.value)} />}
            </Field>
            <Field
              block="bo-field"
              id="presupuesto-telefono"
              label="Teléfono (WhatsApp)"
              error={errors.telefono}
              hint="Con código de área, por ejemplo 11 4444-5555."
            >
              {(control) => (
                <input {...control} type="tel" inputMode="tel" autoComplete="off" value={form.telefono} onChange={(e) => set('telefono', e.target.value)} />
              )}
            </Field>
            <Field block="bo-field" id="presupuesto-invitados" label="Invitados" error={errors.invitados}>
              {(control) => <input {...control} inputMode="numeric" value={form.invitados} onChange={(e) => set('invitados', e.target.value)} />}
            </Field>
          </fieldset>

          <fieldset className="salon-card bo-fieldset">
            <legend>Evento</legend>
            <Field block="bo-field" id="presupuesto-fecha" label="Fecha del evento" error={errors.fechaEvento}>
              {(control) => <DateInput {...control} value={form.fechaEvento} onChange={setDate} />}
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
            <Field block="bo-field" id="presupuesto-horas-extra" label="Horas extra" error={errors.horasExtra}>
              {(control) => <input {...control} inputMode="numeric" value={form.horasExtra} onChange={(e) => set('horasExtra', e.target.value)} />}
            </Field>
          </fieldset>

          <fieldset className="salon-card bo-fieldset">
            <legend>Adicionales (cantidad)</legend>
            <div className="bo-extras">
              {EXTRA_KEYS.map((key) => {
                const unit = priceCopy?.valores[EXTRA_FIELDS[key]];
                return (
                  <Field
                    block="bo-field"
                    key={key}
                    id={`presupuesto-extra-${key}`}
                    label={EXTRA_LABELS[key]}
                    error={errors[`adicionales.${key}`]}
                    hint={unit === undefined ? (priceCopy ? 'Consultar' : undefined) : `${formatARS(unit)} c/u`}
                  >
                    {(control) => (
                      <input {...control} inputMode="numeric" placeholder="0" value={form.adicionales[key]} onChange={(e) => setExtra(key, e.target.value)} />
                    )}
                  </Field>
                );
              })}
            </div>
          </fieldset>

          <fieldset className="salon-card bo-fieldset">
            <legend>Condiciones</legend>
            <Field block="bo-field" id="presupuesto-descuento" label="Descuento ($)" error={errors.descuento}>
              {(control) => (
                <input {...control} inputMode="decimal" placeholder="0" value={form.descuento} onChange={(e) => set('descuento', e.target.value)} />
              )}
            </Field>
            <Field block="bo-field" id="presupuesto-sena" label="Seña ($)" error={errors.sena}>
              {(control) => <input {...control} inputMode="decimal" placeholder="0" value={form.sena} onChange={(e) => set('sena', e.target.value)} />}
            </Field>
            <Field block="bo-field" id="presupuesto-validez" label="Válido hasta" error={errors.validoHasta}>
              {(control) => <DateInput {...control} value={form.validoHasta} onChange={(value) => set('validoHasta', value)} />}
            </Field>
            <Field block="bo-field" id="presupuesto-estado" label="Estado" error={errors.estado}>
              {(control) => (
                <select {...control} value={form.estado} onChange={(e) => set('estado', e.target.value as BudgetForm['estado'])}>
                  {editor.statusChoices.map((status) => (
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
        </div>

        <aside className="salon-card bo-budget-form__summary" aria-label="Resumen del presupuesto">
          <h2>Resumen</h2>
          {totals ? (
            <BudgetSummary totals={totals} />
          ) : (
            <p className="bo-muted">{editor.pricesError ? 'No se pudieron leer los precios.' : 'Elegí la fecha del evento para ver el total.'}</p>
          )}
          {priceCopy && copyMonth && (
            <p className="bo-muted bo-small">
              {keepsStoredPrices ? `Con los precios de ${copyMonth} guardados en este presupuesto.` : `Con los precios actuales de ${copyMonth}.`}
            </p>
          )}
          {keepsStoredPrices && (
            <button type="button" className="salon-button salon-button--secondary" onClick={editor.useCurrentPrices}>
              Usar los precios actuales
            </button>
          )}
          {editor.storedPricesReplaced && <Notice tone="warning">Cambió el mes o la tarifa: se usan los precios actuales de ese mes.</Notice>}
          {editor.hasErrors && <Notice tone="error">Revisá los campos marcados.</Notice>}
          {saveError && <Notice tone="error">{saveError}</Notice>}
          {dateWarning && (
            <div
              className="salon-notice salon-notice--warning"
              role="alertdialog"
              aria-labelledby="presupuesto-fecha-aviso"
              data-testid="presupuesto-fecha-aviso"
            >
              <p id="presupuesto-fecha-aviso">{dateWarning.message} ¿Guardar el presupuesto con esa fecha igual?</p>
              <div className="bo-actions">
                <button type="button" className="salon-button" onClick={() => void editor.confirmDateWarning()}>
                  Guardar igual
                </button>
                <button
                  type="button"
                  className="salon-button salon-button--secondary"
                  onClick={() => {
                    editor.cancelDateWarning();
                    document.getElementById('presupuesto-fecha')?.focus();
                  }}
                >
                  Cancelar
                </button>
              </div>
            </div>
          )}
          {slow && (
            <Notice tone="warning">
              La base de datos no responde: el presupuesto se guardará cuando vuelva la conexión. No cierres esta página; lo escrito queda guardado en este
              equipo.
            </Notice>
          )}
          <button type="submit" className="salon-button bo-submit" disabled={saving}>
            {saving ? 'Guardando...' : budget ? 'Guardar cambios' : 'Guardar presupuesto'}
          </button>
        </aside>
      </div>
    </form>
  );
}
