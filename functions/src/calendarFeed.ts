// calendarFeed: the hall's events as an iCalendar file (RFC 5545) at a secret address, for the owner's phone or
// Google Calendar (docs/storage-contract.md, "Calendar feed"). The token is read on every request, so a new one
// made from /admin shuts the old address at once. Anything but the right token gets the same 404.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from 'firebase-admin/database';
import { BUDGET_ID, CALENDAR_FEED_TOKEN } from '@salon/schema';
import { calendarFeedEvents, calendarFeedText, resolveCompanyName } from '@salon/domain';

/** The database paths the feed reads (with the admin SDK). */
export const CALENDAR_FEED_PATHS = { secret: 'secretos/calendario', bookings: 'reservas', budgets: 'presupuestos', companyName: 'datosId/29' } as const;

export interface FeedRequest {
  method: string;
  /** The path after the function's name: '/' or '/{token}.ics'. */
  path: string;
  /** ?token=… as received (Express gives a string, a list or an object). */
  queryToken: unknown;
}

export interface FeedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface FeedSources {
  /** The stored secret (secretos/calendario), raw. */
  readSecret(): Promise<unknown>;
  readBookings(): Promise<unknown>;
  /** The budgets named, raw (absent or null when missing). */
  readBudgets(ids: readonly string[]): Promise<Record<string, unknown>>;
  readCompanyName(): Promise<unknown>;
  now(): Date;
  /** The right-hand side of the events' UIDs: the project's id. */
  uidDomain: string;
}

const NOT_FOUND: FeedResponse = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: 'No encontrado.\n',
};

/** The token a request names: ?token=… or the last path segment (with or without .ics); '' when none. */
export function requestToken({ path, queryToken }: Pick<FeedRequest, 'path' | 'queryToken'>): string {
  if (typeof queryToken === 'string' && queryToken !== '') return queryToken;
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return last.replace(/\.ics$/i, '');
}

/** Whether `given` is the stored token, compared in constant time (hashes of equal length). */
export function sameToken(given: string, stored: unknown): boolean {
  if (!CALENDAR_FEED_TOKEN.test(given) || typeof stored !== 'string' || !CALENDAR_FEED_TOKEN.test(stored)) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

export async function handleCalendarFeed(request: FeedRequest, sources: FeedSources): Promise<FeedResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NOT_FOUND;
  const given = requestToken(request);
  if (!CALENDAR_FEED_TOKEN.test(given)) return NOT_FOUND;
  const secret = await sources.readSecret();
  const stored = secret && typeof secret === 'object' ? (secret as Record<string, unknown>).token : undefined;
  if (!sameToken(given, stored)) return NOT_FOUND;

  const [bookings, companyName] = await Promise.all([sources.readBookings(), sources.readCompanyName()]);
  const ids = [
    ...new Set(
      Object.values(bookings && typeof bookings === 'object' ? bookings : {})
        .map((booking) => (booking && typeof booking === 'object' ? (booking as Record<string, unknown>).presupuestoId : undefined))
        .filter((id): id is string => typeof id === 'string' && BUDGET_ID.test(id)),
    ),
  ];
  const budgets = await sources.readBudgets(ids);
  const now = sources.now();
  const events = calendarFeedEvents(bookings, budgets, { now, uidDomain: sources.uidDomain });
  const body = calendarFeedText(events, { calendarName: `${resolveCompanyName(companyName)} · Eventos`, now });
  return {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="eventos.ics"',
      // A secret address: no shared cache keeps it, no search engine lists it.
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
    body: request.method === 'HEAD' ? '' : body,
  };
}

/** The feed's reads from the database (admin SDK: the secret is admin-only under the rules). */
export function databaseFeedSources(db: Database, uidDomain: string): FeedSources {
  const read = async (path: string) => (await db.ref(path).get()).val() as unknown;
  return {
    readSecret: () => read(CALENDAR_FEED_PATHS.secret),
    readBookings: () => read(CALENDAR_FEED_PATHS.bookings),
    readCompanyName: () => read(CALENDAR_FEED_PATHS.companyName),
    async readBudgets(ids) {
      const values = await Promise.all(ids.map((id) => read(`${CALENDAR_FEED_PATHS.budgets}/${id}`)));
      return Object.fromEntries(ids.map((id, i) => [id, values[i]]));
    },
    now: () => new Date(),
    uidDomain,
  };
}
