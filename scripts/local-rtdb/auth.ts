// Who a connection or REST request acts as. This is a local emulator: ID tokens are decoded, never
// verified (the Auth emulator signs nothing, alg "none").

/** The `auth` variable of the rules language. */
export interface RulesAuth {
  uid: string;
  provider?: string;
  token: Record<string, unknown>;
  [key: string]: unknown;
}

/** admin bypasses rules (the admin SDK's emulator credential); otherwise rules run with `auth` (null = anonymous). */
export type Identity = { readonly admin: true } | { readonly admin: false; readonly auth: RulesAuth | null };

export const ANONYMOUS: Identity = Object.freeze({ admin: false, auth: null });
export const ADMIN: Identity = Object.freeze({ admin: true });

/** The credential firebase-admin (and the SDK with nodeAdmin) sends to an emulator: EmulatorTokenProvider.OWNER. */
export const OWNER_CREDENTIAL = 'owner';

export type CredentialResult =
  | { ok: true; identity: Identity; response: { auth: RulesAuth | null; expires: number } }
  | { ok: false; status: 'invalid_token'; message: string };

function decodeBase64UrlJson(part: string): unknown {
  return JSON.parse(Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
}

export function describeIdentity(identity: Identity): string {
  if (identity.admin) return 'admin';
  return identity.auth ? `uid=${identity.auth.uid}` : 'anónimo';
}

/** Decodes an ID token into the rules' `auth`, or null when it is not a usable token. */
export function authFromIdToken(token: string, nowMs = Date.now()): { auth: RulesAuth; expires: number } | string {
  const parts = token.split('.');
  if (parts.length < 2) return 'Could not parse auth token.';
  let claims: unknown;
  try {
    claims = decodeBase64UrlJson(parts[1]!);
  } catch {
    return 'Could not parse auth token.';
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return 'Could not parse auth token.';
  const payload = claims as Record<string, unknown>;
  const uid = payload.user_id ?? payload.sub;
  if (typeof uid !== 'string' || uid === '') return 'Auth token has no user id (sub / user_id).';
  const exp = typeof payload.exp === 'number' ? payload.exp : undefined;
  // The SDK's mockUserToken defaults to iat 0 (so exp 3600, in 1970) and the official emulator accepts it:
  // such tokens never expire here. Real-looking tokens (Auth emulator) are checked.
  if (exp !== undefined && payload.iat !== 0 && exp * 1000 < nowMs) return 'Auth token is expired.';
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  const provider = typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : 'custom';
  return {
    auth: { uid, provider, token: payload },
    expires: exp ?? Math.floor(nowMs / 1000) + 3600,
  };
}

/**
 * Handles the body of an `auth`/`gauth` request: {cred, noauth?, authvar?}. The admin SDK sends `owner`;
 * with databaseAuthVariableOverride it adds `authvar` (act as that user) or `noauth` (act anonymously).
 */
export function identityFromCredential(body: Record<string, unknown>, nowMs = Date.now()): CredentialResult {
  const cred = body.cred;
  if (typeof cred !== 'string' || cred === '') return { ok: false, status: 'invalid_token', message: 'Missing credential.' };
  const expires = Math.floor(nowMs / 1000) + 3600;
  if (cred === OWNER_CREDENTIAL) {
    if (body.noauth === true) return { ok: true, identity: ANONYMOUS, response: { auth: null, expires } };
    const authvar = body.authvar;
    if (typeof authvar === 'object' && authvar !== null && !Array.isArray(authvar)) {
      const auth = { token: {}, ...(authvar as Record<string, unknown>) } as RulesAuth;
      return { ok: true, identity: { admin: false, auth }, response: { auth, expires } };
    }
    return { ok: true, identity: ADMIN, response: { auth: null, expires } };
  }
  const decoded = authFromIdToken(cred, nowMs);
  if (typeof decoded === 'string') return { ok: false, status: 'invalid_token', message: decoded };
  return { ok: true, identity: { admin: false, auth: decoded.auth }, response: decoded };
}

/** REST requests: `?auth=` or `Authorization: Bearer` with `owner` or an ID token; anything else is anonymous. */
export function identityFromRest(token: string | null): Identity | string {
  if (!token) return ANONYMOUS;
  if (token === OWNER_CREDENTIAL) return ADMIN;
  const decoded = authFromIdToken(token);
  return typeof decoded === 'string' ? decoded : { admin: false, auth: decoded.auth };
}
