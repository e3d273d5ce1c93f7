/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Page } from './Page';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;

it('gives search engines and link previews the page description, in Spanish (es_AR)', () => {
  render(
    <Page title="Precios" description="Precios del salón por mes.">
      <p>…</p>
    </Page>,
  );
  expect(meta('meta[name="description"]')).toBe('Precios del salón por mes.');
  expect(meta('meta[property="og:title"]')).toBe('Precios');
  expect(meta('meta[property="og:locale"]')).toBe('es_AR');
  expect(meta('meta[name="robots"]')).toBeNull();
});

it('asks search engines not to list a staff page, and stops asking once a public page replaces it', () => {
  const staff = render(
    <Page title="Administración" description="Panel del personal." indexable={false}>
      <p>…</p>
    </Page>,
  );
  expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
  staff.unmount();
  render(
    <Page title="Calendario" description="Fechas libres.">
      <p>…</p>
    </Page>,
  );
  expect(meta('meta[name="robots"]')).toBeNull();
  expect(meta('meta[name="description"]')).toBe('Fechas libres.');
});

it('names the tab after the page while it is shown', () => {
  const page = render(
    <Page title="Precios de diciembre" description="Precios del salón en diciembre.">
      <p>…</p>
    </Page>,
  );
  expect(document.title).toBe('Precios de diciembre · Salón');
  page.unmount();
  expect(document.title).toBe('Salón');
});
