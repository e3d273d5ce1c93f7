// npm run rules: writes database.rules.json from the stored paths' shapes (@salon/schema, the `.validate`
// parts) and the hand-written access rules (./access.ts). A unit test fails while the committed file differs
// from what this generates (generate-rules.test.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { STORED, type StoredPath } from '@salon/schema';
import { ACCESS } from './access';
import { allOf, schemaToRules, type RulesNode } from './schemaToRules';

export const RULES_FILE = path.join(__dirname, '..', '..', 'database.rules.json');

const isNode = (value: unknown): value is RulesNode => !!value && typeof value === 'object';
const isRuleKey = (key: string) => key.startsWith('.');

/** The shapes of every path the rules validate, as one tree of nodes (server-only paths have none). */
function shapeTree(paths: readonly StoredPath[]): RulesNode {
  const root: RulesNode = {};
  for (const { path: storedPath, schema, serverOnly } of paths) {
    if (serverOnly) continue;
    const keys = storedPath.split('/');
    const last = keys.pop() as string;
    let parent = root;
    for (const key of keys) parent = (parent[key] ??= {}) as RulesNode;
    parent[last] = schemaToRules(schema, storedPath);
  }
  return root;
}

/**
 * One node: access (.read, .write) first, then the shape's .validate joined with the access one, then the
 * children in the shape's order, then those only the access names, then `$other`.
 */
function merge(shape: RulesNode | undefined, access: RulesNode | undefined, where: string, serverOnly: readonly string[]): RulesNode {
  const node: RulesNode = {};
  if (access?.['.read'] !== undefined) node['.read'] = access['.read'];
  if (access?.['.write'] !== undefined) node['.write'] = access['.write'];
  if (access?.['.indexOn'] !== undefined) node['.indexOn'] = access['.indexOn'];
  const shapeValidate = shape?.['.validate'];
  const accessValidate = access?.['.validate'];
  if (typeof accessValidate === 'boolean') throw new Error(`${where}: un .validate de acceso debe ser una condición.`);
  if (shapeValidate === false) {
    if (accessValidate) throw new Error(`${where}: la forma ya rechaza todo; el acceso no puede agregarle condiciones.`);
    node['.validate'] = false;
  } else {
    const validate = allOf([shapeValidate as string | undefined, accessValidate]);
    if (validate) node['.validate'] = validate;
  }
  const shapeChildren = Object.keys(shape ?? {}).filter((key) => !isRuleKey(key) && key !== '$other');
  const accessChildren = Object.keys(access ?? {}).filter((key) => !isRuleKey(key) && !shapeChildren.includes(key));
  for (const key of accessChildren) {
    const childPath = where ? `${where}/${key}` : key;
    // A typo in access.ts would otherwise give a rule to a path nothing stores.
    if (!serverOnly.some((prefix) => childPath === prefix || childPath.startsWith(`${prefix}/`) || prefix.startsWith(`${childPath}/`))) {
      throw new Error(`${childPath}: access.ts nombra una ruta que ningún esquema de @salon/schema describe.`);
    }
  }
  for (const key of [...shapeChildren, ...accessChildren]) {
    const child = merge(shape?.[key] as RulesNode | undefined, access?.[key] as RulesNode | undefined, where ? `${where}/${key}` : key, serverOnly);
    if (Object.keys(child).length > 0) node[key] = child;
  }
  if (isNode(shape?.$other)) node.$other = shape.$other;
  return node;
}

/** The whole rules file, as an object. */
export function generateRules(paths: readonly StoredPath[] = Object.values(STORED), access: RulesNode = ACCESS): { rules: RulesNode } {
  const serverOnly = paths.filter((stored) => stored.serverOnly).map((stored) => stored.path);
  return { rules: merge(shapeTree(paths), access, '', serverOnly) };
}

const RULE_KEYS = ['.read', '.write', '.validate', '.indexOn'];

/** JSON.stringify(…, null, 2), but each node lists .read, .write, .validate and .indexOn before its children (keys such as "8" would come first). */
function stringify(value: unknown, indent = ''): string {
  if (!isNode(value) || Array.isArray(value)) return JSON.stringify(value);
  const keys = [...RULE_KEYS.filter((key) => key in value), ...Object.keys(value).filter((key) => !RULE_KEYS.includes(key))];
  const inner = `${indent}  `;
  return `{\n${keys.map((key) => `${inner}${JSON.stringify(key)}: ${stringify(value[key], inner)}`).join(',\n')}\n${indent}}`;
}

/** database.rules.json's text, as committed. */
export function rulesText(): string {
  return `${stringify(generateRules())}\n`;
}

if (require.main === module) {
  writeFileSync(RULES_FILE, rulesText());
  console.log(`Escrito ${path.relative(process.cwd(), RULES_FILE)} desde @salon/schema y scripts/rules/access.ts.`);
}
