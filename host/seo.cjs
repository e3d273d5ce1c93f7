// robots.txt and sitemap.xml, written by the host's build. Search engines may read the public pages;
// staff pages and the WhatsApp hand-off page are kept out of their results. The sitemap needs the
// site's public address (SALON_PUBLIC_URL, e.g. https://salon.com.ar): without it only robots.txt is written.

/** Public pages worth finding in a search, in the menu's order. */
const PUBLIC_PATHS = [
  '/',
  '/precios',
  '/preciosfinde',
  '/preciospromo',
  '/fotos',
  '/fotosSalon',
  '/fotosCocina',
  '/FotosOpcionales',
  '/Plano',
  '/calculadora',
  '/calendario',
];

/** Staff pages, the hand-off page (it only forwards to WhatsApp and counts a conversion) and the clients' budget pages. */
const HIDDEN_PATHS = [
  '/login',
  '/loginReciboPage',
  '/admin',
  '/configuracion',
  '/consultas',
  '/cobranzas',
  '/presupuesto',
  '/recibo',
  '/templateRecibo',
  '/migracion',
  '/cotizacion-exitosa',
  // A budget's page for its client: a secret address (docs/storage-contract.md, "Client page").
  '/p/',
];

/** The public address without a trailing slash, or null when it is missing or not an http(s) URL. */
function publicOrigin(raw) {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

function robotsTxt(origin) {
  const lines = ['User-agent: *', ...HIDDEN_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /'];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return lines.join('\n') + '\n';
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sitemapXml(origin) {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** The files to write next to index.html, by name. */
function seoFiles(rawPublicUrl) {
  const origin = publicOrigin(rawPublicUrl);
  const files = { 'robots.txt': robotsTxt(origin) };
  if (origin) files['sitemap.xml'] = sitemapXml(origin);
  return files;
}

/** Webpack plugin that emits seoFiles(process.env.SALON_PUBLIC_URL) as build assets. */
class SeoFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SeoFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, text] of Object.entries(seoFiles(process.env.SALON_PUBLIC_URL))) {
          compilation.emitAsset(name, new sources.RawSource(text));
        }
      });
    });
  }
}

module.exports = { PUBLIC_PATHS, HIDDEN_PATHS, seoFiles, SeoFilesPlugin };
