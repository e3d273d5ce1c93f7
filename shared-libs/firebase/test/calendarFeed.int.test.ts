// The calendar feed as the owner's phone meets it: budgets and bookings written as the back-office writes them
// (an admin's client, under the rules), the address made from /admin's rotation, and the feed fetched from the
// running Functions emulator and read with a real iCalendar parser (ical.js). A new address shuts the old one.
import ICAL from 'ical.js';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { push, ref, serverTimestamp, set, type Database } from 'firebase/database';
import { annulBudgetIn, reserveBudgetDateIn } from '../src/staff/presupuestos';
import { rotateCalendarFeedTokenIn } from '../src/staff/calendarFeed';
import { createClients } from './rulesClients';

const FEED_URL = 'http://127.0.0.1:5001/demo-salon/us-central1/calendarFeed';
const FIRM = '2032-03-06';
const PROVISIONAL = '2032-03-13';
const ANNULLED = '2032-03-20';

const { client, closeAll } = createClients('calendar-feed');
let adminClient: Database;
let server: App;

beforeAll(async () => {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= '127.0.0.1:9000';
  server = initializeApp({ projectId: 'demo-salon', databaseURL: 'http://127.0.0.1:9000?ns=demo-salon' }, 'calendar-feed-int');
  adminClient = await client('admin');
});

afterAll(async () => {
  await getDatabase(server)
    .ref()
    .update({ [`reservas/${FIRM}`]: null, [`reservas/${PROVISIONAL}`]: null, [`reservas/${ANNULLED}`]: null });
  getDatabase(server).goOffline();
  await deleteApp(server);
  await closeAll();
});

function budget(cliente: string, fechaEvento: string, alquiler: '3hs' | '4hs', invitados: number) {
  return {
    cliente,
    telefono: '11 4321-8765',
    fechaEvento,
    invitados,
    alquiler,
    horasExtra: 0,
    descuento: 0,
    sena: 0,
    notas: 'Escribir a cliente@example.com',
    estado: 'aceptado',
    validoHasta: '2032-02-28',
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    autor: 'admin@salon.test',
    precios: { mes: 15, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000, b_precio_3hs_: 250_000 } },
  };
}

async function saveBudget(value: ReturnType<typeof budget>): Promise<string> {
  const id = push(ref(adminClient, 'presupuestos')).key;
  await set(ref(adminClient, `presupuestos/${id}`), value);
  return id;
}

async function fetchFeed(token: string): Promise<Response> {
  return fetch(`${FEED_URL}?token=${encodeURIComponent(token)}`);
}

interface ParsedEvent {
  date: string;
  isDate: boolean;
  summary: string;
  description: string;
  status: string;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = new Map<string, ParsedEvent>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    events.set(event.uid, {
      date: event.startDate.toString(),
      isDate: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
      status: String(component.getFirstPropertyValue('status')),
    });
  }
  return { calendar, events };
}

it('serves confirmed and provisional events at the secret address, and a new address shuts the old one at once', async () => {
  const firmId = await saveBudget(budget('Prueba Firme', FIRM, '4hs', 90));
  await expect(reserveBudgetDateIn(adminClient, FIRM, firmId, 'demo-admin')).resolves.toBe('reservada');

  // A provisional hold (docs/storage-contract.md, "Provisional holds"): written with the server's hand, as the hold flow leaves it.
  const provisionalId = await saveBudget(budget('Prueba Provisoria', PROVISIONAL, '3hs', 40));
  await getDatabase(server)
    .ref(`reservas/${PROVISIONAL}`)
    .set({
      tipo: 'evento',
      creadoEn: Date.now(),
      creadoPor: 'demo-admin',
      presupuestoId: provisionalId,
      provisoria: true,
      venceEn: Date.now() + 3 * 86_400_000,
    });

  // An annulled budget: annulling frees its date, and it is not in the feed.
  const annulledId = await saveBudget(budget('Prueba Anulada', ANNULLED, '4hs', 10));
  await reserveBudgetDateIn(adminClient, ANNULLED, annulledId, 'demo-admin');
  await annulBudgetIn(adminClient, { id: annulledId, fechaEvento: ANNULLED }, 'El cliente canceló', 'admin@salon.test');

  const first = await rotateCalendarFeedTokenIn(adminClient);
  const response = await fetchFeed(first);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  expect(text).not.toContain('4321-8765');
  expect(text).not.toContain('example.com');

  const { calendar, events } = parse(text);
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Argentina/Buenos_Aires');
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Argentina/Buenos_Aires');
  expect(events.get(`${FIRM}-${firmId}@demo-salon.calendario`)).toEqual({
    date: FIRM,
    isDate: true,
    summary: 'Prueba Firme · 4 hs · 90 invitados',
    description: 'Cliente: Prueba Firme\nAlquiler: 4 hs\nInvitados: 90\nTotal del presupuesto: $ 300.000',
    status: 'CONFIRMED',
  });
  const provisional = events.get(`${PROVISIONAL}-${provisionalId}@demo-salon.calendario`);
  expect(provisional).toMatchObject({
    date: PROVISIONAL,
    isDate: true,
    summary: 'Reservado provisoriamente: Prueba Provisoria · 3 hs · 40 invitados',
    status: 'TENTATIVE',
  });
  expect(provisional?.description).toMatch(/^Reserva provisoria: vence el \d\d\/\d\d\/\d{4} a las \d\d:\d\d si no se confirma\.\n/);
  expect([...events.values()].some((event) => event.date === ANNULLED || event.summary.includes('Prueba Anulada'))).toBe(false);

  // The path form of the same address works too.
  expect((await fetch(`${FEED_URL}/${first}.ics`)).status).toBe(200);

  // "Generar una dirección nueva": the old one is refused at once, the new one works.
  const second = await rotateCalendarFeedTokenIn(adminClient);
  expect(second).not.toBe(first);
  const old = await fetchFeed(first);
  expect(old.status).toBe(404);
  expect(await old.text()).toBe('No encontrado.\n');
  const renewed = await fetchFeed(second);
  expect(renewed.status).toBe(200);
  expect(parse(await renewed.text()).events.has(`${FIRM}-${firmId}@demo-salon.calendario`)).toBe(true);
});

it('answers 404, with nothing to tell them apart, without a token or with a wrong one', async () => {
  const answers = await Promise.all([fetch(FEED_URL), fetchFeed('x'), fetchFeed('A'.repeat(43)), fetch(`${FEED_URL}/${'B'.repeat(43)}.ics`)]);
  for (const answer of answers) {
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('No encontrado.\n');
  }
});
