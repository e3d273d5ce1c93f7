// The site's look and identity: theme, tab title, company name, home sections, contact.
import { resolveBrowserTitle, resolveCompanyName, resolveComponentOrder, resolveTheme, type Theme, type HomeSectionSetting } from '@salon/domain';
import type { ThemeShape } from '@salon/schema';
import { getDb, PATHS, rawDatabase, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { ref, set, watchPath } = rawDatabase;

function warnAll(where: string, warnings: readonly string[]): void {
  for (const warning of warnings) console.warn(`[${where}] ${warning}`);
}

export function watchTheme(onData: (theme: Theme) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(
    PATHS.theme,
    (raw) => {
      const { theme, warnings } = resolveTheme(raw);
      warnAll(PATHS.theme, warnings);
      return theme;
    },
    onData,
    onError,
  );
}

/** Admin only (the rules refuse anyone else). Writes the whole theme object, as the seed did. */
export function saveTheme(theme: Theme): Promise<void> {
  const stored: ThemeShape = theme;
  return set(ref(getDb(), PATHS.theme), stored);
}

export function watchBrowserTitle(onData: (title: string) => void): Unsubscribe {
  return watchPath(
    PATHS.browserTitle,
    (raw) => {
      const { title, warnings } = resolveBrowserTitle(raw);
      warnAll(PATHS.browserTitle, warnings);
      return title;
    },
    onData,
  );
}

export function watchCompanyName(onData: (name: string) => void): Unsubscribe {
  return watchPath(PATHS.companyName, (raw) => resolveCompanyName(raw), onData);
}

export function watchComponentOrder(onData: (items: HomeSectionSetting[]) => void): Unsubscribe {
  return watchPath(
    PATHS.componentOrder,
    (raw) => {
      const { items, warnings } = resolveComponentOrder(raw);
      warnAll(PATHS.componentOrder, warnings);
      return items;
    },
    onData,
  );
}

/** datosId/25 (ContactShape of @salon/schema) for the screens; older sites kept the number as a number. */
export interface ContactSettings {
  /** As stored by staff; normalise with the domain's WhatsApp rules before use. */
  whatsappNumber: string;
  returnImageLink: string;
}

export function parseContact(raw: unknown): ContactSettings {
  const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    // The seed's number may be stored as a number.
    whatsappNumber:
      typeof record.numero_whatsapp === 'string' ? record.numero_whatsapp : typeof record.numero_whatsapp === 'number' ? String(record.numero_whatsapp) : '',
    returnImageLink: typeof record.link_imagen_volver === 'string' ? record.link_imagen_volver : '',
  };
}

export function watchContact(onData: (contact: ContactSettings) => void): Unsubscribe {
  return watchPath(PATHS.contact, parseContact, onData);
}
