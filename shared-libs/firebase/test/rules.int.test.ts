// The database rules, proven through the real client SDK against the running local backend (seeded):
// who can read and write each path. Signed-in users carry an unsigned emulator token with their role.
import { get, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { createClients, denied } from './rulesClients';

const { client, closeAll } = createClients('rules');
let anonymous: Database;
let admin: Database;
let recibos: Database;
let signedInWithoutRole: Database;

beforeAll(() => {
  anonymous = client('anonimo');
  admin = client('admin');
  recibos = client('recibos');
  signedInWithoutRole = client('sinRol');
});

afterAll(closeAll);

describe('visitors (not signed in)', () => {
  it.each(['datosId/8', 'datosId/25', 'datosId/29', 'config/browserTitle', 'componentOrder', 'appSettings/theme', 'reservas', 'feriados_recurrentes', 'galerias', 'promociones'])(
    'can read %s',
    async (path) => {
      const snapshot = await get(ref(anonymous, path));
      expect(snapshot.exists()).toBe(true);
    },
  );

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
