// The few shapes every path is built from. Each carries the Spanish message the import shows
// (docs/storage-contract.md, "Import"); scripts/rules/schemaToRules.ts turns the same pieces into the
// `.validate` conditions of database.rules.json, so only what it knows how to translate is used here.
import { array, check, integer, maxLength, maxValue, metadata, minLength, minValue, number, pipe, record, regex, string, type GenericSchema } from 'valibot';
import { REAL_DATE, SECRET_TOKEN } from './limits';

/** How a map's key is named in database.rules.json ('$id', '$fecha', …) and, for a list, which keys it has. */
export interface RulesKey {
  rulesKey: `$${string}`;
  /** Lists only: the keys (indexes) a stored list may have. */
  keyPattern?: RegExp;
}

export const DATE_MESSAGE = 'debe ser una fecha AAAA-MM-DD entre 1900 y 2099.';
const TOKEN_MESSAGE = 'debe ser una clave de 43 caracteres (letras, números, - o _).';

/** The length checks of a text of `min`–`max` characters (for a pipe that checks more). */
export function lengthBetween(min: number, max: number) {
  const message = `debe tener entre ${min} y ${max} caracteres.`;
  return [minLength<string, number, string>(min, message), maxLength<string, number, string>(max, message)] as const;
}

/** A text of `min`–`max` characters. */
export function text(min: number, max: number) {
  return pipe(string(), ...lengthBetween(min, max));
}

/** A number from `min` to `max`, both included. */
export function between(min: number, max: number, message = `debe ser un número entre ${min} y ${max}.`) {
  return pipe(number(message), minValue(min, message), maxValue(max, message));
}

/** A whole number from `min` to `max`. */
export function wholeBetween(min: number, max: number) {
  const message = `debe ser un número entero entre ${min} y ${max}.`;
  return pipe(number(message), minValue(min, message), maxValue(max, message), integer(message));
}

/** A real calendar date 'YYYY-MM-DD' of 1900–2099. */
export function realDate() {
  return pipe(string(DATE_MESSAGE), regex(REAL_DATE, DATE_MESSAGE));
}

/** A secret address's token (SECRET_TOKEN). */
export function secretToken() {
  return pipe(string(TOKEN_MESSAGE), regex(SECRET_TOKEN, TOKEN_MESSAGE));
}

/** A map of entries under generated keys (push ids, dates, …), named `name` in the rules. */
export function keyed<const TKey extends GenericSchema<string, string>, const TValue extends GenericSchema>(
  name: RulesKey['rulesKey'],
  key: TKey,
  value: TValue,
) {
  return pipe(record(key, value), metadata({ rulesKey: name } satisfies RulesKey));
}

/**
 * A list (the database keeps it as keys 0, 1, 2 …), its indexes named `name` in the rules. Every index must match
 * `keyPattern` (keys 0–29: at most 30 items), here as in the rules (`$i.matches(…)`), so the import refuses what the
 * rules would.
 */
export function list<const TItem extends GenericSchema>(name: RulesKey['rulesKey'], keyPattern: RegExp, item: TItem, message?: string) {
  return pipe(
    array(item, message),
    check((items) => items.every((_, index) => keyPattern.test(String(index))), 'tiene más elementos de los permitidos.'),
    metadata({ rulesKey: name, keyPattern } satisfies RulesKey),
  );
}
