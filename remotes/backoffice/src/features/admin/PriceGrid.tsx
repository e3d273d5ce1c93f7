// Every month of the season in one grid: 12 prices × 12 months. Bulk edits (copy a month to the next,
// raise a range by N %) change only the draft; "Guardar" writes just the cells that differ from the
// database. A failed save keeps the draft as typed. The view of usePriceGrid.
import { monthLabel, countText, PRICE_FIELDS, SEASON_PAGES, priceKey, type SeasonPage } from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { TextField } from '@salon/ui/src/fields';
import { StaffSection } from '../layout/StaffSection';
import { usePriceGrid } from './usePriceGrid';

const ROUNDING = [
  { value: 1, label: 'Sin redondeo' },
  { value: 100, label: 'A $ 100' },
  { value: 1000, label: 'A $ 1.000' },
] as const;

export function PriceGrid() {
  const { status, draft, errors, raise, setRaise, percentError, saving, changedKeys, startYear, ...grid } = usePriceGrid();

  if (status === 'error') return <Notice tone="error">No se pudieron cargar los precios. Recargá la página.</Notice>;
  if (status === 'loading') return <Loading text="Cargando precios..." />;

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
          <TextField
            block="staff-field"
            id="raise-percent"
            label="Porcentaje"
            inputMode="decimal"
            placeholder="10"
            value={raise.percent}
            onChange={(percent) => setRaise({ ...raise, percent })}
            error={percentError}
          />
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
          <button type="button" className="salon-button salon-button--secondary staff-row__button" onClick={grid.applyRaise}>
            Aplicar aumento
          </button>
        </div>
      </fieldset>

      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable with the keyboard to scroll it (axe: scrollable-region-focusable) */}
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
                        onClick={() => grid.copyMonthToNext(page)}
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
                      <td key={key} className={grid.changed(key) ? 'price-grid__cell--changed' : undefined}>
                        <input
                          className="staff-input price-grid__input"
                          inputMode="decimal"
                          aria-label={`${label}, ${month}`}
                          data-price-key={key}
                          value={draft[key] ?? ''}
                          onChange={(e) => grid.edit(key, e.target.value)}
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
        <button type="button" className="salon-button" onClick={() => void grid.save()} disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar precios'}
        </button>
        <button type="button" className="salon-button salon-button--secondary" onClick={grid.discard} disabled={saving || changedKeys.length === 0}>
          Descartar cambios
        </button>
        <span className="price-grid__status" role="status">
          {changedKeys.length === 0 ? 'Sin cambios sin guardar.' : `${countText(changedKeys.length, 'precio cambiado', 'precios cambiados')} sin guardar.`}
        </span>
      </div>
    </StaffSection>
  );
}
