// The Google client against a local server that answers in Google's own format.
import { eventDaySpan } from '@salon/domain';
import { startFakeGoogleCalendar, type FakeGoogleCalendar } from '../../../scripts/testing/fakeGoogleCalendar';
import { GoogleCalendarError, listCalendarEvents } from './googleCalendar';

let google: FakeGoogleCalendar;
beforeEach(async () => {
  google = await startFakeGoogleCalendar({ pageSize: 2 });
});
afterEach(() => google.close());

const QUERY = { timeMin: '2026-11-22T13:00:00.000Z', timeMax: '2027-01-01T03:00:00.000Z' };
const client = () => ({ apiKey: google.apiKey, baseUrl: google.baseUrl, timeoutMs: 1500 });

it('asks exactly as the seed does and follows nextPageToken over every page', async () => {
  google.setEvents('eventos@group.calendar.google.com', [
    { summary: 'Cumple', start: { date: '2026-12-05' }, end: { date: '2026-12-06' } },
    { summary: 'Casamiento', start: { dateTime: '2026-12-12T21:00:00-03:00' }, end: { dateTime: '2026-12-13T04:00:00-03:00' } },
    { summary: 'Bautismo', start: { dateTime: '2026-12-20T16:00:00Z' }, end: { dateTime: '2026-12-20T19:00:00Z' } },
    { summary: 'Pasado', start: { date: '2026-10-01' }, end: { date: '2026-10-02' } },
    { summary: 'Año nuevo', start: { date: '2026-12-31' }, end: { date: '2027-01-02' } },
  ]);
  const events = await listCalendarEvents('eventos@group.calendar.google.com', QUERY, client());
  expect(events.map((event) => event.summary)).toEqual(['Cumple', 'Casamiento', 'Bautismo', 'Año nuevo']);
  expect(events.map((event) => eventDaySpan(event))).toEqual([
    { first: '2026-12-05', last: '2026-12-05' },
    { first: '2026-12-12', last: '2026-12-13' },
    { first: '2026-12-20', last: '2026-12-20' },
    { first: '2026-12-31', last: '2027-01-01' },
  ]);
  expect(google.requests).toHaveLength(2);
  expect(google.requests[0]).toEqual({
    calendarId: 'eventos@group.calendar.google.com',
    query: { key: google.apiKey, ...QUERY, singleEvents: 'true', orderBy: 'startTime' },
  });
  expect(google.requests[1]!.query.pageToken).toBeTruthy();
});

it('an empty calendar (no items field) is an empty list', async () => {
  google.setEvents('vacio', []);
  await expect(listCalendarEvents('vacio', QUERY, client())).resolves.toEqual([]);
});

it.each([
  ['403', { kind: 'error', httpStatus: 403 } as const, 'http', /403: Forbidden/],
  ['500', { kind: 'error', httpStatus: 500 } as const, 'http', /500: Backend Error/],
  ['a timeout', { kind: 'hang' } as const, 'timeout', /no respondió en 1500 ms/],
  ['malformed JSON', { kind: 'malformed' } as const, 'format', /no es JSON/],
])('%s becomes a GoogleCalendarError', async (_name, behaviour, failure, message) => {
  google.setEvents('eventos', []);
  google.behave('eventos', behaviour);
  const error = await listCalendarEvents('eventos', QUERY, client()).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(GoogleCalendarError);
  expect(error).toMatchObject({ failure });
  expect((error as Error).message).toMatch(message);
});

it('a wrong key is refused like Google does', async () => {
  google.setEvents('eventos', []);
  const error = await listCalendarEvents('eventos', QUERY, { ...client(), apiKey: 'otra' }).catch((caught: unknown) => caught);
  expect((error as Error).message).toMatch(/400: API key not valid/);
});

it('a server that is not there is a network failure', async () => {
  await google.close();
  const error = await listCalendarEvents('eventos', QUERY, client()).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ failure: 'network' });
});
