// The calendar feed's secret address (secretos/calendario, admin only): read it, make a new one, and where the
// calendarFeed function answers (docs/storage-contract.md, "Calendar feed").
import { calendarFeedAddresses, calendarFeedToken, type CalendarFeedAddresses } from '@salon/domain';
import { CALENDAR_FEED_TOKEN, type CalendarFeedSecretShape } from '@salon/schema';
import { functionUrl, inTestNamespace } from '../data/functionUrl';
import { getBackendConfig, getDb, PATHS, rawDatabase, type BackendConfig, type RawDatabase, type Unsubscribe } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { ref, serverTimestamp, set, watchPath } = rawDatabase;

/** The stored token, or null when there is none yet (or it is not a token). */
export function watchCalendarFeedToken(onData: (token: string | null) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(
    PATHS.calendarFeedSecret,
    (raw) => {
      const token = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).token : undefined;
      return typeof token === 'string' && CALENDAR_FEED_TOKEN.test(token) ? token : null;
    },
    onData,
    onError,
  );
}

/** A new random token, stored at the server's time: the previous address stops working at once. */
export function rotateCalendarFeedToken(): Promise<string> {
  return rotateCalendarFeedTokenIn(getDb());
}

/** rotateCalendarFeedToken on a given database (tests sign in there as staff of their choosing). */
export async function rotateCalendarFeedTokenIn(
  db: RawDatabase,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): Promise<string> {
  const token = calendarFeedToken(random(new Uint8Array(32)));
  const stored: Omit<CalendarFeedSecretShape, 'creadoEn'> & { creadoEn: object } = { token, creadoEn: serverTimestamp() };
  await set(ref(db, PATHS.calendarFeedSecret), stored);
  return token;
}

/**
 * Where calendarFeed answers: the Functions emulator on the embedded backend (this machine only), or the
 * deployed function of the real project.
 */
export function calendarFeedBaseUrl(config: BackendConfig = getBackendConfig()): string {
  return functionUrl(config, 'calendarFeed');
}

/** The subscription addresses of `token` on this backend, and whether only this machine (or network) reaches them. */
export function calendarFeedAddressesFor(token: string, config: BackendConfig = getBackendConfig()): CalendarFeedAddresses & { local: boolean } {
  return { ...calendarFeedAddresses(inTestNamespace(calendarFeedBaseUrl(config), config), token), local: config.emulators !== null };
}
