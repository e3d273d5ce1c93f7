import { BOOK_PATHS, forceablePaths, seedWrites } from './seed';

const demo = {
  datosId: { 8: { a_precio_4hs_7: 320000 }, 25: { numero_whatsapp: '5491100000000' } },
  appSettings: { theme: { primaryColor: '#7a6a12' } },
  componentOrder: [{ name: 'Bienvenida', isVisible: true }],
  presupuestos: { demo1: { cliente: 'Demo' } },
  historialPresupuestos: { demo1: { h1: { estado: 'presupuestado' } } },
  recibos: { r1: { numero: 1 } },
  contadores: { recibos: 1 },
  reservas: { '2026-12-05': { tipo: 'evento' } },
};

describe('seeding', () => {
  it('gives an empty database the whole demo season', () => {
    expect(seedWrites(null, demo)).toEqual(demo);
    expect(seedWrites({}, demo)).toEqual(demo);
  });

  it('writes only what is missing, never a path that exists, never the books', () => {
    const existing = {
      datosId: { 25: { numero_whatsapp: '5491199999999' } }, // the prices (8) are missing
      componentOrder: [{ name: 'Precios', isVisible: true }],
      recibos: { r7: { numero: 7 } },
      contadores: { recibos: 7 },
    };
    expect(seedWrites(existing, demo)).toEqual({
      'datosId/8': { a_precio_4hs_7: 320000 },
      appSettings: { theme: { primaryColor: '#7a6a12' } },
    });
  });

  it('writes nothing into a database that has everything', () => {
    expect(seedWrites({ ...demo, recibos: { r9: { numero: 9 } } }, demo)).toEqual({});
  });

  it('names every path --force may replace, books included only when named', () => {
    expect(forceablePaths(demo)).toEqual([
      'datosId',
      'datosId/8',
      'datosId/25',
      'appSettings',
      'appSettings/theme',
      'componentOrder',
      'presupuestos',
      'presupuestos/demo1',
      'historialPresupuestos',
      'historialPresupuestos/demo1',
      'recibos',
      'recibos/r1',
      'contadores',
      'contadores/recibos',
      'reservas',
      'reservas/2026-12-05',
    ]);
    expect(BOOK_PATHS).toEqual(['presupuestos', 'historialPresupuestos', 'recibos', 'contadores', 'reservas', 'staff', 'consultas', 'limiteConsultas']);
  });
});
