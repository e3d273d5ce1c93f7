// Cloud Functions of the site. askAI answers visitors' general questions from the site's own facts;
// calendarFeed serves the hall's events as an iCalendar feed at a secret address (./calendarFeed.ts); expireHolds
// lets provisional holds lapse (./holdExpiry.ts); confirmDeposit confirms a held budget on its deposit (./depositConfirm.ts);
// clientBudget serves a budget's client page by its secret token and records the client's acceptance (./clientBudget.ts);
// submitInquiry takes a visitor's inquiry (./submitInquiry.ts); renderPage renders the public routes with the
// current data for Hosting (./renderPage.ts); mercadoPagoWebhook turns Mercado Pago's payments into the books
// (./mercadoPagoWebhook.ts); the figuresOn* triggers keep /tablero's figures month by month (./figures.ts).
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onCall, onRequest, HttpsError } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onValueWritten } from 'firebase-functions/v2/database';
import { defineSecret } from 'firebase-functions/params';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getDatabase, getDatabaseWithUrl, type Database } from 'firebase-admin/database';
import { AskAIRefusal, chooseProvider, handleAskAI } from './askAI';
import { callerUid, databaseRateLimiter, memoryRateLimiter, rateLimitsFromEnv, type RateLimiter } from './rateLimit';
import { readSiteFacts } from './siteFacts';
import { databaseFeedSources, handleCalendarFeed } from './calendarFeed';
import { HOLD_EXPIRY_SCHEDULE, runHoldExpiry } from './holdExpiry';
import { DepositRefusal, handleConfirmDeposit } from './depositConfirm';
import { databaseClientBudgetIO, handleClientBudget } from './clientBudget';
import { namespaceDatabaseUrl, requestedNamespace } from './testNamespace';
import { callerAddress, databaseInquiryStore, handleSubmitInquiry, InquiryRefusal } from './submitInquiry';
import { EMULATOR_INQUIRY_LIMITS, INQUIRY_LIMITS } from '@salon/schema';
import { FUNCTIONS_REGION } from '@salon/firebase/region';
import { logFailure, logInfo } from './log';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RENDER_PAGE_FUNCTION } from '@salon/firebase/publicPages';
import { handleRenderPage, liveManifest, prerenderedFile, type LoadedRenderer } from './renderPage';
import type { RemotesManifest } from '../../scripts/render/kit';
import { handleMercadoPagoWebhook } from './mercadoPagoWebhook';
import { mercadoPagoClient } from './mercadopago/client';
import { keepFigures, type FiguresChange } from './figures';
import { echoWriteTrigger } from './echoWrite';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

if (getApps().length === 0) initializeApp();

/** Set with `firebase functions:secrets:set GEMINI_API_KEY`; without it askAI answers offline. */
const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');
/** Mercado Pago's credentials (docs/mercadopago.md): without them the client page offers only the bank details. */
const MERCADOPAGO_ACCESS_TOKEN = defineSecret('MERCADOPAGO_ACCESS_TOKEN');
const MERCADOPAGO_WEBHOOK_SECRET = defineSecret('MERCADOPAGO_WEBHOOK_SECRET');
// In the emulator the key (if any) comes from the shell: declaring the secret there would make the
// emulator ask Google's Secret Manager on every start, which fails offline.
const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
/** Mercado Pago's client, at MERCADOPAGO_API_URL (the local Mercado Pago in development); null without a token. */
function mercadoPago() {
  const accessToken = process.env.MERCADOPAGO_ACCESS_TOKEN ?? '';
  if (accessToken === '') return null;
  return mercadoPagoClient({ accessToken, baseUrl: process.env.MERCADOPAGO_API_URL || undefined });
}
/**
 * SALON_MERCADOPAGO=on (functions/.env when deploying, with both secrets set): clientBudget and mercadoPagoWebhook read
 * Mercado Pago's secrets. Without it a deploy needs neither secret, and the client page offers the bank details only.
 */
const mercadoPagoSecrets = !inEmulator && process.env.SALON_MERCADOPAGO === 'on' ? [MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET] : [];
/** SALON_APP_CHECK=enforce (functions/.env when deploying): callable functions refuse calls without a valid App Check token. */
const appCheckEnforced = process.env.SALON_APP_CHECK === 'enforce';

/** The project's database; under the emulator, the test worker's namespace when the request names one (./testNamespace.ts). */
function databaseOf(query: unknown): Database {
  const namespace = requestedNamespace(query);
  return namespace === null ? getDatabase() : getDatabaseWithUrl(namespaceDatabaseUrl(namespace));
}

/** The receipt number a confirmDeposit call names, for its log entry (undefined when it names none). */
const receiptOf = (data: unknown) => {
  const numero = (data as { numero?: unknown } | null)?.numero;
  return typeof numero === 'number' ? numero : undefined;
};
/** The event date an inquiry asks about, for its log entry: the only part of it logged (no name, no phone). */
const eventDateOf = (data: unknown) => {
  const fecha = (data as { fecha?: unknown } | null)?.fecha;
  return typeof fecha === 'string' ? fecha.slice(0, 10) : undefined;
};

const limiters = new Map<Database, RateLimiter>();
function rateLimiter(db: Database): RateLimiter {
  // ASKAI_RATE_LIMIT_STORE=memory trades the shared count for one less database round trip (see rateLimit.ts).
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = process.env.ASKAI_RATE_LIMIT_STORE === 'memory' ? memoryRateLimiter() : databaseRateLimiter(db);
    limiters.set(db, limiter);
  }
  return limiter;
}

export const askAI = onCall<{ prompt?: unknown }>({ secrets: inEmulator ? [] : [GEMINI_API_KEY], enforceAppCheck: appCheckEnforced }, async (request) => {
  try {
    const db = databaseOf(request.rawRequest.query);
    return await handleAskAI(
      request.data,
      { uid: callerUid(request), address: callerAddress(request.rawRequest) },
      {
        provider: chooseProvider(process.env, process.env.GEMINI_API_KEY),
        limiter: rateLimiter(db),
        limits: rateLimitsFromEnv(process.env),
        readFacts: () => readSiteFacts(db, new Date()),
        now: () => new Date(),
      },
    );
  } catch (error) {
    // A limit's refusal carries its message again as details: the chat shows it (the SDK appends the HTTP status to
    // the message itself).
    if (error instanceof AskAIRefusal)
      throw new HttpsError(error.code, error.message, error.code === 'resource-exhausted' ? { aviso: error.message } : undefined);
    logFailure('askAI', error, { conIdentidad: callerUid(request) !== null });
    throw new HttpsError('internal', 'Lo siento, no pude procesar tu solicitud.');
  }
});

export const calendarFeed = onRequest({ invoker: 'public' }, async (request, response) => {
  try {
    const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'salon';
    const answer = await handleCalendarFeed(
      { method: request.method, path: request.path, queryToken: request.query.token },
      databaseFeedSources(databaseOf(request.query), `${project}.calendario`),
    );
    response.status(answer.status).set(answer.headers).send(answer.body);
  } catch (error) {
    logFailure('calendarFeed', error, { metodo: request.method });
    response.status(500).set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).send('Error del servidor.\n');
  }
});

// Counted per instance (memoryRateLimiter): enough to slow someone trying tokens, without a database round trip.
const clientPageLimiter = memoryRateLimiter();

/**
 * Where Mercado Pago notifies payments: MERCADOPAGO_NOTIFICATION_URL, else the mercadoPagoWebhook function next to
 * this one (in the emulator, with the test namespace the request names).
 */
function notificationUrl(query: unknown): string {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'salon';
  const configured = process.env.MERCADOPAGO_NOTIFICATION_URL;
  const url = new URL(
    configured ||
      (inEmulator
        ? `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${project}/${FUNCTIONS_REGION}/mercadoPagoWebhook`
        : `https://${FUNCTIONS_REGION}-${project}.cloudfunctions.net/mercadoPagoWebhook`),
  );
  const namespace = requestedNamespace(query);
  if (namespace !== null) url.searchParams.set('ns', namespace);
  return url.toString();
}

/** The client page's origin: SALON_SITE_ORIGIN, else the page's own (the Origin header of its request). */
function siteOrigin(header: string | undefined): string {
  const origin = process.env.SALON_SITE_ORIGIN || header || '';
  return /^https?:\/\/[^/\s]+$/.test(origin) ? origin : 'http://localhost:8080';
}

export const clientBudget = onRequest({ invoker: 'public', secrets: mercadoPagoSecrets }, async (request, response) => {
  try {
    const client = mercadoPago();
    const checkout = client
      ? {
          create: (preference: Parameters<typeof client.createPreference>[0], key: string) => client.createPreference(preference, key),
          notificationUrl: notificationUrl(request.query),
          origin: siteOrigin(typeof request.headers.origin === 'string' ? request.headers.origin : undefined),
        }
      : null;
    const answer = await handleClientBudget(
      { method: request.method, query: request.query, body: request.body as unknown, ip: request.ip ?? '' },
      databaseClientBudgetIO(databaseOf(request.query), clientPageLimiter, checkout),
    );
    response.status(answer.status).set(answer.headers).send(answer.body);
  } catch (error) {
    logFailure('clientBudget', error, { accion: request.method === 'POST' ? 'aceptar' : 'ver' });
    response
      .status(500)
      .set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
      .send(JSON.stringify({ error: 'No pudimos mostrar el presupuesto. Probá de nuevo en un rato.' }));
  }
});

/** Provisional holds lapse by themselves: every 15 minutes, those whose time has come are freed (holdExpiry.ts). */
export const expireHolds = onSchedule({ schedule: HOLD_EXPIRY_SCHEDULE, timeZone: 'America/Argentina/Buenos_Aires' }, async () => {
  try {
    const freed = await runHoldExpiry(getDatabase(), Date.now());
    if (freed.length > 0)
      logInfo('expireHolds', `Reservas provisorias vencidas liberadas: ${freed.map((hold) => hold.date).join(', ')}.`, {
        fechas: freed.map((hold) => hold.date),
        presupuestos: freed.flatMap((hold) => (hold.budgetId === null ? [] : [hold.budgetId])),
      });
  } catch (error) {
    logFailure('expireHolds', error);
  }
});

/** After a deposit receipt (either staff role): the budget it pays is confirmed if its date was held (./depositConfirm.ts). */
export const confirmDeposit = onCall<{ numero?: unknown }>(async (request) => {
  try {
    const token = request.auth?.token;
    return await handleConfirmDeposit(request.data, token ? { role: token.role, email: token.email } : null, databaseOf(request.rawRequest.query));
  } catch (error) {
    if (error instanceof DepositRefusal) throw new HttpsError(error.code, error.message);
    logFailure('confirmDeposit', error, { recibo: receiptOf(request.data) });
    throw new HttpsError('internal', 'No se pudo confirmar la reserva.');
  }
});

/** A visitor's inquiry, checked, limited by identity, address, phone and the hourly ceiling, and written with admin rights (./submitInquiry.ts). */
export const submitInquiry = onCall<unknown>({ enforceAppCheck: appCheckEnforced }, async (request) => {
  try {
    return await handleSubmitInquiry(
      request.data,
      { uid: callerUid(request), address: callerAddress(request.rawRequest) },
      {
        store: databaseInquiryStore(databaseOf(request.rawRequest.query)),
        limits: inEmulator ? EMULATOR_INQUIRY_LIMITS : INQUIRY_LIMITS,
        now: () => Date.now(),
      },
    );
  } catch (error) {
    // The refusal's Spanish again as details: the form shows it as it is (the SDK appends the HTTP status to the message).
    if (error instanceof InquiryRefusal) throw new HttpsError(error.code, error.message, { aviso: error.message });
    logFailure('submitInquiry', error, { fechaEvento: eventDateOf(request.data) });
    throw new HttpsError('internal', 'No pudimos enviar la consulta. Probá de nuevo en un rato o escribinos por WhatsApp.');
  }
});

/** What functions/build.mjs copied from the host's build: the renderer, its kit, the prerendered pages, remotes.json. */
const RENDER_DIR = path.join(__dirname, 'render');
let renderer: LoadedRenderer | null | undefined;
function loadRenderer(): LoadedRenderer | undefined {
  if (renderer === undefined) {
    const file = path.join(RENDER_DIR, 'renderer.js');
    renderer = existsSync(file)
      ? {
          bundle: createRequire(__filename)(file) as LoadedRenderer['bundle'],
          kit: JSON.parse(readFileSync(path.join(RENDER_DIR, 'kit.json'), 'utf8')) as LoadedRenderer['kit'],
        }
      : null;
  }
  return renderer ?? undefined;
}
const bundledManifest = () => JSON.parse(readFileSync(path.join(RENDER_DIR, 'remotes.json'), 'utf8')) as RemotesManifest;
/** The host's origin (scripts/deploy/sites.json, copied by the build), where its current remotes.json is served. */
const hostOrigin = () => (JSON.parse(readFileSync(path.join(RENDER_DIR, 'site.json'), 'utf8')) as { origin: string }).origin;
const MANIFEST_TTL_MS = 30_000;
const currentManifest = liveManifest(
  async () => {
    // The emulator is offline: the bundled copy is the one.
    if (inEmulator) throw new Error('emulador');
    const response = await fetch(`${hostOrigin()}/remotes.json`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
    return (await response.json()) as RemotesManifest;
  },
  bundledManifest,
  () => Date.now(),
  MANIFEST_TTL_MS,
);

export const renderPage = onRequest({ invoker: 'public' }, async (request, response) => {
  const route = request.path === '' ? '/' : request.path;
  const answer = await handleRenderPage(route, {
    renderer: loadRenderer,
    readSnapshot: async (paths) => {
      const db = databaseOf(request.query);
      const values = await Promise.all(paths.map(async (storagePath) => (await db.ref(storagePath).get()).val() as unknown));
      return Object.fromEntries(paths.map((storagePath, index) => [storagePath, values[index] ?? null]));
    },
    manifest: currentManifest,
    prerendered: (page) => {
      const known = loadRenderer()?.kit.routes.includes(page) ?? false;
      const file = path.join(RENDER_DIR, 'pages', known ? prerenderedFile(page) : 'app.html');
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
    failed: (error, page) => logFailure(RENDER_PAGE_FUNCTION, error, { ruta: page }),
  });
  response.status(answer.status).set(answer.headers).send(answer.body);
});

/** The payment a notification names, for its log entry. */
const paymentIdOf = (query: Record<string, unknown>) => (typeof query['data.id'] === 'string' ? query['data.id'] : undefined);

/** Mercado Pago's notifications: signed, checked against the payment itself, and turned into the books (./mercadoPagoWebhook.ts). */
export const mercadoPagoWebhook = onRequest({ invoker: 'public', secrets: mercadoPagoSecrets }, async (request, response) => {
  try {
    const client = mercadoPago();
    if (!client) {
      response.status(503).send('');
      return;
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const answer = await handleMercadoPagoWebhook(
      { method: request.method, query: request.query, signature: header('x-signature'), requestId: header('x-request-id') },
      { secret: process.env.MERCADOPAGO_WEBHOOK_SECRET ?? '', client, db: databaseOf(request.query), now: () => Date.now() },
    );
    if (answer.result === 'recibo-emitido' || answer.result === 'recibo-anulado')
      logInfo('mercadoPagoWebhook', `Pago de Mercado Pago: ${answer.result}.`, { pago: paymentIdOf(request.query) });
    response.status(answer.status).set({ 'cache-control': 'no-store' }).send('');
  } catch (error) {
    logFailure('mercadoPagoWebhook', error, { pago: paymentIdOf(request.query) });
    response.status(500).send('');
  }
});

/** The database a trigger's event came from: under the emulator, the namespace it names (a test worker's). */
function databaseOfEvent(instance: string): Database {
  return databaseOf({ ns: instance });
}

async function keepFiguresOf(instance: string, change: FiguresChange): Promise<void> {
  try {
    await keepFigures(databaseOfEvent(instance), change, Date.now());
  } catch (error) {
    logFailure('figures', error, { kind: change.kind });
    throw error; // retried where retries are on; `npm run cifras` recomputes in any case
  }
}

export const figuresOnBudget = onValueWritten('/presupuestos/{id}', (event) =>
  keepFiguresOf(event.instance, { kind: 'budget', before: event.data.before.val(), after: event.data.after.val() }),
);
export const figuresOnReceipt = onValueWritten('/recibos/{id}', (event) =>
  keepFiguresOf(event.instance, { kind: 'receipt', before: event.data.before.val(), after: event.data.after.val() }),
);
export const figuresOnInquiry = onValueWritten('/consultas/{id}', (event) =>
  keepFiguresOf(event.instance, { kind: 'inquiry', before: event.data.before.val(), after: event.data.after.val() }),
);
export const figuresOnBooking = onValueWritten('/reservas/{date}', (event) => keepFiguresOf(event.instance, { kind: 'booking', date: event.params.date }));
/** Under the emulator only: echoes writes under /pruebasDisparadores for the database triggers' test (./echoWrite.ts). */
export const echoWrite = inEmulator ? echoWriteTrigger() : undefined;
