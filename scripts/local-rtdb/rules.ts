// Security rules, evaluated with targaryen (a faithful simulator of the RTDB rules language).
// We keep our own data tree and hand targaryen converted snapshots of it, so we control how writes are
// applied (priorities, server values, increments) and targaryen only judges old data vs new data.
import { readFileSync } from 'node:fs';
import type { RulesAuth } from './auth';
import { pathToString, type Path } from './paths';
import { type WireQuery } from './query';
import { isLeaf, type MaybeNode, type TreeNode } from './tree';

// targaryen ships no types; these are the few parts we use (lib/database/index.js, ruleset.js, results.js).
interface TargaryenResult {
  readonly allowed: boolean;
  /** A .write rule granted the operation (validation aside). */
  readonly permitted: boolean;
  readonly info: string;
}
interface TargaryenDatabase {
  with(updates: { auth?: RulesAuth | null; now?: number }): TargaryenDatabase;
}
interface TargaryenRuleset {
  tryRead(path: string, db: TargaryenDatabase, options: { now: number; query?: Record<string, unknown> }): TargaryenResult;
  tryWrite(path: string, db: TargaryenDatabase, newDb: TargaryenDatabase, newValue: unknown): TargaryenResult;
}
type DataNode = object & { readonly __dataNode: unique symbol };
interface TargaryenModule {
  database(rules: TargaryenRuleset, data: DataNode, now: number): TargaryenDatabase;
  store(data: unknown): DataNode;
  ruleset(definition: unknown): TargaryenRuleset;
}
// Loaded with require: targaryen is CommonJS without type declarations.

const targaryen = require('targaryen') as TargaryenModule;

export type RulesSource = object | string;

export interface RulesDecision {
  allowed: boolean;
  /** targaryen's explanation (each rule evaluated and its result), for the log. */
  info: string;
}

/** Removes // and /* *\/ comments outside strings: the Firebase CLI accepts them in database.rules.json. */
export function stripJsonComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
    } else {
      out += c;
    }
  }
  return out;
}

export function loadRulesDefinition(source: RulesSource): object {
  if (typeof source !== 'string') return source;
  let text: string;
  try {
    text = readFileSync(source, 'utf8');
  } catch (error) {
    throw new Error(`No se pudieron leer las reglas de ${source}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(stripJsonComments(text)) as object;
  } catch (error) {
    throw new Error(`Las reglas de ${source} no son JSON válido: ${(error as Error).message}`);
  }
}

// Our nodes are immutable, so their targaryen twins can be cached: after a write only the nodes on the
// written path are converted again.
const dataNodes = new WeakMap<TreeNode, DataNode>();
const NULL_DATA: DataNode = targaryen.store(null);

function toDataNode(node: MaybeNode): DataNode {
  if (!node) return NULL_DATA;
  const cached = dataNodes.get(node);
  if (cached) return cached;
  let converted: DataNode;
  if (isLeaf(node)) {
    converted = targaryen.store({ '.value': node.value, '.priority': node.priority });
  } else {
    const plain: Record<string, unknown> = {};
    for (const [key, child] of node.children) plain[key] = toDataNode(child);
    if (node.priority !== undefined) plain['.priority'] = node.priority;
    converted = targaryen.store(plain);
  }
  dataNodes.set(node, converted);
  return converted;
}

/** Maps the wire query to the `query` variable of read rules (query.orderByChild, query.limitToFirst...). */
function rulesQuery(q: WireQuery | undefined): Record<string, unknown> | undefined {
  if (!q) return undefined;
  const out: Record<string, unknown> = {};
  if (q.i === '.key') out.orderByKey = true;
  else if (q.i === '.value') out.orderByValue = true;
  else if (q.i === undefined || q.i === '.priority') out.orderByPriority = true;
  else out.orderByChild = q.i;
  const primitive = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  if ('sp' in q && 'ep' in q && q.sp === q.ep && q.sn === q.en && q.sin !== false && q.ein !== false) {
    if (primitive(q.sp)) out.equalTo = q.sp;
  } else {
    if ('sp' in q && primitive(q.sp)) out.startAt = q.sp;
    if ('ep' in q && primitive(q.ep)) out.endAt = q.ep;
  }
  if (typeof q.l === 'number') out[q.vf === 'l' ? 'limitToFirst' : 'limitToLast'] = q.l;
  return out;
}

/** True if some .read rule mentions `root` or `data`, i.e. a write elsewhere can change who may read. */
function readRulesUseData(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, value]) => (key === '.read' ? typeof value === 'string' && /\b(root|data)\b/.test(value) : readRulesUseData(value)));
}

/**
 * The top-level `&&` terms of a rule expression, or the whole expression when it is not a plain conjunction
 * (a top-level `||`, `?:`, a regular expression, unbalanced brackets or quotes).
 */
export function conjuncts(rule: string): string[] {
  let text = rule.trim();
  const parts: string[] = [];
  for (;;) {
    if (/\.matches\s*\(/.test(text)) return [text]; // a regular expression may hold any character
    let depth = 0;
    let quote: string | null = null;
    let start = 0;
    let plain = true;
    const found: string[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (depth === 0 && (c === '?' || c === ':' || (c === '|' && text[i + 1] === '|'))) plain = false;
      else if (depth === 0 && c === '&' && text[i + 1] === '&') {
        found.push(text.slice(start, i).trim());
        start = i + 2;
        i++;
      }
      if (depth < 0) return [rule.trim()];
    }
    if (quote || depth !== 0 || !plain) return [rule.trim()];
    found.push(text.slice(start).trim());
    if (found.length > 1) return [...parts, ...found];
    // One term: `( a && b )` is looked into.
    if (text.startsWith('(') && text.endsWith(')') && balancedInside(text)) {
      text = text.slice(1, -1).trim();
      continue;
    }
    return [text];
  }
}

/** True when the opening parenthesis of `text` closes at its last character. */
function balancedInside(text: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i === text.length - 1;
  }
  return false;
}

/**
 * The rules with each `.write` reduced to what it asks of the current data, `auth` and `now`: its `&&` terms
 * that do not mention `newData` (`true` when every term does). Each reduced rule follows from the full one, so
 * a write these rules do not grant is not granted by the full rules either, whatever it writes.
 */
function grantRules(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '.validate' || key === '.indexOn') continue;
    if (key === '.write' && typeof value === 'string') {
      const terms = conjuncts(value).filter((term) => !/\bnewData\b/.test(term));
      out[key] = terms.length === 0 ? 'true' : terms.map((term) => `(${term})`).join(' && ');
    } else {
      out[key] = grantRules(value);
    }
  }
  return out;
}

/** What targaryen prints as the new value when it explains a decision: big writes are summarized. */
function describeValue(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 200) return `${value.slice(0, 200)}… (${value.length} caracteres)`;
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if (keys.length > 20) return `{… ${keys.length} claves}`;
  return Object.fromEntries(keys.map((key) => [key, describeValue((value as Record<string, unknown>)[key])]));
}

/** The `.indexOn` entries of the rules node at `path`: the literal child at each level, else its `$` wildcard. */
function indexOnAt(definition: object, path: Path): readonly string[] {
  let node: unknown = (definition as { rules?: unknown }).rules;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return [];
    const children = node as Record<string, unknown>;
    node = key in children ? children[key] : Object.entries(children).find(([name]) => name.startsWith('$'))?.[1];
  }
  const entry = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)['.indexOn'] : undefined;
  if (typeof entry === 'string') return [entry];
  return Array.isArray(entry) ? entry.filter((name): name is string => typeof name === 'string') : [];
}

export class RulesEngine {
  private readonly ruleset: TargaryenRuleset;
  private readonly definition: object;
  /** When false, listens need no re-check after writes (only after auth changes). */
  readonly readDependsOnData: boolean;
  /** grantRules of the definition; null if targaryen cannot read them (then there is no early refusal). */
  private readonly grants: TargaryenRuleset | null;

  constructor(definition: object) {
    try {
      this.ruleset = targaryen.ruleset(definition);
    } catch (error) {
      throw new Error(`Reglas de seguridad inválidas: ${(error as Error).message}`);
    }
    this.definition = definition;
    this.readDependsOnData = readRulesUseData(definition);
    try {
      this.grants = targaryen.ruleset(grantRules(definition));
    } catch {
      this.grants = null;
    }
  }

  /**
   * A cheap early "no" before a write is prepared or even read whole: whether a .write rule at `path` or above
   * can grant it is decided on the current data alone, with each rule reduced to its terms that do not look at
   * newData (grantRules). True means certainly denied; false means "check it properly" (canWrite).
   */
  certainlyDenied(root: MaybeNode, path: Path, auth: RulesAuth | null, now = Date.now()): boolean {
    if (!this.grants) return false;
    try {
      const db = targaryen.database(this.grants, toDataNode(root), now).with({ auth, now });
      return !this.grants.tryWrite(pathToString(path), db, db, null).permitted;
    } catch {
      return false;
    }
  }

  /**
   * False when a query orders by a child (or by value) that the rules at `path` do not index: Firebase then answers
   * the listen with the warning `no_index`, and the SDK logs which `.indexOn` to add. Keys and priorities need none.
   */
  isIndexed(path: Path, index: string | undefined): boolean {
    if (index === undefined || index === '.key' || index === '.priority') return true;
    return indexOnAt(this.definition, path).includes(index);
  }

  static from(source: RulesSource): RulesEngine {
    return new RulesEngine(loadRulesDefinition(source));
  }

  private db(root: MaybeNode, auth: RulesAuth | null, now: number): TargaryenDatabase {
    return targaryen.database(this.ruleset, toDataNode(root), now).with({ auth, now });
  }

  canRead(root: MaybeNode, path: Path, auth: RulesAuth | null, query?: WireQuery, now = Date.now()): RulesDecision {
    try {
      const result = this.ruleset.tryRead(pathToString(path), this.db(root, auth, now), { now, query: rulesQuery(query) });
      return { allowed: result.allowed, info: result.info };
    } catch (error) {
      return { allowed: false, info: `Error evaluando reglas de lectura: ${(error as Error).message}` };
    }
  }

  /**
   * A write (or every path of a multi-path update) is allowed only if each written path passes its
   * .write and .validate rules against the complete new data: that makes updates all-or-nothing.
   */
  canWrite(oldRoot: MaybeNode, newRoot: MaybeNode, paths: readonly Path[], auth: RulesAuth | null, newValue: unknown, now = Date.now()): RulesDecision {
    try {
      const before = this.db(oldRoot, auth, now);
      const after = this.db(newRoot, auth, now);
      // The explanation (info) is built only for a denial: it prints the new value, once.
      for (const path of paths) {
        const result = this.ruleset.tryWrite(pathToString(path), before, after, newValue);
        if (!result.allowed) {
          return { allowed: false, info: this.ruleset.tryWrite(pathToString(path), before, after, describeValue(newValue)).info };
        }
      }
      return { allowed: true, info: '' };
    } catch (error) {
      return { allowed: false, info: `Error evaluando reglas de escritura: ${(error as Error).message}` };
    }
  }
}

/** Used when no rules are given: everything is allowed (a warning is logged at startup). */
export const OPEN_RULES = { rules: { '.read': true, '.write': true } };
