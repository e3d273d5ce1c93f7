// The data tree: immutable nodes shared between versions (a write copies only the nodes on its path),
// so old and new roots can both be handed to the rules engine and compared cheaply.
import { invalidKeyReason, type Path } from './paths';

export type Primitive = string | number | boolean;
export type Priority = string | number;

export interface LeafNode {
  readonly value: Primitive;
  readonly priority?: Priority;
}

export interface BranchNode {
  /** Never empty: a branch without children does not exist (it is null), as in RTDB. */
  readonly children: ReadonlyMap<string, TreeNode>;
  readonly priority?: Priority;
}

export type TreeNode = LeafNode | BranchNode;
/** null is the empty node: a location without data. */
export type MaybeNode = TreeNode | null;

/** Thrown for data the server refuses (bad keys, bad server values, NaN...). */
export class InvalidDataError extends Error {}

/** RTDB's limits on data: levels of nesting (keys in a path) and bytes of one string. */
export const MAX_DEPTH = 32;
export const MAX_STRING_BYTES = 10 * 1024 * 1024;

export function isLeaf(node: TreeNode): node is LeafNode {
  return 'value' in node;
}

export function leaf(value: Primitive, priority?: Priority): LeafNode {
  return priority === undefined ? { value } : { value, priority };
}

function branch(children: Map<string, TreeNode>, priority: Priority | undefined): MaybeNode {
  if (children.size === 0) return null; // empty nodes vanish, and take their priority with them
  return priority === undefined ? { children } : { children, priority };
}

export function getChild(node: MaybeNode, key: string): MaybeNode {
  if (!node) return null;
  if (key === '.priority') return node.priority === undefined ? null : leaf(node.priority);
  return isLeaf(node) ? null : (node.children.get(key) ?? null);
}

export function getNode(root: MaybeNode, path: Path): MaybeNode {
  let node = root;
  for (const key of path) {
    node = getChild(node, key);
    if (!node) return null;
  }
  return node;
}

function withPriority(node: MaybeNode, priorityNode: MaybeNode): MaybeNode {
  if (!node) return null; // a priority alone does not create a node
  let priority: Priority | undefined;
  if (priorityNode) {
    if (!isLeaf(priorityNode) || typeof priorityNode.value === 'boolean') {
      throw new InvalidDataError('a priority must be a string, a number or null');
    }
    priority = priorityNode.value;
  }
  if (isLeaf(node)) return leaf(node.value, priority);
  return branch(new Map(node.children), priority);
}

/**
 * Returns a new root with `newNode` at `path`. Follows the SDK's own rules so that client caches and the
 * server agree: writing below a leaf turns it into a branch that keeps the leaf's priority, removing below a
 * leaf changes nothing, and a branch left without children disappears.
 */
export function setNode(root: MaybeNode, path: Path, newNode: MaybeNode, depth = 0): MaybeNode {
  if (depth === path.length) return newNode;
  const key = path[depth]!;
  if (key === '.priority') return withPriority(root, newNode);
  const oldChild = getChild(root, key);
  const newChild = setNode(oldChild, path, newNode, depth + 1);
  if (newChild === oldChild) return root;
  if (root && isLeaf(root) && !newChild) return root;
  const children = new Map(root && !isLeaf(root) ? root.children : undefined);
  if (newChild) children.set(key, newChild);
  else children.delete(key);
  return branch(children, root?.priority);
}

export interface NormalizeContext {
  /** Milliseconds used for {'.sv': 'timestamp'}: one value for the whole write, like the real server. */
  now: number;
  /** The current node at the location, needed to resolve {'.sv': {increment}}. */
  existing: MaybeNode;
  /** Keys in the location's path: children deeper than MAX_DEPTH are refused. Absent: not checked. */
  depth?: number;
}

/**
 * Writes several non-overlapping paths at once, copying each changed branch once: linear in the number
 * of paths (setNode in a loop copies a parent's children once per written child). Same rules as setNode.
 */
export function applyUpdates(root: MaybeNode, writes: ReadonlyArray<readonly [Path, MaybeNode]>): MaybeNode {
  interface Patch {
    node?: MaybeNode;
    set: boolean;
    children: Map<string, Patch>;
  }
  const top: Patch = { set: false, children: new Map() };
  for (const [path, node] of writes) {
    let patch = top;
    for (const key of path) {
      let next = patch.children.get(key);
      if (!next) patch.children.set(key, (next = { set: false, children: new Map() }));
      patch = next;
    }
    patch.set = true;
    patch.node = node;
  }
  const apply = (node: MaybeNode, patch: Patch): MaybeNode => {
    if (patch.set) return patch.node ?? null;
    let children: Map<string, TreeNode> | null = null;
    for (const [key, sub] of patch.children) {
      if (key === '.priority') continue;
      const oldChild = getChild(node, key);
      const newChild = apply(oldChild, sub);
      if (newChild === oldChild) continue;
      if (node && isLeaf(node) && !newChild) continue; // removing below a leaf changes nothing
      children ??= new Map(node && !isLeaf(node) ? node.children : undefined);
      if (newChild) children.set(key, newChild);
      else children.delete(key);
    }
    let result = children ? branch(children, node?.priority) : node;
    const priority = patch.children.get('.priority');
    if (priority) result = withPriority(result, apply(getChild(result, '.priority'), priority));
    return result;
  };
  return apply(root, top);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveServerValue(sv: unknown, ctx: NormalizeContext): Primitive {
  if (sv === 'timestamp') return ctx.now;
  if (isPlainObject(sv) && 'increment' in sv) {
    const delta = sv.increment;
    if (typeof delta !== 'number' || !Number.isFinite(delta)) throw new InvalidDataError('increment needs a finite number');
    const current = ctx.existing && isLeaf(ctx.existing) ? ctx.existing.value : null;
    // Like RTDB: a missing or non-numeric value is replaced by the delta.
    return typeof current === 'number' ? current + delta : delta;
  }
  throw new InvalidDataError(`unknown server value ${JSON.stringify(sv)}`);
}

function normalizePriority(raw: unknown, ctx: NormalizeContext): Priority | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (isPlainObject(raw) && '.sv' in raw) return resolveServerValue(raw['.sv'], { ...ctx, existing: null }) as number;
  throw new InvalidDataError('a priority must be a string, a number or null');
}

function normalizePrimitive(value: unknown): Primitive {
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_BYTES / 3 && Buffer.byteLength(value, 'utf8') > MAX_STRING_BYTES) {
      throw new InvalidDataError(`contains a string greater than ${MAX_STRING_BYTES} utf8 bytes ('${value.slice(0, 50)}...')`);
    }
    return value;
  }
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidDataError('numbers must be finite');
    return value;
  }
  throw new InvalidDataError(`unsupported value of type ${typeof value}`);
}

const TOO_DEEP = `Path specified exceeds the maximum depth that can be written (${MAX_DEPTH})`;

/**
 * Turns JSON from a client (plain values, arrays, Firebase export format with .value/.priority, server
 * values) into a canonical node. Arrays become objects with numeric keys and null/empty children vanish,
 * exactly as RTDB stores them.
 */
export function normalize(input: unknown, ctx: NormalizeContext): MaybeNode {
  if (input === null || input === undefined) return null;
  if (typeof input !== 'object') return leaf(normalizePrimitive(input));
  if (Array.isArray(input)) {
    const children = new Map<string, TreeNode>();
    const childDepth = ctx.depth === undefined ? undefined : ctx.depth + 1;
    input.forEach((item, i) => {
      if (childDepth !== undefined && childDepth > MAX_DEPTH && item !== null && item !== undefined) throw new InvalidDataError(TOO_DEEP);
      const child = normalize(item, { ...ctx, existing: getChild(ctx.existing, String(i)), depth: childDepth });
      if (child) children.set(String(i), child);
    });
    return branch(children, undefined);
  }
  const obj = input as Record<string, unknown>;
  const childDepth = ctx.depth === undefined ? undefined : ctx.depth + 1;
  const priority = normalizePriority(obj['.priority'], ctx);
  if ('.sv' in obj) return leaf(resolveServerValue(obj['.sv'], ctx), priority);
  if ('.value' in obj && obj['.value'] !== null && obj['.value'] !== undefined) {
    const inner = normalize(obj['.value'], ctx);
    if (!inner || !isLeaf(inner)) throw new InvalidDataError('.value must hold a primitive value');
    return leaf(inner.value, priority);
  }
  const children = new Map<string, TreeNode>();
  for (const [key, raw] of Object.entries(obj)) {
    if (key === '.priority' || key === '.value') continue;
    const reason = invalidKeyReason(key);
    if (reason) throw new InvalidDataError(reason);
    if (childDepth !== undefined && childDepth > MAX_DEPTH && raw !== null && raw !== undefined) throw new InvalidDataError(TOO_DEEP);
    const child = normalize(raw, { ...ctx, existing: getChild(ctx.existing, key), depth: childDepth });
    if (child) children.set(key, child);
  }
  return branch(children, priority);
}

/** Firebase export format: what goes over the wire and into the data file (keeps priorities). */
export function toExportJson(node: MaybeNode): unknown {
  if (!node) return null;
  if (isLeaf(node)) return node.priority === undefined ? node.value : { '.value': node.value, '.priority': node.priority };
  const out: Record<string, unknown> = {};
  for (const [key, child] of node.children) out[key] = toExportJson(child);
  if (node.priority !== undefined) out['.priority'] = node.priority;
  return out;
}

const ARRAY_KEY = /^(0|[1-9]\d*)$/;

/**
 * Plain value as the SDK's snapshot.val() returns it: no priorities, and objects whose keys are all small
 * integers become arrays (the SDK's rule: every key an integer and the largest < 2 × the number of keys).
 */
export function toPlainValue(node: MaybeNode): unknown {
  if (!node) return null;
  if (isLeaf(node)) return node.value;
  let maxIndex = -1;
  let allIntegers = true;
  const out: Record<string, unknown> = {};
  for (const [key, child] of node.children) {
    out[key] = toPlainValue(child);
    if (allIntegers && ARRAY_KEY.test(key)) maxIndex = Math.max(maxIndex, Number(key));
    else allIntegers = false;
  }
  if (allIntegers && maxIndex < 2 * node.children.size) {
    const array: unknown[] = [];
    for (const [key, value] of Object.entries(out)) array[Number(key)] = value;
    return array;
  }
  return out;
}
