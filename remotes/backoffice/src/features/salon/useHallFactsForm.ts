// The model of the "El salón" section of /admin: the hall's facts (config/salon) and the account clients transfer
// to (cuentaBancaria) as a draft that follows the database until edited, checked field by field in Spanish, saved
// whole. A failed save keeps what was typed.
import { useState } from 'react';
import { bankAccountToStore, hallFactsToStore, hallSettingsErrors, mapSearchUrl, type HallSettingsDraft, type HallSettingsErrors } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { saveHallFacts, watchHallFactsDraft } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage } from '@salon/ui/src/fields';
import { useDraft } from '../admin/useDraft';

export interface HallFactsData {
  watch: typeof watchHallFactsDraft;
  save: typeof saveHallFacts;
}

const DATA: HallFactsData = { watch: watchHallFactsDraft, save: saveHallFacts };

export type HallFactsFormModel = ReturnType<typeof useHallFactsForm>;

export function useHallFactsForm(data: HallFactsData = DATA) {
  const [draft, setDraft, markSaved, failed] = useDraft(useLive(data.watch));
  const [errors, setErrors] = useState<HallSettingsErrors>({});
  const [saving, setSaving] = useState(false);

  /** Changes one field; its message goes until the next save checks it again. */
  const change = (field: keyof HallSettingsDraft, value: string) => {
    if (!draft) return;
    setDraft({ ...draft, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  /** Saves the draft; false when a field has a message or the write failed (the draft stays as typed). */
  const save = async (): Promise<boolean> => {
    if (!draft) return false;
    const next = hallSettingsErrors(draft);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return false;
    setSaving(true);
    try {
      await data.save(hallFactsToStore(draft), bankAccountToStore(draft));
      markSaved();
      notify('Se guardaron los datos del salón.', 'success');
      return true;
    } catch (error) {
      notify(saveErrorMessage(error), 'error');
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** A text field's value, change and message, for TextField. */
  const field = (name: keyof HallSettingsDraft) => ({
    value: draft?.[name] ?? '',
    onChange: (value: string) => change(name, value),
    error: errors[name],
  });

  // Where the site's map link goes: the link typed, else a map search of the address.
  const mapLinkShown = draft ? draft.mapLink.trim() || (draft.address.trim() ? mapSearchUrl(draft.address) : '') : '';
  return { draft, failed, errors, saving, change, field, save, mapLinkShown };
}
