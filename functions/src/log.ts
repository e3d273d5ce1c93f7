// The functions' log, through firebase-functions/logger: each entry reaches Cloud Logging as structured JSON (its
// fields filter the Logs Explorer: jsonPayload.funcion="submitInquiry"), and an error, written with its stack at
// severity ERROR, reaches Error Reporting too. Messages are in Spanish and say what the visitor or the staff member
// lost and what to do, so whoever runs the site can act from the alert alone.
import * as logger from 'firebase-functions/logger';

export type FunctionName =
  'askAI' | 'calendarFeed' | 'clientBudget' | 'confirmDeposit' | 'expireHolds' | 'figures' | 'mercadoPagoWebhook' | 'renderPage' | 'submitInquiry';

/** What a failure of each function means for the people who use the site, and what to do about it. */
export const FAILURES: Record<FunctionName, { message: string; queHacer: string }> = {
  askAI: {
    message: 'askAI falló: el asistente no pudo contestar a un visitante (vio «Lo siento, no pude procesar tu solicitud.»).',
    queHacer: 'Si se repite, revisá en Error Reporting el detalle y que la base de datos responda; mientras tanto el chat ofrece WhatsApp.',
  },
  calendarFeed: {
    message: 'calendarFeed falló: el calendario del teléfono no recibió los eventos en esta consulta.',
    queHacer: 'El calendario lo vuelve a pedir solo; si se repite, revisá el detalle del error y que la base de datos responda.',
  },
  clientBudget: {
    message: 'clientBudget falló: un cliente no pudo ver su presupuesto en el enlace que le mandaron.',
    queHacer: 'Si el cliente quería aceptarlo, confirmá con él por WhatsApp si la aceptación quedó en el historial del presupuesto.',
  },
  confirmDeposit: {
    message: 'confirmDeposit falló: el recibo de seña se emitió, pero la reserva de su presupuesto no se confirmó.',
    queHacer: 'Confirmá la reserva desde el presupuesto; si no, expireHolds la confirma antes de que venza.',
  },
  expireHolds: {
    message: 'expireHolds falló: en esta pasada no se liberaron las reservas provisorias vencidas.',
    queHacer: 'Se reintenta en 15 minutos; si se repite, revisá el detalle del error: hasta entonces esas fechas siguen tomadas.',
  },
  figures: {
    message: 'Las cifras del tablero no se pudieron recalcular después de un cambio en los libros.',
    queHacer: 'Corré npm run cifras (o esperá al próximo cambio de ese mes): los libros están bien, solo el tablero quedó atrasado.',
  },
  mercadoPagoWebhook: {
    message: 'mercadoPagoWebhook falló: un pago de Mercado Pago todavía no quedó en los libros (recibo y reserva).',
    queHacer: 'Mercado Pago reenvía el aviso solo; si se repite, revisá el detalle del error y el pago en el panel de Mercado Pago.',
  },
  renderPage: {
    message: 'renderPage falló: una página pública se sirvió como quedó en el último deploy, sin los últimos cambios de precios o textos.',
    queHacer:
      'Los visitantes ven la página, quizá con datos viejos; revisá el detalle del error y que la base de datos responda. Si falta el renderizador, volvé a hacer el deploy.',
  },
  submitInquiry: {
    message: 'submitInquiry falló: un visitante no pudo enviar su consulta (se le sugirió escribir por WhatsApp).',
    queHacer: 'Si se repite, revisá el detalle del error y que la base de datos responda: mientras falle no entra ninguna consulta.',
  },
};

/** Facts of the request that help to act on an entry: a budget, a receipt, a date. Never a phone or a name. */
export type LogFields = Record<string, string | number | boolean | readonly string[] | undefined>;

/** A failure that the visitor or staff member noticed: an ERROR entry with the error's stack (Error Reporting). */
export function logFailure(funcion: FunctionName, error: unknown, fields: LogFields = {}): void {
  const { message, queHacer } = FAILURES[funcion];
  logger.error(message, error instanceof Error ? error : new Error(String(error)), { funcion, ...fields, queHacer });
}

/** Something the site's owner should know though nobody saw an error (a ceiling reached, the model not used). */
export function logWarning(funcion: FunctionName, message: string, fields: LogFields = {}): void {
  logger.warn(message, { funcion, ...fields });
}

/** A record of work done by the site itself (holds freed by expireHolds). */
export function logInfo(funcion: FunctionName, message: string, fields: LogFields = {}): void {
  logger.info(message, { funcion, ...fields });
}
