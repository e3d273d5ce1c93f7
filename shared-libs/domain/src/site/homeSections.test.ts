import {
  DEFAULT_COMPONENT_ORDER,
  HOME_SECTIONS,
  isChatbotEnabled,
  resolveComponentOrder,
  validateComponentOrderForSave,
  type HomeSectionSetting,
} from './homeSections';

const NAMES = ['Bienvenida', 'Precios', 'Fotos', 'Calendario', 'Calculadora', 'Plano', 'Contacto', 'Chatbot'];
const visible = (name: string) => ({ name, isVisible: true });
const hidden = (name: string) => ({ name, isVisible: false });

describe('HOME_SECTIONS and DEFAULT_COMPONENT_ORDER', () => {
  it('knows the eight sections, all visible by default, in the seed order', () => {
    expect(HOME_SECTIONS.map((section) => section.id)).toEqual(NAMES);
    expect(HOME_SECTIONS.every((section) => section.title.length > 0)).toBe(true);
    expect(DEFAULT_COMPONENT_ORDER).toEqual(NAMES.map(visible));
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_COMPONENT_ORDER)).toBe(true);
    expect(Object.isFrozen(DEFAULT_COMPONENT_ORDER[0])).toBe(true);
  });
});

describe('resolveComponentOrder', () => {
  it('keeps a complete stored list as it is', () => {
    const stored = [...NAMES].reverse().map((name, index) => ({ name, isVisible: index % 2 === 0 }));
    expect(resolveComponentOrder(stored)).toEqual({ items: stored, warnings: [] });
  });

  it('reads an object with numeric keys in index order, skipping holes', () => {
    const stored = { 10: visible('Fotos'), 2: visible('Precios'), 0: hidden('Bienvenida') };
    const { items, warnings } = resolveComponentOrder(stored);
    expect(items.slice(0, 3)).toEqual([hidden('Bienvenida'), visible('Precios'), visible('Fotos')]);
    expect(warnings).toEqual([]);
  });

  it('appends known sections missing from the list as hidden', () => {
    const { items, warnings } = resolveComponentOrder([visible('Precios'), visible('Chatbot')]);
    expect(items).toEqual([visible('Precios'), visible('Chatbot'), ...['Bienvenida', 'Fotos', 'Calendario', 'Calculadora', 'Plano', 'Contacto'].map(hidden)]);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['an unknown section', [visible('Galería'), visible('Precios')]],
    ['an entry that is not an object', ['Precios', visible('Precios')]],
    ['an entry with no name', [{ isVisible: true }, visible('Precios')]],
    ['a repeated section', [visible('Precios'), hidden('Precios')]],
  ])('drops %s with a warning', (_description, stored) => {
    const { items, warnings } = resolveComponentOrder(stored);
    expect(items[0]).toEqual(visible('Precios'));
    expect(items).toHaveLength(8);
    expect(warnings).toHaveLength(1);
  });

  it('matches names regardless of case and spaces and writes them canonically', () => {
    expect(resolveComponentOrder([visible(' chatbot ')]).items[0]).toEqual(visible('Chatbot'));
  });

  it('hides a section whose isVisible is not a boolean, with a warning', () => {
    const { items, warnings } = resolveComponentOrder([{ name: 'Chatbot', isVisible: 'true' }, { name: 'Fotos' }]);
    expect(items.slice(0, 2)).toEqual([hidden('Chatbot'), hidden('Fotos')]);
    expect(warnings).toHaveLength(2);
  });

  it('ignores non-numeric keys of an object, with a warning', () => {
    const { items, warnings } = resolveComponentOrder({ 0: visible('Fotos'), nombre: visible('Precios') });
    expect(items[0]).toEqual(visible('Fotos'));
    expect(items.find((item) => item.name === 'Precios')).toEqual(hidden('Precios'));
    expect(warnings).toHaveLength(1);
  });

  it.each([[null], [undefined], ['Precios'], [42], [{ nombre: 'x' }]])('%p gives the defaults with a warning', (raw) => {
    const { items, warnings } = resolveComponentOrder(raw);
    expect(items).toEqual(DEFAULT_COMPONENT_ORDER);
    expect(Object.isFrozen(items)).toBe(false);
    expect(warnings).toHaveLength(1);
  });
});

describe('isChatbotEnabled', () => {
  it.each([
    [DEFAULT_COMPONENT_ORDER, true],
    [[hidden('Chatbot')], false],
    [[visible('Precios')], false],
    [[], false],
  ] as Array<[HomeSectionSetting[], boolean]>)('%j → %p', (items, enabled) => {
    expect(isChatbotEnabled(items)).toBe(enabled);
  });
});

describe('validateComponentOrderForSave', () => {
  it('accepts every section once with a boolean', () => {
    const items = NAMES.map((name, index) => ({ name, isVisible: index > 3 }));
    expect(validateComponentOrderForSave(items)).toEqual({ ok: true, items });
  });

  it('drops unknown properties from what is saved', () => {
    const result = validateComponentOrderForSave(NAMES.map((name) => ({ name, isVisible: true, extra: 1 })));
    expect(result).toEqual({ ok: true, items: DEFAULT_COMPONENT_ORDER });
  });

  it.each([
    ['not a list', { 0: visible('Precios') }, ['El orden de las secciones debe ser una lista.']],
    ['a missing section', NAMES.slice(1).map(visible), ['Falta la sección "Bienvenida".']],
    ['a repeated section', [...NAMES.map(visible), hidden('Fotos')], ['La sección "Fotos" está repetida.']],
    ['an unknown section', [...NAMES.map(visible), visible('Galería')], ['La posición 9 no es una sección conocida.']],
    ['a missing flag', [{ name: 'Bienvenida' }, ...NAMES.slice(1).map(visible)], ['Falta indicar si "Bienvenida" es visible.']],
    [
      'a wrong-case name',
      [visible('bienvenida'), ...NAMES.slice(1).map(visible)],
      ['La posición 1 no es una sección conocida.', 'Falta la sección "Bienvenida".'],
    ],
  ])('rejects %s', (_description, input, errors) => {
    expect(validateComponentOrderForSave(input)).toEqual({ ok: false, errors });
  });
});
