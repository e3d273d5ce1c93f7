// The database rules, proven through the real client SDK against the running local backend (seeded):
// who can read and write each path. Signed-in users carry an unsigned emulator token with their role.
import { get, push, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { confirmBudgetDateIn, extendBudgetHoldIn, holdBudgetDateIn, releaseBudgetDateIn } from '../src/staff/presupuestos';
import { revokeClientLinkIn, shareBudgetWithClientIn } from '../src/staff/clientLinks';
import { adminDb, closeAdminDb } from '../../../scripts/testing/adminDb';
import { createClients, denied } from './rulesClients';

const { client, closeAll } = createClients('rules');
let anonymous: Database;
let admin: Database;
let recibos: Database;
let signedInWithoutRole: Database;

beforeAll(async () => {
  anonymous = await client('anonimo');
  admin = await client('admin');
  recibos = await client('recibos');
  signedInWithoutRole = await client('sinRol');
});

afterAll(async () => {
  await closeAll();
  await closeAdminDb();
});

describe('visitors (not signed in)', () => {
  it.each([
    'datosId/8',
    'datosId/25',
    'datosId/29',
    'config/browserTitle',
    'componentOrder',
    'appSettings/theme',
    'reservas',
    'feriados_recurrentes',
    'galerias',
    'promociones',
  ])('can read %s', async (path) => {
    const snapshot = await get(ref(anonymous, path));
    expect(snapshot.exists()).toBe(true);
  });

  it.each(['presupuestos', 'recibos', 'contadores/recibos', 'staff'])('cannot list %s', (path) => denied(get(ref(anonymous, path))));

  it.each([
    ['datosId/8/b_precio_3hs_7', 1],
    ['appSettings/theme/primaryColor', '#000000'],
    ['config/browserTitle', 'Hackeado'],
    ['reservas/2030-01-01', { tipo: 'evento' }],
    ['recibos/x', { numero: 99, monto: 1, concepto: 'seña', emitidoEn: 1 }],
  ])('cannot write %s', (path, value) => denied(set(ref(anonymous, path), value)));
});

describe('a signed-in user without a staff role', () => {
  it('cannot write the theme', () => denied(set(ref(signedInWithoutRole, 'appSettings/theme/primaryColor'), '#000000')));
  it('cannot read budgets', () => denied(get(ref(signedInWithoutRole, 'presupuestos'))));
});

describe('the recibos role', () => {
  it('cannot write the theme', () => denied(set(ref(recibos, 'appSettings/theme/primaryColor'), '#000000')));
  it('cannot change prices', () => denied(set(ref(recibos, 'datosId/8/b_precio_3hs_7'), 1)));
  it('can read budgets and receipts', async () => {
    expect((await get(ref(recibos, 'presupuestos'))).exists()).toBe(true);
    expect((await get(ref(recibos, 'recibos'))).exists()).toBe(true);
  });
  it('can issue a receipt, taking the next number in the same write', async () => {
    const numero = ((await get(ref(recibos, 'contadores/recibos'))).val() as number) + 1;
    // Stored at recibos/r{numero} (see recibos.int.test.ts); nobody may change or remove it afterwards.
    const receipt = { numero, monto: 5000, concepto: 'saldo', medioDePago: 'efectivo', emitidoEn: serverTimestamp(), emitidoPor: 'recibos@salon.test' };
    await update(ref(recibos), { 'contadores/recibos': numero, [`recibos/r${numero}`]: receipt });
    expect((await get(ref(recibos, `recibos/r${numero}/numero`))).val()).toBe(numero);
    await denied(remove(ref(admin, `recibos/r${numero}`)));
  });
  it('cannot move the receipt counter backwards or skip numbers', async () => {
    const current = (await get(ref(recibos, 'contadores/recibos'))).val() as number;
    await denied(set(ref(recibos, 'contadores/recibos'), current + 5));
    await denied(set(ref(recibos, 'contadores/recibos'), current - 1));
  });
});

describe('the admin role', () => {
  it('can write the whole theme, and a malformed one is refused without changing it', async () => {
    const theme = (await get(ref(admin, 'appSettings/theme'))).val() as Record<string, string>;
    await set(ref(admin, 'appSettings/theme'), { ...theme, primaryColor: '#123456' });
    expect((await get(ref(anonymous, 'appSettings/theme/primaryColor'))).val()).toBe('#123456');
    await denied(set(ref(admin, 'appSettings/theme'), { ...theme, primaryColor: 42 }));
    await denied(set(ref(admin, 'appSettings/theme'), { ...theme, unaClaveDesconocida: '#fff' }));
    expect((await get(ref(anonymous, 'appSettings/theme/primaryColor'))).val()).toBe('#123456');
    await set(ref(admin, 'appSettings/theme'), theme);
  });

  it('can change a price, and only to a number', async () => {
    const path = 'datosId/8/b_precio_3hs_7';
    const before = (await get(ref(admin, path))).val() as number;
    await set(ref(admin, path), before + 1000);
    expect((await get(ref(anonymous, path))).val()).toBe(before + 1000);
    await denied(set(ref(admin, path), 'mucho'));
    await denied(set(ref(admin, path), -5));
    // Money is whole pesos (docs/storage-contract.md).
    await denied(set(ref(admin, path), 150_000.5));
    await denied(set(ref(admin, 'datosId/8/campo_inventado'), 10));
    await set(ref(admin, path), before);
  });

  it('can block a date, and a malformed booking changes nothing (all-or-nothing update)', async () => {
    await update(ref(admin), { 'reservas/2031-03-03': { tipo: 'bloqueo', creadoEn: 1 } });
    expect((await get(ref(anonymous, 'reservas/2031-03-03/tipo'))).val()).toBe('bloqueo');
    await denied(update(ref(admin), { 'reservas/2031-03-04': { tipo: 'evento' }, 'reservas/no-es-fecha': { tipo: 'evento' } }));
    expect((await get(ref(anonymous, 'reservas/2031-03-04'))).exists()).toBe(false);
    await remove(ref(admin, 'reservas/2031-03-03'));
  });

  it('keeps the tab title between 1 and 80 characters', async () => {
    await denied(set(ref(admin, 'config/browserTitle'), ''));
    await denied(set(ref(admin, 'config/browserTitle'), 'x'.repeat(81)));
  });
});

describe('the calendar feed secret (secretos/calendario)', () => {
  const PATH = 'secretos/calendario';
  const TOKEN = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
  const readers: Array<[string, () => Database]> = [
    ['visitors', () => anonymous],
    ['a signed-in user without a staff role', () => signedInWithoutRole],
    ['the recibos role', () => recibos],
  ];

  it.each(readers)('%s can neither read it nor write it', async (_who, db) => {
    await denied(get(ref(db(), PATH)));
    await denied(get(ref(db(), `${PATH}/token`)));
    await denied(set(ref(db(), PATH), { token: TOKEN, creadoEn: serverTimestamp() }));
    await denied(set(ref(db(), `${PATH}/token`), TOKEN));
  });

  it('an admin reads it and writes a new token at the server time; a malformed token, a client time, another field or a removal is refused', async () => {
    const before = (await get(ref(admin, PATH))).val() as { token: string; creadoEn: number } | null;
    try {
      await set(ref(admin, PATH), { token: TOKEN, creadoEn: serverTimestamp() });
      expect((await get(ref(admin, `${PATH}/token`))).val()).toBe(TOKEN);
      await denied(set(ref(admin, PATH), { token: 'corto', creadoEn: serverTimestamp() }));
      await denied(set(ref(admin, PATH), { token: `${TOKEN}=`, creadoEn: serverTimestamp() }));
      await denied(set(ref(admin, PATH), { token: TOKEN.replace('A', '+'), creadoEn: serverTimestamp() }));
      await denied(set(ref(admin, PATH), { token: TOKEN, creadoEn: 1 }));
      await denied(set(ref(admin, PATH), { token: TOKEN, creadoEn: serverTimestamp(), por: 'admin@salon.test' }));
      await denied(remove(ref(admin, PATH)));
      expect((await get(ref(admin, `${PATH}/token`))).val()).toBe(TOKEN);
    } finally {
      if (before) await set(ref(admin, PATH), { token: before.token, creadoEn: serverTimestamp() });
    }
  });
});

// Issue 14: provisional holds (reservas/{date}.provisoria + venceEn), config/diasReserva and the budget's status
// history (historialPresupuestos/{id}, append-only).
describe('provisional holds and the status history', () => {
  const DATE = '2098-03-14';
  const budget = (overrides: Record<string, unknown> = {}) => ({
    cliente: 'Prueba de reservas provisorias',
    telefono: '11 4444-5555',
    fechaEvento: DATE,
    estado: 'presupuestado',
    validoHasta: '2098-03-01',
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    autor: 'admin@salon.test',
    ...overrides,
  });
  const ADMIN = { uid: 'uid-admin-1', email: 'admin@salon.test' };
  let id: string;

  beforeEach(async () => {
    id = push(ref(admin, 'presupuestos')).key;
    await set(ref(admin, `presupuestos/${id}`), budget());
  });

  afterEach(async () => {
    const holder = (await get(ref(admin, `reservas/${DATE}/presupuestoId`))).val() as string | null;
    if (holder) await releaseBudgetDateIn(admin, DATE, holder);
    else await remove(ref(admin, `reservas/${DATE}`));
  });

  it('an admin holds the date: the public reads the hold (never the budget), the budget is reservado with a history line', async () => {
    await expect(holdBudgetDateIn(admin, { id, fechaEvento: DATE, estado: 'presupuestado' }, 7, ADMIN, new Date())).resolves.toBe('reservada');
    const hold = (await get(ref(anonymous, `reservas/${DATE}`))).val();
    expect(hold).toMatchObject({ tipo: 'evento', presupuestoId: id, provisoria: true, creadoPor: 'uid-admin-1' });
    expect(hold.venceEn).toBeGreaterThan(hold.creadoEn);
    await denied(get(ref(anonymous, `presupuestos/${id}`)));
    await denied(get(ref(signedInWithoutRole, `presupuestos/${id}`)));
    const stored = (await get(ref(admin, `presupuestos/${id}`))).val();
    expect(stored.estado).toBe('reservado');
    expect(stored).not.toHaveProperty('historial');
    expect(Object.values((await get(ref(admin, `historialPresupuestos/${id}`))).val())).toEqual([
      expect.objectContaining({ estado: 'reservado', por: 'admin@salon.test', en: stored.actualizadoEn }),
    ]);
    await denied(get(ref(anonymous, `historialPresupuestos/${id}`)));
    await denied(get(ref(signedInWithoutRole, `historialPresupuestos/${id}`)));
  });

  it('only an admin holds a date; recibos and visitors cannot', async () => {
    await expect(
      holdBudgetDateIn(recibos, { id, fechaEvento: DATE, estado: 'presupuestado' }, 7, { uid: 'uid-recibos-1', email: 'recibos@salon.test' }),
    ).rejects.toThrow(/permission_denied/i);
    const hold = { tipo: 'evento', presupuestoId: id, provisoria: true, venceEn: Date.now() + 86_400_000 };
    await denied(set(ref(anonymous, `reservas/${DATE}`), hold));
    await denied(set(ref(signedInWithoutRole, `reservas/${DATE}`), hold));
    expect((await get(ref(admin, `reservas/${DATE}`))).exists()).toBe(false);
  });

  it.each([
    ['provisoria without venceEn', { provisoria: true }],
    ['venceEn without provisoria', { venceEn: Date.now() + 86_400_000 }],
    ['provisoria false', { provisoria: false, venceEn: Date.now() + 86_400_000 }],
    ['venceEn as text', { provisoria: true, venceEn: 'mañana' }],
    ['venceEn before creadoEn', { provisoria: true, creadoEn: Date.now() - 1000, venceEn: Date.now() - 2000 }],
  ])('refuses a hold with %s', async (_what, fields) => {
    await denied(set(ref(admin, `reservas/${DATE}`), { tipo: 'evento', presupuestoId: id, ...fields }));
    expect((await get(ref(admin, `reservas/${DATE}`))).exists()).toBe(false);
  });

  it('a hold is only a budget’s: a staff booking cannot be provisional', () =>
    denied(set(ref(admin, `reservas/${DATE}`), { tipo: 'bloqueo', provisoria: true, venceEn: Date.now() + 86_400_000 })));

  it('extends the hold and makes it firm (confirmado), each with a history line; the bookings editor cannot', async () => {
    await holdBudgetDateIn(admin, { id, fechaEvento: DATE, estado: 'presupuestado' }, 7, ADMIN, new Date());
    const venceEn = (await get(ref(admin, `reservas/${DATE}/venceEn`))).val() as number;
    // Without stamping the budget (the bookings editor), the hold's expiry does not move.
    await denied(set(ref(admin, `reservas/${DATE}/venceEn`), venceEn + 86_400_000));
    await extendBudgetHoldIn(admin, { id, fechaEvento: DATE }, venceEn, 3, 'admin@salon.test', new Date());
    expect((await get(ref(admin, `reservas/${DATE}/venceEn`))).val()).toBe(venceEn + 3 * 86_400_000);
    await confirmBudgetDateIn(admin, { id, fechaEvento: DATE }, 'admin@salon.test');
    const firm = (await get(ref(anonymous, `reservas/${DATE}`))).val();
    expect(firm).toMatchObject({ tipo: 'evento', presupuestoId: id });
    expect(firm).not.toHaveProperty('provisoria');
    expect(firm).not.toHaveProperty('venceEn');
    expect((await get(ref(admin, `presupuestos/${id}/estado`))).val()).toBe('confirmado');
    // The recibos role reads a budget's history too (the budget's page).
    expect(
      Object.values((await get(ref(recibos, `historialPresupuestos/${id}`))).val())
        .map((entry) => (entry as { estado: string }).estado)
        .sort(),
    ).toEqual(['confirmado', 'reservado', 'reservado']);
  });

  it('the history is append-only: an admin adds lines signed with their e-mail at the server’s time, and nobody changes or drops them', async () => {
    const line = `historialPresupuestos/${id}/${push(ref(admin, 'x')).key}`;
    await update(ref(admin), {
      [line]: { estado: 'presupuestado', por: 'admin@salon.test', en: serverTimestamp(), nota: 'Llamó el cliente' },
      [`presupuestos/${id}/actualizadoEn`]: serverTimestamp(),
    });
    const written = (await get(ref(admin, line))).val();
    await denied(set(ref(admin, `${line}/nota`), 'Otra cosa'));
    await denied(set(ref(admin, `${line}/nota`), null));
    await denied(set(ref(admin, `${line}/estado`), 'confirmado'));
    await denied(set(ref(admin, line), { ...written, nota: 'Otra cosa' }));
    await denied(set(ref(admin, line), null));
    await denied(update(ref(admin), { [line]: null, [`presupuestos/${id}/actualizadoEn`]: serverTimestamp() }));
    await denied(set(ref(admin, `historialPresupuestos/${id}`), null));
    await denied(set(ref(admin, `historialPresupuestos/${id}`), { [line.split('/').pop() as string]: written }));
    // The same line rewritten as it is (an import) passes.
    await set(ref(admin, line), written);
    expect((await get(ref(admin, line))).val()).toEqual(written);
    // A budget's write leaves its history alone, and the budget no longer keeps one.
    const stored = (await get(ref(admin, `presupuestos/${id}`))).val();
    await set(ref(admin, `presupuestos/${id}`), { ...stored, notas: 'Guardado entero' });
    expect((await get(ref(admin, line))).val()).toEqual(written);
    await denied(set(ref(admin, `presupuestos/${id}/historial/h1`), { estado: 'reservado', por: 'admin@salon.test', en: serverTimestamp() }));
    // Another's e-mail, a past time, an unknown status, a budget that does not exist, the recibos role: refused.
    const next = (budgetId = id) => `historialPresupuestos/${budgetId}/${push(ref(admin, 'x')).key}`;
    await denied(set(ref(admin, next()), { estado: 'reservado', por: 'otra@salon.test', en: serverTimestamp() }));
    await denied(set(ref(admin, next()), { estado: 'reservado', por: 'admin@salon.test', en: Date.now() - 60_000 }));
    await denied(set(ref(admin, next()), { estado: 'perdido', por: 'admin@salon.test', en: serverTimestamp() }));
    await denied(set(ref(admin, next()), { estado: 'reservado', por: 'admin@salon.test', en: serverTimestamp(), otro: 1 }));
    await denied(set(ref(admin, next(push(ref(admin, 'presupuestos')).key)), { estado: 'reservado', por: 'admin@salon.test', en: serverTimestamp() }));
    await denied(set(ref(recibos, next()), { estado: 'reservado', por: 'recibos@salon.test', en: serverTimestamp() }));
  });

  it('visitors and signed-in users without a role neither read nor write a budget’s history', async () => {
    const entry = { estado: 'reservado', por: 'anonimo@salon.test', en: serverTimestamp() };
    for (const db of [anonymous, signedInWithoutRole]) {
      await denied(get(ref(db, 'historialPresupuestos')));
      await denied(get(ref(db, `historialPresupuestos/${id}`)));
      await denied(set(ref(db, `historialPresupuestos/${id}/${push(ref(admin, 'x')).key}`), entry));
      await denied(set(ref(db, `historialPresupuestos/${id}`), null));
    }
    expect((await get(ref(admin, `historialPresupuestos/${id}`))).exists()).toBe(false);
  });

  it('an import brings a new budget with its past lines, and moves the lines an older site kept inside the budget', async () => {
    const past = Date.now() - 86_400_000;
    const line = { estado: 'presupuestado', por: 'otra@salon.test', en: past, nota: 'Presupuesto creado' };
    const imported = push(ref(admin, 'presupuestos')).key;
    const record = { ...budget(), creadoEn: past, actualizadoEn: past, autor: 'otra@salon.test' };
    await update(ref(admin), { [`presupuestos/${imported}`]: record, [`historialPresupuestos/${imported}/h1`]: line });
    expect((await get(ref(admin, `historialPresupuestos/${imported}/h1`))).val()).toEqual(line);
    // Once the budget is here, a past line is refused unless it is one its budget kept inside it, as it was.
    await denied(set(ref(admin, `historialPresupuestos/${imported}/h2`), { ...line, estado: 'reservado' }));
    const older = (await get(ref(admin, `presupuestos/${id}`))).val();
    await adminDb()
      .ref(`presupuestos/${id}/historial`)
      .set({ h1: line, h2: { ...line, estado: 'reservado', por: 'admin@salon.test' } });
    await update(ref(admin), {
      [`presupuestos/${id}`]: older,
      [`historialPresupuestos/${id}/h1`]: line,
      [`historialPresupuestos/${id}/h2`]: { ...line, estado: 'reservado', por: 'admin@salon.test' },
    });
    expect((await get(ref(admin, `presupuestos/${id}/historial`))).exists()).toBe(false);
    expect(Object.keys((await get(ref(admin, `historialPresupuestos/${id}`))).val())).toEqual(['h1', 'h2']);
    await denied(set(ref(admin, `historialPresupuestos/${id}/h3`), { ...line, nota: 'Inventado' }));
  });

  it('config/cobros: everyone reads it, only an admin writes a whole percent 0–100 and whole days 0–180', async () => {
    const before = (await get(ref(anonymous, 'config/cobros'))).val();
    await set(ref(admin, 'config/cobros'), { porcentajeSena: 40, diasSaldo: 20 });
    expect((await get(ref(anonymous, 'config/cobros'))).val()).toEqual({ porcentajeSena: 40, diasSaldo: 20 });
    for (const bad of [
      { porcentajeSena: 101, diasSaldo: 20 },
      { porcentajeSena: 33.5, diasSaldo: 20 },
      { porcentajeSena: 40, diasSaldo: 181 },
      { porcentajeSena: 40 },
      { porcentajeSena: 40, diasSaldo: 20, extra: 1 },
    ])
      await denied(set(ref(admin, 'config/cobros'), bad));
    await denied(set(ref(recibos, 'config/cobros'), { porcentajeSena: 10, diasSaldo: 5 }));
    await denied(set(ref(anonymous, 'config/cobros'), { porcentajeSena: 10, diasSaldo: 5 }));
    await set(ref(admin, 'config/cobros'), before);
  });

  it('config/diasReserva: everyone reads it, only an admin writes whole days 1–60', async () => {
    const before = (await get(ref(anonymous, 'config/diasReserva'))).val();
    await set(ref(admin, 'config/diasReserva'), 10);
    expect((await get(ref(anonymous, 'config/diasReserva'))).val()).toBe(10);
    for (const bad of [0, 61, 2.5, '7']) await denied(set(ref(admin, 'config/diasReserva'), bad));
    await denied(set(ref(recibos, 'config/diasReserva'), 5));
    await denied(set(ref(anonymous, 'config/diasReserva'), 5));
    await set(ref(admin, 'config/diasReserva'), before);
  });
});

describe("config/salon (the hall's facts)", () => {
  const facts = {
    direccion: 'Av. Rivadavia 14500, Ramos Mejía',
    mapa: 'https://maps.app.goo.gl/abc123',
    capacidad: 150,
    horarios: 'Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs',
    incluye: ['Mesas y sillas', 'Vajilla'],
    politicaCancelacion: 'Con 30 días de anticipación, la seña se usa para otra fecha.',
  };

  it('is read by everyone (the seed states it)', async () => {
    expect((await get(ref(anonymous, 'config/salon'))).val()).toMatchObject({ capacidad: 150 });
    expect((await get(ref(signedInWithoutRole, 'config/salon/direccion'))).exists()).toBe(true);
  });

  it.each([
    ['a visitor', () => anonymous],
    ['a signed-in user without a role', () => signedInWithoutRole],
    ['the recibos role', () => recibos],
  ])('is not written by %s', (_who, database) => denied(set(ref(database(), 'config/salon'), facts)));

  it('is written by an admin, whole or a field at a time; a bad shape is refused and changes nothing', async () => {
    const before = (await get(ref(admin, 'config/salon'))).val() as unknown;
    try {
      await set(ref(admin, 'config/salon'), facts);
      await set(ref(admin, 'config/salon/capacidad'), 80);
      await set(ref(admin, 'config/salon'), {});
      await set(ref(admin, 'config/salon'), facts);
      for (const bad of [
        { ...facts, capacidad: 0 },
        { ...facts, capacidad: 2001 },
        { ...facts, capacidad: 80.5 },
        { ...facts, capacidad: '150' },
        { ...facts, mapa: 'http://maps.google.com/x' },
        { ...facts, mapa: 'javascript:alert(1)' },
        { ...facts, direccion: '' },
        { ...facts, direccion: 'x'.repeat(201) },
        { ...facts, incluye: ['x'.repeat(101)] },
        { ...facts, incluye: { 30: 'Una de más' } },
        { ...facts, politicaCancelacion: 'x'.repeat(2001) },
        { ...facts, telefono: '1234' },
      ]) {
        await denied(set(ref(admin, 'config/salon'), bad));
      }
      await denied(update(ref(admin, 'config/salon'), { capacidad: -1, horarios: 'De 10 a 14 hs' }));
      expect((await get(ref(admin, 'config/salon'))).val()).toEqual(facts);
    } finally {
      await set(ref(admin, 'config/salon'), before);
    }
  });
});

describe("client links (enlacesCliente) and a budget's enlaceCliente / aceptacion", () => {
  const clientBudget = () => ({
    cliente: 'Cliente Enlace',
    telefono: '11 4444-5555',
    fechaEvento: '2031-05-10',
    estado: 'presupuestado',
    validoHasta: '2031-04-30',
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    autor: 'admin@salon.test',
  });
  // Random tokens, as the page makes them (a fixed one would already exist on the second run against the same data).
  const randomBytes = (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array);

  async function newBudget(): Promise<string> {
    const id = push(ref(admin, 'presupuestos')).key;
    await set(ref(admin, `presupuestos/${id}`), clientBudget());
    return id;
  }

  it.each([
    ['visitors', () => anonymous],
    ['a signed-in user without a staff role', () => signedInWithoutRole],
    ['the recibos role', () => recibos],
  ])('%s cannot list tokens, read a link, read budgets or create a link', async (_who, db) => {
    const id = await newBudget();
    const token = await shareBudgetWithClientIn(admin, id, 'admin@salon.test', randomBytes);
    await denied(get(ref(db(), 'enlacesCliente')));
    await denied(get(ref(db(), `enlacesCliente/${token}`)));
    if (db() !== recibos) await denied(get(ref(db(), `presupuestos/${id}`)));
    await denied(shareBudgetWithClientIn(db(), id, 'admin@salon.test', randomBytes));
    await denied(revokeClientLinkIn(db(), id, token));
  });

  it('an admin shares a budget (link and budget in one write, signed, at the server time) and revokes it once', async () => {
    const id = await newBudget();
    const token = await shareBudgetWithClientIn(admin, id, 'admin@salon.test', randomBytes);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await get(ref(admin, `presupuestos/${id}/enlaceCliente/token`))).val()).toBe(token);
    // Not signed with someone else's e-mail, not a link alone, not a link naming a budget that does not exist.
    await denied(shareBudgetWithClientIn(admin, id, 'otro@salon.test', randomBytes));
    const lone = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh9';
    await denied(set(ref(admin, `enlacesCliente/${lone}`), { presupuestoId: id, creadoEn: serverTimestamp(), creadoPor: 'admin@salon.test' }));
    await denied(shareBudgetWithClientIn(admin, 'no-existe', 'admin@salon.test', randomBytes));
    // The budget cannot name a link that is not its own.
    const other = await newBudget();
    await denied(set(ref(admin, `presupuestos/${other}/enlaceCliente`), { token, creadoEn: serverTimestamp() }));
    // A link is never deleted nor moved to another budget.
    await denied(remove(ref(admin, `enlacesCliente/${token}`)));
    await denied(set(ref(admin, `enlacesCliente/${token}/presupuestoId`), other));
    await revokeClientLinkIn(admin, id, token);
    expect((await get(ref(admin, `presupuestos/${id}/enlaceCliente`))).exists()).toBe(false);
    expect((await get(ref(admin, `enlacesCliente/${token}/revocadoEn`))).val()).toEqual(expect.any(Number));
    // Revoked once: it cannot be revived nor revoked again.
    await denied(set(ref(admin, `presupuestos/${id}/enlaceCliente`), { token, creadoEn: serverTimestamp() }));
    await denied(revokeClientLinkIn(admin, id, token));
  });

  it("staff never write a client's acceptance", async () => {
    const id = await newBudget();
    await denied(set(ref(admin, `presupuestos/${id}/aceptacion`), { nombre: 'Falso', en: 1 }));
    await denied(
      update(ref(admin), { [`presupuestos/${id}/aceptacion`]: { nombre: 'Falso', en: 1 }, [`presupuestos/${id}/actualizadoEn`]: serverTimestamp() }),
    );
  });
});
