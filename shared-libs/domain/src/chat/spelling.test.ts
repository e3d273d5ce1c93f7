import { correctChatSpelling, editDistance, nearestCalendarName, readChatText } from './spelling';

describe('editDistance', () => {
  it.each([
    ['diciembre', 'diciembre', 0],
    ['dicienbre', 'diciembre', 1],
    ['sabdo', 'sabado', 1],
    ['ocutbre', 'octubre', 1], // two neighbours swapped: one edit
    ['disienbre', 'diciembre', 2],
    ['', 'enero', 5],
  ])('%p → %p: %p', (a, b, distance) => expect(editDistance(a, b)).toBe(distance));
});

describe('nearestCalendarName', () => {
  it.each([
    ['dicienbre', 'diciembre'],
    ['disienbre', 'diciembre'],
    ['novienbre', 'noviembre'],
    ['febreo', 'febrero'],
    ['sabdo', 'sabado'],
    ['savado', 'sabado'],
    ['sabdos', 'sabados'],
    ['domigo', 'domingo'],
    ['biernes', 'viernes'],
    ['miercole', 'miercoles'],
    // Real words one letter away, and short words, are left alone.
    ['entero', null],
    ['junto', null],
    ['abrir', null],
    ['mayor', null],
    ['luna', null],
    ['salon', null],
  ])('%p → %p', (word, name) => expect(nearestCalendarName(word)).toBe(name));
});

describe('correctChatSpelling: only where a date is expected', () => {
  it.each([
    ['kuanto sale el sabdo 19 de dicienbre', 'kuanto sale el sabado 19 de diciembre'],
    ['libre en novienbre?', 'libre en noviembre?'],
    ['dicienbre 19', 'diciembre 19'],
    ['el diecinueve de diciembre', 'el 19 de diciembre'],
    ['primero de enero', '1 de enero'],
    ['treinta y uno de diciembre', '31 de diciembre'],
    ['del veinte al treinta de dicienbre', 'del 20 al 30 de diciembre'],
    ['el sabado veintiseis', 'el sabado 26'],
    // Words that only look like a date stay as they are.
    ['el dia entero', 'el dia entero'],
    ['para abrir el salon', 'para abrir el salon'],
    ['somos dos familias', 'somos dos familias'],
    ['de tres a cinco horas', 'de tres a cinco horas'],
    ['primero quiero saber el precio', 'primero quiero saber el precio'],
    ['que sabor tiene la torta', 'que sabor tiene la torta'],
    // Real words one letter from a weekday, where a date could be: never turned into it.
    ['tienen dj y luces?', 'tienen dj y luces?'],
    ['se paga en partes?', 'se paga en partes?'],
  ])('%p → %p', (folded, corrected) => expect(correctChatSpelling(folded)).toBe(corrected));

  it('folds first (accents, case, "¿")', () => {
    expect(readChatText('¿Está libre el SÁBDO diecinueve de DICIENBRE?')).toBe('esta libre el sabado 19 de diciembre?');
  });
});
