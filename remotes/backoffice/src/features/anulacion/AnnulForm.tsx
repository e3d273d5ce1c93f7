// The view of "Anular": a button, then the reason with its message and the confirmation.
import type { FormEvent } from 'react';
import { MAX_ANNUL_REASON_LENGTH } from '@salon/domain';
import { Notice } from '@salon/ui';
import { Field } from '@salon/ui/src/fields';
import type { AnnulModel } from './useAnnul';
import './anulacion.css';

interface AnnulFormProps {
  model: AnnulModel;
  /** 'presupuesto' or 'recibo': names the button and the field. */
  what: 'presupuesto' | 'recibo';
  /** What annulling does, said before confirming. */
  explanation: string;
}

export function AnnulForm({ model, what, explanation }: AnnulFormProps) {
  const id = `anular-${what}-motivo`;
  if (!model.open) {
    return (
      <button type="button" className="salon-button salon-button--secondary" onClick={model.start}>
        Anular {what}
      </button>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form className="salon-card bo-annul" onSubmit={onSubmit} noValidate aria-label={`Anular ${what}`}>
      <h2>Anular {what}</h2>
      <p>{explanation}</p>
      <Field block="bo-field" id={id} label="Motivo de la anulación" error={model.error} hint={`Hasta ${MAX_ANNUL_REASON_LENGTH} caracteres.`}>
        {(control) => (
          // The form opens on "Anular…": the reason is what the staff member came to type.
          <textarea
            {...control}
            rows={2}
            value={model.reason}
            onChange={(e) => model.setReason(e.target.value)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on purpose by "Anular…" (see above)
            autoFocus
          />
        )}
      </Field>
      {model.saveError && <Notice tone="error">{model.saveError}</Notice>}
      <div className="bo-actions">
        <button type="submit" className="salon-button" disabled={model.saving}>
          {model.saving ? 'Anulando...' : 'Confirmar la anulación'}
        </button>
        <button type="button" className="salon-button salon-button--secondary" onClick={model.cancel} disabled={model.saving}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
