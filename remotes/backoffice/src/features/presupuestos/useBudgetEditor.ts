// The budget editor's model: the form (kept in a draft until saved), its checks, the warning before saving on a
// taken date or above the hall's capacity, and the save (which takes a held date along). The prices it is totalled
// with come from useBudgetPrices. BudgetEditor.tsx is its view.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from '@salon/router';
import { useAvailability } from '@salon/availability';
import {
  budgetDateMove,
  budgetSaveWarnings,
  budgetToForm,
  defaultRateForDate,
  emptyBudgetForm,
  formStatusChoices,
  isValidIsoDate,
  isoDateParts,
  parseHallFacts,
  rentalForRate,
  validateBudgetForm,
  type BudgetForm,
  type BudgetFormErrors,
  type BudgetStatus,
  type ExtraHourRate,
  type ExtraKey,
  type StoredBudget,
} from '@salon/domain';
import { useLive, useSession } from '@salon/firebase';
import { watchBookings, watchHallFacts } from '@salon/firebase/data';
import { createBudget, updateBudget, type BudgetDateMove } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { focusFirstInvalid, saveErrorMessage } from '@salon/ui/src/fields';
import { takeBudgetPrefill } from '../consultas/budgetPrefill';
import { useDraft } from './draft';
import { useBudgetPrices, type BudgetPrices } from './useBudgetPrices';
import { usePricing } from './usePricing';

/** Saving a new budget or a new date waits for the bookings: they decide the warnings and the hold's move. */
export const BOOKINGS_NOT_LOADED = 'Todavía no se cargaron las reservas del calendario: esperá unos segundos y volvé a guardar. Lo que escribiste sigue acá.';
/** A new budget from an inquiry that already has one (made meanwhile, in another tab) is refused by the rules. */
export const INQUIRY_TAKEN = 'No se guardó: la consulta de la que sale este presupuesto ya tiene uno (lo ves en Consultas). Lo que escribiste sigue acá.';

/** A save that takes longer than this is most likely waiting for the connection to come back. */
export const SLOW_SAVE_MS = 8000;

const watchFacts = watchHallFacts(parseHallFacts);

/**
 * What needs confirming before the save goes through (a date booked, held or with an event; more guests than the
 * hall holds), for the date and guests it was said of: confirming saves those, and a change asks again.
 */
export interface SaveWarning {
  /** `${fechaEvento}|${invitados}` the warning was given for. */
  key: string;
  messages: string[];
}

export interface BudgetEditorModel extends Omit<BudgetPrices, 'loading'> {
  form: BudgetForm;
  errors: BudgetFormErrors;
  /** Some field is marked with an error. */
  hasErrors: boolean;
  /** The form was restored from a draft that was never saved. */
  restored: boolean;
  /** Forgets the restored draft and goes back to the budget (or a blank form). */
  discardDraft: () => void;
  set: <K extends keyof BudgetForm>(key: K, value: BudgetForm[K]) => void;
  setExtra: (key: ExtraKey, value: string) => void;
  /** A new event date; suggests its rate and, when none was chosen, its rental. */
  setDate: (fechaEvento: string) => void;
  statusChoices: BudgetStatus[];
  pricesError: boolean;
  saving: boolean;
  /** The save has been waiting longer than SLOW_SAVE_MS. */
  slow: boolean;
  saveError: string;
  saveWarning: SaveWarning | null;
  /** The prices or the bookings this save needs (a new budget or a new date) are on their way: the button waits. */
  loading: boolean;
  /** Checks and saves; with `confirmed` (a SaveWarning's key), the save goes ahead despite that warning. */
  submit: (confirmed?: string | null) => Promise<void>;
  confirmSaveWarning: () => Promise<void>;
  cancelSaveWarning: () => void;
  /** The form element, to focus its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
}

export function useBudgetEditor(budget: StoredBudget | null): BudgetEditorModel {
  const navigate = useNavigate();
  const { currentUser } = useSession();
  const draftKey = `presupuesto.${budget?.id ?? 'nuevo'}`;
  const draft = useDraft<BudgetForm>(draftKey, () => (budget ? budgetToForm(budget) : (takeBudgetPrefill() ?? emptyBudgetForm(new Date()))));
  const form = draft.value;
  const [errors, setErrors] = useState<BudgetFormErrors>({});
  const [saveError, setSaveError] = useState('');
  const [saving, setSaving] = useState(false);
  const [slow, setSlow] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const bookings = useLive(watchBookings);
  const [saveWarning, setSaveWarning] = useState<SaveWarning | null>(null);
  const facts = useLive(watchFacts);
  const availability = useAvailability();

  const eventYear = isValidIsoDate(form.fechaEvento) ? isoDateParts(form.fechaEvento).year : null;
  const pricing = usePricing(eventYear);

  const prices = useBudgetPrices(budget, form, pricing);
  const { priceCopy } = prices;

  const set = <K extends keyof BudgetForm>(key: K, value: BudgetForm[K]) => {
    draft.update({ ...form, [key]: value });
    setErrors((previous) => ({ ...previous, [key]: undefined }));
    if (key === 'invitados') setSaveWarning(null);
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
    setSaveWarning(null);
  };

  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => setSlow(true), SLOW_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saving]);

  async function submit(confirmed: string | null = null) {
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
    // A taken date (for a new budget, or a saved one moved to it) or more guests than the hall holds: confirm first.
    const moved = budget !== null && result.value.fechaEvento !== budget.fechaEvento;
    // Without the bookings a taken date would go unwarned and a held one would stay behind on the old date.
    if ((budget === null || moved) && bookings.status !== 'ready') {
      setSaveError(BOOKINGS_NOT_LOADED);
      return;
    }
    const warnings = budgetSaveWarnings({
      fechaEvento: result.value.fechaEvento,
      invitados: result.value.invitados,
      budgetId: budget?.id ?? null,
      stored: budget ? { fechaEvento: budget.fechaEvento, invitados: budget.invitados } : undefined,
      taken: bookings.status === 'ready' ? bookings.value : [],
      busyInCalendar: availability.ready && availability.lookup(result.value.fechaEvento).status === 'Ocupado',
      capacity: facts.status === 'ready' ? facts.value.capacity : null,
    });
    const key = `${result.value.fechaEvento}|${result.value.invitados}`;
    if (warnings.length > 0 && confirmed !== key) {
      setSaveWarning({ key, messages: warnings });
      return;
    }
    setSaveWarning(null);
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
      const move =
        budget && moved && bookings.status === 'ready'
          ? budgetDateMove(budget.id, budget.fechaEvento, result.value.fechaEvento, bookings.value, Date.now())
          : null;
      const dateMove: BudgetDateMove | undefined =
        budget && move && move.kind !== 'none' ? { kind: move.kind, from: budget.fechaEvento, to: result.value.fechaEvento } : undefined;
      const id = budget
        ? (await updateBudget(budget.id, record, budget.creadoEn, { previousEstado: budget.estado, por: currentUser?.email ?? '' }, dateMove), budget.id)
        : await createBudget({ ...record, autor: currentUser?.email || record.autor, ...(form.consultaId ? { consultaId: form.consultaId } : {}) });
      draft.forget();
      notify(budget ? 'Presupuesto actualizado.' : 'Presupuesto guardado.', 'success');
      void navigate(`/presupuesto/${id}`);
    } catch (caught) {
      setSaveError(!budget && form.consultaId && /permission.denied/i.test(String(caught)) ? INQUIRY_TAKEN : saveErrorMessage(caught));
    } finally {
      setSaving(false);
      setSlow(false);
    }
  }

  return {
    form,
    errors,
    hasErrors: Object.keys(errors).some((key) => errors[key as keyof BudgetFormErrors]),
    restored: draft.restored,
    discardDraft: () => {
      draft.discard();
      setErrors({});
    },
    set,
    setExtra,
    setDate,
    statusChoices: formStatusChoices(budget?.estado ?? null),
    ...prices,
    pricesError: pricing.pricesError,
    saving,
    slow,
    loading: prices.loading || ((budget === null || form.fechaEvento !== budget.fechaEvento) && bookings.status === 'loading'),
    saveError,
    saveWarning,
    submit,
    confirmSaveWarning: () => submit(saveWarning?.key ?? null),
    cancelSaveWarning: () => setSaveWarning(null),
    formRef,
  };
}
