import type { ReactNode } from 'react';
import { usePageMeta } from './usePageMeta';

interface PageProps {
  title: string;
  /** For search engines and link previews. */
  description: string;
  children: ReactNode;
  actions?: ReactNode;
  /** False for staff pages: search engines are asked not to list them. */
  indexable?: boolean;
}

/** A page: its heading, its meta description and a readable column on phones and desktops. */
export function Page({ title, description, children, actions, indexable = true }: PageProps) {
  usePageMeta(title, description, { indexable });
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
