import { REMOTE_ROUTES } from './src/app/routeTables';
const { PUBLIC_PATHS, HIDDEN_PATHS, seoFiles } = require('./seo.cjs') as {
  PUBLIC_PATHS: string[];
  HIDDEN_PATHS: string[];
  seoFiles: (url?: string) => Record<string, string>;
};

it('lists the public pages of the route tables, home first, and hides every staff page and the hand-off by its first segment', () => {
  expect(PUBLIC_PATHS).toEqual([
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
  ]);
  expect(HIDDEN_PATHS).toEqual([
    '/cotizacion-exitosa',
    '/p/',
    '/login',
    '/loginReciboPage',
    '/admin',
    '/configuracion',
    '/consultas',
    '/cobranzas',
    '/tablero',
    '/agenda',
    '/presupuesto',
    '/recibo',
    '/templateRecibo',
    '/migracion',
  ]);
  // A route added later is classed by its table: hidden (robots.txt) unless public.
  for (const route of REMOTE_ROUTES.filter((candidate) => candidate.access !== 'publica'))
    expect(HIDDEN_PATHS.some((hidden) => route.path.startsWith(hidden))).toBe(true);
  // No hidden prefix covers a public page.
  for (const page of PUBLIC_PATHS.filter((candidate) => candidate !== '/')) expect(HIDDEN_PATHS.filter((hidden) => page.startsWith(hidden))).toEqual([]);
  expect(PUBLIC_PATHS.filter((route) => HIDDEN_PATHS.includes(route))).toEqual([]);
});

it('keeps staff pages and the WhatsApp hand-off out of search results, and lists the public pages', () => {
  const files = seoFiles('https://salon.com.ar/');
  expect(files['robots.txt']).toContain('Disallow: /admin\n');
  expect(files['robots.txt']).toContain('Disallow: /presupuesto\n');
  expect(files['robots.txt']).toContain('Disallow: /cotizacion-exitosa\n');
  expect(files['robots.txt']).toContain('Disallow: /p/\n');
  expect(files['robots.txt']).not.toMatch(/Disallow: \/(precios|calendario|fotos)\b/);
  expect(files['robots.txt']).toContain('Sitemap: https://salon.com.ar/sitemap.xml');
  expect(files['sitemap.xml']).toContain('<loc>https://salon.com.ar/calculadora</loc>');
  expect(files['sitemap.xml']).toContain('<loc>https://salon.com.ar/</loc>');
  expect(files['sitemap.xml']).not.toContain('/admin');
});

it('writes no sitemap (and names none) without a valid public address', () => {
  for (const missing of [undefined, '', 'salon.com.ar', 'javascript:alert(1)']) {
    const files = seoFiles(missing);
    expect(Object.keys(files)).toEqual(['robots.txt']);
    expect(files['robots.txt']).not.toContain('Sitemap:');
  }
});
