import { familyBudget } from '../__fixtures__/budgets';
import {
  clientBudgetView,
  clientHistoryAuthor,
  clientLinkMessage,
  clientLinkToken,
  clientPageUrl,
  clientSituation,
  offerExpired,
  parseAcceptance,
  parseBudgetClientLink,
  statusAfterAcceptance,
  validateAcceptanceName,
  type ClientBudgetSources,
} from './clientBudget';
import { acceptanceNote, clientSituationText } from './clientSituationText';
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
    ['María José Núñez', { ok: true, nombre: 'María José Núñez' }],
    ["Liam O'Connor", { ok: true, nombre: "Liam O'Connor" }],
    ['Ana Pérez-Gómez', { ok: true, nombre: 'Ana Pérez-Gómez' }],
    ['Juan J. D’Alessandro', { ok: true, nombre: 'Juan J. D’Alessandro' }],
    ['12345', { ok: false, message: 'Escribí tu nombre y apellido con letras, sin números ni símbolos.' }],
    ['Ana Gómez 2', { ok: false, message: 'Escribí tu nombre y apellido con letras, sin números ni símbolos.' }],
    ['ana@correo.com', { ok: false, message: 'Escribí tu nombre y apellido con letras, sin números ni símbolos.' }],
    ['Lucía', { ok: false, message: 'Escribí tu nombre y también tu apellido.' }],
    ["Ana ' -", { ok: false, message: 'Escribí tu nombre y también tu apellido.' }],
    ['A', { ok: false, message: 'Escribí tu nombre y apellido para aceptar.' }],
    [42, { ok: false, message: 'Escribí tu nombre y apellido para aceptar.' }],
    [`Ana ${'x'.repeat(117)}`, { ok: false, message: 'El nombre puede tener hasta 120 caracteres.' }],
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
      situacion: 'abierto',
      reservaHasta: null,
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
      pagoOnline: null,
      senaRecibida: false,
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

  it('a held, paid or done budget is not expired after its «Válido hasta» day, and the server refuses only a quote', () => {
    const later = new Date('2026-12-01T12:00:00-03:00');
    expect(offerExpired('presupuestado', '2026-11-20', '2026-11-21')).toBe(true);
    expect(offerExpired('presupuestado', '2026-11-20', '2026-11-20')).toBe(false);
    for (const estado of ['reservado', 'confirmado', 'pagado', 'realizado', 'anulado'] as const) {
      expect(offerExpired(estado, '2026-11-20', '2026-11-21')).toBe(false);
    }
    const confirmed = clientBudgetView(sources({ now: later, budget: budget({ estado: 'confirmado' }), receipts: [receipt(3, 100_000)] }));
    expect(confirmed).toMatchObject({ vencido: false, situacion: 'confirmado', puedeAceptar: true });
  });

  it('is null when the budget cannot be priced', () => {
    expect(clientBudgetView(sources({ budget: budget({ precios: null }) }))).toBeNull();
  });
});

describe('where the budget stands (clientSituation, clientSituationText)', () => {
  // familyBudget: $ 490.000 with a $ 100.000 deposit, for Saturday 12 December 2026.
  const text = (overrides: Partial<ClientBudgetSources>) => {
    const view = clientBudgetView(sources(overrides));
    return view && [view.situacion, clientSituationText(view), acceptanceNote(view)];
  };
  const held = budget({ estado: 'reservado', fechaEvento: SATURDAY });
  // Held on Tuesday 10 November for 7 days: it lapses at 00:00 of Wednesday 18, its last day is Tuesday 17.
  const hold = { [SATURDAY]: { tipo: 'evento', presupuestoId: 'b1', provisoria: true, venceEn: Date.parse('2026-11-18T00:00:00-03:00') } };

  it('a quote still valid does not hold the date, and says so next to the acceptance', () => {
    expect(text({})).toEqual([
      'abierto',
      'Este presupuesto es válido hasta el viernes 20 de noviembre de 2026 y todavía no reserva la fecha.',
      'Escribí tu nombre y apellido y confirmá: el salón va a ver que aceptaste este presupuesto. Aceptarlo no reserva la fecha; para eso, coordiná la seña con el salón.',
    ]);
  });

  it('a held date says until when, and what confirms it', () => {
    expect(text({ budget: held, bookings: hold })).toEqual([
      'reservado',
      'Tu fecha está reservada provisoriamente hasta el martes 17 de noviembre de 2026. Para confirmarla, pagá la seña ($ 100.000) antes de que venza la reserva.',
      'Escribí tu nombre y apellido y confirmá: el salón va a ver que aceptaste este presupuesto.',
    ]);
    expect(clientBudgetView(sources({ budget: held, bookings: hold }))?.reservaHasta).toBe('2026-11-17');
    // Another budget's hold on that day is not this one's.
    const other = { [SATURDAY]: { ...hold[SATURDAY], presupuestoId: 'b2' } };
    expect(text({ budget: held, bookings: other })?.[1]).toBe('Tu fecha está reservada provisoriamente. Para confirmarla, pagá la seña ($ 100.000).');
  });

  it('a confirmed budget with its deposit paid never says the acceptance does not hold the date', () => {
    const confirmed = text({ budget: budget({ estado: 'confirmado' }), receipts: [receipt(3, 100_000)] });
    expect(confirmed).toEqual([
      'confirmado',
      'Tu fecha está confirmada: ya recibimos la seña. Falta pagar $ 390.000; el próximo pago vence el viernes 27 de noviembre de 2026.',
      'Escribí tu nombre y apellido y confirmá: el salón va a ver que aceptaste este presupuesto.',
    ]);
    // A held date whose deposit is paid is firm for the client, even before staff confirm it.
    expect(text({ budget: held, bookings: hold, receipts: [receipt(3, 100_000)] })?.[0]).toBe('confirmado');
  });

  it('paid in full, done, expired and annulled each say their own', () => {
    const all = [receipt(3, 100_000), receipt(6, 390_000, { concepto: 'saldo' })];
    expect(text({ budget: budget({ estado: 'pagado' }), receipts: all })?.slice(0, 2)).toEqual([
      'pagado',
      'Tu presupuesto está pago en su totalidad y tu fecha está confirmada. ¡Gracias!',
    ]);
    expect(text({ budget: budget({ estado: 'realizado' }), receipts: all })?.slice(0, 2)).toEqual([
      'realizado',
      'Tu evento ya se realizó y está todo pago. ¡Gracias por elegirnos!',
    ]);
    expect(text({ budget: budget({ estado: 'realizado' }), receipts: [receipt(3, 100_000)] })?.[1]).toBe(
      'Tu evento ya se realizó. ¡Gracias por elegirnos! Queda por pagar $ 390.000.',
    );
    expect(text({ now: new Date('2026-11-21T00:01:00-03:00') })?.slice(0, 2)).toEqual([
      'vencido',
      'Este presupuesto venció el viernes 20 de noviembre de 2026. Pedile al salón uno actualizado para aceptarlo.',
    ]);
    expect(text({ budget: budget({ estado: 'anulado', anulacion: { motivo: 'x', por: 'a@b.c', en: 1 } }) })?.slice(0, 2)).toEqual([
      'anulado',
      'Este presupuesto está anulado: ya no se puede aceptar ni pagar. Si querés hacer tu evento, escribinos y te armamos uno nuevo.',
    ]);
  });

  it('reads the status and the money in that order', () => {
    const money = { pagado: 0, falta: 490_000, depositPaid: false, expired: false };
    expect(clientSituation('presupuestado', money)).toBe('abierto');
    expect(clientSituation('presupuestado', { ...money, expired: true })).toBe('vencido');
    expect(clientSituation('presupuestado', { ...money, pagado: 490_000, falta: 0 })).toBe('pagado');
    expect(clientSituation('pagado', { ...money, pagado: 100_000, falta: 390_000, depositPaid: true })).toBe('confirmado');
    expect(clientSituation('confirmado', money)).toBe('confirmado');
  });
});
