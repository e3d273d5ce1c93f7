// The home page's sections: order and visibility (the "Chatbot" entry switches the chat assistant).
import { useState } from 'react';
import { HOME_SECTIONS, validateComponentOrderForSave, type HomeSectionSetting } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchComponentOrder } from '@salon/firebase/data';
import { saveComponentOrder } from '@salon/firebase/staff';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useSectionSave } from '../layout/useSectionSave';
import { useDraft } from '../admin/useDraft';

const TITLES = Object.fromEntries(HOME_SECTIONS.map((section) => [section.id, section.title])) as Record<string, string>;

export function HomeSectionsEditor() {
  const [items, setItems, markSaved, failed] = useDraft(useLive(watchComponentOrder));
  const [errors, setErrors] = useState<string[]>([]);
  const { saving, save } = useSectionSave();
  if (!items) return <SectionLoading failed={failed} />;

  const move = (index: number, step: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved as HomeSectionSetting);
    setItems(next);
  };

  async function onSave() {
    const result = validateComponentOrderForSave(items);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    await save(() => saveComponentOrder(result.items), { onSaved: markSaved, message: 'Se guardaron las secciones de la página de inicio.' });
  }

  return (
    <StaffSection
      title="Secciones de la página de inicio"
      description="Ordená las secciones y elegí cuáles se muestran. «Asistente virtual» enciende o apaga el chat en todo el sitio."
    >
      <ol className="section-order" aria-label="Orden de las secciones">
        {items.map((item, index) => {
          const title = TITLES[item.name] ?? item.name;
          return (
            <li key={item.name} className={item.isVisible ? undefined : 'section-order__hidden'}>
              <span className="section-order__position">{index + 1}</span>
              <label className="staff-check section-order__label">
                <input
                  type="checkbox"
                  checked={item.isVisible}
                  onChange={(event) => setItems(items.map((other) => (other.name === item.name ? { ...other, isVisible: event.target.checked } : other)))}
                />
                {title}
                <span className="visually-hidden">{item.isVisible ? ' (visible)' : ' (oculta)'}</span>
              </label>
              <span className="section-order__buttons">
                <button type="button" className="staff-small-button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Subir ${title}`}>
                  ↑
                </button>
                <button
                  type="button"
                  className="staff-small-button"
                  onClick={() => move(index, 1)}
                  disabled={index === items.length - 1}
                  aria-label={`Bajar ${title}`}
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {errors.length > 0 && (
        <ul className="staff-field__error">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <button type="button" className="salon-button" onClick={() => void onSave()} disabled={saving}>
        {saving ? 'Guardando...' : 'Guardar secciones'}
      </button>
    </StaffSection>
  );
}
