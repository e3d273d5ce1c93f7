import { staffLinksFor } from './staffLinks';

it.each([
  ['admin', ['Admin', 'Configuración', 'Consultas', 'Presupuestos', 'Agenda', 'Cobranzas', 'Tablero', 'Recibos', 'Migración']],
  ['recibos', ['Recibos']],
  [null, []],
] as const)('the %s role sees %p', (role, labels) => {
  expect(staffLinksFor(role).map((link) => link.label)).toEqual(labels);
});
