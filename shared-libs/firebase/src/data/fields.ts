// Reading one stored field within the limits of its shape (@salon/schema). The public pages' readers use these
// instead of valibot, which would cost "/" about 4 KB of its JavaScript budget (docs/performance.md);
// readers.test.ts proves they accept exactly what the schema accepts.

export const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/** An own property only: stored keys such as "constructor" never reach the prototype. */
export const field = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** A text of `min`–`max` characters, else undefined. */
export const textWithin = (value: unknown, min: number, max: number): string | undefined =>
  typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;

/** A number from `min` to `max` (both included), else undefined. */
export const numberWithin = (value: unknown, min = -Infinity, max = Infinity): number | undefined =>
  typeof value === 'number' && value >= min && value <= max ? value : undefined;

/** A number greater than `min`, else undefined. */
export const numberAbove = (value: unknown, min: number): number | undefined => (typeof value === 'number' && value > min ? value : undefined);

/** A text that matches `pattern`, else undefined. */
export const textMatching = (value: unknown, pattern: RegExp): string | undefined => (typeof value === 'string' && pattern.test(value) ? value : undefined);

/** One of `options`, else undefined. */
export const oneOf = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  (options as readonly unknown[]).includes(value) ? (value as T) : undefined;
