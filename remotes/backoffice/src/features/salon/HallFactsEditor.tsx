// The "El salón" section of /admin: address and map link, capacity, hours, what is included, cancellation
// policy, phone and CUIT, and the account for transfers. The site shows them on /Plano; the chat and askAI answer
// from them; budgets and receipts print the name, address, phone and CUIT.
import type { FormEvent } from 'react';
import { Field, TextField } from '@salon/ui/src/fields';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { HallDocumentFields } from './HallDocumentFields';
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
      description="Dirección, capacidad, horarios, qué incluye el alquiler y la política de cancelación. Se muestran en la página del plano y el asistente del chat responde con ellos; la dirección, el teléfono y el CUIT encabezan los presupuestos y recibos. Podés dejar vacío lo que no quieras publicar."
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField block="staff-field" label="Dirección" {...model.field('address')} autoComplete="off" />
        <TextField
          block="staff-field"
          label="Enlace del mapa (opcional)"
          type="url"
          {...model.field('mapLink')}
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
            block="staff-field"
            label="Capacidad (invitados)"
            inputMode="numeric"
            {...model.field('capacity')}
            hint="Un número entero, de 1 a 2.000."
          />
          <TextField block="staff-field" label="Horarios" {...model.field('hours')} hint="Por ejemplo: Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs" />
        </div>
        <Field block="staff-field" label="Qué incluye el alquiler" hint="Una cosa por renglón (hasta 30)." error={errors.included}>
          {(control) => <textarea {...control} rows={6} value={draft.included} onChange={(event) => model.change('included', event.target.value)} />}
        </Field>
        <Field block="staff-field" label="Política de cancelación" error={errors.cancellationPolicy}>
          {(control) => (
            <textarea {...control} rows={4} value={draft.cancellationPolicy} onChange={(event) => model.change('cancellationPolicy', event.target.value)} />
          )}
        </Field>
        <HallDocumentFields model={model} />
        <button type="submit" className="salon-button" disabled={model.saving}>
          {model.saving ? 'Guardando...' : 'Guardar datos del salón'}
        </button>
      </form>
    </StaffSection>
  );
}
