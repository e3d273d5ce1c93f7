import { isValidCssColor, resolveTheme, THEME_DEFAULTS, THEME_KEYS, themeToCssVariables, validateThemeForSave } from './theme';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
      number,
      number,
      number,
    ];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('THEME_DEFAULTS', () => {
  it('has the seven keys of the seed', () => {
    expect(Object.keys(THEME_DEFAULTS)).toEqual([...THEME_KEYS]);
    expect(THEME_KEYS).toEqual(['primaryColor', 'appBackgroundColor', 'cardGrey', 'primaryText', 'secondaryText', 'spanColor', 'whiteText']);
  });

  it.each([
    ['primaryText', 'appBackgroundColor', 7],
    ['primaryText', 'cardGrey', 7],
    ['secondaryText', 'appBackgroundColor', 4.5],
    ['secondaryText', 'cardGrey', 4.5],
    ['spanColor', 'appBackgroundColor', 4.5],
    ['spanColor', 'cardGrey', 4.5],
    ['whiteText', 'primaryColor', 4.5],
    ['primaryColor', 'appBackgroundColor', 4.5],
  ] as const)('%s on %s has a contrast of at least %d:1', (text, background, minimum) => {
    expect(contrast(THEME_DEFAULTS[text], THEME_DEFAULTS[background])).toBeGreaterThanOrEqual(minimum);
  });
});

describe('isValidCssColor', () => {
  it.each([
    '#fff',
    '#FFF',
    '#ffff',
    '#7a6a12',
    '#7A6A12',
    '#7a6a1280',
    ' #7a6a12 ',
    'red',
    'White',
    'rebeccapurple',
    'lightgoldenrodyellow',
    'transparent',
    'rgb(122, 106, 18)',
    'rgb(122,106,18)',
    'rgba(122, 106, 18, 0.5)',
    'rgba(122, 106, 18, 50%)',
    'rgb(48%, 42%, 7%)',
    'rgb(122 106 18)',
    'rgb(122 106 18 / 0.5)',
    'RGB(122, 106, 18)',
    'rgb(0, 0, 0, 1)',
    'rgba(0 0 0)',
    'hsl(51, 74%, 27%)',
    'hsla(51, 74%, 27%, 0.8)',
    'hsl(51deg 74% 27%)',
    'hsl(0.5turn 10% 10% / 40%)',
    'hsl(-30, 50%, 50%)',
  ])('%p is a colour', (value) => {
    expect(isValidCssColor(value)).toBe(true);
  });

  it.each([
    '',
    '#',
    '#ff',
    '#fffff',
    '#ggg',
    '7a6a12',
    '#7a6a12;',
    'rojo',
    'currentcolor',
    'inherit',
    'var(--x)',
    'rgb()',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(256, 0, 0)',
    'rgb(-1, 0, 0)',
    'rgb(1 2 3 / 2)',
    'rgb(1, 2, 3) x',
    'rgb(1 2 3 / 0.5 / 1)',
    'hsl(51, 74, 27)',
    'hsl(51, 174%, 27%)',
    'hsl(51foo, 74%, 27%)',
    'url(javascript:alert(1))',
    'red; background: url(x)',
    null,
    12,
    {},
  ])('%p is not a colour', (value) => {
    expect(isValidCssColor(value)).toBe(false);
  });
});

describe('resolveTheme', () => {
  it('merges stored colours over the defaults', () => {
    const { theme, warnings } = resolveTheme({ primaryColor: ' #123456 ', spanColor: 'crimson' });
    expect(theme).toEqual({ ...THEME_DEFAULTS, primaryColor: '#123456', spanColor: 'crimson' });
    expect(warnings).toEqual([]);
  });

  it('replaces an invalid colour by its default, with a warning', () => {
    const { theme, warnings } = resolveTheme({ primaryColor: 'azulado', cardGrey: 42, whiteText: '#fff' });
    expect(theme).toEqual({ ...THEME_DEFAULTS, whiteText: '#fff' });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('primaryColor');
    expect(warnings[0]).toContain(THEME_DEFAULTS.primaryColor);
  });

  it('ignores unknown keys with a warning', () => {
    expect(resolveTheme({ primarycolor: '#000' }).warnings).toEqual(['Se ignoran claves desconocidas del tema: primarycolor.']);
  });

  it.each([[null], [undefined]])('%p gives the defaults and a note', (raw) => {
    expect(resolveTheme(raw)).toEqual({ theme: THEME_DEFAULTS, warnings: ['No hay un tema guardado; se usan los colores por defecto.'] });
  });

  it.each([['#fff'], [42], [['#fff']], [true]])('%p gives the defaults and a warning', (raw) => {
    const { theme, warnings } = resolveTheme(raw);
    expect(theme).toEqual(THEME_DEFAULTS);
    expect(warnings).toHaveLength(1);
  });

  it('returns a copy the caller may change', () => {
    const { theme } = resolveTheme(null);
    theme.primaryColor = '#000';
    expect(THEME_DEFAULTS.primaryColor).not.toBe('#000');
  });
});

describe('themeToCssVariables', () => {
  it('names each variable after its key', () => {
    expect(themeToCssVariables({ ...THEME_DEFAULTS })).toEqual({
      '--primaryColor': THEME_DEFAULTS.primaryColor,
      '--appBackgroundColor': THEME_DEFAULTS.appBackgroundColor,
      '--cardGrey': THEME_DEFAULTS.cardGrey,
      '--primaryText': THEME_DEFAULTS.primaryText,
      '--secondaryText': THEME_DEFAULTS.secondaryText,
      '--spanColor': THEME_DEFAULTS.spanColor,
      '--whiteText': THEME_DEFAULTS.whiteText,
    });
  });
});

describe('validateThemeForSave', () => {
  it('accepts seven valid colours and returns exactly those keys, trimmed', () => {
    const result = validateThemeForSave({ ...THEME_DEFAULTS, primaryColor: ' red ', extra: 'x' });
    expect(result).toEqual({ ok: true, theme: { ...THEME_DEFAULTS, primaryColor: 'red' } });
  });

  it('explains each bad or missing colour in Spanish', () => {
    const { primaryColor: _omitted, ...rest } = THEME_DEFAULTS;
    const result = validateThemeForSave({ ...rest, spanColor: 'rojito', whiteText: '  ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['primaryColor', 'spanColor', 'whiteText']);
    expect(result.errors.primaryColor).toBe('Elegí un color para «Color principal».');
    expect(result.errors.spanColor).toContain('no es un color válido');
  });

  it.each([[null], ['#fff'], [[]]])('rejects %p with an error for every key', (input) => {
    const result = validateThemeForSave(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toHaveLength(7);
  });
});
