// The functions' failures reach the log as staff need them: an ERROR entry through firebase-functions/logger (so
// Error Reporting groups it), in Spanish, naming the function, what was at stake and what to do; the caller gets the
// function's own Spanish answer. The handlers are replaced by failing ones; firebase-admin never connects.
import * as logger from 'firebase-functions/logger';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import { handleSubmitInquiry } from './submitInquiry';
import { handleConfirmDeposit } from './depositConfirm';
import { runHoldExpiry } from './holdExpiry';
import { askAI, confirmDeposit, expireHolds, renderPage, submitInquiry } from './index';

jest.mock('firebase-functions/logger', () => ({ error: jest.fn(), warn: jest.fn(), info: jest.fn(), log: jest.fn(), debug: jest.fn(), write: jest.fn() }));
jest.mock('firebase-admin/app', () => ({ initializeApp: jest.fn(), getApps: () => [] }));
jest.mock('firebase-admin/database', () => ({
  ...jest.requireActual<object>('firebase-admin/database'),
  getDatabase: () => ({ ref: () => ({}) }),
  getDatabaseWithUrl: () => ({ ref: () => ({}) }),
}));
jest.mock('./submitInquiry', () => ({ ...jest.requireActual<object>('./submitInquiry'), handleSubmitInquiry: jest.fn() }));
jest.mock('./depositConfirm', () => ({ ...jest.requireActual<object>('./depositConfirm'), handleConfirmDeposit: jest.fn() }));
jest.mock('./holdExpiry', () => ({ ...jest.requireActual<object>('./holdExpiry'), runHoldExpiry: jest.fn() }));
// askAI counts in memory here, then fails reading the site's facts.
jest.mock('./siteFacts', () => ({ readSiteFacts: jest.fn(async () => Promise.reject(mockFailure)) }));
process.env.ASKAI_RATE_LIMIT_STORE = 'memory';

const mockFailure = new Error('Client is offline.');
const failure = mockFailure;
const call = <T>(data: T, auth?: { uid: string; token: Record<string, unknown> }) =>
  ({
    data,
    auth,
    rawRequest: { query: {}, headers: { 'x-forwarded-for': '203.0.113.7' }, ip: '203.0.113.7' },
    acceptsStreaming: false,
  }) as unknown as CallableRequest<T>;

beforeEach(() => jest.clearAllMocks());

describe('a failing function tells staff what happened and what to do', () => {
  it('submitInquiry: the visitor is sent to WhatsApp; the entry names the event date, never the phone', async () => {
    jest.mocked(handleSubmitInquiry).mockRejectedValue(failure);
    const data = { nombre: 'Ana', telefono: '11 5555-0000', fecha: '2027-03-06', invitados: 80 };
    await expect(submitInquiry.run(call(data))).rejects.toMatchObject({
      code: 'internal',
      message: 'No pudimos enviar la consulta. Probá de nuevo en un rato o escribinos por WhatsApp.',
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('submitInquiry falló: un visitante no pudo enviar su consulta (se le sugirió escribir por WhatsApp).', failure, {
      funcion: 'submitInquiry',
      fechaEvento: '2027-03-06',
      queHacer: 'Si se repite, revisá el detalle del error y que la base de datos responda: mientras falle no entra ninguna consulta.',
    });
  });

  it('confirmDeposit: the entry names the receipt and says how the hold gets confirmed', async () => {
    jest.mocked(handleConfirmDeposit).mockRejectedValue(failure);
    await expect(confirmDeposit.run(call({ numero: 42 }, { uid: 'staff', token: { role: 'recibos', email: 'caja@salon.test' } }))).rejects.toMatchObject({
      code: 'internal',
      message: 'No se pudo confirmar la reserva.',
    });
    expect(logger.error).toHaveBeenCalledWith('confirmDeposit falló: el recibo de seña se emitió, pero la reserva de su presupuesto no se confirmó.', failure, {
      funcion: 'confirmDeposit',
      recibo: 42,
      queHacer: 'Confirmá la reserva desde el presupuesto; si no, expireHolds la confirma antes de que venza.',
    });
  });

  it('askAI: the visitor gets the Spanish apology; the entry says the chat offered WhatsApp', async () => {
    await expect(askAI.run(call({ prompt: '¿Tienen estacionamiento?' }, { uid: 'visitante-1', token: {} }))).rejects.toMatchObject({
      code: 'internal',
      message: 'Lo siento, no pude procesar tu solicitud.',
    });
    expect(logger.error).toHaveBeenCalledWith(
      'askAI falló: el asistente no pudo contestar a un visitante (vio «Lo siento, no pude procesar tu solicitud.»).',
      failure,
      {
        funcion: 'askAI',
        conIdentidad: true,
        queHacer: 'Si se repite, revisá en Error Reporting el detalle y que la base de datos responda; mientras tanto el chat ofrece WhatsApp.',
      },
    );
  });

  it('expireHolds: a failed pass is an error saying the dates stay taken until the next one', async () => {
    jest.mocked(runHoldExpiry).mockRejectedValue(failure);
    await expireHolds.run({} as ScheduledEvent);
    expect(logger.error).toHaveBeenCalledWith('expireHolds falló: en esta pasada no se liberaron las reservas provisorias vencidas.', failure, {
      funcion: 'expireHolds',
      queHacer: 'Se reintenta en 15 minutos; si se repite, revisá el detalle del error: hasta entonces esas fechas siguen tomadas.',
    });
  });

  it('expireHolds: the holds it freed are an information entry with their dates and budgets', async () => {
    jest.mocked(runHoldExpiry).mockResolvedValue([
      { date: '2027-01-09', budgetId: 'p12' },
      { date: '2027-01-16', budgetId: null },
    ]);
    await expireHolds.run({} as ScheduledEvent);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith('Reservas provisorias vencidas liberadas: 2027-01-09, 2027-01-16.', {
      funcion: 'expireHolds',
      fechas: ['2027-01-09', '2027-01-16'],
      presupuestos: ['p12'],
    });
  });
});

describe('renderPage without its renderer (a bundle built with no host: here, the functions alone)', () => {
  it('answers the Spanish 503 nobody keeps and tells staff to deploy again', async () => {
    const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
    const response = {
      status: (code: number) => ((answer.status = code), response),
      set: (headers: Record<string, string>) => ((answer.headers = headers), response),
      send: (body: string) => ((answer.body = body), response),
    };
    await (renderPage as unknown as (request: object, response: object) => Promise<void>)(
      { path: '/precios', query: {}, headers: {}, method: 'GET' },
      response,
    );
    expect(answer).toEqual({
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: 'El sitio no está disponible en este momento. Probá de nuevo en unos minutos.\n',
    });
    expect(logger.error).toHaveBeenCalledWith(
      'renderPage falló: una página pública se sirvió como quedó en el último deploy, sin los últimos cambios de precios o textos.',
      new Error('Falta el renderizador en el paquete de las funciones (functions/lib/render).'),
      {
        funcion: 'renderPage',
        ruta: '/precios',
        queHacer:
          'Los visitantes ven la página, quizá con datos viejos; revisá el detalle del error y que la base de datos responda. Si falta el renderizador, volvé a hacer el deploy.',
      },
    );
  });
});
