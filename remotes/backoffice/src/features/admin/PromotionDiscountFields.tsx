// The discount part of a promotion: its kind and value, the rentals it lowers, its days of the week or its dates.
import { weekdayNames } from '@salon/domain';
import { TextField } from '@salon/ui/src/fields';
import type { PromotionDraft, PromotionErrors } from './usePromotionsEditor';

/** Monday first, as people say the week. */
const WEEK: ReadonlyArray<{ day: number; name: string }> = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, name: weekdayNames([day])[0]! }));

interface Props {
  draft: PromotionDraft;
  errors: PromotionErrors;
  update: (change: Partial<PromotionDraft>) => void;
}

export function PromotionDiscountFields({ draft, errors, update }: Props) {
  return (
    <fieldset className="staff-field">
      <legend>Descuento en el precio</legend>
      <div className="staff-field">
        <label htmlFor="promo-kind">Tipo de descuento</label>
        <select
          id="promo-kind"
          value={draft.discountKind}
          onChange={(event) => update({ discountKind: event.target.value as PromotionDraft['discountKind'] })}
          aria-invalid={errors.descuento && draft.discountKind === '' ? true : undefined}
          aria-describedby={errors.descuento && draft.discountKind === '' ? 'promo-kind-error' : undefined}
        >
          <option value="">Sin descuento (solo texto, no cambia precios)</option>
          <option value="porcentaje">Porcentaje del alquiler</option>
          <option value="monto">Monto fijo en pesos</option>
        </select>
      </div>
      {draft.discountKind !== '' && (
        <>
          <TextField
            block="staff-field"
            label={draft.discountKind === 'porcentaje' ? 'Porcentaje (1 a 100)' : 'Monto en pesos'}
            value={draft.discountValue}
            onChange={(discountValue) => update({ discountValue })}
            error={errors.descuento}
            inputMode="numeric"
          />
          <fieldset className="staff-field" aria-describedby={errors.aplicaA ? 'promo-rentals-error' : undefined}>
            <legend>Se aplica al alquiler de</legend>
            {(['3hs', '4hs'] as const).map((rental) => (
              <label key={rental} className="staff-check">
                <input
                  type="checkbox"
                  checked={draft.rentals.includes(rental)}
                  onChange={(event) => update({ rentals: event.target.checked ? [...draft.rentals, rental] : draft.rentals.filter((item) => item !== rental) })}
                />{' '}
                {rental === '3hs' ? '3 hs (días de semana)' : '4 hs (fin de semana y feriados)'}
              </label>
            ))}
            {errors.aplicaA && (
              <div id="promo-rentals-error" className="staff-field__error">
                {errors.aplicaA}
              </div>
            )}
          </fieldset>
          <fieldset className="staff-field">
            <legend>Días de la semana del evento (ninguno ni fechas: todos los días del período)</legend>
            {WEEK.map(({ day, name }) => (
              <label key={day} className="staff-check">
                <input
                  type="checkbox"
                  checked={draft.weekdays.includes(day)}
                  onChange={(event) => update({ weekdays: event.target.checked ? [...draft.weekdays, day] : draft.weekdays.filter((item) => item !== day) })}
                />{' '}
                {name}
              </label>
            ))}
          </fieldset>
        </>
      )}
      {errors.descuento && draft.discountKind === '' && (
        <div id="promo-kind-error" className="staff-field__error">
          {errors.descuento}
        </div>
      )}
      <TextField
        block="staff-field"
        label="Fechas puntuales del evento"
        value={draft.datesText}
        onChange={(datesText) => update({ datesText })}
        error={errors.fechas}
        hint="Por ejemplo 24/12/2026, 31/12/2026. Vacío: cuentan los días elegidos."
      />
    </fieldset>
  );
}
