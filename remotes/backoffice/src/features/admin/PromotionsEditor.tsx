// Promotions shown on /preciospromo and the home page: add, edit, switch off, remove.
import { useState, type FormEvent } from 'react';
import { formatDateShort, promotionPeriodErrors, shortTextError } from '@salon/domain';
import { useLive, watchPromotions, type Promotion } from '@salon/firebase';
import { removePromotion, savePromotion } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { DateField, saveErrorMessage, SectionLoading, StaffSection, TextField } from '../layout/fields';

interface PromotionDraft {
  id: string | null;
  title: string;
  description: string;
  validFrom: string;
  validUntil: string;
  active: boolean;
}

const EMPTY: PromotionDraft = { id: null, title: '', description: '', validFrom: '', validUntil: '', active: true };

function period(promotion: Promotion): string {
  if (promotion.validFrom && promotion.validUntil) return `del ${formatDateShort(promotion.validFrom)} al ${formatDateShort(promotion.validUntil)}`;
  if (promotion.validUntil) return `hasta el ${formatDateShort(promotion.validUntil)}`;
  if (promotion.validFrom) return `desde el ${formatDateShort(promotion.validFrom)}`;
  return 'sin fecha de fin';
}

export function PromotionsEditor() {
  const promotions = useLive(watchPromotions);
  const [draft, setDraft] = useState<PromotionDraft>(EMPTY);
  const [errors, setErrors] = useState<{ title?: string | null; description?: string | null; desde?: string; hasta?: string }>({});
  const [busy, setBusy] = useState(false);
  const list = promotions.status === 'ready' ? promotions.value : [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      title: shortTextError(draft.title, 120, 'Escribí el título de la promoción.'),
      description: shortTextError(draft.description, 2000, null),
      ...promotionPeriodErrors(draft.validFrom, draft.validUntil),
    };
    setErrors(next);
    if (next.title || next.description || next.desde || next.hasta) return;
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
                {!promotion.active && ' · desactivada'}
              </span>
              <span className="staff-actions">
                <button
                  type="button"
                  className="staff-small-button"
                  onClick={() => {
                    setDraft({ ...promotion, id: promotion.id });
                    setErrors({});
                  }}
                  aria-label={`Editar la promoción ${promotion.title}`}
                >
                  Editar
                </button>
                <button type="button" className="staff-small-button" onClick={() => void remove(promotion)} aria-label={`Borrar la promoción ${promotion.title}`}>
                  Borrar
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={draft.id ? 'Editar promoción' : 'Nueva promoción'}>
        <h3 className="staff-subtitle">{draft.id ? `Editando «${draft.title || 'promoción'}»` : 'Nueva promoción'}</h3>
        <TextField label="Título" value={draft.title} onChange={(title) => setDraft({ ...draft, title })} error={errors.title} maxLength={160} />
        <div className="staff-field">
          <label htmlFor="promo-description">Descripción</label>
          <textarea
            id="promo-description"
            rows={3}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            aria-invalid={errors.description ? true : undefined}
          />
          {errors.description && <div className="staff-field__error">{errors.description}</div>}
        </div>
        <div className="staff-row">
          <DateField label="Válida desde" value={draft.validFrom} onChange={(validFrom) => setDraft({ ...draft, validFrom })} error={errors.desde} />
          <DateField label="Válida hasta" value={draft.validUntil} onChange={(validUntil) => setDraft({ ...draft, validUntil })} error={errors.hasta} />
        </div>
        <label className="staff-check">
          <input type="checkbox" checked={draft.active} onChange={(event) => setDraft({ ...draft, active: event.target.checked })} /> Activa (se muestra en el sitio)
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
