// The "El salón" section of /admin: address and map link, capacity, hours, what is included, cancellation
// policy. The site shows them on /Plano; the chat and askAI answer from them.
import { useId, type FormEvent } from 'react';
import { SectionLoading, StaffSection, TextField } from '../layout/fields';
import { useHallFactsForm, type HallFactsData } from './useHallFactsForm';

export function HallFactsEditor({ data }: { data?: HallFactsData }) {
  const model = useHallFactsForm(data);
  const { draft, errors } = model;
  if (!draft) return <SectionLoading failed={model.failed} />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void model.save();
  }

  return (
    <StaffSection
      title="El salón"
      description="Dirección, capacidad, horarios, qué incluye el alquiler y la política de cancelación. Se muestran en la página del plano y el asistente del chat responde con ellos. Podés dejar vacío lo que no quieras publicar."
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Dirección" value={draft.address} onChange={(value) => model.change('address', value)} error={errors.address} autoComplete="off" />
        <TextField
          label="Enlace del mapa (opcional)"
          type="url"
          value={draft.mapLink}
          onChange={(value) => model.change('mapLink', value)}
          error={errors.mapLink}
          hint={
            model.mapLinkShown ? (
              <>
                {draft.mapLink.trim() ? 'El sitio enlaza a: ' : 'Vacío: el sitio enlaza a la búsqueda de la dirección en Google Maps: '}
                <a href={model.mapLinkShown} target="_blank" rel="noopener noreferrer" data-testid="hall-map-preview">
                  ver el mapa
                </a>
              </>
            ) : (
              'Vacío: el sitio enlaza a la búsqueda de la dirección en Google Maps.'
            )
          }
        />
        <div className="staff-row">
          <TextField
            label="Capacidad (invitados)"
            inputMode="numeric"
            value={draft.capacity}
            onChange={(value) => model.change('capacity', value)}
            error={errors.capacity}
            hint="Un número entero, de 1 a 2.000."
          />
          <TextField
            label="Horarios"
            value={draft.hours}
            onChange={(value) => model.change('hours', value)}
            error={errors.hours}
            hint="Por ejemplo: Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs"
          />
        </div>
        <TextArea
          label="Qué incluye el alquiler"
          hint="Una cosa por renglón (hasta 30)."
          rows={6}
          value={draft.included}
          onChange={(value) => model.change('included', value)}
          error={errors.included}
        />
        <TextArea
          label="Política de cancelación"
          rows={4}
          value={draft.cancellationPolicy}
          onChange={(value) => model.change('cancellationPolicy', value)}
          error={errors.cancellationPolicy}
        />
        <button type="submit" className="salon-button" disabled={model.saving}>
          {model.saving ? 'Guardando...' : 'Guardar datos del salón'}
        </button>
      </form>
    </StaffSection>
  );
}

interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  rows: number;
}

/** A labelled text area with its hint and its Spanish message under it (as TextField). */
function TextArea({ label, value, onChange, error, hint, rows }: TextAreaProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <div id={`${id}-hint`} className="staff-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="staff-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
