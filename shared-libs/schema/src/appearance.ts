// What every page reads to look like the hall's (config/browserTitle, datosId/29, appSettings/theme). Apart from
// ./limits.ts so that "/" bundles only these two values, not every limit the data pages use (docs/performance.md).

/** A tab title or company name: 1–80 characters. */
export const SITE_NAME_LENGTH = { min: 1, max: 80 } as const;

/** The theme's colours, each a CSS variable on <body> named after its key. */
export const THEME_KEYS = ['primaryColor', 'appBackgroundColor', 'cardGrey', 'primaryText', 'secondaryText', 'spanColor', 'whiteText'] as const;
