// RTDB ordering rules, shared by hashing (children are hashed in priority order) and queries.
// They must match the SDK exactly: the client hashes and filters its cache with the same rules.
import { isLeaf, type MaybeNode, type Priority } from './tree';

/** Sentinel names used by query bounds (startAfter/endBefore); they sort before/after every key. */
export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function keyAsInt(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const n = Number(key);
  return n >= INT32_MIN && n <= INT32_MAX ? n : null;
}

/** Key order: 32-bit integer keys first, numerically (shorter first when equal, e.g. '1' < '01'), then strings. */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const ai = keyAsInt(a);
  const bi = keyAsInt(b);
  if (ai !== null) {
    if (bi === null) return -1;
    return ai - bi === 0 ? a.length - b.length : ai - bi;
  }
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

/** A value that sorts after every node (the upper bound of an open-ended range). */
export const MAX_VALUE = Symbol('max');
export type SortValue = MaybeNode | typeof MAX_VALUE;

function rank(value: SortValue): number {
  if (value === MAX_VALUE) return 5;
  if (value === null) return 0;
  if (!isLeaf(value)) return 4;
  return { boolean: 1, number: 2, string: 3 }[typeof value.value as 'boolean' | 'number' | 'string'];
}

/** Value order: null < false < true < numbers < strings < objects (all objects are equal). */
export function compareValues(a: SortValue, b: SortValue): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra >= 1 && ra <= 3) {
    const va = (a as { value: string | number | boolean }).value;
    const vb = (b as { value: string | number | boolean }).value;
    return va < vb ? -1 : va === vb ? 0 : 1;
  }
  return 0;
}

export function priorityAsValue(priority: Priority | undefined): SortValue {
  return priority === undefined ? null : { value: priority };
}

/** The default (priority) order used to hash children: by priority (none < numbers < strings), then by key. */
export function compareByPriority(a: [string, { priority?: Priority }], b: [string, { priority?: Priority }]): number {
  return compareValues(priorityAsValue(a[1].priority), priorityAsValue(b[1].priority)) || compareKeys(a[0], b[0]);
}
