import { validatePrompt, MAX_PROMPT_LENGTH } from './validation';

describe('askAI input', () => {
  it.each([
    [undefined, 'La consulta debe ser un texto.'],
    [42, 'La consulta debe ser un texto.'],
    ['   ', 'La consulta está vacía.'],
    ['x'.repeat(MAX_PROMPT_LENGTH + 1), 'La consulta es demasiado larga (máximo 1000 caracteres).'],
  ])('refuses %p with a Spanish message', (raw, message) => {
    expect(validatePrompt(raw)).toEqual({ ok: false, message });
  });

  it('accepts and trims a question', () => {
    expect(validatePrompt('  ¿Tienen parrilla?  ')).toEqual({ ok: true, prompt: '¿Tienen parrilla?' });
  });
});
