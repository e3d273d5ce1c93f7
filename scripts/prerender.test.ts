// Which of a remote's built stylesheets a prerendered page marks as already there (scripts/prerender.ts).
import { inlineStylesheetMarks } from './prerender';

const inline = '.precios-tarifas{margin-bottom:1.25rem}.precios-rates{gap:1rem}.calc{display:grid}';

test('marks a stylesheet whose rules are all in the page, by its file name, and nothing else', () => {
  expect(
    inlineStylesheetMarks(inline, [
      { file: '504.9ceed74c.css', text: '.precios-tarifas{margin-bottom:1.25rem}.precios-rates{gap:1rem}' },
      { file: '576.cfc9f53d.css', text: '.calc{display:grid}' },
    ]),
  ).toBe('<style data-href="504.9ceed74c.css"></style><style data-href="576.cfc9f53d.css"></style>');
});

test('a stylesheet with a rule the page lacks, or an empty one, is left to be fetched', () => {
  // A remote deployed alone with new CSS: a file the HTML does not hold in full.
  expect(
    inlineStylesheetMarks(inline, [
      { file: '504.1a2b3c4d.css', text: '.precios-tarifas{margin-bottom:2rem}' },
      { file: '43.38362193.css', text: '.calc{display:grid}.salon-consulta{padding:1rem}' },
      { file: '12.00000000.css', text: '' },
    ]),
  ).toBe('');
});
