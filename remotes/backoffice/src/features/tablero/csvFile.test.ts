import { csvText } from './csvFile';

it('starts with the UTF-8 BOM, separates with ";" and quotes names with ";" or quotes', () => {
  const text = csvText([
    ['Cliente', 'Total'],
    ['Ana; "la Negra"', '1234567'],
    ['Peña', '1234,50'],
  ]);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1)).toBe('Cliente;Total\r\n"Ana; ""la Negra""";1234567\r\nPeña;1234,50\r\n');
});

it('keeps a text that starts like a formula as text', () => {
  expect(csvText([['=HYPERLINK("x")', '+54 11 5555-0000']]).slice(1)).toBe('"\'=HYPERLINK(""x"")";\'+54 11 5555-0000\r\n');
});
