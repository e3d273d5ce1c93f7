// Small guards for data read from the database, shared by the modules (not part of the public API).

/** True for a plain object or array: what the Realtime Database returns for a branch. */
export const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** The value as a record, or an empty one when it is not an object. */
export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** An own property only: stored keys such as "constructor" must never reach the prototype. */
export const ownValue = (record: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** A short, never-throwing description of a stored value for console warnings: "#12" (quoted) or its type. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  return Array.isArray(value) ? 'una lista' : typeof value === 'object' ? 'un objeto' : typeof value;
}
