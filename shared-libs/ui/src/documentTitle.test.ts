/** @jest-environment jsdom */
import { composeDocumentTitle, setPageTitle, setSiteTitle } from './documentTitle';

test('a page names the tab before the site', () => {
  expect(composeDocumentTitle('Precios de diciembre', 'Salón Los Álamos')).toBe('Precios de diciembre · Salón Los Álamos');
});

test('the home page and a page titled as the site show the site alone', () => {
  expect(composeDocumentTitle(undefined, 'Salón Los Álamos')).toBe('Salón Los Álamos');
  expect(composeDocumentTitle('Salón Los Álamos', 'Salón Los Álamos')).toBe('Salón Los Álamos');
});

test('with no site title yet, the tab says «Salón»', () => {
  expect(composeDocumentTitle('Calendario', undefined)).toBe('Calendario · Salón');
  expect(composeDocumentTitle('Calendario', '  ')).toBe('Calendario · Salón');
});

test('the site title arriving after the page keeps the page in the tab', () => {
  setPageTitle('Plano');
  expect(document.title).toBe('Plano · Salón');
  setSiteTitle('Salón Los Álamos');
  expect(document.title).toBe('Plano · Salón Los Álamos');
  setPageTitle(undefined);
  expect(document.title).toBe('Salón Los Álamos');
});
