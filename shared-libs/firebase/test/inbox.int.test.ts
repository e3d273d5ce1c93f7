// The staff inbox's writes and reads through the real client SDK against the running local backend: a budget made
// from an inquiry links both ways in one write and moves it to 'presupuestada' (once: a second budget is refused,
// and neither link changes later); several inquiries are archived or discarded in one write, archived ones carry
// when, and a status change takes one out of the archive; the inbox's queries read only their window.
import { equalTo, get, limitToLast, orderByChild, push, query, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { setInquiriesStatus } from '../src/staff/inbox';
import { createBudget, type BudgetRecord } from '../src/staff/presupuestos';
import { createClients, denied } from './rulesClients';

const { client, closeAll } = createClients('bandeja');
let admin: Database;
let recibos: Database;

const BUDGET: BudgetRecord = {
  cliente: 'Bandeja Prueba',
  telefono: '11 5555-0000',
  fechaEvento: '2031-06-14',
  invitados: 60,
  alquiler: '4hs',
  horasExtra: 0,
  adicionales: {},
  descuento: 0,
  sena: 0,
  notas: '',
  estado: 'presupuestado',
  validoHasta: '2031-05-30',
  autor: 'admin@salon.test',
  precios: { mes: 18, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000 } },
};

/** An inquiry as the export brings it (an admin may write one whole), new. */
async function inquiry(overrides: Record<string, unknown> = {}): Promise<string> {
  const id = push(ref(admin, 'consultas')).key;
  await set(ref(admin, `consultas/${id}`), {
    nombre: 'Bandeja Prueba',
    telefono: '11 5555-0000',
    fecha: '2031-06-14',
    estado: 'nueva',
    creadaEn: 1,
    ...overrides,
  });
  return id;
}

const read = async (db: Database, path: string): Promise<unknown> => (await get(ref(db, path))).val();

beforeAll(async () => {
  admin = await client('admin');
  recibos = await client('recibos');
});
afterAll(closeAll);

describe('a budget made from an inquiry', () => {
  it('links both ways in one write and moves the inquiry to presupuestada, out of the archive', async () => {
    const id = await inquiry({ estado: 'archivada', archivadaEn: 1 });
    const budgetId = await createBudget({ ...BUDGET, consultaId: id }, admin);
    expect(await read(admin, `presupuestos/${budgetId}/consultaId`)).toBe(id);
    expect(await read(admin, `consultas/${id}`)).toMatchObject({ estado: 'presupuestada', presupuestoId: budgetId });
    expect(await read(admin, `consultas/${id}/archivadaEn`)).toBeNull();
  });

  it('is made once: a second budget from the same inquiry is refused, and nothing of it is written', async () => {
    const id = await inquiry();
    const first = await createBudget({ ...BUDGET, consultaId: id }, admin);
    const before = Object.keys((await read(admin, 'presupuestos')) as object).length;
    await denied(createBudget({ ...BUDGET, consultaId: id }, admin));
    expect(Object.keys((await read(admin, 'presupuestos')) as object)).toHaveLength(before);
    expect(await read(admin, `consultas/${id}/presupuestoId`)).toBe(first);
  });

  it('the rules refuse a link on one side only, a link that changes, and a link that leaves the status', async () => {
    const id = await inquiry();
    const budgetId = await createBudget(BUDGET, admin);
    const other = push(ref(admin, 'presupuestos')).key;
    // The inquiry names a budget that does not name it, or the budget an inquiry that does not name it.
    await denied(update(ref(admin), { [`consultas/${id}/presupuestoId`]: budgetId, [`consultas/${id}/estado`]: 'presupuestada' }));
    await denied(set(ref(admin, `presupuestos/${budgetId}/consultaId`), id));
    // Both, but the inquiry stays new.
    await denied(update(ref(admin), { [`consultas/${id}/presupuestoId`]: budgetId, [`presupuestos/${budgetId}/consultaId`]: id }));
    const linked = await createBudget({ ...BUDGET, consultaId: id }, admin);
    // Once linked, neither side moves to another.
    await denied(set(ref(admin, `consultas/${id}/presupuestoId`), other));
    await denied(set(ref(admin, `presupuestos/${linked}/consultaId`), 'otra'));
    await denied(set(ref(admin, `consultas/${id}/presupuestoId`), null));
    // Staff keep working the inquiry and the budget: the links stay as they were.
    await setInquiriesStatus([id], 'contactada', admin);
    await update(ref(admin, `presupuestos/${linked}`), { notas: 'Llamar el lunes', actualizadoEn: serverTimestamp() });
    expect(await read(admin, `consultas/${id}`)).toMatchObject({ estado: 'contactada', presupuestoId: linked });
    expect(await read(admin, `presupuestos/${linked}/consultaId`)).toBe(id);
  });
});

describe('several inquiries at once', () => {
  it('archives two in one write, at the server time; a status change takes one out of the archive', async () => {
    const a = await inquiry();
    const b = await inquiry();
    const before = Date.now();
    await setInquiriesStatus([a, b], 'archivada', admin);
    for (const id of [a, b]) {
      expect(await read(admin, `consultas/${id}/estado`)).toBe('archivada');
      expect(await read(admin, `consultas/${id}/archivadaEn`)).toBeGreaterThanOrEqual(before - 5_000);
      expect(await read(admin, `consultas/${id}/nombre`)).toBe('Bandeja Prueba');
    }
    await setInquiriesStatus([a], 'descartada', admin);
    expect(await read(admin, `consultas/${a}/archivadaEn`)).toBeNull();
    expect(await read(admin, `consultas/${a}/estado`)).toBe('descartada');
  });

  it('refuses an archive without its time, a time on another status or not the server’s, and the recibos role', async () => {
    const id = await inquiry();
    await denied(set(ref(admin, `consultas/${id}/estado`), 'archivada'));
    await denied(set(ref(admin, `consultas/${id}/archivadaEn`), serverTimestamp()));
    await denied(update(ref(admin), { [`consultas/${id}/estado`]: 'archivada', [`consultas/${id}/archivadaEn`]: Date.now() - 60_000 }));
    await denied(setInquiriesStatus([id], 'archivada', recibos));
    const good = await inquiry();
    // One refused inquiry in the write: none of them moves.
    await denied(update(ref(admin), { [`consultas/${good}/estado`]: 'descartada', [`consultas/${id}/estado`]: 'archivada' }));
    expect(await read(admin, `consultas/${good}/estado`)).toBe('nueva');
  });
});

it('the inbox’s queries: not archived, newest last, and the new ones', async () => {
  const older = await inquiry();
  const archived = await inquiry();
  const newest = await inquiry({ estado: 'contactada' });
  await setInquiriesStatus([archived], 'archivada', admin);
  // The last three (the demo's inquiry, keyed 'demo1', sorts after every push id).
  const window = await get(query(ref(admin, 'consultas'), orderByChild('archivadaEn'), equalTo(null), limitToLast(3)));
  const keys = Object.keys(window.val() as object).filter((key) => key.startsWith('-'));
  expect(keys.slice(-2)).toEqual([older, newest]);
  expect(keys).not.toContain(archived);
  const fresh = (await get(query(ref(admin, 'consultas'), orderByChild('estado'), equalTo('nueva')))).val() as Record<string, { estado: string }>;
  expect(Object.keys(fresh)).toContain(older);
  expect(Object.keys(fresh)).not.toContain(archived);
  expect(Object.values(fresh).every((value) => value.estado === 'nueva')).toBe(true);
  await denied(get(query(ref(recibos, 'consultas'), orderByChild('estado'), equalTo('nueva'))));
});
