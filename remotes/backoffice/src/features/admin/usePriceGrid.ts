// The price grid's model: the stored prices as a draft of typed text, the bulk edits (copy a month to the next,
// raise a range by N %), the checks and the save of only the cells that differ from the database. A failed save
// keeps the draft as typed. PriceGrid.tsx is its view.
import { useEffect, useRef, useState } from 'react';
import {
  copyMonthToNext,
  countText,
  parsePercent,
  priceChanges,
  priceDraftFromStored,
  raiseMonths,
  seasonStartYear,
  skippedCellsText,
  todayInHall,
  validatePriceDraft,
  PRICE_GRID_KEYS,
  type PriceDraft,
  type SeasonPage,
} from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchPrices } from '@salon/firebase/data';
import { savePriceChanges } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage } from '@salon/ui/src/fields';

/** The "raise a range of months" form. */
export interface PriceRaise {
  from: SeasonPage;
  to: SeasonPage;
  /** As typed. */
  percent: string;
  /** Round the new prices to a multiple of this many pesos. */
  roundTo: number;
}

export interface PriceGridModel {
  /** 'error' only when the prices could not be read and nothing was shown yet. */
  status: 'loading' | 'error' | 'ready';
  /** What each cell shows, by database key; empty while loading. */
  draft: PriceDraft;
  /** The cell differs from the database. */
  changed: (key: string) => boolean;
  /** The keys of the cells that differ from the database. */
  changedKeys: string[];
  /** Spanish message of each bad cell, by key. */
  errors: Record<string, string>;
  edit: (key: string, value: string) => void;
  copyMonthToNext: (page: SeasonPage) => void;
  raise: PriceRaise;
  setRaise: (raise: PriceRaise) => void;
  percentError: string;
  applyRaise: () => void;
  saving: boolean;
  save: () => Promise<void>;
  /** Back to the stored prices. */
  discard: () => void;
  /** The season's first year (July–December), for the month names. */
  startYear: number;
}

export function usePriceGrid(): PriceGridModel {
  const stored = useLive(watchPrices);
  const startYear = seasonStartYear(todayInHall(new Date()));
  const [draft, setDraft] = useState<PriceDraft | null>(null);
  const baseline = useRef<PriceDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [raise, setRaise] = useState<PriceRaise>({ from: 7, to: 18, percent: '', roundTo: 1 });
  const [percentError, setPercentError] = useState('');

  const storedValue = stored.status === 'ready' ? stored.value : null;
  // Live updates reach the cells nobody is editing; cells with unsaved edits keep what was typed.
  useEffect(() => {
    if (!storedValue) return;
    const next = priceDraftFromStored(storedValue);
    const before = baseline.current;
    baseline.current = next;
    setDraft((current) => {
      if (!current || !before) return next;
      const merged = { ...current };
      for (const key of PRICE_GRID_KEYS) if (current[key] === before[key]) merged[key] = next[key] ?? '';
      return merged;
    });
  }, [storedValue]);

  const unsaved = draft !== null && baseline.current !== null && PRICE_GRID_KEYS.some((key) => draft[key] !== baseline.current?.[key]);
  // Closing the tab with unsaved prices asks first: a month of typing is easy to lose.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const status = draft && storedValue ? 'ready' : stored.status === 'error' && !draft ? 'error' : 'loading';
  const changed = (key: string) => draft !== null && draft[key] !== baseline.current?.[key];
  const changedKeys = draft ? PRICE_GRID_KEYS.filter(changed) : [];

  function edit(key: string, value: string) {
    setDraft((current) => ({ ...(current ?? {}), [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  }

  function applyRaise() {
    if (!draft) return;
    const percent = parsePercent(raise.percent);
    if (percent === null) {
      setPercentError('Escribí un porcentaje entre -90 y 1000, por ejemplo 10 o 7,5.');
      return;
    }
    setPercentError('');
    const result = raiseMonths(draft, raise.from, raise.to, percent, raise.roundTo);
    setDraft(result.draft);
    notify(
      result.skipped.length > 0
        ? `Aumento aplicado. ${skippedCellsText(result.skipped.length)}. Revisá y guardá.`
        : 'Aumento aplicado. Revisá los montos y tocá «Guardar precios».',
      result.skipped.length > 0 ? 'warning' : 'info',
    );
  }

  async function save() {
    if (!draft || !storedValue) return;
    const result = validatePriceDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      notify(`Hay ${countText(Object.keys(result.errors).length, 'precio con errores', 'precios con errores')}. Corregí y volvé a guardar.`, 'error');
      return;
    }
    setErrors({});
    const changes = priceChanges(storedValue, result.values);
    const count = Object.keys(changes).length;
    if (count === 0) {
      notify('No hay cambios para guardar.', 'info');
      return;
    }
    setSaving(true);
    try {
      await savePriceChanges(changes);
      notify(count === 1 ? 'Se guardó 1 precio.' : `Se guardaron ${count} precios.`, 'success');
    } catch (error) {
      notify(saveErrorMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  return {
    status,
    draft: draft ?? {},
    changed,
    changedKeys,
    errors,
    edit,
    copyMonthToNext: (page) => setDraft((current) => (current ? copyMonthToNext(current, page) : current)),
    raise,
    setRaise,
    percentError,
    applyRaise,
    saving,
    save,
    discard: () => {
      setDraft(baseline.current);
      setErrors({});
    },
    startYear,
  };
}
