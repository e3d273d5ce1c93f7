// Applies the live site settings to the document: the theme as CSS variables on <body> and the tab title.
import { useEffect } from 'react';
import { themeToCssVariables } from '@salon/domain';
import { watchBrowserTitle, watchTheme } from '@salon/firebase/data';
import { setSiteTitle } from '@salon/ui';

export function SiteSettingsSync() {
  useEffect(
    () =>
      watchTheme(
        (theme) => {
          for (const [name, value] of Object.entries(themeToCssVariables(theme))) {
            document.body.style.setProperty(name, value);
          }
        },
        (error) => console.error('No se pudo leer el tema; se usan los colores por defecto.', error.message),
      ),
    [],
  );
  useEffect(() => watchBrowserTitle(setSiteTitle), []);
  return null;
}
