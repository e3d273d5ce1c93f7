// Contact (WhatsApp and the return-image link) and the site's names (company name, tab title).
import { useState, type FormEvent } from 'react';
import { normalizeWhatsappNumber, siteNameError, urlError, whatsappNumberError } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchBrowserTitle, watchCompanyName, watchContact } from '@salon/firebase/data';
import { saveBrowserTitle, saveCompanyName, saveContact } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage, TextField } from '@salon/ui/src/fields';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useDraft } from './useDraft';

export function ContactForm() {
  const [draft, setDraft, markSaved, failed] = useDraft(useLive(watchContact));
  const [errors, setErrors] = useState<{ number?: string | null; link?: string | null }>({});
  const [saving, setSaving] = useState(false);
  if (!draft) return <SectionLoading failed={failed} />;
  const normalised = normalizeWhatsappNumber(draft.whatsappNumber);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const next = { number: whatsappNumberError(draft.whatsappNumber), link: urlError(draft.returnImageLink) };
    setErrors(next);
    if (next.number || next.link) return;
    setSaving(true);
    try {
      await saveContact({ whatsappNumber: draft.whatsappNumber.trim(), returnImageLink: draft.returnImageLink.trim() });
      markSaved();
      notify('Se guardaron los datos de contacto.', 'success');
    } catch (error) {
      notify(saveErrorMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <StaffSection title="Contacto">
      <form onSubmit={onSubmit} noValidate>
        <TextField
          block="staff-field"
          label="Número de WhatsApp"
          type="tel"
          autoComplete="off"
          value={draft.whatsappNumber}
          onChange={(whatsappNumber) => setDraft({ ...draft, whatsappNumber })}
          error={errors.number}
          hint={
            <span data-testid="whatsapp-preview">
              {normalised ? `Se usará: ${normalised} (wa.me/${normalised.slice(1)})` : 'Escribí el número con código de área, por ejemplo 11 2345-6789.'}
            </span>
          }
        />
        <TextField
          block="staff-field"
          label="Enlace de la imagen de «volver»"
          type="url"
          value={draft.returnImageLink}
          onChange={(returnImageLink) => setDraft({ ...draft, returnImageLink })}
          error={errors.link}
          hint="Dirección de la imagen (https://…) o un archivo del sitio (/…). Puede quedar vacío."
        />
        <button type="submit" className="salon-button" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar contacto'}
        </button>
      </form>
    </StaffSection>
  );
}

export function IdentityForm() {
  const [name, setName, nameSaved, nameFailed] = useDraft(useLive(watchCompanyName));
  const [title, setTitle, titleSaved, titleFailed] = useDraft(useLive(watchBrowserTitle));
  const [errors, setErrors] = useState<{ name?: string | null; title?: string | null }>({});
  const [saving, setSaving] = useState(false);
  if (name === null || title === null) return <SectionLoading failed={nameFailed || titleFailed} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = { name: siteNameError(name ?? '', 'nombre'), title: siteNameError(title ?? '', 'título') };
    setErrors(next);
    if (next.name || next.title) return;
    setSaving(true);
    try {
      const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
      await Promise.all([saveCompanyName(clean(name ?? '')), saveBrowserTitle(clean(title ?? ''))]);
      nameSaved();
      titleSaved();
      notify('Se guardaron el nombre y el título.', 'success');
    } catch (error) {
      notify(saveErrorMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <StaffSection title="Nombre del salón">
      <form onSubmit={onSubmit} noValidate>
        <div className="staff-row">
          <TextField block="staff-field" label="Nombre de la empresa" value={name} onChange={setName} error={errors.name} maxLength={120} />
          <TextField
            block="staff-field"
            label="Título de la pestaña"
            value={title}
            onChange={setTitle}
            error={errors.title}
            maxLength={120}
            hint="Lo que se ve en la pestaña del navegador."
          />
        </div>
        <button type="submit" className="salon-button" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar nombre y título'}
        </button>
      </form>
    </StaffSection>
  );
}
