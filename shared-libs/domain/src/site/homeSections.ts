// The home page's sections (componentOrder): their order and which ones show. "Chatbot" shows no section:
// it switches the chat assistant on or off.
import { isRecord } from '../data/values';
import type { HomeSectionsShape } from '@salon/schema';

export const HOME_SECTIONS = [
  { id: 'Bienvenida', title: 'Bienvenida' },
  { id: 'Precios', title: 'Precios del mes' },
  { id: 'Fotos', title: 'Fotos' },
  { id: 'Calendario', title: 'Calendario de fechas libres' },
  { id: 'Calculadora', title: 'Calculadora' },
  { id: 'Plano', title: 'Plano del salón' },
  { id: 'Contacto', title: 'Contacto por WhatsApp' },
  { id: 'Chatbot', title: 'Asistente virtual (chat)' },
] as const;

/** A section name as stored in componentOrder. */
export type HomeSectionName = (typeof HOME_SECTIONS)[number]['id'];

/** One entry of componentOrder (homeSectionsSchema), its name one of the home's sections. */
export type HomeSectionSetting = Omit<HomeSectionsShape[number], 'name'> & { name: HomeSectionName };

const SECTION_NAMES: readonly HomeSectionName[] = HOME_SECTIONS.map((section) => section.id);
// Stored names are matched without regard to case or surrounding spaces, then written canonically.
const SECTION_BY_FOLDED_NAME = new Map(SECTION_NAMES.map((name) => [name.toLowerCase(), name]));

/** Every section, visible, in the seed's order (frozen: copy before changing). */
export const DEFAULT_COMPONENT_ORDER: HomeSectionSetting[] = Object.freeze(
  SECTION_NAMES.map((name) => Object.freeze({ name, isVisible: true })),
) as HomeSectionSetting[];

/**
 * The entries of a stored list: an array, or an object with numeric keys (how the Realtime Database returns
 * an array with holes), in index order; null when it is neither.
 */
function storedListEntries(raw: unknown, warnings: string[]): unknown[] | null {
  if (Array.isArray(raw)) return raw as unknown[];
  if (!isRecord(raw)) return null;
  const keys = Object.keys(raw);
  const indexKeys = keys.filter((key) => /^\d+$/.test(key));
  if (indexKeys.length === 0) return null;
  if (indexKeys.length < keys.length) warnings.push('Se ignoran claves no numéricas en componentOrder.');
  return indexKeys.sort((a, b) => Number(a) - Number(b)).map((key) => raw[key]);
}

function sectionName(value: unknown): HomeSectionName | undefined {
  return typeof value === 'string' ? SECTION_BY_FOLDED_NAME.get(value.trim().toLowerCase()) : undefined;
}

/**
 * The sections to show, from the stored componentOrder: malformed, unknown and repeated entries are dropped,
 * an entry without a boolean isVisible is hidden, known sections missing from the list are appended hidden,
 * and anything that is not a list gives the defaults. Warnings are Spanish, for the console.
 */
export function resolveComponentOrder(raw: unknown): { items: HomeSectionSetting[]; warnings: string[] } {
  const warnings: string[] = [];
  const entries = storedListEntries(raw, warnings);
  if (!entries) {
    const why = raw === null || raw === undefined ? 'No hay un orden de secciones guardado' : 'componentOrder no es una lista';
    return { items: DEFAULT_COMPONENT_ORDER.map((item) => ({ ...item })), warnings: [`${why}; se usa el orden por defecto.`] };
  }
  const items: HomeSectionSetting[] = [];
  entries.forEach((entry, index) => {
    // Holes of a list (null) are how the database stores deleted entries: not worth a warning.
    if (entry === null || entry === undefined) return;
    const name = isRecord(entry) ? sectionName(entry.name) : undefined;
    if (!name) {
      const shown = isRecord(entry) && typeof entry.name === 'string' ? `"${entry.name}"` : 'sin nombre válido';
      warnings.push(`Se ignora la entrada ${index} de componentOrder (${shown}): no es una sección conocida.`);
    } else if (items.some((item) => item.name === name)) {
      warnings.push(`Se ignora la sección repetida "${name}" de componentOrder.`);
    } else {
      const isVisible = isRecord(entry) && entry.isVisible;
      if (typeof isVisible !== 'boolean') warnings.push(`La sección "${name}" no dice si es visible; se oculta.`);
      items.push({ name, isVisible: isVisible === true });
    }
  });
  for (const name of SECTION_NAMES) {
    if (!items.some((item) => item.name === name)) items.push({ name, isVisible: false });
  }
  return { items, warnings };
}

/** True when the Chatbot section is marked visible (the chat assistant is on). */
export function isChatbotEnabled(items: readonly HomeSectionSetting[]): boolean {
  return items.some((item) => item.name === 'Chatbot' && item.isVisible);
}

export type ComponentOrderValidation = { ok: true; items: HomeSectionSetting[] } | { ok: false; errors: string[] };

/** Checks a componentOrder before it is written: every known section exactly once, each with a boolean isVisible. */
export function validateComponentOrderForSave(input: unknown): ComponentOrderValidation {
  if (!Array.isArray(input)) return { ok: false, errors: ['El orden de las secciones debe ser una lista.'] };
  const errors: string[] = [];
  const items: HomeSectionSetting[] = [];
  input.forEach((entry: unknown, index) => {
    const record = isRecord(entry) ? entry : {};
    const name = SECTION_NAMES.find((known) => known === record.name);
    if (!name) errors.push(`La posición ${index + 1} no es una sección conocida.`);
    else if (items.some((item) => item.name === name)) errors.push(`La sección "${name}" está repetida.`);
    else if (typeof record.isVisible !== 'boolean') errors.push(`Falta indicar si "${name}" es visible.`);
    else items.push({ name, isVisible: record.isVisible });
  });
  for (const name of SECTION_NAMES) {
    if (!input.some((entry: unknown) => isRecord(entry) && entry.name === name)) errors.push(`Falta la sección "${name}".`);
  }
  return errors.length === 0 ? { ok: true, items } : { ok: false, errors };
}
