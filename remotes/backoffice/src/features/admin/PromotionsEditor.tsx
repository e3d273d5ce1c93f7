// Promotions shown on /preciospromo and the home page: add, edit, switch off, remove. With a discount, the
// rentals it lowers and its days or dates, a promotion also lowers the price the site quotes (applyPromotion).
import { useState, type FormEvent } from 'react';
import {
  formatDateShort,
  promotionPeriodErrors,
  promotionTermsDraft,
  promotionTermsText,
  readPromotionTerms,
  shortTextError,
  weekdayNames,
  type PromotionTermsDraft,
} from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchPromotions, type Promotion } from '@salon/firebase/data';
import { removePromotion, savePromotion } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { Field, saveErrorMessage, TextField } from '@salon/ui/src/fields';
import { DateField } from '@salon/ui/src/fields/DateField';
import { SectionLoading, StaffSection } from '../layout/StaffSection';

interface PromotionDraft extends PromotionTermsDraft {
  id: string | null;
  title: string;
  description: string;
  validFrom: string;
  validUntil: string;
  active: boolean;
}

const EMPTY: PromotionDraft = { id: null, title: '', description: '', validFrom: '', validUntil: '', active: true, ...promotionTermsDraft(null) };

/** Monday first, as people say the week. */
const WEEK: ReadonlyArray<{ day: number; name: string }> = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, name: weekdayNames([day])[0]! }));

type Errors = { title?: string | null; description?: string | null; desde?: string; hasta?: string; descuento?: string; aplicaA?: string; fechas?: string };

function period(promotion: Promotion): string {
  if (promotion.validFrom && promotion.validUntil) return `del ${formatDateShort(promotion.validFrom)} al ${formatDateShort(promotion.validUntil)}`;
  if (promotion.validUntil) return `hasta el ${formatDateShort(promotion.validUntil)}`;
  if (promotion.validFrom) return `desde el ${formatDateShort(promotion.validFrom)}`;
  return 'sin fecha de fin';
}

export function PromotionsEditor() {
  const promotions = useLive(watchPromotions);
  const [draft, setDraft] = useState<PromotionDraft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const list = promotions.status === 'ready' ? promotions.value : [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const terms = readPromotionTerms(draft);
    const next: Errors = {
      title: shortTextError(draft.title, 120, 'Escribí el título de la promoción.'),
      description: shortTextError(draft.description, 2000, null),
      ...promotionPeriodErrors(draft.validFrom, draft.validUntil),
      ...(terms.ok ? {} : terms.errors),
    };
    setErrors(next);
    if (next.title || next.description || next.desde || next.hasta || !terms.ok) return;
    setBusy(true);
    try {
      const order = draft.id ? (list.find((item) => item.id === draft.id)?.order ?? 0) : list.reduce((max, item) => Math.max(max, item.order), 0) + 1;
      await savePromotion(draft.id, {
        title: draft.title.trim(),
        description: draft.description.trim(),
        validFrom: draft.validFrom,
        validUntil: draft.validUntil,
        active: draft.active,
        order,
        terms: terms.terms,
      });
      notify(draft.id ? 'Promoción actualizada.' : 'Promoción agregada.', 'success');
      setDraft(EMPTY);
    } catch (caught) {
      notify(saveErrorMessage(caught), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function remove(promotion: Promotion) {
    if (!window.confirm(`¿Borrar la promoción «${promotion.title}»?`)) return;
    try {
      await removePromotion(promotion.id);
      notify('Promoción borrada.', 'success');
      if (draft.id === promotion.id) setDraft(EMPTY);
    } catch (caught) {
      notify(saveErrorMessage(caught), 'error');
    }
  }

  return (
    <StaffSection title="Promociones">
      {promotions.status !== 'ready' ? (
        <SectionLoading failed={promotions.status === 'error'} />
      ) : list.length === 0 ? (
        <p className="staff-empty">No hay promociones cargadas.</p>
      ) : (
        <ul className="staff-list" aria-label="Promociones cargadas">
          {list.map((promotion) => (
            <li key={promotion.id}>
              <span>
                <strong>{promotion.title}</strong> · {period(promotion)}
                {promotion.terms ? ` · ${promotionTermsText(promotion.terms)}` : ' · solo texto (no cambia precios)'}
                {!promotion.active && ' · desactivada'}
              </span>
              <span className="staff-actions">
                <button
                  type="button"
                  className="staff-small-button"
                  onClick={() => {
                    setDraft({ ...promotion, ...promotionTermsDraft(promotion.terms), id: promotion.id });
                    setErrors({});
                  }}
                  aria-label={`Editar la promoción ${promotion.title}`}
                >
                  Editar
                </button>
                <button
                  type="button"
                  className="staff-small-button"
                  onClick={() => void remove(promotion)}
                  aria-label={`Borrar la promoción ${promotion.title}`}
                >
                  Borrar
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={draft.id ? 'Editar promoción' : 'Nueva promoción'}>
        <h3 className="staff-subtitle">{draft.id ? `Editando «${draft.title || 'promoción'}»` : 'Nueva promoción'}</h3>
        <TextField
          block="staff-field"
          label="Título"
          value={draft.title}
          onChange={(title) => setDraft({ ...draft, title })}
          error={errors.title}
          maxLength={160}
        />
        <Field block="staff-field" id="promo-description" label="Descripción" error={errors.description}>
          {(control) => (
            <textarea {...control} rows={3} value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
          )}
        </Field>
        <div className="staff-row">
          <DateField
            block="staff-field"
            label="Válida desde"
            value={draft.validFrom}
            onChange={(validFrom) => setDraft({ ...draft, validFrom })}
            error={errors.desde}
          />
          <DateField
            block="staff-field"
            label="Válida hasta"
            value={draft.validUntil}
            onChange={(validUntil) => setDraft({ ...draft, validUntil })}
            error={errors.hasta}
          />
        </div>
        <fieldset className="staff-field">
          <legend>Descuento en el precio</legend>
          <div className="staff-field">
            <label htmlFor="promo-kind">Tipo de descuento</label>
            <select
              id="promo-kind"
              value={draft.discountKind}
              onChange={(event) => setDraft({ ...draft, discountKind: event.target.value as PromotionDraft['discountKind'] })}
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
                onChange={(discountValue) => setDraft({ ...draft, discountValue })}
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
                      onChange={(event) =>
                        setDraft({ ...draft, rentals: event.target.checked ? [...draft.rentals, rental] : draft.rentals.filter((item) => item !== rental) })
                      }
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
                      onChange={(event) =>
                        setDraft({ ...draft, weekdays: event.target.checked ? [...draft.weekdays, day] : draft.weekdays.filter((item) => item !== day) })
                      }
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
            onChange={(datesText) => setDraft({ ...draft, datesText })}
            error={errors.fechas}
            hint="Por ejemplo 24/12/2026, 31/12/2026. Vacío: cuentan los días elegidos."
          />
        </fieldset>
        <label className="staff-check">
          <input type="checkbox" checked={draft.active} onChange={(event) => setDraft({ ...draft, active: event.target.checked })} /> Activa (se muestra en el
          sitio)
        </label>
        <div className="staff-actions">
          <button type="submit" className="salon-button" disabled={busy}>
            {draft.id ? 'Guardar promoción' : 'Agregar promoción'}
          </button>
          {draft.id && (
            <button type="button" className="salon-button salon-button--secondary" onClick={() => setDraft(EMPTY)}>
              Cancelar
            </button>
          )}
        </div>
      </form>
    </StaffSection>
  );
}
