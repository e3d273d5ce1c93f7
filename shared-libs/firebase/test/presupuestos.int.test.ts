// Rules of presupuestos/{id}, through the real client SDK against the running local backend: only admin
// writes, admin and recibos read, and every field is checked (a malformed budget changes nothing).
import {
  endAt,
  equalTo,
  get,
  limitToLast,
  orderByChild,
  push,
  query,
  ref,
  remove,
  serverTimestamp,
  set,
  startAt,
  update,
  type Database,
} from 'firebase/database';
import { annulBudgetIn, createBudget, releaseBudgetDateIn, reserveBudgetDateIn, type BudgetRecord } from '../src/staff/presupuestos';
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
  const key = push(ref(admin, 'presupuestos')).key;
  created.push(key);
  return key;
}

beforeAll(async () => {
  admin = await client('admin');
  recibos = await client('recibos');
  anonymous = await client('anonimo');
  signedInWithoutRole = await client('sinRol');
});

// Budgets stay: nothing is ever deleted from the books (a budget is annulled, never removed).
afterAll(closeAll);

it('nobody deletes a budget, not even an admin', async () => {
  const id = newId();
  await set(ref(admin, `presupuestos/${id}`), valid());
  await denied(remove(ref(admin, `presupuestos/${id}`)));
  await denied(set(ref(admin, 'presupuestos'), null));
  expect((await get(ref(admin, `presupuestos/${id}/cliente`))).val()).toBe('Prueba de reglas');
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
  let budgetA: string;
  let budgetB: string;

  beforeAll(async () => {
    budgetA = newId();
    budgetB = newId();
    await set(ref(admin, `presupuestos/${budgetA}`), { ...valid(), fechaEvento: DATE });
    await set(ref(admin, `presupuestos/${budgetB}`), { ...valid(), fechaEvento: DATE });
  });

  // A held date is freed the way its budget frees it (stamping the budget); a staff booking, plainly.
  afterEach(async () => {
    const holder = (await get(ref(admin, `reservas/${DATE}/presupuestoId`))).val() as string | null;
    if (holder) await releaseBudgetDateIn(admin, DATE, holder);
    else await remove(ref(admin, `reservas/${DATE}`));
  });

  it('marks the date busy for the budget, and frees it only for that budget', async () => {
    await expect(reserveBudgetDateIn(admin, DATE, budgetA, 'uid-admin-1')).resolves.toBe('reservada');
    expect((await get(ref(anonymous, `reservas/${DATE}`))).val()).toMatchObject({ tipo: 'evento', presupuestoId: budgetA, creadoPor: 'uid-admin-1' });
    // Reserving again for the same budget changes nothing; another budget finds it taken.
    await expect(reserveBudgetDateIn(admin, DATE, budgetA, 'uid-admin-1')).resolves.toBe('reservada');
    await expect(reserveBudgetDateIn(admin, DATE, budgetB, 'uid-admin-1')).resolves.toBe('ocupada');
    await expect(releaseBudgetDateIn(admin, DATE, budgetB)).resolves.toBe(false);
    expect((await get(ref(admin, `reservas/${DATE}/presupuestoId`))).val()).toBe(budgetA);
    await expect(releaseBudgetDateIn(admin, DATE, budgetA)).resolves.toBe(true);
    expect((await get(ref(admin, `reservas/${DATE}`))).exists()).toBe(false);
  });

  it('the bookings editor can neither overwrite nor free a date a budget holds', async () => {
    await reserveBudgetDateIn(admin, DATE, budgetA, 'uid-admin-1');
    // What the editor writes: a booking of its own, or a plain removal.
    await denied(set(ref(admin, `reservas/${DATE}`), { tipo: 'bloqueo', creadoEn: 1, creadoPor: 'uid-admin-1' }));
    await denied(remove(ref(admin, `reservas/${DATE}`)));
    // Nor hand it to another budget.
    await denied(set(ref(admin, `reservas/${DATE}`), { tipo: 'evento', creadoEn: 1, creadoPor: 'uid-admin-1', presupuestoId: budgetB }));
    expect((await get(ref(anonymous, `reservas/${DATE}`))).val()).toMatchObject({ tipo: 'evento', presupuestoId: budgetA });
    // Stamping another budget does not free it either.
    await denied(update(ref(admin), { [`reservas/${DATE}`]: null, [`presupuestos/${budgetB}/actualizadoEn`]: serverTimestamp() }));
    expect((await get(ref(admin, `reservas/${DATE}/presupuestoId`))).val()).toBe(budgetA);
  });

  it('never takes over a date staff blocked by hand', async () => {
    await set(ref(admin, `reservas/${DATE}`), { tipo: 'bloqueo', creadoEn: 1, creadoPor: 'uid-admin-1' });
    await expect(reserveBudgetDateIn(admin, DATE, budgetA, 'uid-admin-1')).resolves.toBe('ocupada');
    expect((await get(ref(admin, `reservas/${DATE}/tipo`))).val()).toBe('bloqueo');
  });

  it('gives the date to exactly one of two budgets reserving it at the same moment', async () => {
    const other = await client('admin', 'otro-admin@salon.test');
    const results = await Promise.all([reserveBudgetDateIn(admin, DATE, budgetA, 'uid-admin-1'), reserveBudgetDateIn(other, DATE, budgetB, 'uid-admin-2')]);
    expect([...results].sort()).toEqual(['ocupada', 'reservada']);
    const holder = (await get(ref(admin, `reservas/${DATE}/presupuestoId`))).val();
    expect(holder).toBe(results[0] === 'reservada' ? budgetA : budgetB);
  });

  it('refuses the recibos role, a budget that does not exist, an e-mail as author and an impossible date', async () => {
    await expect(reserveBudgetDateIn(recibos, DATE, budgetA, 'uid-recibos-1')).rejects.toThrow(/permission_denied/i);
    await denied(set(ref(admin, `reservas/${DATE}`), { tipo: 'evento', presupuestoId: '../recibos' }));
    await denied(set(ref(admin, `reservas/${DATE}`), { tipo: 'evento', presupuestoId: 'noExiste' }));
    await denied(set(ref(admin, `reservas/${DATE}`), { tipo: 'bloqueo', creadoPor: 'admin@salon.test' }));
    await denied(set(ref(admin, 'reservas/2097-02-29'), { tipo: 'bloqueo' }));
    await denied(set(ref(admin, 'reservas/2097-04-31'), { tipo: 'bloqueo' }));
    expect((await get(ref(admin, `reservas/${DATE}`))).exists()).toBe(false);
    // 2096 is a leap year.
    await set(ref(admin, 'reservas/2096-02-29'), { tipo: 'bloqueo' });
    await remove(ref(admin, 'reservas/2096-02-29'));
  });
});

// Issue 13 item 5: a budget is annulled with a reason, never deleted; the record stays and its date is freed.
describe('annulling a budget', () => {
  const DATE = '2097-07-17';
  const annulment = (overrides: Record<string, unknown> = {}) => ({
    motivo: 'El cliente eligió otro salón',
    por: 'admin@salon.test',
    en: serverTimestamp(),
    ...overrides,
  });

  it('an admin annuls it with a reason: kept, marked anulado, its held date freed in the same write', async () => {
    const id = newId();
    await set(ref(admin, `presupuestos/${id}`), { ...valid(), fechaEvento: DATE });
    await expect(reserveBudgetDateIn(admin, DATE, id, 'uid-admin-1')).resolves.toBe('reservada');
    // Annulled while still holding its date: refused.
    await denied(
      update(ref(admin), {
        [`presupuestos/${id}/estado`]: 'anulado',
        [`presupuestos/${id}/anulacion`]: annulment(),
        [`presupuestos/${id}/actualizadoEn`]: serverTimestamp(),
      }),
    );
    await annulBudgetIn(admin, { id, fechaEvento: DATE }, 'El cliente eligió otro salón', 'admin@salon.test');
    const stored = (await get(ref(admin, `presupuestos/${id}`))).val();
    expect(stored).toMatchObject({
      cliente: 'Prueba de reglas',
      estado: 'anulado',
      anulacion: { motivo: 'El cliente eligió otro salón', por: 'admin@salon.test' },
    });
    expect(stored.anulacion.en).toBe(stored.actualizadoEn);
    expect((await get(ref(admin, `reservas/${DATE}`))).exists()).toBe(false);
    // Never deleted, and an annulled budget takes no date again.
    await denied(remove(ref(admin, `presupuestos/${id}`)));
    await expect(reserveBudgetDateIn(admin, DATE, id, 'uid-admin-1')).rejects.toThrow(/permission_denied/i);
    expect((await get(ref(admin, `reservas/${DATE}`))).exists()).toBe(false);
  });

  it('frees a date the budget still holds from before its event moved', async () => {
    const id = newId();
    const OLD_DATE = '2097-07-24';
    await set(ref(admin, `presupuestos/${id}`), { ...valid(), fechaEvento: OLD_DATE });
    await reserveBudgetDateIn(admin, OLD_DATE, id, 'uid-admin-1');
    await update(ref(admin, `presupuestos/${id}`), { fechaEvento: '2097-07-31', actualizadoEn: serverTimestamp() });
    await annulBudgetIn(admin, { id, fechaEvento: '2097-07-31' }, 'Se mudó y después desistió', 'admin@salon.test');
    expect((await get(ref(admin, `reservas/${OLD_DATE}`))).exists()).toBe(false);
    expect((await get(ref(admin, `presupuestos/${id}/estado`))).val()).toBe('anulado');
  });

  it('the annulment stays: it cannot be changed, removed or the status set back', async () => {
    const id = newId();
    await set(ref(admin, `presupuestos/${id}`), valid());
    await annulBudgetIn(admin, { id, fechaEvento: valid().fechaEvento }, 'Duplicado', 'admin@salon.test');
    const stored = (await get(ref(admin, `presupuestos/${id}`))).val();
    await denied(set(ref(admin, `presupuestos/${id}/anulacion/motivo`), 'Otro motivo'));
    await denied(set(ref(admin, `presupuestos/${id}/anulacion`), null));
    await denied(set(ref(admin, `presupuestos/${id}/estado`), 'enviado'));
    await denied(set(ref(admin, `presupuestos/${id}`), { ...valid(), creadoEn: stored.creadoEn, estado: 'enviado' }));
    expect((await get(ref(admin, `presupuestos/${id}`))).val()).toMatchObject({ estado: 'anulado', anulacion: { motivo: 'Duplicado' } });
  });

  it.each([
    ['anulado without its record', { estado: 'anulado' }],
    ['a record without anulado', { anulacion: annulment() }],
    ['no reason', { estado: 'anulado', anulacion: annulment({ motivo: '' }) }],
    ['a reason too long', { estado: 'anulado', anulacion: annulment({ motivo: 'x'.repeat(301) }) }],
    ['a past annulment time', { estado: 'anulado', anulacion: annulment({ en: Date.now() - 60_000 }) }],
    ['another admin’s e-mail', { estado: 'anulado', anulacion: annulment({ por: 'otra@salon.test' }) }],
    ['an unknown field in the record', { estado: 'anulado', anulacion: annulment({ color: 'rojo' }) }],
  ])('refuses annulling with %s', async (_what, change) => {
    const id = newId();
    await set(ref(admin, `presupuestos/${id}`), valid());
    await denied(update(ref(admin, `presupuestos/${id}`), { ...change, actualizadoEn: serverTimestamp() }));
    expect((await get(ref(admin, `presupuestos/${id}/estado`))).val()).toBe('borrador');
  });

  it('the recibos role cannot annul a budget', async () => {
    const id = newId();
    await set(ref(admin, `presupuestos/${id}`), valid());
    await denied(annulBudgetIn(recibos, { id, fechaEvento: valid().fechaEvento }, 'No', 'recibos@salon.test'));
  });
});

it('the list’s and /cobranzas’ queries read only their window, for admin and recibos', async () => {
  const first = newId();
  await set(ref(admin, `presupuestos/${first}`), { ...valid(), estado: 'reservado', fechaEvento: '2031-07-05' });
  const second = newId();
  await set(ref(admin, `presupuestos/${second}`), { ...valid(), estado: 'pagado', fechaEvento: '2031-07-12' });
  // The newest by when made: the last one saved.
  const newest = (await get(query(ref(recibos, 'presupuestos'), orderByChild('creadoEn'), limitToLast(1)))).val() as object;
  expect(Object.keys(newest)).toEqual([second]);
  const held = (await get(query(ref(admin, 'presupuestos'), orderByChild('estado'), equalTo('reservado')))).val() as Record<string, { estado: string }>;
  expect(Object.keys(held)).toContain(first);
  expect(Object.values(held).every((budget) => budget.estado === 'reservado')).toBe(true);
  // The month's window, and only it (a database kept from an earlier run holds that run's July budgets too).
  const july = (await get(query(ref(admin, 'presupuestos'), orderByChild('fechaEvento'), startAt('2031-07-01'), endAt('2031-07-31')))).val() as Record<
    string,
    { fechaEvento: string }
  >;
  expect(Object.keys(july)).toEqual(expect.arrayContaining([first, second]));
  expect(Object.values(july).every((budget) => budget.fechaEvento >= '2031-07-01' && budget.fechaEvento <= '2031-07-31')).toBe(true);
  await denied(get(query(ref(anonymous, 'presupuestos'), orderByChild('estado'), equalTo('reservado'))));
});

it('/cobranzas finds the budgets a Mercado Pago seña came to without their date by an indexed query, whatever their day', async () => {
  const flagged = newId();
  const flag = { numero: 9_100_001, pagoMercadoPago: '1234567890', en: 1 };
  await set(ref(admin, `presupuestos/${flagged}`), { ...valid(), estado: 'presupuestado', fechaEvento: '2019-05-18', pagoSinFecha: flag });
  const plain = newId();
  await set(ref(admin, `presupuestos/${plain}`), { ...valid(), estado: 'presupuestado', fechaEvento: '2019-05-18' });
  const found = (await get(query(ref(recibos, 'presupuestos'), orderByChild('pagoSinFecha/numero'), startAt(1)))).val() as Record<
    string,
    { pagoSinFecha?: unknown }
  >;
  expect(Object.keys(found)).toContain(flagged);
  expect(Object.keys(found)).not.toContain(plain);
  expect(Object.values(found).every((budget) => budget.pagoSinFecha !== undefined)).toBe(true);
  expect(found[flagged]?.pagoSinFecha).toEqual(flag);
});

it('a list query’s payload carries no history: each budget’s lines are on their own path', async () => {
  const record: BudgetRecord = {
    cliente: 'Prueba de las líneas aparte',
    telefono: '11 4444-5555',
    fechaEvento: '2031-08-09',
    invitados: 50,
    alquiler: '4hs',
    horasExtra: 0,
    adicionales: {},
    descuento: 0,
    sena: 0,
    notas: '',
    estado: 'presupuestado',
    validoHasta: '2031-07-30',
    autor: 'admin@salon.test',
    precios: { mes: 14, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000 } },
  };
  const id = await createBudget(record, admin);
  created.push(id);
  await annulBudgetIn(admin, { id, fechaEvento: record.fechaEvento }, 'Prueba', 'admin@salon.test');
  const { creadoEn } = (await get(ref(admin, `presupuestos/${id}`))).val() as { creadoEn: number };
  const lines = Object.values((await get(ref(admin, `historialPresupuestos/${id}`))).val() as Record<string, { estado: string }>);
  expect(lines.map((line) => line.estado)).toEqual(['presupuestado', 'anulado']);
  // The list's window, a status's query (as /cobranzas' open plans) and an event month (as the figures'), as sent.
  for (const payload of [
    (await get(query(ref(admin, 'presupuestos'), orderByChild('creadoEn'), endAt(creadoEn), limitToLast(5)))).val(),
    (await get(query(ref(recibos, 'presupuestos'), orderByChild('estado'), equalTo('anulado')))).val(),
    (await get(query(ref(admin, 'presupuestos'), orderByChild('fechaEvento'), startAt('2031-08-01'), endAt('2031-08-31')))).val(),
  ] as Array<Record<string, unknown>>) {
    expect(Object.keys(payload)).toContain(id);
    expect(JSON.stringify(payload)).not.toContain('"historial"');
    expect(JSON.stringify(payload)).not.toContain('Presupuesto creado');
  }
});
