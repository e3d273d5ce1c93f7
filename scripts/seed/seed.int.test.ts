// Issue 12, item 4: seeding never overwrites the books. Seed an empty database, issue receipts, restart the
// server on the same files, seed again (as `npm start` does at every start): every receipt, the counter,
// budgets, bookings and staff are exactly as they were. Its own server on a free port, with the real rules.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp } from 'firebase-admin/app';
import { getDatabase, ServerValue } from 'firebase-admin/database';
import { LOCAL_HOST, PORTS } from '../lib/ports';
import { newAdminSecret } from '../local-rtdb/secret';
import { startRtdbServer, type RtdbServer } from '../local-rtdb/server';
import { localAdminApp, seedIfEmpty } from './seed';

const RULES = path.join(__dirname, '../../database.rules.json');

it('seed, issue receipts, restart, seed again: everything intact', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-siembra-'));
  const dataFile = path.join(dir, 'rtdb.json');
  // Admin there needs the server's secret, the same across the restart; firebase-admin carries it in the host.
  const adminSecret = newAdminSecret();
  const start = (port = 0) => startRtdbServer({ port, rules: RULES, dataFile, adminSecret, log: () => undefined });
  let server: RtdbServer = await start();
  const port = server.port;
  const previousHost = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${adminSecret}@127.0.0.1:${port}`;
  // The demo staff are made in the running Auth emulator, as at every start.
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${LOCAL_HOST}:${PORTS.auth}`;
  const app = localAdminApp();
  try {
    expect(await seedIfEmpty({ now: new Date('2026-11-10T15:00:00Z') })).toBe('seeded');
    const db = getDatabase(app);
    // Two receipts as the back-office issues them (counter and receipt in one write), and a booking.
    for (const numero of [2, 3]) {
      await db.ref().update({
        'contadores/recibos': numero,
        [`recibos/r${numero}`]: {
          numero,
          monto: numero * 10_000,
          concepto: 'saldo',
          medioDePago: 'efectivo',
          presupuestoId: 'demo1',
          emitidoEn: ServerValue.TIMESTAMP,
          emitidoPor: 'recibos@salon.test',
        },
      });
    }
    await db.ref('reservas/2026-12-24').set({ tipo: 'bloqueo', creadoEn: 1, creadoPor: 'demo-admin' });
    const before = (await db.ref().get()).val() as Record<string, Record<string, unknown>>;

    await server.close();
    server = await start(port);
    // A later start seeds again, with another day's demo season: the database has everything, nothing changes.
    expect(await seedIfEmpty({ now: new Date('2027-03-01T15:00:00Z') })).toBe('kept');
    const after = (await db.ref().get()).val() as Record<string, Record<string, unknown>>;
    expect(after).toEqual(before);
    expect(after.contadores).toEqual({ recibos: 3 });
    expect(Object.keys(after.recibos!).sort()).toEqual(['r1', 'r2', 'r3']);
    expect((after.recibos!.r3 as { monto: number }).monto).toBe(30_000);
    expect(after.reservas!['2026-12-24']).toEqual({ tipo: 'bloqueo', creadoEn: 1, creadoPor: 'demo-admin' });
    expect(Object.keys(after.presupuestos!)).toEqual(['demo1']);
  } finally {
    await deleteApp(app);
    await server.close();
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = previousHost;
    rmSync(dir, { recursive: true, force: true });
  }
});
