// Inquiries (consultas/{id}) through the real client SDK against the running local backend: visitors send them
// through the submitInquiry function (functions/src/submitInquiry.int.test.ts), so a visitor's own write is refused,
// as is one to limiteConsultas; nobody but an admin reads them; the shapes hold for an admin's write too (an import);
// an admin changes the status and nothing else; nobody deletes.
import { get, push, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { setInquiryStatus } from '../src/data/consultas';
import { createClients, denied } from './rulesClients';

const { client, visitor, closeAll } = createClients('consultas');
let admin: Database;
let recibos: Database;
let notSignedIn: Database;

const inquiry = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  nombre: 'Ana Prueba',
  telefono: '+54 9 11 5555-0000',
  fecha: '2030-12-12',
  invitados: 80,
  alquiler: '4hs',
  adicionales: { camarera: 2, inflable: 1 },
  mensaje: 'Un cumpleaños de 15.',
  estado: 'nueva',
  creadaEn: serverTimestamp(),
  abiertaEn: Date.now() - 30_000,
  ...overrides,
});

/** An inquiry written by an admin (as an import does; the function writes with the admin SDK). */
function send(_db: Database, _uid: string, record: Record<string, unknown> = inquiry()): Promise<string> {
  const id = push(ref(admin, 'consultas')).key;
  return set(ref(admin, `consultas/${id}`), record).then(() => id);
}

beforeAll(async () => {
  admin = await client('admin');
  recibos = await client('recibos');
  notSignedIn = await client('anonimo');
});

afterAll(closeAll);

it('a visitor signed in anonymously cannot write an inquiry or a limit directly, alone or together', async () => {
  const { db, uid } = await visitor();
  const id = push(ref(db, 'consultas')).key;
  await denied(set(ref(db, `consultas/${id}`), inquiry()));
  await denied(update(ref(db), { [`consultas/${id}`]: inquiry(), [`limiteConsultas/${uid}`]: { en: serverTimestamp(), consulta: id } }));
  await denied(set(ref(db, `limiteConsultas/${uid}`), { en: serverTimestamp(), consulta: id }));
  expect((await get(ref(admin, `consultas/${id}`))).exists()).toBe(false);
});

it('the hourly ceiling the function keeps is read by an admin alone (as the whole data set is), and written by no client', async () => {
  const { db } = await visitor();
  await expect(get(ref(admin, 'topesConsultas/hora'))).resolves.toBeDefined();
  await denied(get(ref(recibos, 'topesConsultas/hora')));
  await denied(get(ref(db, 'topesConsultas/hora')));
  await denied(set(ref(admin, 'topesConsultas/hora'), { tope: 1_000_000, ultima: Date.now() }));
});

it('an admin writes a valid inquiry; it reads back as sent, new, at the server time', async () => {
  const { db, uid } = await visitor();
  const before = Date.now();
  const id = await send(db, uid);
  const stored = (await get(ref(admin, `consultas/${id}`))).val() as Record<string, unknown>;
  expect(stored).toMatchObject({
    nombre: 'Ana Prueba',
    telefono: '+54 9 11 5555-0000',
    fecha: '2030-12-12',
    invitados: 80,
    alquiler: '4hs',
    adicionales: { camarera: 2, inflable: 1 },
    estado: 'nueva',
  });
  expect(stored.creadaEn).toBeGreaterThanOrEqual(before - 5_000);
});

it('only the required fields are enough', async () => {
  const { db, uid } = await visitor();
  const id = await send(db, uid, { nombre: 'B', telefono: '1155550000', fecha: '2028-02-29', estado: 'nueva', creadaEn: serverTimestamp() });
  expect((await get(ref(admin, `consultas/${id}/fecha`))).val()).toBe('2028-02-29');
});

it('the public, a visitor and the recibos role cannot read inquiries or limits', async () => {
  const { db, uid } = await visitor();
  const id = await send(db, uid);
  await denied(get(ref(notSignedIn, 'consultas')));
  await denied(get(ref(db, 'consultas')));
  await denied(get(ref(db, `consultas/${id}`)));
  await denied(get(ref(db, `limiteConsultas/${uid}`)));
  await denied(get(ref(recibos, 'consultas')));
  await denied(get(ref(notSignedIn, 'limiteConsultas')));
});

it('someone without any identity cannot send', async () => {
  const id = push(ref(notSignedIn, 'consultas')).key;
  await denied(set(ref(notSignedIn, `consultas/${id}`), inquiry()));
});

describe('the rules refuse', () => {
  it.each<[string, Record<string, unknown>]>([
    ['an empty name', { nombre: '' }],
    ['a name of 121 characters', { nombre: 'a'.repeat(121) }],
    ['a name that is a number', { nombre: 42 }],
    ['a phone with letters', { telefono: 'llamame' }],
    ['a phone of 5 characters', { telefono: '12345' }],
    ['a phone of 41 characters', { telefono: '1'.repeat(41) }],
    ['31 April', { fecha: '2030-04-31' }],
    ['29 February of a common year', { fecha: '2030-02-29' }],
    ['a month 13', { fecha: '2030-13-01' }],
    ['a date in another format', { fecha: '12/12/2030' }],
    ['a date as a number', { fecha: 20301212 }],
    ['0 guests', { invitados: 0 }],
    ['2001 guests', { invitados: 2001 }],
    ['2.5 guests', { invitados: 2.5 }],
    ['guests as text', { invitados: '80' }],
    ['an unknown rental', { alquiler: '5hs' }],
    ['an unknown extra', { adicionales: { dj: 1 } }],
    ['100 of an extra', { adicionales: { camarera: 100 } }],
    ['a message of 1001 characters', { mensaje: 'a'.repeat(1001) }],
    ['an unknown status', { estado: 'archivada' }],
    ['a time after the server time', { creadaEn: Date.now() + 3_600_000 }],
    ['a field the shape does not have', { sitioWeb: 'http://spam.example' }],
    ['no phone', { telefono: null }],
  ])('%s', async (_what, overrides) => {
    const { db, uid } = await visitor();
    await denied(send(db, uid, inquiry(overrides)));
  });
});

describe('staff', () => {
  let id: string;
  let visitorDb: Database;

  beforeAll(async () => {
    const { db, uid } = await visitor();
    visitorDb = db;
    id = await send(db, uid);
  });

  it('an admin lists the inquiries', async () => {
    const all = (await get(ref(admin, 'consultas'))).val() as Record<string, unknown>;
    expect(Object.keys(all)).toContain(id);
  });

  it('an admin changes the status to each of the four, and to nothing else', async () => {
    for (const estado of ['contactada', 'presupuestada', 'descartada', 'nueva']) {
      await set(ref(admin, `consultas/${id}/estado`), estado);
      expect((await get(ref(admin, `consultas/${id}/estado`))).val()).toBe(estado);
    }
    await denied(set(ref(admin, `consultas/${id}/estado`), 'archivada'));
  });

  it('nobody changes what the visitor wrote, nor the status but an admin', async () => {
    await denied(set(ref(admin, `consultas/${id}/nombre`), 'Otro nombre'));
    await denied(set(ref(admin, `consultas/${id}/fecha`), '2030-12-24'));
    await denied(set(ref(admin, `consultas/${id}/creadaEn`), 1));
    await denied(set(ref(recibos, `consultas/${id}/estado`), 'contactada'));
    await denied(set(ref(visitorDb, `consultas/${id}/estado`), 'contactada'));
    await denied(set(ref(notSignedIn, `consultas/${id}/estado`), 'contactada'));
  });

  it('nobody deletes an inquiry, not even an admin', async () => {
    await denied(remove(ref(visitorDb, `consultas/${id}`)));
    await denied(remove(ref(recibos, `consultas/${id}`)));
    await denied(remove(ref(admin, `consultas/${id}`)));
    await denied(remove(ref(admin, 'consultas')));
    await denied(update(ref(admin), { [`consultas/${id}`]: null }));
    expect((await get(ref(admin, `consultas/${id}/nombre`))).val()).toBe('Ana Prueba');
  });
});

it('an admin sets the status through the data layer, nobody else (@salon/firebase/consultas)', async () => {
  const { db, uid } = await visitor();
  const id = await send(db, uid, inquiry({ nombre: 'Carla', fecha: '2030-06-20', invitados: 30, abiertaEn: 1 }));
  await setInquiryStatus(id, 'contactada', admin);
  expect((await get(ref(admin, `consultas/${id}`))).val()).toMatchObject({
    nombre: 'Carla',
    fecha: '2030-06-20',
    invitados: 30,
    estado: 'contactada',
    abiertaEn: 1,
  });
  await denied(setInquiryStatus(id, 'descartada', db));
});

describe('the rules keep the quote', () => {
  const QUOTE = {
    mes: 12,
    fecha: '2030-12-14',
    alquiler: '4hs',
    horasExtra: 1,
    tarifa: 'finDeSemana',
    adicionales: { camarera: 2 },
    precios: { a_precio_4hs_: 380000, c_hora_extra_finde_: 69500, e_camarera_: 30250 },
    total: 510000,
  };
  let capacity: unknown;
  beforeAll(async () => {
    capacity = (await get(ref(admin, 'config/salon/capacidad'))).val();
    await set(ref(admin, 'config/salon/capacidad'), 150);
  });
  afterAll(async () => {
    await set(ref(admin, 'config/salon/capacidad'), capacity ?? null);
    await set(ref(admin, 'reservas/2030-12-21'), null);
  });

  it('take the quote whole, and keep it as it was sent', async () => {
    const { db, uid } = await visitor();
    const id = await send(db, uid, inquiry({ fecha: '2030-12-14', alquiler: null, adicionales: null, cotizacion: QUOTE }));
    expect((await get(ref(admin, `consultas/${id}/cotizacion`))).val()).toEqual(QUOTE);
    await denied(set(ref(admin, `consultas/${id}/cotizacion/total`), 440500));
    await denied(set(ref(admin, `consultas/${id}/cotizacion/horasExtra`), null));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a quote without its total', { total: null }],
    ['a quote of another month page', { mes: 19 }],
    ['a quote with an unknown rate', { tarifa: 'feriado' }],
    ['a quote with a price that is not a price field', { precios: { z_hora_: 1 } }],
    ['a quote with a field the shape does not have', { lineas: 3 }],
  ])('refuse %s', async (_what, overrides) => {
    const { db, uid } = await visitor();
    await denied(send(db, uid, inquiry({ cotizacion: { ...QUOTE, ...overrides } })));
  });
});
