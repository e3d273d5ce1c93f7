import { useEffect } from 'react';
import { setPageTitle } from './documentTitle';

function setMeta(attribute: string, key: string, content: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
  return element;
}

interface PageMetaOptions {
  /** False for staff pages: search engines are asked not to list them. */
  indexable?: boolean;
  /** False for the home page: its tab shows the site's title alone. */
  tabTitle?: boolean;
}

/**
 * Sets the tab's title and the page's description (search engines, link previews) while the page is shown. A page that is
 * not `indexable` (staff pages) also asks search engines not to list it, until another page replaces it.
 */
export function usePageMeta(title: string, description: string, { indexable = true, tabTitle = true }: PageMetaOptions = {}): void {
  useEffect(() => {
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:locale', 'es_AR');
  }, [title, description]);
  useEffect(() => {
    if (!tabTitle) return undefined;
    setPageTitle(title);
    return () => setPageTitle(undefined);
  }, [title, tabTitle]);
  useEffect(() => {
    if (indexable) return undefined;
    const robots = setMeta('name', 'robots', 'noindex, nofollow');
    return () => robots.remove();
  }, [indexable]);
}
