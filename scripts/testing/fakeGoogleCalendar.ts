// A local stand-in for the Google Calendar API v3 events.list, for tests and benches: it answers in
// Google's wire format (calendar#events with items, nextPageToken; errors as {error: {code, message,
// errors, status}}), filters events by timeMin/timeMax as Google does, pages results, checks the API key,
// and can be told to fail (403, 500, a timeout, malformed JSON). Only the edge is fake.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEventTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

export interface FakeEvent {
  id?: string;
  summary?: string;
  status?: 'confirmed' | 'tentative' | 'cancelled';
  start: FakeEventTime;
  end: FakeEventTime;
}

export type FakeCalendarBehaviour =
  { kind: 'ok' } | { kind: 'error'; httpStatus: 403 | 404 | 500 | 503; reason?: string } | { kind: 'hang' } | { kind: 'malformed' };

export interface RecordedCalendarRequest {
  calendarId: string;
  query: Record<string, string>;
}

export interface FakeGoogleCalendar {
  baseUrl: string;
  apiKey: string;
  requests: RecordedCalendarRequest[];
  setEvents(calendarId: string, events: FakeEvent[]): void;
  /** How the next requests for `calendarId` ('*' = every calendar) are answered. */
  behave(calendarId: string, behaviour: FakeCalendarBehaviour): void;
  close(): Promise<void>;
}

const HALL_ZONE = 'America/Argentina/Buenos_Aires';

/** Google's event resource, with the fields it really sends. */
function googleEvent(calendarId: string, event: FakeEvent, index: number) {
  const id = event.id ?? `evt${index.toString(36)}${calendarId.length}`;
  return {
    kind: 'calendar#event',
    etag: `"3${String(index).padStart(15, '0')}"`,
    id,
    status: event.status ?? 'confirmed',
    htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${calendarId}`).toString('base64url')}`,
    created: '2026-01-10T12:00:00.000Z',
    updated: '2026-01-10T12:00:00.000Z',
    summary: event.summary ?? 'Evento',
    creator: { email: calendarId },
    organizer: { email: calendarId, displayName: 'Salón', self: true },
    start: event.start.dateTime ? { timeZone: HALL_ZONE, ...event.start } : event.start,
    end: event.end.dateTime ? { timeZone: HALL_ZONE, ...event.end } : event.end,
    iCalUID: `${id}@google.com`,
    sequence: 0,
    eventType: 'default',
  };
}

/** Start and end instants of an event (all-day dates at the hall's midnight), for Google's overlap filter. */
function eventBounds(event: FakeEvent): [number, number] {
  const at = (time: FakeEventTime) => (time.dateTime ? Date.parse(time.dateTime) : Date.parse(`${time.date}T00:00:00-03:00`));
  return [at(event.start), at(event.end)];
}

function sendError(response: ServerResponse, code: number, message: string, reason: string, status: string): void {
  response.writeHead(code, { 'Content-Type': 'application/json; charset=UTF-8', 'Access-Control-Allow-Origin': '*' });
  response.end(JSON.stringify({ error: { code, message, errors: [{ message, domain: 'global', reason }], status } }, null, 2));
}

const ERROR_STATUS: Record<number, [string, string]> = {
  403: ['forbidden', 'PERMISSION_DENIED'],
  404: ['notFound', 'NOT_FOUND'],
  500: ['backendError', 'INTERNAL'],
  503: ['backendError', 'UNAVAILABLE'],
};

export async function startFakeGoogleCalendar({ apiKey = 'clave-de-prueba', pageSize = 250, port = 0 } = {}): Promise<FakeGoogleCalendar> {
  const calendars = new Map<string, FakeEvent[]>();
  const behaviours = new Map<string, FakeCalendarBehaviour>();
  const requests: RecordedCalendarRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
      response.end();
      return;
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(url.pathname);
    if (!match) return sendError(response, 404, 'Not Found', 'notFound', 'NOT_FOUND');
    const calendarId = decodeURIComponent(match[1]!);
    const query = Object.fromEntries(url.searchParams);
    requests.push({ calendarId, query });
    if (query.key !== apiKey) {
      return sendError(response, 400, 'API key not valid. Please pass a valid API key.', 'badRequest', 'INVALID_ARGUMENT');
    }
    const behaviour = behaviours.get(calendarId) ?? behaviours.get('*') ?? { kind: 'ok' };
    if (behaviour.kind === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (behaviour.kind === 'error') {
      const [reason, status] = ERROR_STATUS[behaviour.httpStatus]!;
      return sendError(response, behaviour.httpStatus, behaviour.reason ?? (behaviour.httpStatus === 403 ? 'Forbidden' : 'Backend Error'), reason, status);
    }
    if (behaviour.kind === 'malformed') {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'Access-Control-Allow-Origin': '*' });
      response.end('{"kind": "calendar#events", "items": [{"start": ');
      return;
    }
    if (!calendars.has(calendarId)) return sendError(response, 404, 'Not Found', 'notFound', 'NOT_FOUND');
    const timeMin = query.timeMin ? Date.parse(query.timeMin) : -Infinity;
    const timeMax = query.timeMax ? Date.parse(query.timeMax) : Infinity;
    const matching = calendars
      .get(calendarId)!
      .map((event, index) => ({ event, index, bounds: eventBounds(event) }))
      // Google lists events that overlap [timeMin, timeMax); with singleEvents + orderBy it sorts by start.
      .filter(({ bounds: [start, end] }) => end > timeMin && start < timeMax)
      .sort((a, b) => a.bounds[0] - b.bounds[0]);
    const offset = query.pageToken ? Number(Buffer.from(query.pageToken, 'base64url').toString()) : 0;
    const page = matching.slice(offset, offset + pageSize);
    const next = offset + pageSize < matching.length ? Buffer.from(String(offset + pageSize)).toString('base64url') : undefined;
    response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'Access-Control-Allow-Origin': '*' });
    response.end(
      JSON.stringify({
        kind: 'calendar#events',
        etag: '"p33c9hd1jlq6ou0g"',
        summary: calendarId,
        description: '',
        updated: '2026-01-10T12:00:00.000Z',
        timeZone: HALL_ZONE,
        accessRole: 'reader',
        defaultReminders: [],
        ...(next ? { nextPageToken: next } : {}),
        items: page.map(({ event, index }) => googleEvent(calendarId, event, index)),
      }),
    );
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${actualPort}`,
    apiKey,
    requests,
    setEvents: (calendarId, events) => calendars.set(calendarId, events),
    behave: (calendarId, behaviour) => behaviours.set(calendarId, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
