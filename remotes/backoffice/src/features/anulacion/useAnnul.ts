// The model of "Anular" (a budget or a receipt): the reason typed, its check, and the save. A refused or failed
// save shows why and keeps the reason typed; nothing is annulled until the database accepts it.
import { useState } from 'react';
import { validateAnnulReason } from '@salon/domain';
import { saveErrorMessage } from '@salon/ui/src/fields';

export interface AnnulModel {
  open: boolean;
  reason: string;
  /** The reason's own message, next to the field. */
  error: string;
  /** Why the save failed (the reason stays). */
  saveError: string;
  saving: boolean;
  start: () => void;
  cancel: () => void;
  setReason: (reason: string) => void;
  submit: () => Promise<boolean>;
}

/** `save` writes the annulment with the checked reason; true once it is saved. */
export function useAnnul(save: (motivo: string) => Promise<void>): AnnulModel {
  const [open, setOpen] = useState(false);
  const [reason, setReasonText] = useState('');
  const [error, setError] = useState('');
  const [saveError, setSaveError] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(): Promise<boolean> {
    setSaveError('');
    const checked = validateAnnulReason(reason);
    if (!checked.ok) {
      setError(checked.error);
      return false;
    }
    setSaving(true);
    try {
      await save(checked.value);
      setOpen(false);
      setReasonText('');
      return true;
    } catch (caught) {
      setSaveError(`No se anuló. ${saveErrorMessage(caught)}`);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    open,
    reason,
    error,
    saveError,
    saving,
    start: () => setOpen(true),
    cancel: () => {
      setOpen(false);
      setError('');
      setSaveError('');
    },
    setReason: (next) => {
      setReasonText(next);
      setError('');
    },
    submit,
  };
}
