// The demo season fits the stored shapes (@salon/schema, the same database.rules.json is generated from):
// every path it fills parses, and it fills no path the schema does not know.
import { safeParse } from 'valibot';
import { STORED, type StoredPath } from '@salon/schema';
import { DEMO_STAFF, demoData } from './demoData';

const TODAY = '2026-11-25';

function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const key of path.split('/')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/** Where the demo's values sit: each stored path's value, found by walking down from the root. */
function filledPaths(data: unknown): string[] {
  const known = Object.values(STORED as Record<string, StoredPath>).map((stored) => stored.path);
  const found: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    for (const key of Object.keys(node as object)) {
      const path = prefix ? `${prefix}/${key}` : key;
      if (known.includes(path)) found.push(path);
      else if (known.some((storedPath) => storedPath.startsWith(`${path}/`))) walk((node as Record<string, unknown>)[key], path);
      else found.push(`${path} (ruta desconocida)`);
    }
  };
  walk(data, '');
  return found;
}

it('fills every stored path but the server-only ones, and no other', () => {
  expect(filledPaths(demoData(TODAY)).sort()).toEqual(
    [
      'appSettings/theme',
      'componentOrder',
      'config/browserTitle',
      'config/calendarIDs',
      'config/cobros',
      'config/diasFinDeSemana',
      'config/diasReserva',
      'config/plano',
      'config/salon',
      'consultas',
      'cuentaBancaria',
      'enlacesCliente',
      'contadores/recibos',
      'datosId/25',
      'datosId/26',
      'datosId/29',
      'datosId/8',
      'feriados_modificados',
      'feriados_recurrentes',
      'galerias',
      'historialPresupuestos',
      'limiteConsultas',
      'presupuestos',
      'promociones',
      'recibos',
      'reservas',
      'secretos/calendario',
    ].sort(),
  );
});

it.each(Object.entries(STORED).filter(([, stored]) => !('serverOnly' in stored)))('the demo season fits the shape of %s', (_name, { path, schema }) => {
  const result = safeParse(schema, valueAt(demoData(TODAY), path));
  expect(result.issues?.map((issue) => `${issue.path?.map((item) => String(item.key)).join('/') ?? ''}: ${issue.message}`) ?? []).toEqual([]);
});

it('the demo staff fit the staff mirror (staff/{uid}, written by npm run staff)', () => {
  const mirror = Object.fromEntries(DEMO_STAFF.map(({ uid, email, role }) => [uid, { email, role }]));
  expect(safeParse(STORED.staff.schema, mirror).success).toBe(true);
});

it('promotes "Martes y miércoles 15 % off" as data (days, rental, percent), as the domain tests do', () => {
  expect(demoData(TODAY).promociones.p1).toMatchObject({ dias: [2, 3], aplicaA: ['3hs'], porcentaje: 15, activa: true });
});

it("states the hall's facts (address, capacity, hours, what is included, cancellation)", () => {
  expect(demoData(TODAY).config.salon).toMatchObject({
    direccion: 'Av. Rivadavia 14500, Ramos Mejía, Buenos Aires',
    capacidad: 150,
    telefono: '011 4654-1234',
    cuit: '30-71234567-1',
  });
  expect(Object.keys(demoData(TODAY).config.salon).sort()).toEqual([
    'capacidad',
    'cuit',
    'direccion',
    'horarios',
    'incluye',
    'politicaCancelacion',
    'telefono',
  ]);
});

it('starts the season at the fixtures’ month and raises it about 3 % a month, to $ 500', () => {
  const prices = demoData(TODAY).datosId['8'];
  expect([prices.a_precio_4hs_7, prices.a_precio_4hs_8, prices.a_precio_4hs_18]).toEqual([320_000, 329_500, 443_000]);
});

it('states the account clients transfer to (holder, alias, CBU)', () => {
  expect(demoData(TODAY).cuentaBancaria).toEqual({ titular: 'Salón de Fiestas Ramos S.R.L.', alias: 'SALON.FIESTAS.RAMOS', cbu: '2850590940090418135201' });
});
