import {
  calendarFeedAddresses,
  calendarFeedEvents,
  calendarFeedText,
  calendarFeedToken,
  escapeCalendarText,
  foldCalendarLine,
  type CalendarFeedEvent,
} from './calendarFeed';

// Tuesday 10 November 2026, noon in Buenos Aires (scripts/testing/clock.ts).
const NOW = new Date('2026-11-10T12:00:00-03:00');
const OPTIONS = { now: NOW, uidDomain: 'demo-salon.calendario' };

const BUDGET = {
  cliente: 'María Pérez',
  telefono: '11 5555-1234',
  fechaEvento: '2026-12-05',
  invitados: 80,
  alquiler: '4hs',
  horasExtra: 1,
  adicionales: { camarera: 2, inflable: 1 },
  descuento: 20_000,
  sena: 100_000,
  notas: 'Llamar al 11 4444-0000 o escribir a maria@example.com',
  estado: 'aceptado',
  validoHasta: '2026-11-30',
  creadoEn: Date.UTC(2026, 9, 1, 12),
  actualizadoEn: Date.UTC(2026, 9, 2, 13, 30),
  autor: 'admin@salon.test',
  precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000, c_hora_extra_finde_: 40_000, e_camarera_: 35_000, h_inflable_: 25_000 } },
};

describe('calendarFeedEvents', () => {
  it('a firm booking with its budget: confirmed, client, rental, guests, add-ons and total; no phone, e-mail or notes', () => {
    const events = calendarFeedEvents({ '2026-12-05': { tipo: 'evento', presupuestoId: 'p1', creadoEn: 1 } }, { p1: BUDGET }, OPTIONS);
    expect(events).toEqual([
      {
        uid: '2026-12-05-p1@demo-salon.calendario',
        date: '2026-12-05',
        status: 'CONFIRMED',
        summary: 'María Pérez · 4 hs + 1 hora extra · 80 invitados',
        description:
          'Cliente: María Pérez\nAlquiler: 4 hs + 1 hora extra\nInvitados: 80\nAdicionales: Camarera x 2, Inflable\nTotal del presupuesto: $ 415.000',
        lastModified: Date.UTC(2026, 9, 2, 13, 30),
      },
    ]);
    const text = JSON.stringify(events);
    expect(text).not.toContain('5555');
    expect(text).not.toContain('4444');
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('admin@salon.test');
  });

  it('a provisional hold is tentative, says so first and when it lapses (hall time); a lapsed one is left out', () => {
    const bookings = {
      '2026-12-12': { tipo: 'evento', presupuestoId: 'p2', provisoria: true, venceEn: Date.UTC(2026, 10, 17, 21, 0) },
      '2026-12-19': { tipo: 'evento', presupuestoId: 'p3', provisoria: true, venceEn: Date.UTC(2026, 10, 10, 14, 59) },
    };
    const budgets = {
      p2: {
        ...BUDGET,
        cliente: 'Juan Gómez',
        fechaEvento: '2026-12-12',
        alquiler: '3hs',
        horasExtra: 0,
        invitados: 1,
        adicionales: {},
        precios: undefined,
        estado: 'enviado',
      },
      p3: { ...BUDGET, fechaEvento: '2026-12-19' },
    };
    expect(calendarFeedEvents(bookings, budgets, OPTIONS)).toEqual([
      {
        uid: '2026-12-12-p2@demo-salon.calendario',
        date: '2026-12-12',
        status: 'TENTATIVE',
        summary: 'Reservado provisoriamente: Juan Gómez · 3 hs · 1 invitado',
        description: 'Reserva provisoria: vence el 17/11/2026 a las 18:00 si no se confirma.\nCliente: Juan Gómez\nAlquiler: 3 hs\nInvitados: 1',
        lastModified: Date.UTC(2026, 9, 2, 13, 30),
      },
    ]);
  });

  it('leaves out annulled budgets, blocked dates, bad keys and events more than a year old; keeps a booking without a budget', () => {
    const bookings = {
      '2026-12-24': { tipo: 'evento', presupuestoId: 'anulado' },
      '2026-12-26': { tipo: 'evento', presupuestoId: 'anuladoSinRegistro' },
      '2026-12-31': { tipo: 'bloqueo' },
      '2026-02-30': { tipo: 'evento' },
      '2025-11-09': { tipo: 'evento' },
      '2025-11-10': { tipo: 'evento', creadoEn: Date.UTC(2025, 9, 1) },
      '2027-01-09': { tipo: 'evento', presupuestoId: 'noExiste' },
    };
    const budgets = {
      anulado: { ...BUDGET, estado: 'anulado', anulacion: { motivo: 'Cancelado', por: 'admin@salon.test', en: 1 } },
      anuladoSinRegistro: { ...BUDGET, estado: 'anulado' },
    };
    expect(calendarFeedEvents(bookings, budgets, OPTIONS)).toEqual([
      {
        uid: '2025-11-10-reserva@demo-salon.calendario',
        date: '2025-11-10',
        status: 'CONFIRMED',
        summary: 'Evento reservado',
        description: 'Fecha marcada como evento en la administración.',
        lastModified: Date.UTC(2025, 9, 1),
      },
      {
        uid: '2027-01-09-noExiste@demo-salon.calendario',
        date: '2027-01-09',
        status: 'CONFIRMED',
        summary: 'Evento reservado',
        description: 'El presupuesto de esta reserva no se encontró.',
        lastModified: null,
      },
    ]);
  });

  it('reads nothing from a missing or malformed branch', () => {
    expect(calendarFeedEvents(null, {}, OPTIONS)).toEqual([]);
    expect(calendarFeedEvents({ '2026-12-05': 'evento' }, {}, OPTIONS)).toEqual([]);
  });
});

describe('escapeCalendarText', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops control characters', () => {
    expect(escapeCalendarText('a\\b; c, d\r\ne\nf\u0007g\th')).toBe('a\\\\b\\; c\\, d\\ne\\nfg h');
  });
});

describe('foldCalendarLine', () => {
  it('keeps a line of 75 octets whole and folds the 76th onto a line starting with a space', () => {
    expect(foldCalendarLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldCalendarLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    expect(foldCalendarLine('X'.repeat(75 + 74 + 1))).toBe(`${'X'.repeat(75)}\r\n ${'X'.repeat(74)}\r\n X`);
  });

  it('never splits a UTF-8 character: "ñ" is two octets, "🎉" four', () => {
    // 74 octets, then ñ (2 octets) does not fit in the first 75.
    expect(foldCalendarLine(`${'a'.repeat(74)}ñb`)).toBe(`${'a'.repeat(74)}\r\n ñb`);
    expect(foldCalendarLine(`${'a'.repeat(72)}🎉`)).toBe(`${'a'.repeat(72)}\r\n 🎉`);
  });
});

describe('calendarFeedText', () => {
  const event: CalendarFeedEvent = {
    uid: '2026-12-05-p1@demo-salon.calendario',
    date: '2026-12-05',
    status: 'CONFIRMED',
    summary: 'María Pérez · 4 hs, 80 invitados',
    description: 'Cliente: María Pérez\nTotal del presupuesto: $ 390.000; seña aparte',
    lastModified: Date.UTC(2026, 9, 2, 13, 30),
  };

  it('writes the calendar, its zone and each event as all-day, line by line with CRLF', () => {
    const text = calendarFeedText(
      [
        event,
        { ...event, uid: 'x@y', date: '2026-12-31', status: 'TENTATIVE', summary: 'Reservado provisoriamente: Ana', description: '', lastModified: null },
      ],
      {
        calendarName: 'Salón · Eventos',
        now: NOW,
      },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Salon//Calendario de eventos//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'NAME:Salón · Eventos',
      'X-WR-CALNAME:Salón · Eventos',
      'X-WR-TIMEZONE:America/Argentina/Buenos_Aires',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VTIMEZONE',
      'TZID:America/Argentina/Buenos_Aires',
      'X-LIC-LOCATION:America/Argentina/Buenos_Aires',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0300',
      'TZOFFSETTO:-0300',
      'TZNAME:-03',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:2026-12-05-p1@demo-salon.calendario',
      'DTSTAMP:20261110T150000Z',
      'DTSTART;VALUE=DATE:20261205',
      'DTEND;VALUE=DATE:20261206',
      'SUMMARY:María Pérez · 4 hs\\, 80 invitados',
      'DESCRIPTION:Cliente: María Pérez\\nTotal del presupuesto: $ 390.000\\; señ',
      ' a aparte',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'LAST-MODIFIED:20261002T133000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:x@y',
      'DTSTAMP:20261110T150000Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'SUMMARY:Reservado provisoriamente: Ana',
      'DESCRIPTION:',
      'STATUS:TENTATIVE',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('every line is at most 75 octets', () => {
    const long = { ...event, summary: 'Ñandú '.repeat(40), description: 'Línea con acentos y comas, '.repeat(20) };
    for (const line of calendarFeedText([long], { calendarName: 'Salón', now: NOW }).split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
  });
});

describe('calendarFeedToken', () => {
  it('writes 32 bytes as 43 base64url characters', () => {
    expect(calendarFeedToken(new Uint8Array(32))).toBe('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(calendarFeedToken(new Uint8Array(32).fill(255))).toBe('__________________________________________8');
    expect(calendarFeedToken(Uint8Array.from({ length: 32 }, (_, i) => i))).toBe('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');
  });

  it('refuses anything but 32 bytes', () => {
    expect(() => calendarFeedToken(new Uint8Array(16))).toThrow(RangeError);
  });
});

describe('calendarFeedAddresses', () => {
  it('gives the https address and the same one as webcal', () => {
    expect(calendarFeedAddresses('https://us-central1-salon.cloudfunctions.net/calendarFeed', 'abc_-1')).toEqual({
      https: 'https://us-central1-salon.cloudfunctions.net/calendarFeed?token=abc_-1',
      webcal: 'webcal://us-central1-salon.cloudfunctions.net/calendarFeed?token=abc_-1',
    });
    expect(calendarFeedAddresses('http://localhost:5001/demo-salon/us-central1/calendarFeed', 'x').webcal).toBe(
      'webcal://localhost:5001/demo-salon/us-central1/calendarFeed?token=x',
    );
  });

  it('adds the token to an address that already has a query (a test worker’s namespace)', () => {
    expect(calendarFeedAddresses('http://localhost:5001/demo-salon/us-central1/calendarFeed?ns=demo-salon-e2e-1', 'x').https).toBe(
      'http://localhost:5001/demo-salon/us-central1/calendarFeed?ns=demo-salon-e2e-1&token=x',
    );
  });
});
