// The site's colours (appSettings/theme): stored values merged over the defaults, each checked to be a CSS
// colour, and exposed to the page as CSS variables on <body> named after the keys.
import { THEME_KEYS } from '@salon/schema';
import { describeValue, isRecord, ownValue } from '../data/values';

/** The theme's keys, as stored in appSettings/theme (@salon/schema). */
export { THEME_KEYS };

export type ThemeKey = (typeof THEME_KEYS)[number];
export type Theme = Record<ThemeKey, string>;

/**
 * The seed's palette. Contrast (WCAG): primaryText on the background 16:1; secondaryText 5.5:1 and spanColor
 * 5.2:1 on the background and cards; whiteText on primaryColor 5.4:1 — all at least AA for normal text.
 */
export const THEME_DEFAULTS: Readonly<Theme> = Object.freeze({
  primaryColor: '#7a6a12', // dark olive-yellow
  appBackgroundColor: '#fbf6e6', // pale cream
  cardGrey: '#f7f6f2', // off-white
  primaryText: '#24102e', // very dark purple
  secondaryText: '#7a5c66', // greyish pink
  spanColor: '#c62828', // red
  whiteText: '#ffffff',
});

/** Spanish names of the keys, for the configuration form. */
export const THEME_LABELS: Readonly<Record<ThemeKey, string>> = {
  primaryColor: 'Color principal',
  appBackgroundColor: 'Fondo de la página',
  cardGrey: 'Fondo de las tarjetas',
  primaryText: 'Texto principal',
  secondaryText: 'Texto secundario',
  spanColor: 'Color de resaltado',
  whiteText: 'Texto sobre color principal',
};

// CSS Color 4 named colours, plus "transparent". System colours and currentcolor make no sense in a theme.
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred ' +
    'darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent'
  ).split(' '),
);

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?';
const NUMBER_ONLY = new RegExp(`^${NUMBER}$`, 'i');
const PERCENTAGE = new RegExp(`^${NUMBER}%$`, 'i');
const HUE = new RegExp(`^${NUMBER}(?:deg|rad|grad|turn)?$`, 'i');

const inRange = (text: string, max: number) => {
  const value = parseFloat(text);
  return value >= 0 && value <= max;
};
// Ranges are stricter than CSS, which would clamp rgb(300, 0, 0): out of range in a stored theme is a typo.
const isRgbChannel = (text: string) => (PERCENTAGE.test(text) ? inRange(text, 100) : NUMBER_ONLY.test(text) && inRange(text, 255));
const isPercentage = (text: string) => PERCENTAGE.test(text) && inRange(text, 100);
const isAlpha = (text: string) => (PERCENTAGE.test(text) ? inRange(text, 100) : NUMBER_ONLY.test(text) && inRange(text, 1));

/** The three channels and optional alpha of "a, b, c[, d]" (legacy) or "a b c[ / d]" (CSS Color 4). */
function splitColourArguments(body: string): { channels: string[]; alpha: string | undefined } | null {
  if (body.includes(',')) {
    const parts = body.split(',').map((part) => part.trim());
    return parts.length === 3 || parts.length === 4 ? { channels: parts.slice(0, 3), alpha: parts[3] } : null;
  }
  const [main = '', alpha, extra] = body.split('/').map((part) => part.trim());
  if (extra !== undefined) return null;
  const channels = main.split(/\s+/);
  return channels.length === 3 ? { channels, alpha } : null;
}

function isFunctionalColour(value: string): boolean {
  const match = /^(rgba?|hsla?)\(\s*(.*?)\s*\)$/i.exec(value);
  if (!match) return false;
  const parts = splitColourArguments(match[2] ?? '');
  if (!parts) return false;
  const [first = '', second = '', third = ''] = parts.channels;
  const channelsOk = (match[1] ?? '').toLowerCase().startsWith('rgb')
    ? [first, second, third].every(isRgbChannel)
    : HUE.test(first) && isPercentage(second) && isPercentage(third);
  return channelsOk && (parts.alpha === undefined || isAlpha(parts.alpha));
}

/** True for #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS named colour. */
export function isValidCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const colour = value.trim();
  return HEX_COLOUR.test(colour) || NAMED_COLOURS.has(colour.toLowerCase()) || isFunctionalColour(colour);
}

/**
 * The theme to apply from the stored value: valid colours over the defaults. Warnings (Spanish, for the
 * console) name each value replaced by its default; nothing stored gives the defaults and a note saying so.
 */
export function resolveTheme(raw: unknown): { theme: Theme; warnings: string[] } {
  const theme: Theme = { ...THEME_DEFAULTS };
  if (raw === null || raw === undefined) {
    return { theme, warnings: ['No hay un tema guardado; se usan los colores por defecto.'] };
  }
  if (!isRecord(raw) || Array.isArray(raw)) {
    return { theme, warnings: [`El tema guardado no es un objeto (${describeValue(raw)}); se usan los colores por defecto.`] };
  }
  const warnings: string[] = [];
  for (const key of THEME_KEYS) {
    const value = ownValue(raw, key);
    if (value === undefined || value === null) continue;
    if (isValidCssColor(value)) theme[key] = value.trim();
    else warnings.push(`${key}: ${describeValue(value)} no es un color CSS válido; se usa ${THEME_DEFAULTS[key]}.`);
  }
  const unknownKeys = Object.keys(raw).filter((key) => !(THEME_KEYS as readonly string[]).includes(key));
  if (unknownKeys.length > 0) warnings.push(`Se ignoran claves desconocidas del tema: ${unknownKeys.join(', ')}.`);
  return { theme, warnings };
}

/** The theme as CSS custom properties named after its keys: { '--primaryColor': '#7a6a12', … }. */
export function themeToCssVariables(theme: Theme): Record<`--${ThemeKey}`, string> {
  return Object.fromEntries(THEME_KEYS.map((key) => [`--${key}`, theme[key]])) as Record<`--${ThemeKey}`, string>;
}

const COLOUR_EXAMPLES = 'Usá por ejemplo #7a6a12, rgb(122, 106, 18) o un nombre como "white".';

export type ThemeValidation = { ok: true; theme: Theme } | { ok: false; errors: Partial<Record<ThemeKey, string>> };

/** Checks a theme before it is written: all seven keys, each a CSS colour; Spanish messages per key. */
export function validateThemeForSave(input: unknown): ThemeValidation {
  const record = isRecord(input) && !Array.isArray(input) ? input : {};
  const theme = {} as Theme;
  const errors: Partial<Record<ThemeKey, string>> = {};
  for (const key of THEME_KEYS) {
    const value = ownValue(record, key);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      errors[key] = `Elegí un color para «${THEME_LABELS[key]}».`;
    } else if (!isValidCssColor(value)) {
      errors[key] = `«${THEME_LABELS[key]}» no es un color válido. ${COLOUR_EXAMPLES}`;
    } else {
      theme[key] = value.trim();
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, theme } : { ok: false, errors };
}
