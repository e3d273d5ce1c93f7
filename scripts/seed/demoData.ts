// Realistic demo data for the season that contains `today` (July–June), filling every path of the
// storage contract. Pure: the same `today` always gives the same data.
import { THEME_DEFAULTS } from '@salon/domain';
// The domain's tests state the same prices, promotions and hall facts: one copy of each, read from there.
import { DECEMBER_PRICES, DEMO_BANK_ACCOUNT, DEMO_HALL_FACTS, DEMO_PROMOTIONS } from '@salon/domain/fixtures';

/** July's prices are the fixtures' month; they rise about 3 % a month through the season, rounded to $ 500. */
export function demoPrices(): Record<string, number> {
  const prices: Record<string, number> = {};
  for (let page = 7; page <= 18; page++) {
    const factor = 1.03 ** (page - 7);
    for (const [field, base] of Object.entries(DECEMBER_PRICES)) prices[`${field}${page}`] = Math.round((base * factor) / 500) * 500;
  }
  return prices;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(y, m - 1, d + days));
  return iso(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
}

function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Some Saturdays and Fridays ahead are booked, plus a blocked weekday for maintenance. */
function demoBookings(today: string): Record<string, { tipo: 'evento' | 'bloqueo'; creadoEn: number; creadoPor: string }> {
  const bookings: Record<string, { tipo: 'evento' | 'bloqueo'; creadoEn: number; creadoPor: string }> = {};
  let date = addDays(today, 1);
  let saturdays = 0;
  for (let i = 0; i < 120; i++, date = addDays(date, 1)) {
    const day = weekday(date);
    if (day === 6 && saturdays++ % 3 !== 2) bookings[date] = { tipo: 'evento', creadoEn: 0, creadoPor: 'demo' };
    if (day === 5 && i % 14 < 7) bookings[date] = { tipo: 'evento', creadoEn: 0, creadoPor: 'demo' };
    if (day === 2 && i > 20 && i < 28) bookings[date] = { tipo: 'bloqueo', creadoEn: 0, creadoPor: 'demo' };
  }
  return bookings;
}

const RECURRING_HOLIDAYS: Array<[string, string]> = [
  ['01-01', 'Año Nuevo'],
  ['03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'],
  ['04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'],
  ['05-01', 'Día del Trabajador'],
  ['05-25', 'Día de la Revolución de Mayo'],
  ['06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'],
  ['07-09', 'Día de la Independencia'],
  ['12-08', 'Inmaculada Concepción de María'],
  ['12-25', 'Navidad'],
];

export function demoData(today: string) {
  const year = Number(today.slice(0, 4));
  const seasonStart = Number(today.slice(5, 7)) >= 7 ? year : year - 1;
  const next = seasonStart + 1;
  const photo = (gallery: string, n: number, alt: string, orden: number) => ({
    src: `/img/demo/${gallery}-${n}.svg`,
    alt,
    ancho: 1200,
    alto: 800,
    orden,
  });
  return {
    datosId: {
      '8': demoPrices(),
      '25': { numero_whatsapp: '011 5555-0123', link_imagen_volver: '/' },
      '26': { fechaFinalCalendario: iso(next, 6, 30) },
      '29': { contenido1: 'Salón' },
    },
    config: {
      browserTitle: 'Salón',
      calendarIDs: {
        visitSlotsCalendarId: 'visitas.salon.demo@group.calendar.google.com',
        eventsCalendarId: 'eventos.salon.demo@group.calendar.google.com',
        holidaysCalendarId: 'es.ar#holiday@group.v.calendar.google.com',
      },
      diasFinDeSemana: [5, 6, 0],
      diasReserva: 7,
      cobros: { porcentajeSena: 30, diasSaldo: 15 },
      // The hall's facts (the site, the chat and askAI tell them); no map link: a map search of the address.
      salon: DEMO_HALL_FACTS,
      plano: {
        imagen: '/img/demo/plano.svg',
        areas: {
          pista: { nombre: 'Pista de baile', descripcion: 'Espacio central con luces, frente al escenario.', x: 34.5, y: 30.5 },
          mesas: { nombre: 'Mesas', descripcion: 'Hasta 12 mesas redondas para 8 personas.', x: 5.5, y: 8 },
          cocina: { nombre: 'Cocina', descripcion: 'Cocina equipada con heladera, freezer y horno.', x: 73.5, y: 8 },
          parrilla: { nombre: 'Parrilla', descripcion: 'Parrilla techada en el patio.', x: 73.5, y: 66.5 },
          juegos: { nombre: 'Juegos', descripcion: 'Metegol, ping pong y arcade.', x: 34.5, y: 72 },
          banos: { nombre: 'Baños', descripcion: 'Baños de damas, caballeros y accesible.', x: 73.5, y: 40.5 },
        },
      },
    },
    componentOrder: ['Bienvenida', 'Precios', 'Fotos', 'Calendario', 'Calculadora', 'Plano', 'Contacto', 'Chatbot'].map((name) => ({ name, isVisible: true })),
    appSettings: { theme: { ...THEME_DEFAULTS } },
    // Where clients transfer (their page and the budget's PDF show it while they owe money); staff-only, not config/.
    cuentaBancaria: DEMO_BANK_ACCOUNT,
    feriados_recurrentes: Object.fromEntries(RECURRING_HOLIDAYS.map(([monthDay, name], index) => [`f${pad(index + 1)}`, { monthDay, name }])),
    feriados_modificados: {
      added: {
        a1: { date: iso(seasonStart, 11, 23), name: 'Día de la Soberanía Nacional (trasladado)' },
        a2: { date: iso(next, 2, 8), name: 'Carnaval' },
        a3: { date: iso(next, 2, 9), name: 'Carnaval' },
        a4: { date: iso(next, 3, 26), name: 'Viernes Santo' },
      },
      removed: { [`${seasonStart}1120`]: true },
    },
    reservas: demoBookings(today),
    // As data, so the calculator, the calendar, the chat and askAI apply it (applyPromotion).
    promociones: DEMO_PROMOTIONS,
    galerias: {
      salon: {
        s1: photo('salon', 1, 'Salón armado con mesas redondas y centros de mesa', 1),
        s2: photo('salon', 2, 'Pista de baile con luces de colores', 2),
        s3: photo('salon', 3, 'Vista del salón desde la entrada', 3),
      },
      cocina: {
        c1: photo('cocina', 1, 'Cocina equipada con mesada de acero', 1),
        c2: photo('cocina', 2, 'Heladera, freezer y horno de la cocina', 2),
      },
      opcionales: {
        o1: photo('opcionales', 1, 'Inflable para chicos en el patio', 1),
        o2: photo('opcionales', 2, 'Metegol y ping pong', 2),
        o3: photo('opcionales', 3, 'Proyector y pantalla', 3),
      },
    },
    presupuestos: {
      demo1: {
        cliente: 'Familia Pérez',
        telefono: '11 4444-5555',
        fechaEvento: addDays(today, 45),
        invitados: 60,
        alquiler: '4hs',
        horasExtra: 1,
        adicionales: { camarera: 2, inflable: 1 },
        descuento: 0,
        sena: 100_000,
        notas: 'Cumpleaños de 15. Quieren decoración en tonos dorados.',
        estado: 'presupuestado',
        validoHasta: addDays(today, 15),
        creadoEn: 0,
        actualizadoEn: 0,
        autor: 'admin@salon.test',
        // Its page for the client: /p/DemoEnlaceClienteFamiliaPerez_0123456789abc (README, "Staff guide").
        enlaceCliente: { token: 'DemoEnlaceClienteFamiliaPerez_0123456789abc', creadoEn: 0 },
      },
    },
    historialPresupuestos: {
      demo1: { h1: { estado: 'presupuestado', por: 'admin@salon.test', en: 0, nota: 'Presupuesto creado' } },
    },
    enlacesCliente: {
      DemoEnlaceClienteFamiliaPerez_0123456789abc: { presupuestoId: 'demo1', creadoEn: 0, creadoPor: 'admin@salon.test' },
    },
    recibos: {
      r1: {
        numero: 1,
        monto: 100_000,
        concepto: 'seña',
        medioDePago: 'transferencia',
        presupuestoId: 'demo1',
        emitidoEn: 0,
        emitidoPor: 'admin@salon.test',
      },
    },
    contadores: { recibos: 1 },
    consultas: {
      demo1: {
        nombre: 'Lucía Gómez',
        telefono: '11 5555-6666',
        fecha: addDays(today, 60),
        invitados: 40,
        alquiler: '4hs',
        adicionales: { inflable: 1 },
        mensaje: 'Es para el cumpleaños de mi hija. ¿Se puede llevar torta propia?',
        estado: 'nueva',
        creadaEn: 0,
      },
    },
    // The demo inquiry's visitor: their limit, as a visitor's send leaves it.
    limiteConsultas: { 'demo-visitante': { en: 0, consulta: 'demo1' } },
    // The calendar feed's secret address: the seed writes a random one (demoSeason); this one never reaches a database.
    secretos: { calendario: { token: 'semilla-reemplazada-por-una-clave-al-azar-0', creadoEn: 0 } },
  };
}

export const DEMO_STAFF = [
  { uid: 'demo-admin', email: 'admin@salon.test', password: 'salon-admin-123', role: 'admin' },
  { uid: 'demo-recibos', email: 'recibos@salon.test', password: 'salon-recibos-123', role: 'recibos' },
] as const;
