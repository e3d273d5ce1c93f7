// Who a connection or REST request acts as. ID tokens are decoded, never verified (the Auth emulator signs
// nothing, alg "none"): with a `verifyUser` (authEmulator.ts) the user a token names must exist in the Auth
// emulator, and the claims the rules see are that user's current ones, not the token's.
// Admin (rules bypassed) needs this server's secret: sent as the credential itself, or as the Basic
// credentials of the request that carries the emulator credential `owner` (how firebase-admin sends it).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The `auth` variable of the rules language. */
export interface RulesAuth {
  uid: string;
  provider?: string;
  token: Record<string, unknown>;
  [key: string]: unknown;
}

/** admin bypasses rules; otherwise rules run with `auth` (null = anonymous). */
export type Identity = { readonly admin: true } | { readonly admin: false; readonly auth: RulesAuth | null };

export const ANONYMOUS: Identity = Object.freeze({ admin: false, auth: null });
export const ADMIN: Identity = Object.freeze({ admin: true });

/** The credential firebase-admin (and the SDK with nodeAdmin) sends to an emulator: EmulatorTokenProvider.OWNER. */
export const OWNER_CREDENTIAL = 'owner';

/** Confirms the user of a decoded token and returns the `auth` the rules should see, or why it is refused. */
export type UserVerifier = (auth: RulesAuth) => Promise<RulesAuth | string>;

export interface AuthOptions {
  /** Whoever proves it is admin. */
  adminSecret: string;
  /** `owner` alone is admin, as in the official emulator (suites that expect that; never with real data). */
  openOwner?: boolean;
  /** Absent: a token's claims are taken as sent (servers with no Auth emulator to ask, e.g. tests). */
  verifyUser?: UserVerifier;
}

export type CredentialResult =
  { ok: true; identity: Identity; response: { auth: RulesAuth | null; expires: number } } | { ok: false; status: 'invalid_token'; message: string };

export const OWNER_NEEDS_SECRET = "The credential 'owner' needs this server's admin secret.";

function decodeBase64UrlJson(part: string): unknown {
  return JSON.parse(Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
}

export function describeIdentity(identity: Identity): string {
  if (identity.admin) return 'admin';
  return identity.auth ? `uid=${identity.auth.uid}` : 'anónimo';
}

/** Decodes an ID token into the rules' `auth`, or says why it is not a usable token. */
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

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The identities a server hands out, by its admin secret and its way of checking ID tokens. */
export class AuthPolicy {
  constructor(private readonly opts: AuthOptions) {
    if (opts.adminSecret.length < 16) throw new Error('El secreto de admin debe tener al menos 16 caracteres.');
  }

  isSecret(text: string | null | undefined): boolean {
    return typeof text === 'string' && sameText(text, this.opts.adminSecret);
  }

  /**
   * The userinfo of `Authorization: Basic` when it carries the secret (as `secret` or `user:secret`), else
   * null. firebase-admin sends the userinfo of FIREBASE_DATABASE_EMULATOR_HOST=<secret>@host:port this way.
   */
  basicProof(headers: IncomingHttpHeaders): string | null {
    const header = headers.authorization;
    if (!header?.startsWith('Basic ')) return null;
    const userinfo = Buffer.from(header.slice('Basic '.length).trim(), 'base64').toString('utf8');
    const colon = userinfo.indexOf(':');
    return this.isSecret(userinfo) || (colon >= 0 && this.isSecret(userinfo.slice(colon + 1))) ? userinfo : null;
  }

  /** `owner` counts as admin: on a request that proved the secret, or anywhere in open mode. */
  private ownerAllowed(proven: boolean): boolean {
    return proven || this.opts.openOwner === true;
  }

  /**
   * Handles the body of an `auth`/`gauth` request: {cred, noauth?, authvar?}. The admin credential (the
   * secret, or `owner` when allowed) with `authvar` acts as that user, with `noauth` anonymously.
   */
  credential(body: Record<string, unknown>, proven: boolean, nowMs = Date.now()): CredentialResult | Promise<CredentialResult> {
    const cred = body.cred;
    if (typeof cred !== 'string' || cred === '') return { ok: false, status: 'invalid_token', message: 'Missing credential.' };
    const expires = Math.floor(nowMs / 1000) + 3600;
    const isOwner = cred === OWNER_CREDENTIAL;
    if (isOwner && !this.ownerAllowed(proven)) return { ok: false, status: 'invalid_token', message: OWNER_NEEDS_SECRET };
    if (isOwner || this.isSecret(cred)) {
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
    const verify = this.opts.verifyUser;
    if (!verify) return { ok: true, identity: { admin: false, auth: decoded.auth }, response: decoded };
    return verify(decoded.auth).then(
      (auth): CredentialResult =>
        typeof auth === 'string'
          ? { ok: false, status: 'invalid_token', message: auth }
          : { ok: true, identity: { admin: false, auth }, response: { auth, expires: decoded.expires } },
      (): CredentialResult => ({ ok: false, status: 'invalid_token', message: 'Could not verify the auth token.' }),
    );
  }

  /**
   * REST: `?auth=` or `Authorization: Bearer` with the secret, `owner` (when allowed) or an ID token. No token:
   * anonymous, or admin when the Basic credentials carry the secret (`curl -u <secret>:`).
   */
  async rest(token: string | null, proven: boolean): Promise<Identity | string> {
    if (!token) return proven ? ADMIN : ANONYMOUS;
    const result = await this.credential({ cred: token }, proven);
    return result.ok ? result.identity : result.message;
  }
}
