// Server-side query filtering (orderBy*/startAt/endAt/equalTo/limitTo*). It is required, not an
// optimisation: the SDK's get() on a limited query returns whatever the server sends, unfiltered.
// Semantics follow the SDK's RangedFilter/LimitedFilter so the client and server windows agree.
import { parsePath } from './paths';
import { compareKeys, compareValues, MAX_NAME, MAX_VALUE, MIN_NAME, priorityAsValue, type SortValue } from './ordering';
import { getNode, isLeaf, leaf, type MaybeNode, type TreeNode } from './tree';

/** The query object the SDK sends in `q` (queryParamsGetQueryObject). */
export interface WireQuery {
  sp?: unknown; // start value
  sn?: string; // start key
  sin?: boolean; // start inclusive
  ep?: unknown; // end value
  en?: string; // end key
  ein?: boolean; // end inclusive
  l?: number; // limit
  vf?: 'l' | 'r'; // anchor the limit to the left (limitToFirst) or the right (limitToLast)
  i?: string; // index: '.key', '.value', '.priority' or a child path; absent = priority
}

type Index = { kind: 'priority' } | { kind: 'key' } | { kind: 'value' } | { kind: 'child'; path: string[] };

interface Post {
  name: string;
  value: SortValue;
}

export function parseWireQuery(raw: unknown): WireQuery | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return raw;
}

/** True when the query keeps every child (only an orderBy, or nothing): the full value is the answer. */
export function loadsAllData(q: WireQuery | undefined): boolean {
  return !q || (!('sp' in q) && !('ep' in q) && !('l' in q));
}

function indexOf(q: WireQuery): Index {
  if (q.i === undefined || q.i === '.priority') return { kind: 'priority' };
  if (q.i === '.key') return { kind: 'key' };
  if (q.i === '.value') return { kind: 'value' };
  return { kind: 'child', path: parsePath(q.i) };
}

function sortValueOf(index: Index, node: TreeNode): SortValue {
  switch (index.kind) {
    case 'priority':
      return priorityAsValue(node.priority);
    case 'value':
      return node;
    case 'child':
      return getNode(node, index.path);
    case 'key':
      return null;
  }
}

function boundValue(raw: unknown): SortValue {
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return leaf(raw);
  return null;
}

function comparePosts(index: Index, a: Post, b: Post): number {
  if (index.kind === 'key') return compareKeys(a.name, b.name);
  return compareValues(a.value, b.value) || compareKeys(a.name, b.name);
}

function startPost(index: Index, q: WireQuery): Post {
  if (!('sp' in q)) return { name: MIN_NAME, value: null };
  // orderByKey: the start value *is* the key.
  if (index.kind === 'key') return { name: typeof q.sp === 'string' ? q.sp : MIN_NAME, value: null };
  return { name: q.sn ?? MIN_NAME, value: boundValue(q.sp) };
}

function endPost(index: Index, q: WireQuery): Post {
  if (!('ep' in q)) return { name: MAX_NAME, value: MAX_VALUE };
  if (index.kind === 'key') return { name: typeof q.ep === 'string' ? q.ep : MAX_NAME, value: null };
  return { name: q.en ?? MAX_NAME, value: boundValue(q.ep) };
}

/** The part of `node` a query selects; the result never carries the node's own priority (as in the SDK). */
export function applyQuery(node: MaybeNode, q: WireQuery | undefined): MaybeNode {
  if (loadsAllData(q)) return node;
  const query = q!;
  if (!node || isLeaf(node)) return null;
  const index = indexOf(query);
  const start = startPost(index, query);
  const end = endPost(index, query);
  const startInclusive = query.sin !== false;
  const endInclusive = query.ein !== false;
  const inRange = (post: Post): boolean => {
    const s = comparePosts(index, start, post);
    const e = comparePosts(index, post, end);
    return (startInclusive ? s <= 0 : s < 0) && (endInclusive ? e <= 0 : e < 0);
  };
  let posts = [...node.children]
    .map(([name, child]): Post & { child: TreeNode } => ({ name, child, value: sortValueOf(index, child) }))
    .filter(inRange)
    .sort((a, b) => comparePosts(index, a, b));
  if (typeof query.l === 'number' && query.l >= 0) {
    const fromLeft = query.vf ? query.vf === 'l' : 'sp' in query;
    posts = fromLeft ? posts.slice(0, query.l) : posts.slice(Math.max(0, posts.length - query.l));
  }
  if (posts.length === 0) return null;
  return { children: new Map(posts.map((p) => [p.name, p.child])) };
}

/** Builds a wire query from REST parameters (orderBy="$key", startAt=..., limitToLast=...). */
export function restQuery(params: URLSearchParams): WireQuery | undefined {
  const orderBy = params.get('orderBy');
  if (orderBy === null) return undefined;
  const json = (name: string): unknown => JSON.parse(params.get(name)!);
  const q: WireQuery = {};
  const by = JSON.parse(orderBy) as string;
  q.i = by === '$key' ? '.key' : by === '$value' ? '.value' : by === '$priority' ? '.priority' : by;
  if (params.has('equalTo')) {
    q.sp = q.ep = json('equalTo');
  }
  for (const [name, inclusive] of [
    ['startAt', true],
    ['startAfter', false],
  ] as const) {
    if (params.has(name)) {
      q.sp = json(name);
      q.sin = inclusive;
      if (!inclusive && q.i !== '.key') q.sn = MAX_NAME;
    }
  }
  for (const [name, inclusive] of [
    ['endAt', true],
    ['endBefore', false],
  ] as const) {
    if (params.has(name)) {
      q.ep = json(name);
      q.ein = inclusive;
      if (!inclusive && q.i !== '.key') q.en = MIN_NAME;
    }
  }
  if (params.has('limitToFirst')) Object.assign(q, { l: Number(params.get('limitToFirst')), vf: 'l' });
  if (params.has('limitToLast')) Object.assign(q, { l: Number(params.get('limitToLast')), vf: 'r' });
  return q;
}
