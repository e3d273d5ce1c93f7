// Rules of presupuestos/{id}, through the real client SDK against the running local backend: only admin
// writes, admin and recibos read, and every field is checked (a malformed budget changes nothing).
import { get, push, ref, remove, serverTimestamp, set, type Database } from 'firebase/database';
import { releaseBudgetDateIn, reserveBudgetDateIn } from '../src/staff/presupuestos';
import { createClients, denied } from './rulesClients';

const { client, closeAll } = createClients('presupuestos');
let admin: Database;
let recibos: Database;
let anonymous: Database;
let signedInWithoutRole: Database;
const created: string[] = [];

const valid = () => ({
  cliente: 'Prueba de reglas',
  telefono: '11 4444-5555',
  fechaEvento: '2031-05-10',
  invitados: 50,
  alquiler: '4hs',
  horasExtra: 1,
  adicionales: { camarera: 2, parrillero: 1 },
  descuento: 10_000,
  sena: 50_000,
  notas: 'Sin notas',
  estado: 'borrador',
  validoHasta: '2031-04-30',
  creadoEn: serverTimestamp(),
  actualizadoEn: serverTimestamp(),
  autor: 'admin@salon.test',
  precios: { mes: 17, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000, c_hora_extra_finde_: 50_000 } },
});

function newId(): string {
  const key = push(ref(admin, 'presupuestos')).key as string;
  created.push(key);
  return key;
}

beforeAll(() => {
  admin = client('admin');
  recibos = client('recibos');
  anonymous = client('anonimo');
  signedInWithoutRole = client('sinRol');
});

afterAll(async () => {
  await Promise.all(created.map((id) => remove(ref(admin, `presupuestos/${id}`))));
  await closeAll();
});

it('an admin saves a complete budget, with its copy of the prices, and edits it', async () => {
  const id = newId();
  await set(ref(admin, `presupuestos/${id}`), valid());
  const stored = (await get(ref(recibos, `presupuestos/${id}`))).val();
  expect(stored).toMatchObject({ cliente: 'Prueba de reglas', precios: { mes: 17, valores: { a_precio_4hs_: 300_000 } } });
  expect(typeof stored.creadoEn).toBe('number');
  await set(ref(admin, `presupuestos/${id}`), { ...valid(), creadoEn: stored.creadoEn, estado: 'enviado' });
  expect((await get(ref(admin, `presupuestos/${id}/estado`))).val()).toBe('enviado');
});

it('keeps the creation time of an edited budget', async () => {
  const id = newId();
  await set(ref(admin, `presupuestos/${id}`), valid());
  await denied(set(ref(admin, `presupuestos/${id}`), { ...valid(), creadoEn: 12345 }));
});

it.each([
  ['recibos', () => recibos],
  ['a user without a role', () => signedInWithoutRole],
  ['a visitor', () => anonymous],
])('%s cannot write budgets', async (_who, db) => {
  await denied(set(ref(db(), `presupuestos/${newId()}`), valid()));
});

it('visitors and users without a role cannot read budgets', async () => {
  await denied(get(ref(anonymous, 'presupuestos')));
  await denied(get(ref(signedInWithoutRole, 'presupuestos')));
});

it.each([
  ['no client', { cliente: '' }],
  ['a client name too long', { cliente: 'x'.repeat(121) }],
  ['no phone', { telefono: '' }],
  ['a malformed event date', { fechaEvento: '10/05/2031' }],
  ['fractional guests', { invitados: 10.5 }],
  ['negative extra hours', { horasExtra: -1 }],
  ['an unknown rental', { alquiler: '8hs' }],
  ['an unknown add-on', { adicionales: { dragon: 1 } }],
  ['a negative discount', { descuento: -1 }],
  ['a deposit as text', { sena: 'cien mil' }],
  ['an unknown status', { estado: 'perdido' }],
  ['a malformed validity', { validoHasta: 'mañana' }],
  ['a future creation time', { creadoEn: Date.now() + 86_400_000 }],
  ['a price copy of month 5', { precios: { mes: 5, tarifa: 'semana', valores: {} } }],
  ['an unknown price field', { precios: { mes: 7, tarifa: 'semana', valores: { inventado: 1 } } }],
  ['an unknown field', { color: 'rojo' }],
])('refuses a budget with %s and stores nothing', async (_what, change) => {
  const id = newId();
  await denied(set(ref(admin, `presupuestos/${id}`), { ...valid(), ...change }));
  expect((await get(ref(admin, `presupuestos/${id}`))).exists()).toBe(false);
});

it.each(['cliente', 'telefono', 'fechaEvento', 'estado', 'validoHasta', 'autor'])('refuses a budget without %s', async (field) => {
  const budget: Record<string, unknown> = valid();
  delete budget[field];
  await denied(set(ref(admin, `presupuestos/${newId()}`), budget));
});

describe("reserving a budget's date in the calendar", () => {
  const DATE = '2097-06-12';
  afterEach(() => remove(ref(admin, `reservas/${DATE}`)));

  it('marks the date busy for the budget, and frees it only for that budget', async () => {
    await expect(reserveBudgetDateIn(admin, DATE, 'presupuestoA', 'admin@salon.test')).resolves.toBe('reservada');
    expect((await get(ref(anonymous, `reservas/${DATE}`))).val()).toMatchObject({ tipo: 'evento', presupuestoId: 'presupuestoA', creadoPor: 'admin@salon.test' });
    // Reserving again for the same budget changes nothing; another budget finds it taken.
    await expect(reserveBudgetDateIn(admin, DATE, 'presupuestoA', 'admin@salon.test')).resolves.toBe('reservada');
    await expect(reserveBudgetDateIn(admin, DATE, 'presupuestoB', 'admin@salon.test')).resolves.toBe('ocupada');
    await expect(releaseBudgetDateIn(admin, DATE, 'presupuestoB')).resolves.toBe(false);
    expect((await get(ref(admin, `reservas/${DATE}/presupuestoId`))).val()).toBe('presupuestoA');
    await expect(releaseBudgetDateIn(admin, DATE, 'presupuestoA')).resolves.toBe(true);
    expect((await get(ref(admin, `reservas/${DATE}`))).exists()).toBe(false);
  });

  it('never takes over a date staff blocked by hand', async () => {
    await set(ref(admin, `reservas/${DATE}`), { tipo: 'bloqueo', creadoEn: 1, creadoPor: 'admin@salon.test' });
    await expect(reserveBudgetDateIn(admin, DATE, 'presupuestoA', 'admin@salon.test')).resolves.toBe('ocupada');
    expect((await get(ref(admin, `reservas/${DATE}/tipo`))).val()).toBe('bloqueo');
  });

  it('gives the date to exactly one of two budgets reserving it at the same moment', async () => {
    const other = client('admin', 'otro-admin@salon.test');
    const results = await Promise.all([
      reserveBudgetDateIn(admin, DATE, 'presupuestoA', 'admin@salon.test'),
      reserveBudgetDateIn(other, DATE, 'presupuestoB', 'otro-admin@salon.test'),
    ]);
    expect([...results].sort()).toEqual(['ocupada', 'reservada']);
    const holder = (await get(ref(admin, `reservas/${DATE}/presupuestoId`))).val();
    expect(holder).toBe(results[0] === 'reservada' ? 'presupuestoA' : 'presupuestoB');
  });

  it('refuses the recibos role, and a budget id that is not a plain key', async () => {
    await expect(reserveBudgetDateIn(recibos, DATE, 'presupuestoA', 'recibos@salon.test')).rejects.toThrow(/permission_denied/i);
    await denied(set(ref(admin, `reservas/${DATE}`), { tipo: 'evento', presupuestoId: '../recibos' }));
    expect((await get(ref(admin, `reservas/${DATE}`))).exists()).toBe(false);
  });
});
