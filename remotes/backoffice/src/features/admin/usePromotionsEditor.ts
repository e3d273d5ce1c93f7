// The model of "Promociones" (/admin): the promotions as stored, the one being written, its errors and saving.
// With a discount, the rentals it lowers and its days or dates, a promotion also lowers the price the site quotes
// (applyPromotion).
import { useState } from 'react';
import {
  PROMOTION_DESCRIPTION_MAX_LENGTH,
  PROMOTION_TITLE_MAX_LENGTH,
  promotionPeriodErrors,
  promotionTermsDraft,
  readPromotionTerms,
  shortTextError,
  type PromotionTermsDraft,
} from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchPromotions, type Promotion } from '@salon/firebase/data';
import { removePromotion, savePromotion } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage } from '@salon/ui/src/fields';

export interface PromotionDraft extends PromotionTermsDraft {
  id: string | null;
  title: string;
  description: string;
  validFrom: string;
  validUntil: string;
  active: boolean;
}

export type PromotionErrors = {
  title?: string | null;
  description?: string | null;
  desde?: string;
  hasta?: string;
  descuento?: string;
  aplicaA?: string;
  fechas?: string;
};

export const EMPTY_PROMOTION: PromotionDraft = {
  id: null,
  title: '',
  description: '',
  validFrom: '',
  validUntil: '',
  active: true,
  ...promotionTermsDraft(null),
};

export function usePromotionsEditor() {
  const promotions = useLive(watchPromotions);
  const [draft, setDraft] = useState<PromotionDraft>(EMPTY_PROMOTION);
  const [errors, setErrors] = useState<PromotionErrors>({});
  const [busy, setBusy] = useState(false);
  const list = promotions.status === 'ready' ? promotions.value : [];

  const update = (change: Partial<PromotionDraft>) => setDraft((previous) => ({ ...previous, ...change }));

  function edit(promotion: Promotion) {
    setDraft({ ...promotion, ...promotionTermsDraft(promotion.terms), id: promotion.id });
    setErrors({});
  }

  /** Checks the draft and, when it is valid, saves it: a new one goes last in the list. */
  async function save(): Promise<void> {
    const terms = readPromotionTerms(draft);
    const next: PromotionErrors = {
      title: shortTextError(draft.title, PROMOTION_TITLE_MAX_LENGTH, 'Escribí el título de la promoción.'),
      description: shortTextError(draft.description, PROMOTION_DESCRIPTION_MAX_LENGTH, null),
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
      setDraft(EMPTY_PROMOTION);
    } catch (caught) {
      notify(saveErrorMessage(caught), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function remove(promotion: Promotion): Promise<void> {
    if (!window.confirm(`¿Borrar la promoción «${promotion.title}»?`)) return;
    try {
      await removePromotion(promotion.id);
      notify('Promoción borrada.', 'success');
      setDraft((previous) => (previous.id === promotion.id ? EMPTY_PROMOTION : previous));
    } catch (caught) {
      notify(saveErrorMessage(caught), 'error');
    }
  }

  return {
    status: promotions.status,
    list,
    draft,
    errors,
    busy,
    update,
    edit,
    cancel: () => setDraft(EMPTY_PROMOTION),
    save,
    remove,
  };
}

export type PromotionsEditorModel = ReturnType<typeof usePromotionsEditor>;
