// The client's budget page as the client meets it: a budget and a receipt written as the back-office writes them
// (an admin's and a recibos client, under the rules), shared from the budget's page, and the clientBudget function
// called on the running Functions emulator: the view carries only the client's data; accepting records the name
// once (idempotent) with a history line signed by the client; a revoked or unknown token gets 404.
import { get, push, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { revokeClientLinkIn, shareBudgetWithClientIn } from '../src/staff/clientLinks';
import { annulBudgetIn } from '../src/staff/presupuestos';
import { createClients } from './rulesClients';

const URL = 'http://127.0.0.1:5001/demo-salon/us-central1/clientBudget';
const { client, closeAll } = createClients('client-budget');
let admin: Database;
let recibos: Database;

beforeAll(async () => {
  admin = await client('admin');
  recibos = await client('recibos');
});
afterAll(closeAll);

async function saveBudget(estado: string, validoHasta = '2033-02-01'): Promise<string> {
  const id = push(ref(admin, 'presupuestos')).key;
  await set(ref(admin, `presupuestos/${id}`), {
    cliente: 'Lucía Fernández',
    telefono: '11 4321-8765',
    fechaEvento: '2033-03-05',
    invitados: 80,
    alquiler: '4hs',
    horasExtra: 1,
    adicionales: { camarera: 2 },
    descuento: 10_000,
    sena: 100_000,
    notas: 'Nota interna del personal',
    estado,
    validoHasta,
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    autor: 'admin@salon.test',
    precios: { mes: 15, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000, c_hora_extra_finde_: 50_000, e_camarera_: 30_000 } },
  });
  return id;
}

const getView = (token: string) => fetch(`${URL}?token=${encodeURIComponent(token)}`);
const accept = (token: string, nombre: unknown) =>
  fetch(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, accion: 'aceptar', nombre }) });

it('shows the budget to its client, without staff data; accepting records the name once; revoking shuts it', async () => {
  const id = await saveBudget('consulta');
  // A receipt of the deposit, issued by the recibos role with the counter, as /recibo does.
  const counter = ((await get(ref(recibos, 'contadores/recibos'))).val() as number | null) ?? 0;
  const numero = counter + 1;
  await update(ref(recibos), {
    [`recibos/r${numero}`]: {
      numero,
      monto: 40_000,
      concepto: 'seña',
      medioDePago: 'efectivo',
      presupuestoId: id,
      emitidoEn: serverTimestamp(),
      emitidoPor: 'recibos@salon.test',
    },
    'contadores/recibos': numero,
  });
  const token = await shareBudgetWithClientIn(admin, id, 'admin@salon.test');

  const response = await getView(token);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const text = await response.text();
  expect(text).not.toMatch(/admin@salon|recibos@salon|Nota interna|4321|historial|autor/);
  const { presupuesto } = JSON.parse(text) as { presupuesto: Record<string, unknown> };
  expect(presupuesto).toMatchObject({
    cliente: 'Lucía Fernández',
    fechaEvento: '2033-03-05',
    estado: 'consulta',
    subtotal: 300_000 + 50_000 + 2 * 30_000,
    descuento: 10_000,
    total: 400_000,
    aceptacion: null,
    puedeAceptar: true,
    recibos: [{ numero, monto: 40_000, concepto: 'seña', anulado: false, fecha: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }],
  });
  expect(presupuesto.plan).toMatchObject([
    { concepto: 'seña', monto: 100_000, pagado: 40_000, falta: 60_000 },
    { concepto: 'saldo', monto: 300_000, venceEl: '2033-02-18', pagado: 0, falta: 300_000 },
  ]);

  // A name that is too short is refused next to the field; nothing is written.
  const short = await accept(token, 'A');
  expect(short.status).toBe(400);
  expect(await short.json()).toEqual({ error: 'Escribí tu nombre y apellido para aceptar.', campo: 'nombre' });
  expect((await get(ref(admin, `presupuestos/${id}/aceptacion`))).exists()).toBe(false);

  const accepted = await accept(token, '  Lucía   Fernández ');
  expect(accepted.status).toBe(200);
  const after = ((await accepted.json()) as { presupuesto: Record<string, unknown> }).presupuesto;
  expect(after).toMatchObject({ estado: 'presupuestado', aceptacion: { nombre: 'Lucía Fernández' }, puedeAceptar: false });
  const stored = (await get(ref(admin, `presupuestos/${id}`))).val() as Record<string, unknown>;
  expect(stored.estado).toBe('presupuestado');
  expect(stored.aceptacion).toEqual({ nombre: 'Lucía Fernández', en: expect.any(Number) });
  expect(stored).not.toHaveProperty('historial');
  const history = Object.values((await get(ref(admin, `historialPresupuestos/${id}`))).val() as Record<string, unknown>);
  expect(history).toEqual([
    { estado: 'presupuestado', por: 'cliente: Lucía Fernández', en: (stored.aceptacion as { en: number }).en, nota: 'Presupuesto aceptado por el cliente' },
  ]);

  // Accepting again (even with another name) changes nothing.
  expect((await accept(token, 'Otra Persona')).status).toBe(200);
  expect((await get(ref(admin, `presupuestos/${id}`))).val()).toEqual(stored);
  expect(Object.values((await get(ref(admin, `historialPresupuestos/${id}`))).val() as Record<string, unknown>)).toEqual(history);

  // Staff edits keep the acceptance (and cannot remove it).
  await update(ref(admin), { [`presupuestos/${id}/invitados`]: 90, [`presupuestos/${id}/actualizadoEn`]: serverTimestamp() });
  expect((await get(ref(admin, `presupuestos/${id}/aceptacion/nombre`))).val()).toBe('Lucía Fernández');

  await revokeClientLinkIn(admin, id, token);
  const revoked = await getView(token);
  expect(revoked.status).toBe(404);
  expect(await revoked.json()).toEqual({ error: 'Este enlace ya no es válido. Pedile al salón que te envíe uno nuevo.' });
  expect((await accept(token, 'Lucía Fernández')).status).toBe(404);
});

it('an unknown or malformed token gets 404; an annulled budget cannot be accepted', async () => {
  expect((await getView('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8')).status).toBe(404);
  expect((await getView('corto')).status).toBe(404);
  expect((await fetch(URL)).status).toBe(404);

  const id = await saveBudget('presupuestado');
  const token = await shareBudgetWithClientIn(admin, id, 'admin@salon.test');
  await annulBudgetIn(admin, { id, fechaEvento: '2033-03-05' }, 'El cliente eligió otra fecha', 'admin@salon.test');
  const view = ((await (await getView(token)).json()) as { presupuesto: Record<string, unknown> }).presupuesto;
  expect(view).toMatchObject({ estado: 'anulado', anulado: true, plan: [], puedeAceptar: false });
  const refused = await accept(token, 'Lucía Fernández');
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ error: 'Este presupuesto está anulado: ya no se puede aceptar.' });
  expect((await get(ref(admin, `presupuestos/${id}/aceptacion`))).exists()).toBe(false);
});

it('a budget past its «Válido hasta» day is shown as expired and cannot be accepted', async () => {
  // 2026-11-01 has passed on any day this test runs (the function reads the server's clock).
  const id = await saveBudget('presupuestado', '2026-11-01');
  const token = await shareBudgetWithClientIn(admin, id, 'admin@salon.test');
  const view = ((await (await getView(token)).json()) as { presupuesto: Record<string, unknown> }).presupuesto;
  expect(view).toMatchObject({ validoHasta: '2026-11-01', vencido: true, puedeAceptar: false, total: 400_000 });
  const refused = await accept(token, 'Lucía Fernández');
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ error: 'Este presupuesto ya venció: pedile al salón uno actualizado para aceptarlo.' });
  expect((await get(ref(admin, `presupuestos/${id}/aceptacion`))).exists()).toBe(false);
  expect((await get(ref(admin, `presupuestos/${id}/estado`))).val()).toBe('presupuestado');
});
