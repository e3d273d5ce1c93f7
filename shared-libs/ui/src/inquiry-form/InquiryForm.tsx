// The public inquiry form (docs/storage-contract.md): name, WhatsApp, date (said at once when booked or held), guests
// (up to the hall's capacity), the page's quote or the rental and extras, and a message.
// Usable from any remote; load it with InquiryFormLazy (./lazy.tsx) so public pages do not carry it.
import { useId, useRef, type FormEvent } from 'react';
import { MAX_INQUIRY_GUESTS, inquiryConfirmation, inquiryWhatsappMessage, whatsappRedirectPath, type InquiryPrefill } from '@salon/domain';
import { Link } from '@salon/router';
import { DateInput } from '../DateInput';
import { Field } from '../fields/Field';
import { DateAlternatives, QuoteSummary, RentalAndExtras } from './InquiryChoices';
import { useInquiryForm, type InquiryFormOptions } from './useInquiryForm';
import './inquiry-form.css';

export interface InquiryFormProps extends InquiryFormOptions {
  /** What the page already knows: the calendar's date, the chat's date, the calculator's quote. */
  prefill?: InquiryPrefill;
  /** The form's heading (an h2 by default). */
  title?: string;
  headingLevel?: 2 | 3;
  /** Shown as "Cerrar" next to the send button, and after the confirmation. */
  onClose?: () => void;
}

export function InquiryForm({ prefill = {}, title = 'Consultar por una fecha', headingLevel = 2, onClose, ...options }: InquiryFormProps) {
  const base = useId().replace(/:/g, '');
  const id = (name: string) => `consulta-${base}-${name}`;
  const { form, errors, status, set, submit, today, dateNotice, capacity } = useInquiryForm(prefill, options);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = await submit();
    requestAnimationFrame(() => {
      if (sent) confirmationRef.current?.focus();
      else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .salon-consulta__send-error')?.focus();
    });
  }

  if (status === 'enviada') {
    return (
      <div ref={confirmationRef} className="salon-consulta salon-consulta--sent" role="status" tabIndex={-1}>
        <Heading className="salon-consulta__title">Consulta enviada</Heading>
        <p>{inquiryConfirmation(form.fecha)}</p>
        <p>¿Preferís hablar ahora? También podés escribirnos por WhatsApp.</p>
        <div className="salon-consulta__actions">
          <Link className="salon-button" to={whatsappRedirectPath(inquiryWhatsappMessage(form))}>
            Seguir por WhatsApp
          </Link>
          {onClose && (
            <button type="button" className="salon-button salon-button--secondary" onClick={onClose}>
              Cerrar
            </button>
          )}
        </div>
      </div>
    );
  }

  const sending = status === 'enviando';
  return (
    <form ref={formRef} className="salon-consulta" onSubmit={onSubmit} noValidate aria-labelledby={id('titulo')}>
      <Heading id={id('titulo')} className="salon-consulta__title">
        {title}
      </Heading>
      <p className="salon-consulta__intro">Dejanos tus datos y te respondemos por WhatsApp. Los campos con * son obligatorios.</p>
      <Field block="salon-consulta-field" id={id('nombre')} label="Nombre *" error={errors.nombre}>
        {(control) => (
          <input {...control} name="nombre" autoComplete="name" value={form.nombre} onChange={(e) => set('nombre', e.target.value)} aria-required="true" />
        )}
      </Field>
      <Field block="salon-consulta-field" id={id('telefono')} label="Teléfono con WhatsApp *" hint="Por ejemplo: 11 5555-0123" error={errors.telefono}>
        {(control) => (
          <input
            {...control}
            name="telefono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.telefono}
            onChange={(e) => set('telefono', e.target.value)}
            aria-required="true"
          />
        )}
      </Field>
      <Field
        block="salon-consulta-field"
        id={id('fecha')}
        label="Fecha del evento *"
        error={errors.fecha ?? (dateNotice?.kind === 'ocupada' ? dateNotice.message : undefined)}
        // A booked date's message is the field's error (it is not sent); a held one's is its note (it may be).
        hint={dateNotice?.kind === 'reservada' ? dateNotice.message : undefined}
      >
        {(control) => <DateInput {...control} name="fecha" min={today} value={form.fecha} onChange={(value) => set('fecha', value)} aria-required="true" />}
      </Field>
      <DateAlternatives notice={dateNotice} onPick={(date) => set('fecha', date)} />
      <Field
        block="salon-consulta-field"
        id={id('invitados')}
        label="Cantidad de invitados"
        hint={capacity ? `Aproximada. El salón recibe hasta ${capacity}.` : `Aproximada, hasta ${MAX_INQUIRY_GUESTS}.`}
        error={errors.invitados}
      >
        {(control) => <input {...control} name="invitados" inputMode="numeric" value={form.invitados} onChange={(e) => set('invitados', e.target.value)} />}
      </Field>
      {form.cotizacion ? (
        <QuoteSummary quote={form.cotizacion} date={form.fecha} labelId={id('cotizacion')} />
      ) : (
        <RentalAndExtras form={form} set={set} id={id} />
      )}
      <Field
        block="salon-consulta-field"
        id={id('mensaje')}
        label="Comentarios"
        hint="Contanos qué festejás o lo que quieras preguntar."
        error={errors.mensaje}
      >
        {(control) => <textarea {...control} name="mensaje" rows={3} value={form.mensaje} onChange={(e) => set('mensaje', e.target.value)} />}
      </Field>
      {/* Out of sight and of the tab order: only a bot fills it. */}
      <div className="salon-consulta__trap" aria-hidden="true">
        <label htmlFor={id('sitio')}>No completar</label>
        <input id={id('sitio')} name="sitioWeb" tabIndex={-1} autoComplete="off" value={form.sitioWeb} onChange={(e) => set('sitioWeb', e.target.value)} />
      </div>
      {errors.envio && (
        <p className="salon-consulta__send-error" role="alert" tabIndex={-1}>
          {errors.envio}
        </p>
      )}
      <div className="salon-consulta__actions">
        <button type="submit" className="salon-button" disabled={sending}>
          {sending ? 'Enviando…' : 'Enviar consulta'}
        </button>
        {onClose && (
          <button type="button" className="salon-button salon-button--secondary" onClick={onClose}>
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}

export default InquiryForm;
