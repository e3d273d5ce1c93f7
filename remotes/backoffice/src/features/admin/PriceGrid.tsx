// Every month of the season in one grid: 12 prices × 12 months. Bulk edits (copy a month to the next,
// raise a range by N %) change only the draft; "Guardar" writes just the cells that differ from the
// database. A failed save keeps the draft as typed.
import { useEffect, useRef, useState } from 'react';
import {
  copyMonthToNext,
  monthLabel,
  countText,
  parsePercent,
  skippedCellsText,
  priceChanges,
  priceDraftFromStored,
  raiseMonths,
  seasonStartYear,
  todayInHall,
  validatePriceDraft,
  PRICE_FIELDS,
  PRICE_GRID_KEYS,
  SEASON_PAGES,
  priceKey,
  type PriceDraft,
  type SeasonPage,
} from '@salon/domain';
import { useLive, watchPrices } from '@salon/firebase';
import { savePriceChanges } from '@salon/firebase/staff';
import { Loading, Notice, notify } from '@salon/ui';
import { saveErrorMessage, StaffSection } from '../layout/fields';

const ROUNDING = [
  { value: 1, label: 'Sin redondeo' },
  { value: 100, label: 'A $ 100' },
  { value: 1000, label: 'A $ 1.000' },
] as const;

export function PriceGrid() {
  const stored = useLive(watchPrices);
  const startYear = seasonStartYear(todayInHall(new Date()));
  const [draft, setDraft] = useState<PriceDraft | null>(null);
  const baseline = useRef<PriceDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [raise, setRaise] = useState({ from: 7 as SeasonPage, to: 18 as SeasonPage, percent: '', roundTo: 1 });
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

  if (stored.status === 'error' && !draft) return <Notice tone="error">No se pudieron cargar los precios. Recargá la página.</Notice>;
  if (!draft || !storedValue) return <Loading text="Cargando precios..." />;

  const changedKeys = PRICE_GRID_KEYS.filter((key) => draft[key] !== baseline.current?.[key]);

  function edit(key: string, value: string) {
    setDraft((current) => ({ ...(current ?? {}), [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  }

  function applyRaise() {
    const percent = parsePercent(raise.percent);
    if (percent === null) {
      setPercentError('Escribí un porcentaje entre -90 y 1000, por ejemplo 10 o 7,5.');
      return;
    }
    setPercentError('');
    const result = raiseMonths(draft as PriceDraft, raise.from, raise.to, percent, raise.roundTo);
    setDraft(result.draft);
    notify(
      result.skipped.length > 0
        ? `Aumento aplicado. ${skippedCellsText(result.skipped.length)}. Revisá y guardá.`
        : 'Aumento aplicado. Revisá los montos y tocá «Guardar precios».',
      result.skipped.length > 0 ? 'warning' : 'info',
    );
  }

  async function save() {
    const result = validatePriceDraft(draft as PriceDraft);
    if (!result.ok) {
      setErrors(result.errors);
      notify(
        `Hay ${countText(Object.keys(result.errors).length, 'precio con errores', 'precios con errores')}. Corregí y volvé a guardar.`,
        'error',
      );
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

  const monthOptions = SEASON_PAGES.map((page) => (
    <option key={page} value={page}>
      {monthLabel(page, startYear)}
    </option>
  ));

  return (
    <StaffSection
      title="Precios de la temporada"
      description="Escribí los montos en pesos (por ejemplo 150.000). Una casilla vacía se muestra como «Consultar» en el sitio."
    >
      <fieldset className="price-raise">
        <legend>Aumentar un rango de meses</legend>
        <div className="staff-row">
          <div className="staff-field">
            <label htmlFor="raise-from">Desde el mes</label>
            <select id="raise-from" value={raise.from} onChange={(e) => setRaise({ ...raise, from: Number(e.target.value) as SeasonPage })}>
              {monthOptions}
            </select>
          </div>
          <div className="staff-field">
            <label htmlFor="raise-to">Hasta el mes</label>
            <select id="raise-to" value={raise.to} onChange={(e) => setRaise({ ...raise, to: Number(e.target.value) as SeasonPage })}>
              {monthOptions}
            </select>
          </div>
          <div className="staff-field">
            <label htmlFor="raise-percent">Porcentaje</label>
            <input
              id="raise-percent"
              inputMode="decimal"
              placeholder="10"
              value={raise.percent}
              onChange={(e) => setRaise({ ...raise, percent: e.target.value })}
              aria-invalid={percentError ? true : undefined}
              aria-describedby={percentError ? 'raise-percent-error' : undefined}
            />
            {percentError && (
              <div id="raise-percent-error" className="staff-field__error">
                {percentError}
              </div>
            )}
          </div>
          <div className="staff-field">
            <label htmlFor="raise-round">Redondeo</label>
            <select id="raise-round" value={raise.roundTo} onChange={(e) => setRaise({ ...raise, roundTo: Number(e.target.value) })}>
              {ROUNDING.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="salon-button salon-button--secondary staff-row__button" onClick={applyRaise}>
            Aplicar aumento
          </button>
        </div>
      </fieldset>

      {/* A region that scrolls sideways must be reachable with the keyboard to scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="price-grid__scroll" role="region" aria-label="Tabla de precios por mes" tabIndex={0}>
        <table className="price-grid">
          <thead>
            <tr>
              <th scope="col" className="price-grid__month">
                Mes
              </th>
              {PRICE_FIELDS.map(({ field, label }) => (
                <th scope="col" key={field}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SEASON_PAGES.map((page) => {
              const month = monthLabel(page, startYear);
              return (
                <tr key={page}>
                  <th scope="row" className="price-grid__month">
                    <span>{month}</span>
                    {page < 18 && (
                      <button
                        type="button"
                        className="staff-small-button"
                        onClick={() => setDraft(copyMonthToNext(draft, page))}
                        aria-label={`Copiar ${month} a ${monthLabel(page + 1, startYear)}`}
                        title={`Copiar ${month} a ${monthLabel(page + 1, startYear)}`}
                      >
                        Copiar ↓
                      </button>
                    )}
                  </th>
                  {PRICE_FIELDS.map(({ field, label }) => {
                    const key = priceKey(field, page);
                    const error = errors[key];
                    return (
                      <td key={key} className={draft[key] !== baseline.current?.[key] ? 'price-grid__cell--changed' : undefined}>
                        <input
                          className="staff-input price-grid__input"
                          inputMode="decimal"
                          aria-label={`${label}, ${month}`}
                          data-price-key={key}
                          value={draft[key] ?? ''}
                          onChange={(e) => edit(key, e.target.value)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `error-${key}` : undefined}
                        />
                        {error && (
                          <div id={`error-${key}`} className="staff-field__error">
                            {error}
                          </div>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="staff-actions">
        <button type="button" className="salon-button" onClick={() => void save()} disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar precios'}
        </button>
        <button
          type="button"
          className="salon-button salon-button--secondary"
          onClick={() => {
            setDraft(baseline.current);
            setErrors({});
          }}
          disabled={saving || changedKeys.length === 0}
        >
          Descartar cambios
        </button>
        <span className="price-grid__status" role="status">
          {changedKeys.length === 0 ? 'Sin cambios sin guardar.' : `${countText(changedKeys.length, 'precio cambiado', 'precios cambiados')} sin guardar.`}
        </span>
      </div>
    </StaffSection>
  );
}
