/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { CHAT_TEXTS, parseHallFacts, type ChatAvailability, type HallFacts } from '@salon/domain';
import { useConversation } from './useConversation';

jest.mock('@salon/firebase/data', () => ({ callAskAI: jest.fn() }));

const busyDay = { date: '2099-01-01', status: 'Ocupado' as const, price: 100, priceType: 'tarifa de semana (3 hs)', hours: 3 };
const readyAvailability: ChatAvailability = {
  loading: false,
  ready: true,
  lookup: (date) => ({ ...busyDay, date, status: 'Libre' }),
  nearestFreeDates: () => [],
};
const source = (availability: ChatAvailability = readyAvailability) => ({ snapshot: () => availability, whenLoaded: async () => availability });

type Conversation = ReturnType<typeof useConversation>;
function mount(askAI: (prompt: string) => Promise<string>, availability?: ChatAvailability, facts: HallFacts | null = null) {
  const current: { value?: Conversation } = {};
  const stableSource = source(availability);
  function Harness() {
    current.value = useConversation(stableSource, askAI, { facts });
    return null;
  }
  render(<Harness />);
  return () => current.value!;
}

it('starts with the greeting, answers dates locally and the rest through askAI, forgetting the remembered dates', async () => {
  const askAI = jest.fn(async () => 'Respuesta de la IA');
  const conversation = mount(askAI);
  expect(conversation().messages.map((m) => m.text)).toEqual([CHAT_TEXTS.greeting]);
  await act(() => conversation().send('¿está libre el 5 de diciembre?'));
  expect(conversation().messages.at(-1)?.text).toContain('está **Libre**');
  await act(() => conversation().send('¿y el horario?'));
  expect(conversation().messages.at(-1)?.text).toContain('el alquiler es por **3 hs**');
  await act(() => conversation().send('¿tienen parrilla?'));
  expect(askAI).toHaveBeenCalledWith('¿tienen parrilla?');
  expect(conversation().messages.at(-1)).toMatchObject({ text: 'Respuesta de la IA', sender: 'bot' });
  await act(() => conversation().send('¿y cuánto cuesta?'));
  expect(conversation().messages.at(-1)?.text).toBe(CHAT_TEXTS.askForDate);
});

it('answers questions about the hall from its facts, with the map under the address; without them askAI does', async () => {
  const askAI = jest.fn(async () => 'Respuesta de la IA');
  const conversation = mount(askAI, undefined, parseHallFacts({ direccion: 'Av. Rivadavia 14500', capacidad: 150 }));
  await act(() => conversation().send('¿dónde queda?'));
  expect(conversation().messages.at(-1)).toMatchObject({
    text: 'El salón queda en **Av. Rivadavia 14500**.',
    actions: [{ kind: 'map', label: 'Ver en el mapa', path: 'https://www.google.com/maps/search/?api=1&query=Av.%20Rivadavia%2014500' }],
  });
  await act(() => conversation().send('¿cuántas personas entran?'));
  expect(conversation().messages.at(-1)?.text).toBe('El salón tiene capacidad para **hasta 150 invitados**.');
  await act(() => conversation().send('¿qué pasa si cancelo?'));
  expect(askAI).toHaveBeenCalledWith('¿qué pasa si cancelo?');
});

it('sends nothing blank and nothing while a message is processed; shows "..." and then the answer', async () => {
  let resolve: (text: string) => void = () => undefined;
  const askAI = jest.fn(() => new Promise<string>((r) => (resolve = r)));
  const conversation = mount(askAI);
  await act(async () => expect(await conversation().send('   ')).toBe(false));
  let first: Promise<boolean> = Promise.resolve(false);
  await act(async () => {
    first = conversation().send('hola');
  });
  expect(conversation().busy).toBe(true);
  expect(conversation().messages.at(-1)).toMatchObject({ text: '...', thinking: true });
  await act(async () => expect(await conversation().send('otra')).toBe(false));
  await act(async () => {
    resolve('¡Hola!');
    await first;
  });
  expect(conversation().busy).toBe(false);
  expect(conversation().messages.map((m) => m.text)).toEqual([CHAT_TEXTS.greeting, 'hola', '¡Hola!']);
  expect(askAI).toHaveBeenCalledTimes(1);
});

// Errors as the Functions SDK (0.14) makes them: its code, and the server's message with the HTTP status
// appended ("… [429]"); or, with no usable body, the code's own English name ("internal [500]").
const sdkError = (code: string, message: string) => Object.assign(new Error(message), { code: `functions/${code}` });
const WHATSAPP_HOLA = '/cotizacion-exitosa?message=Hola!%20Quisiera%20hacer%20una%20consulta.%0Ahola';

it.each([
  [
    'over the limit',
    sdkError('resource-exhausted', 'Hiciste muchas consultas seguidas. Esperá un minuto y volvé a preguntar. [429]'),
    'El asistente recibió muchas consultas seguidas. Esperá un minuto y volvé a preguntar, o escribinos por WhatsApp.',
  ],
  [
    'over the ceiling, no body',
    sdkError('resource-exhausted', 'resource-exhausted [429]'),
    'El asistente recibió muchas consultas seguidas. Esperá un minuto y volvé a preguntar, o escribinos por WhatsApp.',
  ],
  [
    'over the limit of its address, with the sentence in the details',
    Object.assign(sdkError('resource-exhausted', 'Recibimos muchas preguntas desde tu conexión. [429]'), {
      details: { aviso: 'Recibimos muchas preguntas desde tu conexión. Esperá un rato y volvé a preguntar, o escribinos por WhatsApp.' },
    }),
    'Recibimos muchas preguntas desde tu conexión. Esperá un rato y volvé a preguntar, o escribinos por WhatsApp.',
  ],
  ['a server error', sdkError('internal', 'internal [500]'), 'Lo siento, no pude procesar tu solicitud. Probá de nuevo en un rato o escribinos por WhatsApp.'],
  [
    'unavailable',
    sdkError('unavailable', 'Service Unavailable [503]'),
    'Lo siento, no pude procesar tu solicitud. Probá de nuevo en un rato o escribinos por WhatsApp.',
  ],
  ['a network failure', new TypeError('Failed to fetch'), 'Lo siento, no pude procesar tu solicitud. Probá de nuevo en un rato o escribinos por WhatsApp.'],
])("when askAI fails (%s) shows a Spanish sentence of its own, never the error's text, and offers WhatsApp", async (_case, error, text) => {
  const conversation = mount(jest.fn().mockRejectedValue(error));
  await act(() => conversation().send('hola'));
  expect(conversation().messages.at(-1)).toMatchObject({
    text,
    error: true,
    actions: [{ kind: 'whatsapp', label: 'Consultar por WhatsApp', path: WHATSAPP_HOLA }],
  });
  expect(conversation().messages.at(-1)?.text).not.toMatch(/\[\d+\]|exhausted|internal|Unavailable|fetch/);
});

it('answers thanks, extras and dates that do not exist itself, without askAI', async () => {
  const askAI = jest.fn(async () => 'Soy el asistente y sobre eso no tengo información');
  const conversation = mount(askAI);
  await act(() => conversation().send('genial, muchas gracias'));
  expect(conversation().messages.at(-1)?.text).toBe(CHAT_TEXTS.thanks);
  await act(() => conversation().send('¿cuánto sale el DJ?'));
  expect(conversation().messages.at(-1)?.text).toContain('no está en la lista de adicionales');
  await act(() => conversation().send('¿está libre el 30 de febrero?'));
  expect(conversation().messages.at(-1)?.text).toContain('no existe');
  expect(askAI).not.toHaveBeenCalled();
});

it("gives the seed's loading message when the calendar is still loading", async () => {
  jest.useFakeTimers();
  const loading: ChatAvailability = { ...readyAvailability, loading: true, ready: false };
  // A load that never ends: after the wait the question gets the seed's message.
  const stuck = { snapshot: () => loading, whenLoaded: () => new Promise<ChatAvailability>(() => undefined) };
  const current: { value?: Conversation } = {};
  function Harness() {
    current.value = useConversation(stuck, jest.fn());
    return null;
  }
  render(<Harness />);
  let sent: Promise<boolean> = Promise.resolve(false);
  await act(async () => {
    sent = current.value!.send('¿está libre el 5 de diciembre?');
  });
  // It waits 10 s for the calendar, the question's bubble thinking meanwhile.
  await act(async () => {
    jest.advanceTimersByTime(9_999);
  });
  expect(current.value!.messages.at(-1)).toMatchObject({ thinking: true });
  await act(async () => {
    jest.advanceTimersByTime(1);
    await sent;
  });
  expect(current.value!.messages.at(-1)?.text).toBe(CHAT_TEXTS.loading);
  jest.useRealTimers();
});

describe('when askAI does not answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up after 15 s with a Spanish message and offers WhatsApp with the question written; a late answer is ignored', async () => {
    let answerLate: (text: string) => void = () => undefined;
    const hanging = jest.fn(() => new Promise<string>((resolve) => (answerLate = resolve)));
    const conversation = mount(hanging);
    let sent: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      sent = conversation().send('¿tienen parrilla?');
    });
    await act(async () => {
      jest.advanceTimersByTime(14_999);
    });
    expect(conversation().messages.at(-1)).toMatchObject({ text: '...', thinking: true });
    expect(conversation().busy).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(1);
      await sent;
    });
    expect(conversation().messages.at(-1)).toEqual({
      id: 2,
      text: 'El asistente está tardando demasiado en responder. Probá de nuevo en un rato o escribinos por WhatsApp.',
      sender: 'bot',
      error: true,
      actions: [
        {
          kind: 'whatsapp',
          label: 'Consultar por WhatsApp',
          path: '/cotizacion-exitosa?message=Hola!%20Quisiera%20hacer%20una%20consulta.%0A%C2%BFtienen%20parrilla%3F',
        },
      ],
    });
    expect(conversation().busy).toBe(false);
    await act(async () => answerLate('Respuesta tardía'));
    expect(conversation().messages.map((m) => m.text)).not.toContain('Respuesta tardía');
  });

  it('says the same when the Functions SDK gives up first', async () => {
    const expired = jest.fn().mockRejectedValue(Object.assign(new Error('deadline-exceeded'), { code: 'functions/deadline-exceeded' }));
    const conversation = mount(expired);
    await act(() => conversation().send('hola'));
    expect(conversation().messages.at(-1)).toMatchObject({
      text: 'El asistente está tardando demasiado en responder. Probá de nuevo en un rato o escribinos por WhatsApp.',
      error: true,
      actions: [{ kind: 'whatsapp', label: 'Consultar por WhatsApp', path: '/cotizacion-exitosa?message=Hola!%20Quisiera%20hacer%20una%20consulta.%0Ahola' }],
    });
  });
});

it('offers the inquiry form for the one date a message asks to book, unless it is taken', async () => {
  const conversation = mount(jest.fn(async () => 'IA'));
  await act(() => conversation().send('quiero reservar el 12 de diciembre de 2099'));
  expect(conversation().messages.at(-1)).toMatchObject({ sender: 'bot', inquiryDate: '2099-12-12' });
  await act(() => conversation().send('¿está libre el 13 de diciembre de 2099?'));
  expect(conversation().messages.at(-1)?.inquiryDate).toBeUndefined();
  const busy = mount(
    jest.fn(async () => 'IA'),
    { ...readyAvailability, lookup: (date) => ({ ...busyDay, date }) },
  );
  await act(() => busy().send('quiero reservar el 12 de diciembre de 2099'));
  expect(busy().messages.at(-1)?.inquiryDate).toBeUndefined();
});
