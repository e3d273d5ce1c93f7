// The site's colours with a live preview: the preview box gets the draft as CSS variables; the site
// changes only when the theme is saved (admin only, also by the database rules).
import { useState, type CSSProperties } from 'react';
import { isValidCssColor, themeToCssVariables, validateThemeForSave, THEME_DEFAULTS, THEME_KEYS, THEME_LABELS, type Theme, type ThemeKey } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { saveTheme, watchTheme } from '@salon/firebase/data';
import { notify } from '@salon/ui';
import { Field, saveErrorMessage } from '@salon/ui/src/fields';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useDraft } from '../admin/useDraft';

/** #rrggbb for the native colour input (it accepts nothing else); other valid colours keep their text. */
function hexForPicker(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return '#000000';
}

export function ThemeEditor() {
  const [theme, setTheme, markSaved, failed] = useDraft(useLive(watchTheme));
  const [errors, setErrors] = useState<Partial<Record<ThemeKey, string>>>({});
  const [saving, setSaving] = useState(false);
  if (!theme) return <SectionLoading failed={failed} />;

  const previewTheme: Theme = { ...theme };
  for (const key of THEME_KEYS) if (!isValidCssColor(theme[key])) previewTheme[key] = THEME_DEFAULTS[key];

  const change = (key: ThemeKey, value: string) => {
    setTheme({ ...theme, [key]: value });
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  async function save() {
    const result = validateThemeForSave(theme);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      await saveTheme(result.theme);
      markSaved();
      notify('Se guardaron los colores del sitio.', 'success');
    } catch (error) {
      notify(saveErrorMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <StaffSection title="Colores del sitio" description="Elegí los colores y mirá la vista previa. El sitio cambia cuando guardás.">
      <div className="theme-editor">
        <div className="theme-editor__fields">
          {THEME_KEYS.map((key) => {
            const error = errors[key];
            return (
              <Field block="staff-field" key={key} id={`theme-${key}`} label={THEME_LABELS[key]} error={error}>
                {(control) => (
                  <div className="theme-editor__pair">
                    <input
                      type="color"
                      className="theme-editor__swatch"
                      value={hexForPicker(theme[key])}
                      onChange={(event) => change(key, event.target.value)}
                      aria-label={`Elegir ${THEME_LABELS[key]}`}
                    />
                    <input {...control} value={theme[key]} onChange={(event) => change(key, event.target.value)} spellCheck={false} />
                  </div>
                )}
              </Field>
            );
          })}
        </div>
        <div
          className="theme-preview"
          style={themeToCssVariables(previewTheme) as CSSProperties}
          data-testid="theme-preview"
          aria-label="Vista previa de los colores"
        >
          <p className="theme-preview__label">Vista previa</p>
          <div className="theme-preview__card">
            <h3>Alquiler del salón x 4 hs</h3>
            <p className="theme-preview__secondary">Viernes a domingo y feriados</p>
            <p>
              <strong>$ 320.000</strong> <span className="theme-preview__span">¡Promo!</span>
            </p>
            <span className="theme-preview__button">Consultar por WhatsApp</span>
          </div>
        </div>
      </div>
      <div className="staff-actions">
        <button type="button" className="salon-button" onClick={() => void save()} disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar colores'}
        </button>
        <button
          type="button"
          className="salon-button salon-button--secondary"
          onClick={() => {
            setTheme({ ...THEME_DEFAULTS });
            setErrors({});
            notify('Se cargaron los colores predeterminados. Guardá para aplicarlos al sitio.', 'info');
          }}
        >
          Restaurar valores predeterminados
        </button>
      </div>
    </StaffSection>
  );
}
