import type { ReactNode } from 'react';
import { usePageMeta } from './usePageMeta';

interface PageProps {
  title: string;
  /** For search engines and link previews. */
  description: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A public page: its heading, its meta description and a readable column on phones and desktops. */
export function Page({ title, description, children, actions }: PageProps) {
  usePageMeta(title, description);
  return (
    <section className="salon-page" aria-labelledby="salon-page-title">
      <header className="salon-page__header">
        <h1 id="salon-page-title">{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
