// Realtime Database triggers of Cloud Functions (firebase-functions v2 onValueWritten and kin), fired by this
// server as firebase-tools' own Database emulator fires them: after a committed write, one CloudEvent per changed
// node that a trigger's ref pattern matches, POSTed to the Functions emulator (triggerDelivery.ts). This file is
// the pure part: which triggers the emulator lists, which nodes a write changed for a pattern, the event body.
import { randomUUID } from 'node:crypto';
import type { Path } from './paths';
import { getChild, getNode, isLeaf, toPlainValue, type MaybeNode } from './tree';

export const WRITTEN = 'google.firebase.database.ref.v1.written';
export const CREATED = 'google.firebase.database.ref.v1.created';
export const UPDATED = 'google.firebase.database.ref.v1.updated';
export const DELETED = 'google.firebase.database.ref.v1.deleted';
const EVENT_TYPES = new Set([WRITTEN, CREATED, UPDATED, DELETED]);

/** One segment of a ref pattern: a key, or a wildcard (`{id}` or `*`: one key; `{rest=**}` or `**`: see compileRef). */
type Segment = { kind: 'key'; key: string } | { kind: 'one' } | { kind: 'many' };

export interface DatabaseTrigger {
  /** The function's id in the emulator (`<region>-<name>`). */
  readonly id: string;
  /** What the emulator's trigger route takes: `<id>-<generation>` (functionsEmulator.js, getTriggerKey). */
  key: string;
  readonly eventType: string;
  /** The pattern as declared, e.g. `presupuestos/{id}`. */
  readonly ref: string;
  readonly segments: readonly Segment[];
  /** `*` (any namespace), a name, or a pattern with `*` or `{param}`. */
  readonly instance: string;
  readonly region: string;
}

/**
 * A ref pattern as segments. A multi-segment wildcard may only come last, and there it selects the node one level
 * below the keys before it (the outermost node that matches), so a write fires it once, not once per level.
 */
export function compileRef(ref: string): Segment[] | null {
  const parts = ref.split('/').filter((part) => part !== '');
  const segments: Segment[] = [];
  for (const [index, part] of parts.entries()) {
    if (part === '**' || /^\{[^/{}=]+=\*\*\}$/.test(part)) {
      if (index !== parts.length - 1) return null;
      segments.push({ kind: 'many' });
    } else if (part === '*' || /^\{[^/{}=]+\}$/.test(part)) segments.push({ kind: 'one' });
    else if (/[{}*]/.test(part)) return null;
    else segments.push({ kind: 'key', key: part });
  }
  return segments;
}

/**
 * The database triggers in the Functions emulator's own listing (`GET /backends`, its listBackendsHandler). The
 * listing does not say the emulator's trigger generation; it is 0 until the functions are reloaded with new
 * triggers, and delivery finds the current one from the emulator's answer (triggerDelivery.ts).
 */
export function triggersFromBackends(listing: unknown, log: (msg: string) => void = () => undefined): DatabaseTrigger[] {
  const backends = (listing as { backends?: unknown } | null)?.backends;
  if (!Array.isArray(backends)) return [];
  const triggers: DatabaseTrigger[] = [];
  for (const backend of backends as Array<{ functionTriggers?: unknown }>) {
    if (!Array.isArray(backend?.functionTriggers)) continue;
    for (const def of backend.functionTriggers as Array<Record<string, unknown>>) {
      const event = def.eventTrigger as
        { eventType?: unknown; eventFilters?: Record<string, unknown>; eventFilterPathPatterns?: Record<string, unknown> } | undefined;
      if (def.platform !== 'gcfv2' || typeof def.id !== 'string' || typeof event?.eventType !== 'string' || !EVENT_TYPES.has(event.eventType)) continue;
      const ref = event.eventFilterPathPatterns?.ref;
      const instance = event.eventFilters?.instance ?? event.eventFilterPathPatterns?.instance ?? '*';
      if (typeof ref !== 'string' || typeof instance !== 'string') continue;
      const segments = compileRef(ref);
      if (!segments) {
        log(`disparador ${def.id}: patrón de ruta no soportado (${ref}); no se dispara`);
        continue;
      }
      triggers.push({
        id: def.id,
        key: `${def.id}-0`,
        eventType: event.eventType,
        ref,
        segments,
        instance,
        region: typeof def.region === 'string' ? def.region : 'us-central1',
      });
    }
  }
  return triggers;
}

/** Whether a trigger's instance pattern (`*`, a name, `{param}` or `*` inside a name) takes a namespace. */
export function instanceMatches(pattern: string, instance: string): boolean {
  const source = pattern
    .split(/(\{[^{}]+\}|\*)/)
    .map((part, index) => (index % 2 === 1 ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\-]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(instance);
}

/** Equal values (priorities aside); nodes are shared between versions, so unchanged parts compare at once. */
export function sameValue(a: MaybeNode, b: MaybeNode): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (isLeaf(a) || isLeaf(b)) return isLeaf(a) && isLeaf(b) && a.value === b.value;
  if (a.children.size !== b.children.size) return false;
  for (const [key, child] of a.children) if (!sameValue(child, b.children.get(key) ?? null)) return false;
  return true;
}

export interface NodeChange {
  readonly path: Path;
  readonly before: MaybeNode;
  readonly after: MaybeNode;
}

/**
 * The nodes matching `segments` whose value a write changed: `paths` are the written node paths (none an ancestor
 * of another), `before`/`after` the roots around it. A match above a written path is the node containing it; below
 * one, every matching node under it in either version. In the order of `paths`, each node once.
 */
export function changedMatches(segments: readonly Segment[], paths: readonly Path[], before: MaybeNode, after: MaybeNode): NodeChange[] {
  const found = new Map<string, NodeChange>();
  const visit = (path: Path, oldNode: MaybeNode, newNode: MaybeNode) => {
    const key = path.join('/');
    if (found.has(key) || sameValue(oldNode, newNode)) return;
    found.set(key, { path, before: oldNode, after: newNode });
  };
  // Below a written path: walk both versions along the rest of the pattern.
  const expand = (index: number, path: string[], oldNode: MaybeNode, newNode: MaybeNode) => {
    if (index === segments.length) return visit(path, oldNode, newNode);
    if (sameValue(oldNode, newNode)) return;
    const segment = segments[index]!;
    if (segment.kind === 'key') {
      expand(index + 1, [...path, segment.key], getChild(oldNode, segment.key), getChild(newNode, segment.key));
      return;
    }
    const keys = new Set<string>();
    for (const node of [oldNode, newNode]) if (node && !isLeaf(node)) for (const child of node.children.keys()) keys.add(child);
    for (const child of keys)
      expand(segment.kind === 'many' ? segments.length : index + 1, [...path, child], getChild(oldNode, child), getChild(newNode, child));
  };
  for (const written of paths) {
    let index = 0;
    let matched = true;
    while (index < segments.length && index < written.length) {
      const segment = segments[index]!;
      if (segment.kind === 'key' && segment.key !== written[index]) {
        matched = false;
        break;
      }
      index++;
      if (segment.kind === 'many') break;
    }
    if (!matched) continue;
    const path = written.slice(0, index);
    if (index === segments.length) visit(path, getNode(before, path), getNode(after, path));
    else expand(index, [...path], getNode(before, path), getNode(after, path));
  }
  return [...found.values()];
}

/** Whether a change of one node is what the trigger's event type listens for. */
export function fires(eventType: string, change: NodeChange): boolean {
  if (eventType === CREATED) return change.before === null && change.after !== null;
  if (eventType === UPDATED) return change.before !== null && change.after !== null;
  if (eventType === DELETED) return change.before !== null && change.after === null;
  return true;
}

/**
 * What turns `data` into the new value under firebase-functions' applyChange (src/common/utilities/utils.ts): the
 * children that changed, with null for those removed; a whole value where either side is not an object.
 */
export function deltaOf(before: MaybeNode, after: MaybeNode): unknown {
  if (!after) return null;
  if (!before || isLeaf(before) || isLeaf(after)) return toPlainValue(after);
  const delta: Record<string, unknown> = {};
  for (const [key, child] of after.children) {
    const old = before.children.get(key) ?? null;
    if (!sameValue(old, child)) delta[key] = deltaOf(old, child);
  }
  for (const key of before.children.keys()) if (!after.children.has(key)) delta[key] = null;
  return delta;
}

/**
 * The v2 database CloudEvent (structured mode) as Firebase sends it and firebase-functions reads it
 * (v2/providers/database.ts): `data.data` before, `data.delta` the change, and the `instance`, `ref`,
 * `firebasedatabasehost` and `location` extensions. `ref` has no leading slash.
 */
export function eventBody(trigger: DatabaseTrigger, instance: string, change: NodeChange, time = new Date()): Record<string, unknown> {
  const ref = change.path.join('/');
  return {
    specversion: '1.0',
    id: randomUUID(),
    type: trigger.eventType,
    source: `//firebasedatabase.googleapis.com/projects/_/locations/${trigger.region}/instances/${instance}`,
    subject: `refs/${ref}`,
    time: time.toISOString(),
    datacontenttype: 'application/json',
    data: { data: toPlainValue(change.before), delta: deltaOf(change.before, change.after) },
    instance,
    ref,
    firebasedatabasehost: 'firebaseio.com',
    location: trigger.region,
  };
}
