import {
  countNewInquiries,
  emptyInquiryForm,
  inquiryConfirmation,
  inquiryDateIsPast,
  inquiryDateNotice,
  inquirySendErrorMessage,
  inquiryWhatsappMessage,
  parseInquiry,
  parseInquiryList,
  validateInquiryForm,
  type InquiryForm,
} from './inquiry';
import type { AvailabilityStatus } from '../availability/availabilityIndex';
import { SATURDAY_QUOTE, STORED_SATURDAY_QUOTE } from '../__fixtures__';

const OPTIONS = { today: '2026-11-25', openedAt: 1_000_000, now: 1_010_000 };
const filled = (overrides: Partial<InquiryForm> = {}): InquiryForm => ({
  ...emptyInquiryForm({ fecha: '2026-12-12', alquiler: '4hs', invitados: 80, adicionales: { camarera: 2 } }),
  nombre: '  Ana Pérez ',
  telefono: '11 5555-0000',
  mensaje: 'Cumple de 15',
  ...overrides,
});

describe('emptyInquiryForm', () => {
  it('starts from the quote it is given', () => {
    expect(emptyInquiryForm({ fecha: '2026-12-12', alquiler: '3hs', invitados: 50, adicionales: { metegol: 1, dj: 2, camarera: 0 } as never })).toEqual({
      nombre: '',
      telefono: '',
      fecha: '2026-12-12',
      invitados: '50',
      alquiler: '3hs',
      adicionales: { metegol: 1 },
      mensaje: '',
      sitioWeb: '',
      cotizacion: null,
    });
  });

  it('leaves out an impossible date and guests outside 1–2000', () => {
    expect(emptyInquiryForm({ fecha: '2026-02-30', invitados: 0 })).toMatchObject({ fecha: '', invitados: '' });
    expect(emptyInquiryForm({ invitados: 2001 }).invitados).toBe('');
  });
});

describe('validateInquiryForm', () => {
  it('sends what was typed, trimmed, with when the form was opened', () => {
    expect(validateInquiryForm(filled(), OPTIONS)).toEqual({
      kind: 'enviar',
      inquiry: {
        nombre: 'Ana Pérez',
        telefono: '11 5555-0000',
        fecha: '2026-12-12',
        invitados: 80,
        alquiler: '4hs',
        adicionales: { camarera: 2 },
        mensaje: 'Cumple de 15',
        abiertaEn: 1_000_000,
      },
    });
  });

  it('leaves out what was not given', () => {
    expect(validateInquiryForm(filled({ invitados: '', alquiler: '', adicionales: {}, mensaje: ' ' }), OPTIONS)).toEqual({
      kind: 'enviar',
      inquiry: { nombre: 'Ana Pérez', telefono: '11 5555-0000', fecha: '2026-12-12', abiertaEn: 1_000_000 },
    });
  });

  it('says in Spanish what is missing, field by field', () => {
    expect(validateInquiryForm(filled({ nombre: ' ', telefono: '', fecha: '' }), OPTIONS)).toEqual({
      kind: 'errores',
      errors: { nombre: 'Ingresá tu nombre.', telefono: 'Ingresá un teléfono con WhatsApp.', fecha: 'Elegí la fecha del evento.' },
    });
  });

  it('refuses a past date, an impossible one, a bad phone, odd guests and a long message', () => {
    expect(validateInquiryForm(filled({ fecha: '30/02/2027' }), OPTIONS)).toEqual({ kind: 'errores', errors: { fecha: 'La fecha 30/02/2027 no existe.' } });
    expect(validateInquiryForm(filled({ fecha: '12/12' }), OPTIONS)).toEqual({
      kind: 'errores',
      errors: { fecha: 'Escribí la fecha como dd/mm/aaaa o elegila en el calendario.' },
    });
    expect(validateInquiryForm(filled({ fecha: '2026-11-24' }), OPTIONS)).toEqual({
      kind: 'errores',
      errors: { fecha: 'Esa fecha ya pasó. Elegí una fecha de hoy en adelante.' },
    });
    expect(validateInquiryForm(filled({ fecha: '2026-11-25' }), OPTIONS).kind).toBe('enviar');
    expect(validateInquiryForm(filled({ fecha: '2027-02-29' }), OPTIONS)).toEqual({ kind: 'errores', errors: { fecha: 'La fecha 29/02/2027 no existe.' } });
    expect(validateInquiryForm(filled({ telefono: 'llamame' }), OPTIONS)).toEqual({
      kind: 'errores',
      errors: { telefono: 'Ingresá un teléfono válido: solo números, espacios, +, - y paréntesis (de 6 a 40 caracteres).' },
    });
    for (const invitados of ['0', '2001', '80.5', '1.000', 'ochenta']) {
      expect(validateInquiryForm(filled({ invitados }), OPTIONS)).toEqual({
        kind: 'errores',
        errors: { invitados: 'Ingresá una cantidad de invitados entre 1 y 2000, sin puntos ni comas.' },
      });
    }
    expect(validateInquiryForm(filled({ mensaje: 'a'.repeat(1001) }), OPTIONS)).toEqual({
      kind: 'errores',
      errors: { mensaje: 'El mensaje puede tener hasta 1000 caracteres (tiene 1001).' },
    });
    expect(validateInquiryForm(filled({ nombre: 'a'.repeat(121) }), OPTIONS)).toEqual({
      kind: 'errores',
      errors: { nombre: 'El nombre puede tener hasta 120 caracteres.' },
    });
  });

  it('refuses a send less than 3 seconds after the form opened', () => {
    expect(validateInquiryForm(filled(), { ...OPTIONS, now: 1_002_999 })).toEqual({
      kind: 'errores',
      errors: { envio: 'Revisá los datos y volvé a tocar "Enviar consulta" en unos segundos.' },
    });
    expect(validateInquiryForm(filled(), { ...OPTIONS, now: 1_003_000 }).kind).toBe('enviar');
  });

  it('refuses more guests than the hall holds, when its facts say how many', () => {
    expect(validateInquiryForm(filled({ invitados: '151' }), { ...OPTIONS, capacity: 150 })).toEqual({
      kind: 'errores',
      errors: { invitados: 'El salón recibe hasta 150 invitados. Ingresá 150 o menos, o escribinos por WhatsApp.' },
    });
    expect(validateInquiryForm(filled({ invitados: '150' }), { ...OPTIONS, capacity: 150 }).kind).toBe('enviar');
    expect(validateInquiryForm(filled({ invitados: '900' }), { ...OPTIONS, capacity: null }).kind).toBe('enviar');
  });

  it('refuses a booked date and sends a held one', () => {
    const dateStatus = (date: string): AvailabilityStatus =>
      date === '2026-12-12' ? 'Ocupado' : date === '2026-12-13' ? 'Reservado provisoriamente' : 'Libre';
    expect(validateInquiryForm(filled(), { ...OPTIONS, dateStatus })).toEqual({
      kind: 'errores',
      errors: { fecha: 'La fecha del sábado 12 de diciembre de 2026 ya está reservada. Elegí otra fecha.' },
    });
    expect(validateInquiryForm(filled({ fecha: '2026-12-13' }), { ...OPTIONS, dateStatus }).kind).toBe('enviar');
  });

  it('sends the quote whole, in place of the rental and add-ons', () => {
    const cotizacion = SATURDAY_QUOTE;
    const form = { ...emptyInquiryForm({ fecha: '2026-12-12', cotizacion }), nombre: 'Ana', telefono: '11 5555-0000' };
    expect(form).toMatchObject({ alquiler: '4hs', adicionales: { camarera: 2 }, cotizacion });
    expect(validateInquiryForm(form, OPTIONS)).toEqual({
      kind: 'enviar',
      inquiry: {
        nombre: 'Ana',
        telefono: '11 5555-0000',
        fecha: '2026-12-12',
        cotizacion: STORED_SATURDAY_QUOTE,
        abiertaEn: 1_000_000,
      },
    });
  });

  it('drops a filled honeypot without a word, whatever else the form says', () => {
    expect(validateInquiryForm(filled({ sitioWeb: 'http://spam.example', nombre: '' }), { ...OPTIONS, now: OPTIONS.openedAt })).toEqual({ kind: 'descartar' });
  });
});

describe('inquiryDateNotice', () => {
  it('says a booked date is booked and a held one may be asked for, with the free dates near it', () => {
    expect(inquiryDateNotice('2026-12-12', 'Ocupado', ['2026-12-11', '2026-12-13'])).toEqual({
      kind: 'ocupada',
      message: 'La fecha del sábado 12 de diciembre de 2026 ya está reservada. Elegí otra fecha.',
      alternatives: ['2026-12-11', '2026-12-13'],
    });
    expect(inquiryDateNotice('2026-12-12', 'Reservado provisoriamente', [])).toEqual({
      kind: 'reservada',
      message: 'La fecha del sábado 12 de diciembre de 2026 está reservada provisoriamente; podés consultar igual.',
      alternatives: [],
    });
    expect(inquiryDateNotice('2026-12-12', 'Libre', ['2026-12-11'])).toBeNull();
    expect(inquiryDateNotice('2026-12-12', 'no-verificable', [])).toBeNull();
  });
});

describe('what the visitor reads', () => {
  it('confirms in Spanish, with the date when there is one', () => {
    expect(inquiryConfirmation('2026-12-12')).toBe(
      '¡Gracias! Recibimos tu consulta por el sábado 12 de diciembre de 2026. Te vamos a escribir por WhatsApp a la brevedad.',
    );
    expect(inquiryConfirmation('')).toBe('¡Gracias! Recibimos tu consulta. Te vamos a escribir por WhatsApp a la brevedad.');
  });

  it('writes the WhatsApp message that follows', () => {
    expect(inquiryWhatsappMessage({ nombre: 'Ana', fecha: '2026-12-12' })).toBe(
      'Hola! Soy Ana y acabo de dejar una consulta en la web por el sábado 12 de diciembre de 2026.',
    );
    expect(inquiryWhatsappMessage({ nombre: '', fecha: '' })).toBe('Hola! Acabo de dejar una consulta en la web.');
  });

  it('explains a refused and a failed send', () => {
    const refusal = Object.assign(new Error('Ya recibimos tu consulta. Esperá un minuto antes de enviar otra.'), { code: 'functions/resource-exhausted' });
    expect(inquirySendErrorMessage(refusal)).toBe('Ya recibimos tu consulta. Esperá un minuto antes de enviar otra.');
    // As the SDK hands it over: the HTTP status appended to the message, the Spanish alone in details.aviso.
    const asSent = Object.assign(new Error('Ya recibimos tu consulta. Esperá un minuto antes de enviar otra. [429]'), {
      code: 'functions/resource-exhausted',
      details: { aviso: 'Ya recibimos tu consulta. Esperá un minuto antes de enviar otra.' },
    });
    expect(inquirySendErrorMessage(asSent)).toBe('Ya recibimos tu consulta. Esperá un minuto antes de enviar otra.');
    const withoutDetails = Object.assign(new Error('Esa fecha ya está reservada. Elegí otra o escribinos por WhatsApp. [400]'), {
      code: 'functions/failed-precondition',
    });
    expect(inquirySendErrorMessage(withoutDetails)).toBe('Esa fecha ya está reservada. Elegí otra o escribinos por WhatsApp.');
    expect(inquirySendErrorMessage(Object.assign(new Error('internal'), { code: 'functions/internal' }))).toBe(
      'No pudimos enviar la consulta. Revisá tu conexión y probá de nuevo, o escribinos por WhatsApp.',
    );
    expect(inquirySendErrorMessage(new Error('network'))).toBe(
      'No pudimos enviar la consulta. Revisá tu conexión y probá de nuevo, o escribinos por WhatsApp.',
    );
  });
});

describe('the inbox', () => {
  const raw = {
    a: { nombre: 'Vieja', telefono: '1', fecha: '2026-12-01', estado: 'contactada', creadaEn: 100 },
    b: {
      nombre: 'Nueva',
      telefono: '2',
      fecha: '2026-12-12',
      invitados: 80,
      alquiler: '4hs',
      adicionales: { camarera: 2, dj: 1 },
      mensaje: 'Hola',
      estado: 'nueva',
      creadaEn: 300,
    },
    c: { nombre: 'Sin fecha', telefono: '3', fecha: '2026-02-30', estado: 'nueva', creadaEn: 400 },
    d: { nombre: 'Rara', telefono: '4', fecha: '2026-12-05', estado: 'otra', creadaEn: 200, invitados: 'muchos' },
  };

  it('reads newest first, leaving out what is not an inquiry and defaulting odd fields', () => {
    expect(parseInquiryList(raw)).toEqual([
      {
        id: 'b',
        nombre: 'Nueva',
        telefono: '2',
        fecha: '2026-12-12',
        invitados: 80,
        alquiler: '4hs',
        adicionales: { camarera: 2 },
        mensaje: 'Hola',
        estado: 'nueva',
        creadaEn: 300,
        cotizacion: null,
      },
      {
        id: 'd',
        nombre: 'Rara',
        telefono: '4',
        fecha: '2026-12-05',
        invitados: null,
        alquiler: null,
        adicionales: {},
        mensaje: '',
        estado: 'nueva',
        creadaEn: 200,
        cotizacion: null,
      },
      {
        id: 'a',
        nombre: 'Vieja',
        telefono: '1',
        fecha: '2026-12-01',
        invitados: null,
        alquiler: null,
        adicionales: {},
        mensaje: '',
        estado: 'contactada',
        creadaEn: 100,
        cotizacion: null,
      },
    ]);
    expect(parseInquiry('x', null)).toBeNull();
    expect(parseInquiryList(null)).toEqual([]);
  });

  it('counts the new ones and marks a past date', () => {
    expect(countNewInquiries(parseInquiryList(raw))).toBe(2);
    expect(inquiryDateIsPast({ fecha: '2026-11-24' }, '2026-11-25')).toBe(true);
    expect(inquiryDateIsPast({ fecha: '2026-11-25' }, '2026-11-25')).toBe(false);
  });
});
