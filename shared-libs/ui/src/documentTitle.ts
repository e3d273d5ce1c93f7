// The tab's title: the page's own title, then the site's ("Precios de diciembre · Salón"). Both halves are kept on
// <html> rather than in this module, so every copy of @salon/ui on the page (the host's shared one, a remote's own)
// writes the same title.
const SEPARATOR = ' · ';
const DEFAULT_SITE_TITLE = 'Salón';

/** The tab title for a page title (none: the home page) and the site's browser title. */
export function composeDocumentTitle(pageTitle: string | undefined, siteTitle: string | undefined): string {
  const site = siteTitle?.trim() || DEFAULT_SITE_TITLE;
  const page = pageTitle?.trim();
  return page && page !== site ? `${page}${SEPARATOR}${site}` : site;
}

function apply(): void {
  const { pageTitle, siteTitle } = document.documentElement.dataset;
  document.title = composeDocumentTitle(pageTitle, siteTitle);
}

/** The site's browser title (the staff set it in /configuracion). */
export function setSiteTitle(title: string): void {
  document.documentElement.dataset.siteTitle = title;
  apply();
}

/** The shown page's title; undefined when the page leaves (the tab then shows the site's title alone). */
export function setPageTitle(title: string | undefined): void {
  if (title === undefined) delete document.documentElement.dataset.pageTitle;
  else document.documentElement.dataset.pageTitle = title;
  apply();
}
