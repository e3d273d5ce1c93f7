// The admin secret of a local server, kept in a file only its owner can read (0600). Made once, with
// crypto-random bytes, the first time it is asked for. Lowercase hex: firebase-admin carries it in a host
// name (FIREBASE_DATABASE_EMULATOR_HOST=<secret>@host:port), which its URL parser lowercases.
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VALID = /^[0-9a-f]{32,}$/;

export function newAdminSecret(): string {
  return randomBytes(32).toString('hex');
}

/** The secret in `file`, or null when there is none. Throws when the file holds something else. */
export function readAdminSecret(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!VALID.test(text)) throw new Error(`${file} no contiene un secreto válido (hex en minúsculas, 32 caracteres o más): borralo y se crea otro.`);
  // Someone widened the permissions: narrow them again.
  if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return text;
}

/** The secret in `file`, created (0600) when missing. Two processes starting together get the same one. */
export function loadOrCreateAdminSecret(file: string): string {
  const existing = readAdminSecret(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name, then linked into place: a reader never sees half a secret, and
  // link() fails if someone else got there first.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, newAdminSecret() + '\n', { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const secret = readAdminSecret(file);
  if (!secret) throw new Error(`No se pudo crear ${file}.`);
  return secret;
}
