import { useEffect } from 'react';

/** Sets the page's description (search engines, link previews) while the page is shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const tags: Array<[string, string, string]> = [
      ['name', 'description', description],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:locale', 'es_AR'],
    ];
    for (const [attribute, key, content] of tags) {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(attribute, key);
        document.head.appendChild(element);
      }
      element.content = content;
    }
  }, [title, description]);
}
