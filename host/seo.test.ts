import { readFileSync } from 'node:fs';
import path from 'node:path';
const { PUBLIC_PATHS, HIDDEN_PATHS, seoFiles } = require('./seo.cjs') as {
  PUBLIC_PATHS: string[];
  HIDDEN_PATHS: string[];
  seoFiles: (url?: string) => Record<string, string>;
};

/** Every literal path of the route table: a page added later must be classed as public or hidden. */
function routePaths(): string[] {
  const source = readFileSync(path.join(__dirname, 'src/app/routes.tsx'), 'utf8');
  const literal = [...source.matchAll(/path(?:=|: )["'](\/[^"':]*)["']/g)].map((match) => match[1]!);
  return [...new Set(literal)];
}

it('classes every page of the route table as public (sitemap) or hidden (robots.txt)', () => {
  const routes = routePaths();
  expect(routes).toEqual(expect.arrayContaining(['/', '/precios', '/fotosCocina', '/calendario', '/admin', '/recibo']));
  for (const route of routes) expect([...PUBLIC_PATHS, ...HIDDEN_PATHS]).toContain(route);
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
