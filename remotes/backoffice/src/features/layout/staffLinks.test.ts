import { staffDestination, staffLinksFor } from './staffLinks';

it.each([
  ['admin', ['Admin', 'Configuración', 'Consultas', 'Presupuestos', 'Agenda', 'Cobranzas', 'Tablero', 'Recibos', 'Migración']],
  ['recibos', ['Recibos']],
  [null, []],
] as const)('the %s role sees %p', (role, labels) => {
  expect(staffLinksFor(role).map((link) => link.label)).toEqual(labels);
});

describe('staffDestination', () => {
  it.each([
    ['recibos', undefined, '/admin', '/recibo'],
    ['recibos', '/tablero', '/admin', '/recibo'],
    ['recibos', '/recibo?presupuesto=abc', '/recibo', '/recibo?presupuesto=abc'],
    ['admin', '/presupuesto/abc', '/admin', '/presupuesto/abc'],
    ['admin', undefined, '/admin', '/admin'],
    [null, '/tablero', '/admin', '/tablero'],
  ] as const)('%p asked for %p (sign-in page: %p) → %p', (role, requested, fallback, expected) => {
    expect(staffDestination(role, requested, fallback)).toBe(expected);
  });
});
