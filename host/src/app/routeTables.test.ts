// The route tables the remotes declare, as the host reads them: every page they name is one the remote exposes, no
// path is declared twice, and the host tells staff pages from public ones by them.
import path from 'node:path';
import { isStaffPath, PRERENDERED_PATHS, REDIRECTS, REMOTE_ROUTES } from './routeTables';

/** What a remote exposes (its exposes.cjs, which its webpack config builds). */
function exposed(remote: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a remote's CommonJS table, read by computed path: the host imports no remote's code
  return Object.keys(require(path.resolve(__dirname, '../../../remotes', remote, 'exposes.cjs')) as Record<string, string>);
}

it('names only pages their remote exposes', () => {
  for (const route of REMOTE_ROUTES) expect(exposed(route.remote)).toContain(`./${route.page}`);
});

it('declares each path once, redirects included', () => {
  const paths = [...REMOTE_ROUTES.map((route) => route.path), ...REDIRECTS.map((redirect) => redirect.from)];
  expect(paths.length).toBe(new Set(paths).size);
  expect(REDIRECTS).toContainEqual({ from: '/precios1', to: '/precios13' });
});

it('tells staff pages from public ones', () => {
  for (const staff of ['/admin', '/presupuesto', '/presupuesto/abc', '/presupuesto/editar/abc', '/recibo', '/login', '/cobranzas'])
    expect(isStaffPath(staff)).toBe(true);
  for (const visitor of ['/', '/precios', '/precios9', '/calendario', '/cotizacion-exitosa', '/administracion']) expect(isStaffPath(visitor)).toBe(false);
});

it('renders ahead of time the home page, the public pages and each month of the season', () => {
  expect(PRERENDERED_PATHS).toEqual([
    '/',
    '/precios',
    ...[
      '/precios7',
      '/precios8',
      '/precios9',
      '/precios10',
      '/precios11',
      '/precios12',
      '/precios13',
      '/precios14',
      '/precios15',
      '/precios16',
      '/precios17',
      '/precios18',
    ],
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
});
