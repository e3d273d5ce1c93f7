// Issue 12, item 8: the site's own export always imports back, through the real rules
// (database.rules.json, checked by the same engine the local server runs), and changes nothing.
// Data sets are generated: budgets holding their dates, staff bookings, receipts, staff, prices, and annulled
// budgets and receipts (they carry anulacion { motivo, por, en }: docs/storage-contract.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { planImport } from '@salon/domain';
import { RtdbDatabase } from './database';
import { RulesEngine, loadRulesDefinition } from './rules';
import { normalize, toPlainValue } from './tree';
import type { Identity } from './auth';

const rules = new RulesEngine(loadRulesDefinition(JSON.parse(readFileSync(path.join(__dirname, '../../database.rules.json'), 'utf8')) as object));
// An admin as the site's import runs: a signed-in user with the role claim, so every rule applies.
const ADMIN_USER: Identity = { admin: false, auth: { uid: 'uid-admin', provider: 'password', token: { role: 'admin', email: 'admin@salon.test' } } };

function siteWith(data: unknown): RtdbDatabase {
  return new RtdbDatabase(rules, normalize(data, { now: Date.now(), existing: null, depth: 0 }), () => undefined);
}

/** What the browser exports: the whole tree as the SDK's snapshot.val() gives it, through a JSON file. */
const exported = (db: RtdbDatabase): Record<string, unknown> => JSON.parse(JSON.stringify(toPlainValue(db.root))) as Record<string, unknown>;

// Fixed instants in 2025: always in the past, as stored timestamps are.
const PAST = fc.integer({ min: 1_735_700_000_000, max: 1_767_000_000_000 });
const DAY = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
// Ids as push() makes them ('-' and 19 more). Not any key: targaryen reads keys such as 'constructor'
// off Object.prototype and refuses them (see docs/reliability.md, known limits).
const ID = fc.stringMatching(/^-[A-Za-z0-9_-]{19}$/);

const ANNULMENT = fc.record({
  motivo: fc.constantFrom('El cliente desistió', 'Cobrado dos veces'),
  por: fc.constantFrom('admin@salon.test', 'otra.admin@salon.test'),
  en: PAST,
});

const budget = fc.record({
  cliente: fc.constantFrom('Ana Pérez', 'Familia Gómez', 'Club Náutico'),
  telefono: fc.constantFrom('11 2345-6789', '+54 9 11 5555-0000'),
  fechaEvento: DAY,
  estado: fc.constantFrom('borrador', 'enviado', 'aceptado', 'rechazado'),
  validoHasta: DAY,
  creadoEn: PAST,
  actualizadoEn: PAST,
  autor: fc.constantFrom('admin@salon.test', 'Ana'),
  invitados: fc.integer({ min: 0, max: 2000 }),
  sena: fc.integer({ min: 0, max: 5_000_000 }),
});

const dataSet = fc
  .record({
    budgets: fc.uniqueArray(fc.tuple(ID, budget, fc.boolean(), fc.option(ANNULMENT, { nil: null })), { selector: ([id]) => id, maxLength: 5 }),
    staffBookings: fc.uniqueArray(fc.tuple(DAY, fc.constantFrom('evento', 'bloqueo'), PAST, fc.constantFrom('demo', 'uid-admin', 'Xy7_q-2')), {
      selector: ([day]) => day,
      maxLength: 6,
    }),
    receipts: fc.array(
      fc.tuple(fc.integer({ min: 1, max: 9_000_000 }), fc.constantFrom('seña', 'saldo', 'extras'), PAST, fc.boolean(), fc.option(ANNULMENT, { nil: null })),
      { maxLength: 6 },
    ),
    title: fc.constantFrom('Salón Las Rosas', 'Mi salón'),
    price: fc.integer({ min: 0, max: 1_000_000_000 }),
  })
  .map(({ budgets, staffBookings, receipts, title, price }) => {
    const presupuestos = Object.fromEntries(budgets.map(([id, fields, , anulacion]) => [id, anulacion ? { ...fields, estado: 'anulado', anulacion } : fields]));
    const reservas: Record<string, unknown> = {};
    for (const [day, tipo, creadoEn, creadoPor] of staffBookings) reservas[day] = { tipo, creadoEn, creadoPor };
    // A budget that holds its date (a hold wins the date over a staff booking, as the transaction makes it).
    // An annulled budget holds no date (the rules refuse it).
    for (const [id, fields, holds, anulacion] of budgets)
      if (holds && !anulacion) reservas[fields.fechaEvento] = { tipo: 'evento', creadoEn: fields.creadoEn, creadoPor: 'uid-admin', presupuestoId: id };
    const recibos: Record<string, unknown> = {};
    receipts.forEach(([monto, concepto, emitidoEn, linked, anulacion], i) => {
      const numero = i + 1;
      const budgetId = linked && budgets.length > 0 ? budgets[i % budgets.length]![0] : '';
      recibos[`r${numero}`] = {
        numero,
        monto,
        concepto,
        medioDePago: 'transferencia',
        cliente: 'Ana Pérez',
        detalle: '',
        presupuestoId: budgetId,
        emitidoEn,
        emitidoPor: 'recibos@salon.test',
        ...(anulacion ? { anulacion } : {}),
      };
    });
    return {
      config: { browserTitle: title },
      datosId: { 8: { b_precio_3hs_7: price } },
      presupuestos,
      reservas,
      recibos,
      ...(receipts.length > 0 ? { contadores: { recibos: receipts.length } } : {}),
      staff: { 'uid-admin': { email: 'admin@salon.test', role: 'admin' } },
    };
  });

it('importing the export into the same site is accepted by the rules and changes nothing', async () => {
  await fc.assert(
    fc.asyncProperty(dataSet, async (data) => {
      const site = siteWith(data);
      const file = exported(site);
      const plan = planImport(file, file);
      expect(plan.errors).toEqual([]);
      expect(plan.diff).toEqual({ added: [], changed: [], removed: [] });
      expect(await site.update([], plan.writes, ADMIN_USER)).toEqual({ ok: true });
      expect(exported(site)).toEqual(file);
    }),
    { numRuns: 60, seed: 20261125 },
  );
});

it('importing the export into an empty site gives back the same books, receipts marked as imported', async () => {
  await fc.assert(
    fc.asyncProperty(dataSet, async (data) => {
      const file = exported(siteWith(data));
      const empty = siteWith(null);
      const plan = planImport(file, {});
      expect(plan.errors).toEqual([]);
      expect(await empty.update([], plan.writes, ADMIN_USER)).toEqual({ ok: true });
      const after = exported(empty);
      // Staff are given roles on the server (npm run staff), never imported.
      const { staff: _staff, ...books } = file;
      const receipts = (after.recibos ?? {}) as Record<string, Record<string, unknown>>;
      for (const receipt of Object.values(receipts)) expect(typeof receipt.importadoEn).toBe('number');
      const withoutStamps = {
        ...after,
        ...(after.recibos ? { recibos: Object.fromEntries(Object.entries(receipts).map(([key, { importadoEn: _stamp, ...rest }]) => [key, rest])) } : {}),
      };
      expect(withoutStamps).toEqual(books);
    }),
    { numRuns: 60, seed: 20261125 },
  );
});
