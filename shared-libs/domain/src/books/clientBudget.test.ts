import { familyBudget } from '../__fixtures__/budgets';
import {
  clientBudgetView,
  clientHistoryAuthor,
  clientLinkMessage,
  clientLinkToken,
  clientPageUrl,
  parseAcceptance,
  parseBudgetClientLink,
  statusAfterAcceptance,
  validateAcceptanceName,
  type ClientBudgetSources,
} from './clientBudget';
import { NO_HALL_FACTS } from '../site/hallFacts';
import type { StoredBudget } from './budget';
import type { Receipt } from './receipt';

// The fixed clock of the tests: Tuesday 10 November 2026, noon in Buenos Aires.
const NOW = new Date('2026-11-10T12:00:00-03:00');
const SATURDAY = '2026-12-12';
const TOKEN = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';

const budget = (overrides: Partial<StoredBudget> = {}): StoredBudget => ({
  ...familyBudget({ notas: 'Nota interna: cliente difícil', validoHasta: '2026-11-20', creadoEn: new Date('2026-11-02T10:00:00-03:00').getTime() }),
  id: 'b1',
  ...overrides,
});

const receipt = (numero: number, monto: number, overrides: Partial<Receipt> = {}): Receipt => ({
  numero,
  monto,
  concepto: 'seña',
  medioDePago: 'efectivo',
  cliente: 'Familia Pérez',
  detalle: '',
  presupuestoId: 'b1',
  saldoPendiente: null,
  emitidoEn: new Date('2026-11-03T15:00:00-03:00').getTime(),
  emitidoPor: 'recibos@salon.test',
  ...overrides,
});

const sources = (overrides: Partial<ClientBudgetSources> = {}): ClientBudgetSources => ({
  budget: budget(),
  acceptance: undefined,
  receipts: [],
  rawPrices: null,
  hall: { ...NO_HALL_FACTS, address: 'Av. Siempreviva 742', mapUrl: 'https://maps.example/x', cancellationPolicy: 'La seña no se devuelve.' },
  bankAccount: { holder: 'Salón Demo S.A.', alias: 'SALON.DEMO', cbu: '' },
  companyName: 'Salón Demo',
  whatsapp: '5491144445555',
  now: NOW,
  ...overrides,
});

describe('clientLinkToken and clientPageUrl', () => {
  it('encodes 32 bytes as 43 base64url characters', () => {
    expect(clientLinkToken(Uint8Array.from({ length: 32 }, (_, i) => i))).toBe(TOKEN);
  });
  it('puts the page on the site’s origin', () => {
    expect(clientPageUrl('http://localhost:8080/', TOKEN)).toBe(`http://localhost:8080/p/${TOKEN}`);
  });
  it('sends it by WhatsApp with the client’s first name', () => {
    expect(clientLinkMessage('Ana Gómez', 'http://x/p/t', 'Salón Demo')).toBe(
      'Hola Ana! Te compartimos tu presupuesto de Salón Demo: http://x/p/t Ahí vas a ver el detalle, el plan de pagos y tus recibos, podés descargarlos en PDF y aceptar el presupuesto.',
    );
  });
});

describe('parsing', () => {
  it('reads an acceptance, or null', () => {
    expect(parseAcceptance({ nombre: 'Ana Gómez', en: 5 })).toEqual({ nombre: 'Ana Gómez', en: 5 });
    expect(parseAcceptance({ nombre: '', en: 5 })).toBeNull();
    expect(parseAcceptance(null)).toBeNull();
  });
  it('reads the budget’s link only with a well-formed token', () => {
    expect(parseBudgetClientLink({ token: TOKEN, creadoEn: 7 })).toEqual({ token: TOKEN, creadoEn: 7 });
    expect(parseBudgetClientLink({ token: 'corto', creadoEn: 7 })).toBeNull();
  });
});

describe('acceptance', () => {
  it.each([
    ['  Ana   Gómez ', { ok: true, nombre: 'Ana Gómez' }],
    ['A', { ok: false, message: 'Escribí tu nombre y apellido para aceptar.' }],
    [42, { ok: false, message: 'Escribí tu nombre y apellido para aceptar.' }],
    ['x'.repeat(121), { ok: false, message: 'El nombre puede tener hasta 120 caracteres.' }],
  ])('validates the name %p', (raw, expected) => {
    expect(validateAcceptanceName(raw)).toEqual(expected);
  });
  it.each([
    ['consulta', 'presupuestado'],
    ['presupuestado', 'presupuestado'],
    ['reservado', 'reservado'],
    ['confirmado', 'confirmado'],
    ['anulado', null],
  ] as const)('from %s goes to %s', (from, to) => {
    expect(statusAfterAcceptance(from)).toBe(to);
  });
  it('signs the history as the client', () => {
    expect(clientHistoryAuthor('Ana Gómez')).toBe('cliente: Ana Gómez');
  });
});

describe('clientBudgetView', () => {
  it('shows the client’s lines, totals, plan and receipts, and no staff data', () => {
    const view = clientBudgetView(
      sources({
        receipts: [receipt(3, 60_000), receipt(4, 10_000, { anulacion: { motivo: 'error', por: 'a@b.c', en: 1 } }), receipt(5, 1, { presupuestoId: 'otro' })],
      }),
    );
    expect(view).toEqual({
      empresa: { nombre: 'Salón Demo', whatsapp: '5491144445555' },
      cliente: 'Familia Pérez',
      fechaEvento: SATURDAY,
      invitados: 60,
      validoHasta: '2026-11-20',
      estado: 'presupuestado',
      estadoTexto: 'Presupuestado',
      anulado: false,
      lineas: [
        { label: 'Alquiler del salón x 4 hs', quantity: 1, subtotal: 320_000 },
        { label: 'Hora extra fin de semana', quantity: 2, subtotal: 120_000 },
        { label: 'Camarera', quantity: 2, subtotal: 70_000 },
      ],
      subtotal: 510_000,
      descuento: 20_000,
      total: 490_000,
      plan: [
        { concepto: 'seña', monto: 100_000, venceEl: '2026-11-02', pagado: 60_000, falta: 40_000, estado: 'vencida' },
        { concepto: 'saldo', monto: 390_000, venceEl: '2026-11-27', pagado: 0, falta: 390_000, estado: 'pendiente' },
      ],
      recibos: [
        {
          numero: 3,
          fecha: '2026-11-03',
          monto: 60_000,
          concepto: 'seña',
          anulado: false,
          pagador: 'Familia Pérez',
          medioDePago: 'efectivo',
          detalle: '',
          saldoPendiente: null,
        },
        {
          numero: 4,
          fecha: '2026-11-03',
          monto: 10_000,
          concepto: 'seña',
          anulado: true,
          pagador: 'Familia Pérez',
          medioDePago: 'efectivo',
          detalle: '',
          saldoPendiente: null,
        },
      ],
      aceptacion: null,
      vencido: false,
      puedeAceptar: true,
      salon: {
        address: 'Av. Siempreviva 742',
        mapUrl: 'https://maps.example/x',
        hours: '',
        included: [],
        cancellationPolicy: 'La seña no se devuelve.',
        phone: '',
        cuit: '',
      },
      pagado: 60_000,
      falta: 430_000,
      cuenta: { holder: 'Salón Demo S.A.', alias: 'SALON.DEMO', cbu: '' },
    });
    expect(JSON.stringify(view)).not.toMatch(/admin@|recibos@|Nota interna|11 4444|otro/);
  });

  it('tells where to transfer only while something is owed, with the hall’s payment terms', () => {
    const paid = clientBudgetView(sources({ receipts: [receipt(3, 100_000), receipt(6, 390_000, { concepto: 'saldo' })] }));
    expect(paid).toMatchObject({ pagado: 490_000, falta: 0, cuenta: null });
    const annulled = clientBudgetView(sources({ budget: budget({ estado: 'anulado', anulacion: { motivo: 'x', por: 'a@b.c', en: 1 } }) }));
    expect(annulled).toMatchObject({ falta: 0, cuenta: null });
    expect(clientBudgetView(sources({ bankAccount: null }))?.cuenta).toBeNull();
    const terms = clientBudgetView(sources({ budget: budget({ sena: 0 }), terms: { porcentajeSena: 50, diasSaldo: 30 } }));
    expect(terms?.plan.map(({ monto, venceEl }) => [monto, venceEl])).toEqual([
      [245_000, '2026-11-02'],
      [245_000, '2026-11-12'],
    ]);
  });

  it('an accepted budget shows who accepted and offers no second acceptance', () => {
    const view = clientBudgetView(sources({ acceptance: { nombre: 'Ana Gómez', en: 9 } }));
    expect(view?.aceptacion).toEqual({ nombre: 'Ana Gómez', en: 9 });
    expect(view?.puedeAceptar).toBe(false);
  });

  it('an annulled budget owes nothing and cannot be accepted', () => {
    const view = clientBudgetView(sources({ budget: budget({ estado: 'anulado', anulacion: { motivo: 'x', por: 'a@b.c', en: 1 } }) }));
    expect(view?.plan).toEqual([]);
    expect(view?.puedeAceptar).toBe(false);
    expect(view?.estadoTexto).toBe('Anulado');
  });

  it('is valid through its «Válido hasta» day; the day after it is shown as expired and cannot be accepted', () => {
    const onLastDay = clientBudgetView(sources({ now: new Date('2026-11-20T23:59:00-03:00') }));
    expect(onLastDay).toMatchObject({ vencido: false, puedeAceptar: true });
    const dayAfter = clientBudgetView(sources({ now: new Date('2026-11-21T00:01:00-03:00') }));
    expect(dayAfter).toMatchObject({ vencido: true, puedeAceptar: false, total: 490_000 });
  });

  it('an accepted or annulled budget is not called expired after its «Válido hasta» day', () => {
    const later = new Date('2026-12-01T12:00:00-03:00');
    expect(clientBudgetView(sources({ now: later, acceptance: { nombre: 'Ana Gómez', en: 9 } }))).toMatchObject({ vencido: false, puedeAceptar: false });
    const annulled = budget({ estado: 'anulado', anulacion: { motivo: 'x', por: 'a@b.c', en: 1 } });
    expect(clientBudgetView(sources({ now: later, budget: annulled }))).toMatchObject({ vencido: false, anulado: true, puedeAceptar: false });
  });

  it('is null when the budget cannot be priced', () => {
    expect(clientBudgetView(sources({ budget: budget({ precios: null }) }))).toBeNull();
  });
});
