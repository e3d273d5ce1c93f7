// A client for the public Google Calendar API v3 (events.list read with an API key), as the seed calls it:
// GET /calendar/v3/calendars/{calendarId}/events?key&timeMin&timeMax&singleEvents=true&orderBy=startTime,
// following nextPageToken. Every failure (HTTP error, timeout, network, malformed answer) becomes a
// GoogleCalendarError; the caller decides what the site shows.
import type { CalendarEventItem } from '@salon/domain';

export const GOOGLE_CALENDAR_API_URL = 'https://www.googleapis.com';

export type GoogleCalendarFailure = 'http' | 'timeout' | 'network' | 'format';

export class GoogleCalendarError extends Error {
  constructor(
    message: string,
    readonly failure: GoogleCalendarFailure,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GoogleCalendarError';
  }
}

export interface GoogleCalendarClientOptions {
  apiKey: string;
  /** Origin of the API (tests point it at a local fake); Google's by default. */
  baseUrl?: string;
  /** Per request; 10 s by default. */
  timeoutMs?: number;
  /** A calendar with more pages than this is cut short (a runaway pagination guard). */
  maxPages?: number;
  fetch?: typeof fetch;
}

export interface EventsQuery {
  /** RFC 3339 instants. */
  timeMin: string;
  timeMax: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function eventsUrl(baseUrl: string, calendarId: string, apiKey: string, query: EventsQuery, pageToken?: string): string {
  const params = new URLSearchParams({
    key: apiKey,
    timeMin: query.timeMin,
    timeMax: query.timeMax,
    singleEvents: 'true',
    orderBy: 'startTime',
  });
  if (pageToken) params.set('pageToken', pageToken);
  return `${baseUrl.replace(/\/+$/, '')}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events?${params}`;
}

/** Google's error body: { error: { code, message } }. */
function googleErrorMessage(body: unknown): string | null {
  if (isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string') return body.error.message;
  return null;
}

async function fetchPage(url: string, options: Required<Pick<GoogleCalendarClientOptions, 'timeoutMs'>> & { fetch: typeof fetch }): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let response: Response;
    try {
      response = await options.fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    } catch (error) {
      if (controller.signal.aborted) throw new GoogleCalendarError(`Google Calendar no respondió en ${options.timeoutMs} ms.`, 'timeout');
      throw new GoogleCalendarError(`No se pudo conectar con Google Calendar: ${(error as Error).message}`, 'network');
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) throw new GoogleCalendarError(`Google Calendar no respondió en ${options.timeoutMs} ms.`, 'timeout');
      throw new GoogleCalendarError(`Se cortó la respuesta de Google Calendar: ${(error as Error).message}`, 'network');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      if (!response.ok) throw new GoogleCalendarError(`Google Calendar respondió ${response.status}.`, 'http', response.status);
      throw new GoogleCalendarError('Google Calendar respondió algo que no es JSON.', 'format', response.status);
    }
    if (!response.ok) {
      const detail = googleErrorMessage(body);
      throw new GoogleCalendarError(`Google Calendar respondió ${response.status}${detail ? `: ${detail}` : ''}.`, 'http', response.status);
    }
    return body;
  } finally {
    clearTimeout(timer);
  }
}

/** All events of one calendar between timeMin and timeMax, every page. Throws GoogleCalendarError. */
export async function listCalendarEvents(calendarId: string, query: EventsQuery, options: GoogleCalendarClientOptions): Promise<CalendarEventItem[]> {
  const baseUrl = options.baseUrl || GOOGLE_CALENDAR_API_URL;
  const fetchOptions = { timeoutMs: options.timeoutMs ?? 10_000, fetch: options.fetch ?? globalThis.fetch.bind(globalThis) };
  const maxPages = options.maxPages ?? 50;
  const events: CalendarEventItem[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const body = await fetchPage(eventsUrl(baseUrl, calendarId, options.apiKey, query, pageToken), fetchOptions);
    if (!isRecord(body)) throw new GoogleCalendarError('La respuesta de Google Calendar no es un objeto.', 'format');
    const items = body.items ?? [];
    if (!Array.isArray(items)) throw new GoogleCalendarError('La respuesta de Google Calendar no trae una lista "items".', 'format');
    for (const item of items) if (isRecord(item)) events.push(item);
    pageToken = typeof body.nextPageToken === 'string' && body.nextPageToken ? body.nextPageToken : undefined;
    if (!pageToken) return events;
  }
  console.warn(`[Google Calendar] ${calendarId}: más de ${maxPages} páginas; se usan las primeras.`);
  return events;
}
