// ID tokens checked against the Firebase Auth emulator. Its tokens are unsigned, so their claims prove
// nothing: the user a token names must exist there (not disabled, token not older than its validSince) and
// the rules see that user's current custom claims and email, whatever the token says. Asked through the
// emulator's admin API (`Authorization: Bearer owner`, its own convention), with a short cache per user.
import type { RulesAuth, UserVerifier } from './auth';

export interface AuthEmulatorOptions {
  /** host:port of the Auth emulator, e.g. 127.0.0.1:9099. */
  host: string;
  projectId: string;
  /** How long an answer is reused (default 2 s: a role taken away stops counting almost at once). */
  cacheMs?: number;
  timeoutMs?: number;
}

interface EmulatorUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
  phoneNumber?: string;
  customAttributes?: string;
  validSince?: string;
  disabled?: boolean;
}

/** Claims that describe the token itself; every other claim comes from the user's record. */
const TOKEN_CLAIMS = ['iss', 'aud', 'auth_time', 'user_id', 'sub', 'iat', 'exp', 'firebase'];
const MAX_CACHED = 1000;

export function authEmulatorUsers({ host, projectId, cacheMs = 2000, timeoutMs = 5000 }: AuthEmulatorOptions): UserVerifier {
  const cache = new Map<string, { at: number; user: Promise<EmulatorUser | null> }>();

  const lookup = (uid: string): Promise<EmulatorUser | null> => {
    const now = Date.now();
    const hit = cache.get(uid);
    if (hit && now - hit.at < cacheMs) return hit.user;
    if (cache.size >= MAX_CACHED) {
      for (const [key, entry] of cache) if (now - entry.at >= cacheMs) cache.delete(key);
      if (cache.size >= MAX_CACHED) cache.clear(); // a flood of made-up users: memory stays bounded
    }
    const user = fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:lookup`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
      signal: AbortSignal.timeout(timeoutMs),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`el emulador de Auth respondió ${response.status}`);
      const body = (await response.json()) as { users?: EmulatorUser[] };
      return body.users?.find((candidate) => candidate.localId === uid) ?? null;
    });
    cache.set(uid, { at: now, user });
    user.catch(() => {
      if (cache.get(uid)?.user === user) cache.delete(uid); // a failure is not remembered
    });
    return user;
  };

  return async (auth: RulesAuth): Promise<RulesAuth | string> => {
    const claims = auth.token;
    if (typeof claims.aud === 'string' && claims.aud !== projectId) return 'Auth token is for another project.';
    const user = await lookup(auth.uid);
    if (!user) return 'Auth token names a user that does not exist.';
    if (user.disabled) return 'The user account has been disabled.';
    const iat = typeof claims.iat === 'number' ? claims.iat : 0;
    if (user.validSince && iat < Number(user.validSince)) return 'Auth token has been revoked.';
    let custom: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(user.customAttributes || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) custom = parsed as Record<string, unknown>;
    } catch {
      /* unreadable custom claims count as none */
    }
    const token: Record<string, unknown> = { ...custom };
    for (const name of TOKEN_CLAIMS) if (claims[name] !== undefined) token[name] = claims[name];
    const profile = {
      email: user.email,
      email_verified: user.email ? user.emailVerified === true : undefined,
      name: user.displayName,
      picture: user.photoUrl,
      phone_number: user.phoneNumber,
    };
    for (const [name, value] of Object.entries(profile)) if (value !== undefined) token[name] = value;
    token.user_id = token.sub = auth.uid;
    return { ...auth, token };
  };
}
