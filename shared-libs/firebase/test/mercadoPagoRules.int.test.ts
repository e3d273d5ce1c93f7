// Payment records of Mercado Pago are the server's: through the real client SDK against the running local backend,
// no staff role issues a receipt naming a Mercado Pago payment, flags a budget "pago recibido sin fecha", or touches
// the webhook's own records (contadores/pagosMercadoPago, pagosMercadoPago).
import { get, push, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import { createClients, denied } from './rulesClients';

const { client, closeAll } = createClients('rules-mp');
let admin: Database;
let recibos: Database;

beforeAll(async () => {
  admin = await client('admin');
  recibos = await client('recibos');
});

afterAll(closeAll);

it('no staff role issues a receipt that names a Mercado Pago payment', async () => {
  for (const db of [recibos, admin]) {
    const numero = ((await get(ref(db, 'contadores/recibos'))).val() as number) + 1;
    const receipt = {
      numero,
      monto: 5000,
      concepto: 'seña',
      medioDePago: 'mercadopago',
      pagoMercadoPago: '1000000001',
      emitidoEn: serverTimestamp(),
      emitidoPor: db === admin ? 'admin@salon.test' : 'recibos@salon.test',
    };
    await denied(update(ref(db), { 'contadores/recibos': numero, [`recibos/r${numero}`]: receipt }));
  }
});

it("staff never flag a budget's late payment, and never touch the webhook's records", async () => {
  const id = push(ref(admin, 'presupuestos')).key;
  await set(ref(admin, `presupuestos/${id}`), {
    cliente: 'Cliente Pago',
    telefono: '11 4444-5555',
    fechaEvento: '2031-06-10',
    estado: 'presupuestado',
    validoHasta: '2031-05-30',
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    autor: 'admin@salon.test',
  });
  const flag = { numero: 1, pagoMercadoPago: '1000000001', en: 1 };
  await denied(set(ref(admin, `presupuestos/${id}/pagoSinFecha`), flag));
  await denied(update(ref(admin), { [`presupuestos/${id}/pagoSinFecha`]: flag, [`presupuestos/${id}/actualizadoEn`]: serverTimestamp() }));
  for (const db of [admin, recibos]) {
    await denied(set(ref(db, 'pagosMercadoPago/1000000001'), { numero: 1, presupuestoId: id, efecto: 'ninguno', registradoEn: 1 }));
    await denied(set(ref(db, 'contadores/pagosMercadoPago/1000000001'), { numero: 1, en: 1 }));
  }
});
