import { DEFAULT_SITE_NAME, resolveBrowserTitle, resolveCalendarEndDate, resolveCompanyName } from './siteConfig';

describe('resolveBrowserTitle', () => {
  it.each([
    ['Salón Arcoíris', 'Salón Arcoíris'],
    ['  Salón Arcoíris  ', 'Salón Arcoíris'],
    ['Salón\n  Arcoíris', 'Salón Arcoíris'],
    ['x', 'x'],
    ['á'.repeat(80), 'á'.repeat(80)],
    ['🎉'.repeat(80), '🎉'.repeat(80)],
  ])('%p → %p without warnings', (raw, title) => {
    expect(resolveBrowserTitle(raw)).toEqual({ title, warnings: [] });
  });

  it.each([[null], [undefined]])('%p (nothing stored) → the default, silently', (raw) => {
    expect(resolveBrowserTitle(raw)).toEqual({ title: 'Salón', warnings: [] });
  });

  it.each([[''], ['   '], ['a'.repeat(81)], [42], [{ title: 'x' }], [true]])('%p → the default with a warning', (raw) => {
    const { title, warnings } = resolveBrowserTitle(raw);
    expect(title).toBe(DEFAULT_SITE_NAME);
    expect(warnings).toHaveLength(1);
  });
});

describe('resolveCompanyName', () => {
  it.each([
    [{ contenido1: 'Salón Arcoíris' }, 'Salón Arcoíris'],
    [{ contenido1: '  Fiestas del Sur ' }, 'Fiestas del Sur'],
    ['Fiestas del Sur', 'Fiestas del Sur'],
    [{ contenido1: '' }, 'Salón'],
    [{ contenido1: 7 }, 'Salón'],
    [{}, 'Salón'],
    [null, 'Salón'],
    [undefined, 'Salón'],
    [['Salón X'], 'Salón'],
  ])('%p → %p', (raw, name) => {
    expect(resolveCompanyName(raw)).toBe(name);
  });
});

describe('resolveCalendarEndDate', () => {
  // 2026-01-01T02:00Z is still 31 December 2025 in Buenos Aires.
  const NEW_YEAR_NIGHT = new Date('2026-01-01T02:00:00Z');
  const MIDYEAR = new Date('2026-06-15T15:00:00Z');

  it.each([
    [{ fechaFinalCalendario: '2027-06-30' }, MIDYEAR, '2027-06-30'],
    [{ fechaFinalCalendario: ' 2027-06-30 ' }, MIDYEAR, '2027-06-30'],
    ['2027-03-01', MIDYEAR, '2027-03-01'],
    [null, MIDYEAR, '2026-12-31'],
    [{}, MIDYEAR, '2026-12-31'],
    [undefined, NEW_YEAR_NIGHT, '2025-12-31'],
  ])('%p at %s → %s without warnings', (raw, now, endDate) => {
    expect(resolveCalendarEndDate(raw, now)).toEqual({ endDate, warnings: [] });
  });

  it.each([
    [{ fechaFinalCalendario: '30/06/2027' }],
    [{ fechaFinalCalendario: '2027-02-30' }],
    [{ fechaFinalCalendario: '2100-01-01' }],
    [{ fechaFinalCalendario: 20270630 }],
    [{ fechaFinalCalendario: '' }],
    ['mañana'],
  ])('%p → the default with a warning', (raw) => {
    const { endDate, warnings } = resolveCalendarEndDate(raw, MIDYEAR);
    expect(endDate).toBe('2026-12-31');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('2026-12-31');
  });
});
