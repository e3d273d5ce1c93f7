import { useState } from 'react';
import { notify } from '@salon/ui';
import { saveErrorMessage } from '@salon/ui/src/fields';

/**
 * A staff section's save: `saving` while it runs (the button says "Guardando..."), then `onSaved` and the success
 * notice, or the error's notice. What was typed stays in the form when the save fails.
 */
export function useSectionSave(): { saving: boolean; save: (write: () => Promise<unknown>, done: { onSaved: () => void; message: string }) => Promise<void> } {
  const [saving, setSaving] = useState(false);
  async function save(write: () => Promise<unknown>, { onSaved, message }: { onSaved: () => void; message: string }) {
    setSaving(true);
    try {
      await write();
      onSaved();
      notify(message, 'success');
    } catch (error) {
      notify(saveErrorMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  }
  return { saving, save };
}
