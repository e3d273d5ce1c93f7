import { STORED, type StoredPath } from '@salon/schema';
import {
  checkImport,
  diffImport,
  exportFileName,
  IMPORTABLE_ROOT_KEYS,
  keepBooks,
  parseImportText,
  planImport,
  SKIPPED_ROOT_KEYS,
  withReceiptCounter,
} from './migration';

const valid = {
  datosId: {
    8: { b_precio_3hs_7: 150000, a_precio_4hs_7: '200.000' },
    25: { numero_whatsapp: '11 2345-6789', link_imagen_volver: 'https://salon.com/volver.jpg' },
    26: { fechaFinalCalendario: '2026-12-31' },
    29: { contenido1: 'Salón Las Rosas' },
  },
  config: {
    browserTitle: 'Las Rosas',
    calendarIDs: { eventsCalendarId: 'abc@group.calendar.google.com' },
    plano: { imagen: '/img/plano.svg', areas: { pista: { nombre: 'Pista', descripcion: '', x: 40, y: 55.5 } } },
    salon: { direccion: 'Av. Rivadavia 14500', capacidad: 150, incluye: ['Mesas y sillas'], politicaCancelacion: 'La seña no se devuelve.' },
  },
  componentOrder: ['Bienvenida', 'Precios', 'Fotos', 'Calendario', 'Calculadora', 'Plano', 'Contacto', 'Chatbot'].map((name) => ({
    name,
    isVisible: name !== 'Plano',
  })),
  appSettings: { theme: { primaryColor: '#123456' } },
  feriados_modificados: { added: { a1: { date: '2026-03-02', name: 'Carnaval' } }, removed: { '20261012': true } },
  feriados_recurrentes: { r1: { monthDay: '12-25', name: 'Navidad' } },
  reservas: { '2026-12-05': { tipo: 'evento', creadoEn: 1, creadoPor: 'uid-admin', presupuestoId: 'b1' } },
  promociones: { p1: { titulo: 'Promo', activa: true, desde: '', hasta: '2026-12-31', orden: 1 } },
  galerias: { salon: { f1: { src: '/fotos/1.jpg', alt: 'Salón', ancho: 1200, alto: 800, orden: 1 } } },
  presupuestos: {
    b1: {
      cliente: 'Ana',
      telefono: '11 2345-6789',
      fechaEvento: '2026-12-05',
      estado: 'borrador',
      validoHasta: '2026-12-20',
      creadoEn: 1,
      actualizadoEn: 2,
      autor: 'admin@salon.test',
    },
  },
  historialPresupuestos: { b1: { h1: { estado: 'presupuestado', por: 'admin@salon.test', en: 1, nota: 'Presupuesto creado' } } },
  recibos: { r1: { numero: 1, monto: 5000, concepto: 'seña', medioDePago: 'efectivo', emitidoEn: 1, emitidoPor: 'recibos@salon.test' } },
  staff: { uid1: { email: 'a@b.c', role: 'admin' } },
  limitesAskAI: { visitante: { n: 1 } },
  contadores: { recibos: 1 },
  secretos: { calendario: { token: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8', creadoEn: 1 } },
};

describe('checkImport', () => {
  it('accepts a full data set and turns it into one multi-path update', () => {
    const result = checkImport(valid);
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(Object.keys(result.writes).sort()).toEqual(
      [
        'appSettings/theme',
        'componentOrder',
        'config/browserTitle',
        'config/calendarIDs',
        'config/plano',
        'config/salon',
        'datosId/25',
        'datosId/26',
        'datosId/29',
        'datosId/8',
        'feriados_modificados',
        'feriados_recurrentes',
        'galerias',
        'historialPresupuestos/b1/h1',
        'presupuestos/b1',
        'promociones',
        'recibos/r1',
        'reservas/2026-12-05',
      ].sort(),
    );
    // A price kept as text in an old database is written as a number, and the user is told.
    expect(result.writes['datosId/8']).toEqual({ b_precio_3hs_7: 150000, a_precio_4hs_7: 200000 });
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        'datosId/8/a_precio_4hs_7: el texto "200.000" se guarda como el número 200000.',
        expect.stringContaining('El personal no se importa'),
        expect.stringContaining('El contador de recibos no se copia'),
        expect.stringContaining('Los límites de uso del asistente no se importan'),
        'La dirección secreta del calendario no se importa: generá una nueva en /admin («Calendario para tu teléfono»).',
      ]),
    );
  });

  it.each([
    ['not an object', [1, 2], 'El archivo debe contener un objeto JSON con los datos del sitio.'],
    ['an empty object', {}, 'El archivo no trae ningún dato de este sitio.'],
    [
      'a key with a dot',
      { promociones: { 'a.b': { titulo: 'x' } } },
      'promociones/a.b: la clave "a.b" no es válida (no puede estar vacía ni tener . # $ / [ ] o caracteres de control).',
    ],
    [
      'a key with a control character',
      { reservas: { 'x\u0007': {} } },
      'reservas/x\u0007: la clave "x\u0007" no es válida (no puede estar vacía ni tener . # $ / [ ] o caracteres de control).',
    ],
    ['an unknown path', { datosId: { 3: { x: 1 } } }, 'datosId/3: ruta desconocida; este sitio no la usa. Quitala del archivo.'],
    [
      'a price that is not one',
      { datosId: { 8: { b_precio_3hs_7: 'mucho' } } },
      'datosId/8/b_precio_3hs_7: debe ser un precio en pesos enteros, entre 0 y 1.000.000.000.',
    ],
    [
      'a price key of month 19',
      { datosId: { 8: { b_precio_3hs_19: 1 } } },
      'datosId/8/b_precio_3hs_19: no es un campo de precio (campo + mes 7–18, por ejemplo b_precio_3hs_7).',
    ],
    ['a title that is a number', { config: { browserTitle: 5 } }, 'config/browserTitle: debe ser un texto (es un número).'],
    [
      'an end date out of range',
      { datosId: { 26: { fechaFinalCalendario: '2100-01-01' } } },
      'datosId/26/fechaFinalCalendario: debe ser una fecha AAAA-MM-DD entre 1900 y 2099.',
    ],
    ['a booking of an unknown kind', { reservas: { '2026-01-01': { tipo: 'fiesta' } } }, 'reservas/2026-01-01/tipo: debe ser "evento" o "bloqueo".'],
    [
      'a booking keyed by a non-date',
      { reservas: { mañana: { tipo: 'evento' } } },
      'reservas/mañana: la clave debe ser una fecha real AAAA-MM-DD entre 1900 y 2099.',
    ],
    [
      'a booking on 31 February',
      { reservas: { '2027-02-31': { tipo: 'evento' } } },
      'reservas/2027-02-31: la clave debe ser una fecha real AAAA-MM-DD entre 1900 y 2099.',
    ],
    [
      'a booking on 29 February of a common year',
      { reservas: { '2027-02-29': { tipo: 'bloqueo' } } },
      'reservas/2027-02-29: la clave debe ser una fecha real AAAA-MM-DD entre 1900 y 2099.',
    ],
    [
      'a booking naming its budget with a path',
      { reservas: { '2027-03-06': { tipo: 'evento', presupuestoId: 'a/b' } } },
      'reservas/2027-03-06/presupuestoId: debe ser el identificador de un presupuesto.',
    ],
    ['an unknown theme field', { appSettings: { theme: { fondo: '#fff' } } }, 'appSettings/theme/fondo: campo desconocido.'],
    ['a recurring holiday without monthDay', { feriados_recurrentes: { r: { name: 'x' } } }, 'feriados_recurrentes/r: falta el campo "monthDay".'],
    ['a gallery that does not exist', { galerias: { patio: {} } }, 'galerias/patio: la clave no es válida (salon, cocina u opcionales).'],
    ['a home section list missing the chat', { componentOrder: [{ name: 'Bienvenida', isVisible: true }] }, 'componentOrder: Falta la sección "Chatbot".'],
    ['a hall capacity of 0', { config: { salon: { capacidad: 0 } } }, 'config/salon/capacidad: debe ser un número entero entre 1 y 2000.'],
    [
      'a floor-plan marker outside the image',
      { config: { plano: { areas: { a: { nombre: 'A', x: 120 } } } } },
      'config/plano/areas/a/x: debe ser un número entre 0 y 100.',
    ],
    [
      'a receipt of an unknown concept',
      { recibos: { r1: { numero: 1, monto: 1, concepto: 'regalo', medioDePago: 'efectivo', emitidoEn: 1, emitidoPor: 'x' } } },
      'recibos/r1/concepto: debe ser seña, saldo o extras.',
    ],
    [
      'a receipt keyed by something else than its number',
      { recibos: { otro: { numero: 3, monto: 1, concepto: 'seña', medioDePago: 'efectivo', emitidoEn: 1, emitidoPor: 'x' } } },
      'recibos/otro: un recibo se guarda con la clave r + su número (r3).',
    ],
    [
      'a budget without a phone',
      {
        presupuestos: {
          b: { cliente: 'Ana', fechaEvento: '2026-12-05', estado: 'borrador', validoHasta: '2026-12-20', creadoEn: 1, actualizadoEn: 1, autor: 'x' },
        },
      },
      'presupuestos/b: falta el campo "telefono".',
    ],
  ])('rejects %s', (_name, data, error) => {
    const result = checkImport(data);
    expect(result.ok).toBe(false);
    expect(result.errors).toContain(error);
  });

  it('rejects a string over 10 MB', () => {
    const result = checkImport({ config: { browserTitle: 'x'.repeat(10 * 1024 * 1024 + 1) } });
    expect(result.errors).toContain('config/browserTitle: el texto supera el límite de 10 MB.');
  });

  it('one bad value makes the whole import invalid', () => {
    const result = checkImport({ ...valid, config: { browserTitle: '' } });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(['config/browserTitle: debe tener entre 1 y 80 caracteres.']);
  });
});

describe('what the server keeps', () => {
  it('an export with the Mercado Pago payments the webhook recorded imports, with a warning and nothing written for them', () => {
    const result = checkImport({
      ...valid,
      pagosMercadoPago: { '1234567890': { numero: 1, presupuestoId: 'p1', efecto: 'ninguno', registradoEn: 1 } },
      contadores: { recibos: 1, pagosMercadoPago: { '1234567890': { numero: 1, en: 1 } } },
    });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toContain(
      'El registro de los pagos de Mercado Pago no se importa: lo lleva el servidor de este sitio. Los recibos de esos pagos sí se importan.',
    );
    expect(Object.keys(result.writes).filter((path) => path.startsWith('pagosMercadoPago') || path.startsWith('contadores/pagos'))).toEqual([]);
  });

  it('every stored path that is never imported is left out with a warning, not refused as unknown', () => {
    const leftOut = Object.values(STORED as Record<string, StoredPath>)
      .filter((stored) => stored.serverOnly || stored.notImported)
      .map((stored) => stored.path.split('/')[0] as string)
      .filter((root) => !IMPORTABLE_ROOT_KEYS.includes(root));
    expect(leftOut.filter((root) => !SKIPPED_ROOT_KEYS.includes(root))).toEqual([]);
  });
});

describe('parseImportText', () => {
  it('parses JSON', () => expect(parseImportText('{"a":1}')).toEqual({ ok: true, data: { a: 1 } }));
  it('explains a file that is not JSON', () =>
    expect(parseImportText('hola')).toEqual({
      ok: false,
      error: 'El archivo no es un JSON válido. Elegí el archivo que descargaste con «Exportar datos».',
    }));
});

describe('diffImport', () => {
  it('lists values added, changed and removed inside each written part', () => {
    const current = { datosId: { 8: { b_precio_3hs_7: 100, a_precio_4hs_7: 200, e_camarera_7: 5 } }, config: { browserTitle: 'Salón' } };
    const writes = {
      'datosId/8': { b_precio_3hs_7: 100, a_precio_4hs_7: 250, f_metegol_7: 9 },
      'config/browserTitle': 'Salón',
      reservas: { '2026-01-01': { tipo: 'evento' } },
    };
    expect(diffImport(current, writes)).toEqual({
      added: ['datosId/8/f_metegol_7', 'reservas/2026-01-01/tipo'],
      changed: ['datosId/8/a_precio_4hs_7'],
      removed: ['datosId/8/e_camarera_7'],
    });
  });
});

it('exportFileName', () => expect(exportFileName('2026-11-22')).toBe('salon-datos-2026-11-22.json'));

it('reports bad keys and bad types of other parts together, once each', () => {
  const result = checkImport({ reservas: { 'a.b': { tipo: 'evento' } }, datosId: { 8: { b_precio_3hs_7: 'mucho' } } });
  expect(result.errors).toEqual([
    'reservas/a.b: la clave "a.b" no es válida (no puede estar vacía ni tener . # $ / [ ] o caracteres de control).',
    'datosId/8/b_precio_3hs_7: debe ser un precio en pesos enteros, entre 0 y 1.000.000.000.',
  ]);
});

describe('withReceiptCounter', () => {
  const writes = { 'recibos/r7': { numero: 7 }, 'recibos/r3': { numero: 3 }, 'config/browserTitle': 'x' };
  it('leaves the counter alone when it already covers every imported receipt', () =>
    expect(withReceiptCounter({ contadores: { recibos: 7 } }, writes)).toEqual(writes));
  it('moves the counter up to the highest imported number', () =>
    expect(withReceiptCounter({ contadores: { recibos: 5 } }, writes)).toEqual({ ...writes, 'contadores/recibos': 7 }));
  it('starts the counter when this site has none yet', () =>
    expect(withReceiptCounter({}, { 'recibos/r1': { numero: 1 } })).toEqual({ 'recibos/r1': { numero: 1 }, 'contadores/recibos': 1 }));
  it('never moves the counter back', () => expect(withReceiptCounter({ contadores: { recibos: 40 } }, writes)).toEqual(writes));
  it('ignores parts that are not receipts', () => expect(withReceiptCounter({}, { 'config/browserTitle': 'x' })).toEqual({ 'config/browserTitle': 'x' }));
});

describe('bookings', () => {
  it('keeps a leap-day booking and the budget that holds it', () => {
    const result = checkImport({ reservas: { '2028-02-29': { tipo: 'evento', creadoEn: 5, creadoPor: 'uid-1', presupuestoId: 'b-7' } } });
    expect(result.errors).toEqual([]);
    expect(result.writes).toEqual({ 'reservas/2028-02-29': { tipo: 'evento', creadoEn: 5, creadoPor: 'uid-1', presupuestoId: 'b-7' } });
  });
  it('leaves out the e-mail an older site kept as author, and says so', () => {
    const result = checkImport({ reservas: { '2026-12-12': { tipo: 'bloqueo', creadoEn: 5, creadoPor: 'ana@salon.test' } } });
    expect(result.ok).toBe(true);
    expect(result.writes).toEqual({ 'reservas/2026-12-12': { tipo: 'bloqueo', creadoEn: 5 } });
    expect(result.warnings).toContain('reservas/2026-12-12/creadoPor: no se importa el correo de quien la cargó (los datos públicos no guardan correos).');
  });
});

describe('keepBooks', () => {
  const receipt = (numero: number, monto = 5000) => ({
    numero,
    monto,
    concepto: 'seña',
    medioDePago: 'efectivo',
    emitidoEn: 1_700_000_000_000,
    emitidoPor: 'recibos@salon.test',
  });
  const here = { contadores: { recibos: 2 }, recibos: { r1: receipt(1), r2: { ...receipt(2), importadoEn: 1_750_000_000_000 } } };

  it('leaves out receipts already here with the same content, whatever their import stamp', () =>
    expect(keepBooks(here, { 'recibos/r1': receipt(1), 'recibos/r2': { ...receipt(2), importadoEn: 3 }, 'config/browserTitle': 'x' })).toEqual({
      writes: { 'config/browserTitle': 'x' },
      errors: [],
    }));
  it('refuses a receipt that would change one already issued', () =>
    expect(keepBooks(here, { 'recibos/r1': receipt(1, 9000) }).errors).toEqual([
      'recibos/r1: ya hay un recibo con ese número y otros datos; un recibo emitido no se modifica.',
    ]));
  it('refuses a new receipt with a number this site already gave out', () =>
    expect(keepBooks({ contadores: { recibos: 9 }, recibos: {} }, { 'recibos/r4': receipt(4) }).errors).toEqual([
      'recibos/r4: este sitio ya usó el número 4 (va por el 9); un recibo nuevo no puede tomar un número anterior.',
    ]));
  it('stamps a new receipt with the import time of the server', () =>
    expect(keepBooks(here, { 'recibos/r3': receipt(3) })).toEqual({
      writes: { 'recibos/r3': { ...receipt(3), importadoEn: { '.sv': 'timestamp' } } },
      errors: [],
    }));
});

describe('planImport', () => {
  it("importing the site's own data again changes nothing", () => {
    const site = {
      config: { browserTitle: 'Las Rosas' },
      contadores: { recibos: 1 },
      recibos: valid.recibos,
      presupuestos: valid.presupuestos,
      reservas: valid.reservas,
    };
    const plan = planImport(JSON.parse(JSON.stringify(site)), site);
    expect(plan.ok).toBe(true);
    expect(plan.diff).toEqual({ added: [], changed: [], removed: [] });
    expect(Object.keys(plan.writes).sort()).toEqual(['config/browserTitle', 'presupuestos/b1', 'reservas/2026-12-05']);
  });
  it('into an empty site: receipts arrive stamped, the counter follows them, the diff lists them once', () => {
    const plan = planImport({ recibos: valid.recibos }, {});
    expect(plan.writes).toEqual({ 'recibos/r1': { ...valid.recibos.r1, importadoEn: { '.sv': 'timestamp' } }, 'contadores/recibos': 1 });
    expect(plan.diff.added).toEqual(expect.arrayContaining(['recibos/r1/importadoEn', 'contadores/recibos']));
  });
  it('a receipt that clashes makes the whole import invalid', () => {
    const plan = planImport(
      { config: { browserTitle: 'Otro' }, recibos: { r1: { ...valid.recibos.r1, monto: 1 } } },
      { contadores: { recibos: 1 }, recibos: valid.recibos },
    );
    expect(plan.ok).toBe(false);
    expect(plan.writes).toEqual({});
    expect(plan.errors).toEqual(['recibos/r1: ya hay un recibo con ese número y otros datos; un recibo emitido no se modifica.']);
  });
});

describe('shapes from @salon/schema (the same the rules are generated from)', () => {
  const budget = {
    cliente: 'Ana',
    telefono: '11 2345-6789',
    fechaEvento: '2026-12-05',
    estado: 'borrador',
    validoHasta: '2026-12-20',
    creadoEn: 1,
    actualizadoEn: 2,
    autor: 'admin@salon.test',
  };
  it.each([
    [
      'a budget with more guests than the rules take',
      { presupuestos: { b: { ...budget, invitados: 2500 } } },
      'presupuestos/b/invitados: debe ser un número entero entre 0 y 2000.',
    ],
    [
      'a budget with an add-on the calculator does not have',
      { presupuestos: { b: { ...budget, adicionales: { payaso: 1 } } } },
      'presupuestos/b/adicionales/payaso: no es un adicional de la calculadora.',
    ],
    [
      'a budget of an unknown state',
      { presupuestos: { b: { ...budget, estado: 'pendiente' } } },
      'presupuestos/b/estado: debe ser consulta, presupuestado, reservado, confirmado, pagado, realizado o anulado.',
    ],
    [
      'a receipt paid some other way',
      { recibos: { r1: { numero: 1, monto: 1, concepto: 'seña', medioDePago: 'cheque', emitidoEn: 1, emitidoPor: 'x' } } },
      'recibos/r1/medioDePago: debe ser efectivo, transferencia, tarjeta o mercadopago.',
    ],
    [
      'a receipt over the largest amount',
      { recibos: { r1: { numero: 1, monto: 1_000_000_000, concepto: 'seña', medioDePago: 'efectivo', emitidoEn: 1, emitidoPor: 'x' } } },
      'recibos/r1/monto: debe ser un importe en pesos enteros, mayor que 0 y hasta 999.999.999.',
    ],
    [
      'a theme colour that is no colour',
      { appSettings: { theme: { primaryColor: 'url(x)' } } },
      'appSettings/theme/primaryColor: debe ser un color: #rgb … #rrggbbaa, rgb(), rgba(), hsl(), hsla() o un nombre como "white".',
    ],
    [
      'a promotion ending on no date',
      { promociones: { p: { titulo: 'Promo', hasta: 'pronto' } } },
      'promociones/p/hasta: debe ser una fecha AAAA-MM-DD entre 1900 y 2099.',
    ],
    [
      'a photo without a size',
      { galerias: { salon: { f: { src: '/a.jpg', alt: 'A', ancho: 0 } } } },
      'galerias/salon/f/ancho: debe ser un número mayor que 0.',
    ],
    [
      'a not-a-holiday date that is no date',
      { feriados_modificados: { removed: { mañana: true } } },
      'feriados_modificados/removed/mañana: la clave no es válida (AAAAMMDD).',
    ],
    [
      'a weekend day 7',
      { config: { diasFinDeSemana: [5, 6, 7] } },
      'config/diasFinDeSemana/2: debe ser una lista de días de la semana (0 = domingo … 6 = sábado).',
    ],
  ])('rejects %s', (_name, data, error) => {
    const result = checkImport(data);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([error]);
  });

  it('reads holes of exported lists as absent', () => {
    const result = checkImport({ feriados_recurrentes: [null, { monthDay: '12-25', name: 'Navidad' }], config: { diasFinDeSemana: { 0: 5, 1: 6, 2: 0 } } });
    expect(result.errors).toEqual([]);
    expect(result.writes).toEqual({ feriados_recurrentes: { 1: { monthDay: '12-25', name: 'Navidad' } }, 'config/diasFinDeSemana': [5, 6, 0] });
  });

  it('takes every stored path a site exports, and nothing the server keeps', () => {
    expect(IMPORTABLE_ROOT_KEYS).toEqual([
      'datosId',
      'config',
      'componentOrder',
      'appSettings',
      'feriados_modificados',
      'feriados_recurrentes',
      'cuentaBancaria',
      'reservas',
      'promociones',
      'galerias',
      'presupuestos',
      'historialPresupuestos',
      'recibos',
      'consultas',
    ]);
  });
});

describe('budget history', () => {
  const budget = valid.presupuestos.b1;
  const created = { estado: 'presupuestado', por: 'admin@salon.test', en: 1, nota: 'Presupuesto creado' };
  const held = { estado: 'reservado', por: 'admin@salon.test', en: 5 };

  it('moves the history an older export keeps inside each budget to its own path, line by line', () => {
    const result = checkImport({ presupuestos: { b1: { ...budget, historial: { h1: created, h2: held } }, b2: budget } });
    expect(result.errors).toEqual([]);
    expect(result.writes).toEqual({
      'presupuestos/b1': budget,
      'presupuestos/b2': budget,
      'historialPresupuestos/b1/h1': created,
      'historialPresupuestos/b1/h2': held,
    });
  });

  it('joins those lines with the ones the file keeps on the new path, and checks them as the rules do', () => {
    const both = checkImport({ presupuestos: { b1: { ...budget, historial: { h1: created } } }, historialPresupuestos: { b1: { h2: held } } });
    expect(both.writes).toMatchObject({ 'historialPresupuestos/b1/h1': created, 'historialPresupuestos/b1/h2': held });
    const bad = checkImport({ presupuestos: { b1: { ...budget, historial: { h1: { ...created, estado: 'perdido' } } } } });
    expect(bad.errors).toEqual(['historialPresupuestos/b1/h1/estado: debe ser un estado del presupuesto.']);
  });

  it('writes each line at its own path, so lines already here and not in the file stay', () => {
    const plan = planImport(valid, { historialPresupuestos: { b1: { h0: held } } });
    expect(plan.writes).not.toHaveProperty('historialPresupuestos/b1');
    expect(plan.diff.removed).toEqual([]);
    expect(plan.diff.added).toEqual(expect.arrayContaining(['historialPresupuestos/b1/h1/estado']));
  });
});

describe('client links', () => {
  const TOKEN = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
  const budget = {
    cliente: 'Ana',
    telefono: '11 4444-5555',
    fechaEvento: '2026-12-12',
    estado: 'presupuestado',
    validoHasta: '2026-12-01',
    creadoEn: 1,
    actualizadoEn: 1,
    autor: 'admin@salon.test',
  };
  it("imports a budget without its link (nor the links), keeping the client's acceptance", () => {
    const result = checkImport({
      presupuestos: { b1: { ...budget, enlaceCliente: { token: TOKEN, creadoEn: 2 }, aceptacion: { nombre: 'Ana Gómez', en: 3 } } },
      enlacesCliente: { [TOKEN]: { presupuestoId: 'b1', creadoEn: 2, creadoPor: 'admin@salon.test' } },
    });
    expect(result.errors).toEqual([]);
    expect(result.writes).toEqual({ 'presupuestos/b1': { ...budget, aceptacion: { nombre: 'Ana Gómez', en: 3 } } });
    expect(result.warnings).toContain(
      'Los enlaces de los clientes a sus presupuestos no se importan: compartí de nuevo desde cada presupuesto («Compartir con el cliente»).',
    );
  });

  it('keeps a budget shared when its link is this site’s own (re-importing the site’s export), never another site’s', () => {
    const file = {
      presupuestos: { b1: { ...budget, enlaceCliente: { token: TOKEN, creadoEn: 2 } } },
      enlacesCliente: { [TOKEN]: { presupuestoId: 'b1', creadoEn: 2, creadoPor: 'admin@salon.test' } },
    };
    expect(planImport(file, file).writes['presupuestos/b1']).toEqual({ ...budget, enlaceCliente: { token: TOKEN, creadoEn: 2 } });
    expect(planImport(file, file).diff).toEqual({ added: [], changed: [], removed: [] });
    // Here the link names another budget, or was revoked: the budget comes in unshared.
    const other = { enlacesCliente: { [TOKEN]: { presupuestoId: 'b2', creadoEn: 2, creadoPor: 'admin@salon.test' } } };
    expect(planImport(file, other).writes['presupuestos/b1']).toEqual(budget);
    const revoked = { enlacesCliente: { [TOKEN]: { presupuestoId: 'b1', creadoEn: 2, creadoPor: 'admin@salon.test', revocadoEn: 5 } } };
    expect(planImport(file, revoked).writes['presupuestos/b1']).toEqual(budget);
  });
});
