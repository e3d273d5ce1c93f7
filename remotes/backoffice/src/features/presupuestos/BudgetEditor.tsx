// The creation screen, also used to edit (/presupuesto and /presupuesto/editar/{id}). Everything typed is
// kept in a draft until the budget is saved; a refused or failed save shows why and keeps the draft.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@salon/router';
import {
  BUDGET_STATUS_LABELS,
  formStatusChoices,
  budgetDateConflict,
  budgetDateMove,
  EXTRA_FIELDS,
  EXTRA_HOUR_RATE_LABELS,
  EXTRA_KEYS,
  EXTRA_LABELS,
  MONTH_NAMES_ES,
  budgetPreview,
  budgetToForm,
  budgetTotals,
  defaultRateForDate,
  emptyBudgetForm,
  formatARS,
  isValidIsoDate,
  isoDateParts,
  monthForPage,
  priceCopyFits,
  rentalForRate,
  takePriceCopy,
  validateBudgetForm,
  type BudgetForm,
  type BudgetFormErrors,
  type BudgetPriceCopy,
  type ExtraHourRate,
  type ExtraKey,
  type StoredBudget,
} from '@salon/domain';
import { useLive, useSession, watchBookings } from '@salon/firebase';
import { createBudget, updateBudget, type BudgetDateMove } from '@salon/firebase/staff';
import { Notice, notify } from '@salon/ui';
import { takeBudgetPrefill } from '../consultas/budgetPrefill';
import { useDraft } from './draft';
import { Field, focusFirstInvalid } from './Field';
import { BudgetSummary } from './BudgetSummary';
import { usePricing } from './usePricing';
import { saveErrorMessage } from './saveErrors';
import { DateInput } from '@salon/ui/src/DateInput';

/** A save that takes longer than this is most likely waiting for the connection to come back. */
const SLOW_SAVE_MS = 8000;

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
  const navigate = useNavigate();
  const { currentUser } = useSession();
  const draftKey = `presupuesto.${budget?.id ?? 'nuevo'}`;
  const draft = useDraft<BudgetForm>(draftKey, () => (budget ? budgetToForm(budget) : (takeBudgetPrefill() ?? emptyBudgetForm(new Date()))));
  const form = draft.value;
  const [errors, setErrors] = useState<BudgetFormErrors>({});
  const [saveError, setSaveError] = useState('');
  const [saving, setSaving] = useState(false);
  const [slow, setSlow] = useState(false);
  const [useCurrentPrices, setUseCurrentPrices] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const bookings = useLive(watchBookings);
  // A move to a date booked or held by something else waits for staff to confirm (or cancel) it.
  const [dateWarning, setDateWarning] = useState<{ date: string; message: string } | null>(null);

  const eventYear = isValidIsoDate(form.fechaEvento) ? isoDateParts(form.fechaEvento).year : null;
  const pricing = usePricing(eventYear);

  // The stored copy while it still fits (same month and rate); otherwise today's prices of the event month.
  const priceCopy: BudgetPriceCopy | null = useMemo(() => {
    if (budget?.precios && !useCurrentPrices && priceCopyFits(budget.precios, form.fechaEvento, form.tarifa)) return budget.precios;
    if (!pricing.prices || !isValidIsoDate(form.fechaEvento)) return null;
    return takePriceCopy(pricing.prices, form.fechaEvento, form.tarifa);
  }, [budget, useCurrentPrices, pricing.prices, form.fechaEvento, form.tarifa]);
  const keepsStoredPrices = !!budget?.precios && priceCopy === budget.precios;
  const totals = priceCopy ? budgetTotals(budgetPreview(form), priceCopy) : null;

  const set = <K extends keyof BudgetForm>(key: K, value: BudgetForm[K]) => {
    draft.update({ ...form, [key]: value });
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };
  const setExtra = (key: ExtraKey, value: string) => {
    draft.update({ ...form, adicionales: { ...form.adicionales, [key]: value } });
    setErrors((previous) => ({ ...previous, [`adicionales.${key}`]: undefined }));
  };
  const setDate = (fechaEvento: string) => {
    // A new date suggests its rate (weekday or weekend/holiday) and, when none was chosen, its rental.
    const rate = defaultRateForDate(fechaEvento, pricing.rateOptions);
    const tarifa: ExtraHourRate = rate ?? form.tarifa;
    draft.update({ ...form, fechaEvento, tarifa, alquiler: form.alquiler === '' && rate ? rentalForRate(rate) : form.alquiler });
    setErrors((previous) => ({ ...previous, fechaEvento: undefined }));
    setDateWarning(null);
  };

  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => setSlow(true), SLOW_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saving]);

  async function onSubmit(event: FormEvent, confirmedDate: string | null = null) {
    event.preventDefault();
    setSaveError('');
    const result = validateBudgetForm(form, { now: new Date(), priceCopy, storedFechaEvento: budget?.fechaEvento, storedValidoHasta: budget?.validoHasta });
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    if (!priceCopy) {
      setSaveError('Todavía no se cargaron los precios: esperá unos segundos y volvé a guardar.');
      return;
    }
    setErrors({});
    // Moving a saved budget to another date: warn when the calendar has that date taken.
    const moved = budget !== null && result.value.fechaEvento !== budget.fechaEvento;
    const conflict = moved && bookings.status === 'ready' ? budgetDateConflict(result.value.fechaEvento, budget.id, bookings.value) : null;
    if (conflict && confirmedDate !== result.value.fechaEvento) {
      setDateWarning({ date: result.value.fechaEvento, message: conflict.message });
      return;
    }
    setDateWarning(null);
    setSaving(true);
    setSlow(false);
    const { tarifa: _tarifa, ...fields } = result.value;
    const record = {
      ...fields,
      autor: budget?.autor || currentUser?.email || '',
      precios: { ...priceCopy, tarifa: result.value.tarifa },
    };
    try {
      // A budget that holds its date takes the booking along to the new one, or frees it when that one is taken.
      const move = budget && moved && bookings.status === 'ready' ? budgetDateMove(budget.id, budget.fechaEvento, result.value.fechaEvento, bookings.value, Date.now()) : null;
      const dateMove: BudgetDateMove | undefined =
        budget && move && move.kind !== 'none' ? { kind: move.kind, from: budget.fechaEvento, to: result.value.fechaEvento } : undefined;
      const id = budget
        ? (await updateBudget(budget.id, record, budget.creadoEn, { previousEstado: budget.estado, por: currentUser?.email ?? '' }, dateMove), budget.id)
        : await createBudget({ ...record, autor: currentUser?.email || record.autor });
      draft.forget();
      notify(budget ? 'Presupuesto actualizado.' : 'Presupuesto guardado.', 'success');
      void navigate(`/presupuesto/${id}`);
    } catch (caught) {
      setSaveError(saveErrorMessage(caught));
    } finally {
      setSaving(false);
      setSlow(false);
    }
  }

  const copyMonth = priceCopy ? MONTH_NAMES_ES[monthForPage(priceCopy.mes) - 1] : null;

  return (
    <form ref={formRef} className="bo-budget-form" onSubmit={onSubmit} noValidate aria-label={budget ? 'Editar presupuesto' : 'Nuevo presupuesto'}>
      {draft.restored && (
        <Notice tone="warning">
          Recuperamos lo que habías escrito y no se guardó.{' '}
          <button type="button" className="bo-link-button" onClick={() => { draft.discard(); setErrors({}); }}>
            Descartar esos cambios
          </button>
        </Notice>
      )}
      <div className="bo-budget-form__grid">
        <div className="bo-budget-form__fields">
          <fieldset className="salon-card bo-fieldset">
            <legend>Cliente</legend>
            <Field id="presupuesto-cliente" label="Nombre del cliente" error={errors.cliente}>
              {(describedBy, invalid) => (
                <input id="presupuesto-cliente" autoComplete="off" value={form.cliente} onChange={(e) => set('cliente', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              )}
            </Field>
            <Field id="presupuesto-telefono" label="Teléfono (WhatsApp)" error={errors.telefono} hint="Con código de área, por ejemplo 11 4444-5555.">
              {(describedBy, invalid) => (
                <input id="presupuesto-telefono" type="tel" inputMode="tel" autoComplete="off" value={form.telefono} onChange={(e) => set('telefono', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              )}
            </Field>
            <Field id="presupuesto-invitados" label="Invitados" error={errors.invitados}>
              {(describedBy, invalid) => (
                <input id="presupuesto-invitados" inputMode="numeric" value={form.invitados} onChange={(e) => set('invitados', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              )}
            </Field>
          </fieldset>

          <fieldset className="salon-card bo-fieldset">
            <legend>Evento</legend>
            <Field id="presupuesto-fecha" label="Fecha del evento" error={errors.fechaEvento}>
              {(describedBy, invalid) => (
                <DateInput
                  id="presupuesto-fecha"
                  value={form.fechaEvento}
                  onChange={setDate}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            <Field id="presupuesto-alquiler" label="Alquiler del salón" error={errors.alquiler}>
              {(describedBy, invalid) => (
                <select id="presupuesto-alquiler" value={form.alquiler} onChange={(e) => set('alquiler', e.target.value as BudgetForm['alquiler'])} aria-describedby={describedBy} aria-invalid={invalid}>
                  <option value="">Sin alquiler (solo adicionales)</option>
                  <option value="3hs">Alquiler del salón x 3 hs</option>
                  <option value="4hs">Alquiler del salón x 4 hs</option>
                </select>
              )}
            </Field>
            <Field id="presupuesto-tarifa" label="Tarifa de las horas extra" error={errors.tarifa} hint="Se sugiere según la fecha (fin de semana y feriados).">
              {(describedBy, invalid) => (
                <select id="presupuesto-tarifa" value={form.tarifa} onChange={(e) => set('tarifa', e.target.value as ExtraHourRate)} aria-describedby={describedBy} aria-invalid={invalid}>
                  {(Object.keys(EXTRA_HOUR_RATE_LABELS) as ExtraHourRate[]).map((rate) => (
                    <option key={rate} value={rate}>
                      {EXTRA_HOUR_RATE_LABELS[rate]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="presupuesto-horas-extra" label="Horas extra" error={errors.horasExtra}>
              {(describedBy, invalid) => (
                <input id="presupuesto-horas-extra" inputMode="numeric" value={form.horasExtra} onChange={(e) => set('horasExtra', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              )}
            </Field>
          </fieldset>

          <fieldset className="salon-card bo-fieldset">
            <legend>Adicionales (cantidad)</legend>
            <div className="bo-extras">
              {EXTRA_KEYS.map((key) => {
                const unit = priceCopy?.valores[EXTRA_FIELDS[key]];
                return (
                  <Field
                    key={key}
                    id={`presupuesto-extra-${key}`}
                    label={EXTRA_LABELS[key]}
                    error={errors[`adicionales.${key}`]}
                    hint={unit === undefined ? (priceCopy ? 'Consultar' : undefined) : `${formatARS(unit)} c/u`}
                  >
                    {(describedBy, invalid) => (
                      <input id={`presupuesto-extra-${key}`} inputMode="numeric" placeholder="0" value={form.adicionales[key]} onChange={(e) => setExtra(key, e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
                    )}
                  </Field>
                );
              })}
            </div>
          </fieldset>

          <fieldset className="salon-card bo-fieldset">
            <legend>Condiciones</legend>
            <Field id="presupuesto-descuento" label="Descuento ($)" error={errors.descuento}>
              {(describedBy, invalid) => (
                <input id="presupuesto-descuento" inputMode="decimal" placeholder="0" value={form.descuento} onChange={(e) => set('descuento', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              )}
            </Field>
            <Field id="presupuesto-sena" label="Seña ($)" error={errors.sena}>
              {(describedBy, invalid) => (
                <input id="presupuesto-sena" inputMode="decimal" placeholder="0" value={form.sena} onChange={(e) => set('sena', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              )}
            </Field>
            <Field id="presupuesto-validez" label="Válido hasta" error={errors.validoHasta}>
              {(describedBy, invalid) => (
                <DateInput
                  id="presupuesto-validez"
                  value={form.validoHasta}
                  onChange={(value) => set('validoHasta', value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            <Field id="presupuesto-estado" label="Estado" error={errors.estado}>
              {(describedBy, invalid) => (
                <select id="presupuesto-estado" value={form.estado} onChange={(e) => set('estado', e.target.value as BudgetForm['estado'])} aria-describedby={describedBy} aria-invalid={invalid}>
                  {formStatusChoices(budget?.estado ?? null).map((status) => (
                    <option key={status} value={status}>
                      {BUDGET_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="presupuesto-notas" label="Notas" error={errors.notas} className="bo-field--wide">
              {(describedBy, invalid) => (
                <textarea id="presupuesto-notas" rows={3} value={form.notas} onChange={(e) => set('notas', e.target.value)} aria-describedby={describedBy} aria-invalid={invalid} />
              )}
            </Field>
          </fieldset>
        </div>

        <aside className="salon-card bo-budget-form__summary" aria-label="Resumen del presupuesto">
          <h2>Resumen</h2>
          {totals ? (
            <BudgetSummary totals={totals} />
          ) : (
            <p className="bo-muted">{pricing.pricesError ? 'No se pudieron leer los precios.' : 'Elegí la fecha del evento para ver el total.'}</p>
          )}
          {priceCopy && copyMonth && (
            <p className="bo-muted bo-small">
              {keepsStoredPrices ? `Con los precios de ${copyMonth} guardados en este presupuesto.` : `Con los precios actuales de ${copyMonth}.`}
            </p>
          )}
          {keepsStoredPrices && (
            <button type="button" className="salon-button salon-button--secondary" onClick={() => setUseCurrentPrices(true)}>
              Usar los precios actuales
            </button>
          )}
          {budget?.precios && !keepsStoredPrices && !useCurrentPrices && isValidIsoDate(form.fechaEvento) && (
            <Notice tone="warning">Cambió el mes o la tarifa: se usan los precios actuales de ese mes.</Notice>
          )}
          {Object.keys(errors).some((key) => errors[key as keyof BudgetFormErrors]) && (
            <Notice tone="error">Revisá los campos marcados.</Notice>
          )}
          {saveError && <Notice tone="error">{saveError}</Notice>}
          {dateWarning && (
            <div className="salon-notice salon-notice--warning" role="alertdialog" aria-labelledby="presupuesto-fecha-aviso" data-testid="presupuesto-fecha-aviso">
              <p id="presupuesto-fecha-aviso">
                {dateWarning.message} ¿Guardar el presupuesto con esa fecha igual?
              </p>
              <div className="bo-actions">
                <button type="button" className="salon-button" onClick={(event) => void onSubmit(event, dateWarning.date)}>
                  Guardar igual
                </button>
                <button
                  type="button"
                  className="salon-button salon-button--secondary"
                  onClick={() => {
                    setDateWarning(null);
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
              La base de datos no responde: el presupuesto se guardará cuando vuelva la conexión. No cierres esta página; lo escrito queda guardado en este equipo.
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
