// Turns a stored path's valibot schema (@salon/schema) into the `.validate` conditions of database.rules.json.
// It knows exactly the pieces the schema is built from (shared-libs/schema/src/build.ts) and refuses anything
// else, so a schema can never say more than the rules enforce.
import type { RulesKey } from '@salon/schema';

/** A node of database.rules.json. */
export interface RulesNode {
  '.read'?: string | boolean;
  '.write'?: string | boolean;
  '.validate'?: string | boolean;
  /** The children a query orders by here (the database builds an index for each). */
  '.indexOn'?: readonly string[];
  [child: string]: RulesNode | string | boolean | readonly string[] | undefined;
}

/** The parts of a valibot schema or action this translator reads. */
interface SchemaPart {
  kind: string;
  type: string;
  pipe?: readonly SchemaPart[];
  wrapped?: SchemaPart;
  entries?: Record<string, SchemaPart>;
  key?: SchemaPart;
  value?: SchemaPart;
  item?: SchemaPart;
  options?: readonly (SchemaPart | string | number)[];
  literal?: unknown;
  requirement?: unknown;
  metadata?: Partial<RulesKey>;
  default?: unknown;
}

class UnsupportedSchema extends Error {}

function unsupported(where: string, what: string): never {
  throw new UnsupportedSchema(`${where}: database.rules.json no puede expresar ${what}.`);
}

/** The schema itself and the actions of its pipe (valibot keeps both on the piped schema). */
function unpipe(schema: SchemaPart, where: string): { base: SchemaPart; actions: SchemaPart[]; keyName?: RulesKey } {
  if (!schema.pipe) return { base: schema, actions: [] };
  const [first, ...rest] = schema.pipe;
  const actions: SchemaPart[] = [];
  let keyName: RulesKey | undefined;
  for (const action of rest) {
    if (action.kind === 'metadata') {
      const metadata = action.metadata ?? {};
      if (metadata.rulesKey) keyName = { rulesKey: metadata.rulesKey, ...(metadata.keyPattern ? { keyPattern: metadata.keyPattern } : {}) };
    } else if (action.kind === 'validation') actions.push(action);
    else unsupported(where, `la acción ${action.type} (${action.kind})`);
  }
  return { base: { ...(first as SchemaPart), pipe: undefined }, actions, keyName };
}

function quote(value: unknown, where: string): string {
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string' || /['\\]/.test(value)) unsupported(where, `el literal ${JSON.stringify(value)}`);
  return `'${value}'`;
}

function regexLiteral(pattern: unknown, where: string): string {
  if (!(pattern instanceof RegExp) || pattern.flags !== '') unsupported(where, `la expresión ${String(pattern)}`);
  return `/${pattern.source}/`;
}

function numberLiteral(value: unknown, where: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) unsupported(where, `el límite ${String(value)}`);
  return String(value);
}

/** True when `condition` has an `||` outside parentheses (it then needs them to be joined with &&). */
function hasTopLevelOr(condition: string): boolean {
  let depth = 0;
  for (let i = 0; i < condition.length; i++) {
    const character = condition[i];
    if (character === '\\') i++;
    else if (character === '(') depth++;
    else if (character === ')') depth--;
    else if (depth === 0 && condition.startsWith(' || ', i)) return true;
  }
  return false;
}

/** Conditions joined with &&; undefined when there are none. */
export function allOf(conditions: ReadonlyArray<string | undefined>): string | undefined {
  const present = conditions.filter((condition): condition is string => !!condition);
  if (present.length <= 1) return present[0];
  return present.map((condition) => (hasTopLevelOr(condition) ? `(${condition})` : condition)).join(' && ');
}

function actionCondition(action: SchemaPart, subject: string, where: string): string {
  switch (action.type) {
    case 'min_length':
      return `${subject}.length >= ${numberLiteral(action.requirement, where)}`;
    case 'max_length':
      return `${subject}.length <= ${numberLiteral(action.requirement, where)}`;
    case 'regex':
      return `${subject}.matches(${regexLiteral(action.requirement, where)})`;
    case 'min_value':
      return `${subject} >= ${numberLiteral(action.requirement, where)}`;
    case 'max_value':
      return `${subject} <= ${numberLiteral(action.requirement, where)}`;
    case 'gt_value':
      return `${subject} > ${numberLiteral(action.requirement, where)}`;
    case 'lt_value':
      return `${subject} < ${numberLiteral(action.requirement, where)}`;
    case 'integer':
      return `${subject} % 1 === 0`;
    default:
      return unsupported(where, `la validación ${action.type}`);
  }
}

const TYPE_CHECK: Record<string, string> = { string: 'newData.isString()', number: 'newData.isNumber()', boolean: 'newData.isBoolean()' };

/** The conditions on a value that has no children: its type, then each check of its pipe, in order. */
function leafConditions(schema: SchemaPart, where: string): string[] {
  const { base, actions } = unpipe(schema, where);
  const typeCheck = TYPE_CHECK[base.type];
  if (typeCheck) {
    if (base.type === 'boolean' && actions.length > 0) unsupported(where, 'validaciones sobre verdadero/falso');
    return [typeCheck, ...actions.map((action) => actionCondition(action, 'newData.val()', where))];
  }
  if (actions.length > 0) unsupported(where, `validaciones sobre ${base.type}`);
  switch (base.type) {
    case 'picklist':
      return [(base.options ?? []).map((option) => `newData.val() === ${quote(option, where)}`).join(' || ')];
    case 'literal':
      return [`newData.val() === ${quote(base.literal, where)}`];
    case 'union':
      return [unionCondition(base.options as SchemaPart[], where)];
    default:
      return unsupported(where, `el tipo ${base.type}`);
  }
}

/**
 * One of several shapes. Texts share one type check: '' or a date is
 * `newData.isString() && (newData.val() === '' || newData.val().matches(…))`.
 */
function unionCondition(options: SchemaPart[], where: string): string {
  const isText = (option: SchemaPart) => {
    const { base } = unpipe(option, where);
    return base.type === 'string' || (base.type === 'literal' && typeof base.literal === 'string');
  };
  if (options.every(isText) && options.some((option) => unpipe(option, where).base.type === 'string')) {
    const alternatives = options.map((option) => {
      const [typeCheck, ...checks] = leafConditions(option, where);
      if (typeCheck === TYPE_CHECK.string && checks.length === 0) unsupported(where, 'cualquier texto dentro de una unión');
      return allOf(typeCheck === TYPE_CHECK.string ? checks : [typeCheck]) as string;
    });
    return allOf([
      TYPE_CHECK.string,
      alternatives.map((alternative) => (alternative.includes(' && ') ? `(${alternative})` : alternative)).join(' || '),
    ]) as string;
  }
  return options
    .map((option) => allOf(leafConditions(option, where)) as string)
    .map((alternative) => (alternative.includes(' && ') ? `(${alternative})` : alternative))
    .join(' || ');
}

/** The conditions on a map's key (`$id`, `$fecha`, …). */
function keyConditions(key: SchemaPart | undefined, name: string, where: string): string[] {
  if (!key) return [];
  const { base, actions } = unpipe(key, where);
  if (base.type === 'picklist') {
    if (actions.length > 0) unsupported(where, 'validaciones sobre una clave elegida de una lista');
    return [(base.options ?? []).map((option) => `${name} === ${quote(option, where)}`).join(' || ')];
  }
  if (base.type !== 'string') unsupported(where, `una clave de tipo ${base.type}`);
  return actions.map((action) => {
    if (action.type !== 'regex') unsupported(where, `la validación ${action.type} sobre una clave`);
    return `${name}.matches(${regexLiteral(action.requirement, where)})`;
  });
}

const isOptional = (schema: SchemaPart) => schema.type === 'optional' && schema.default === undefined;

/** The rules node that validates a value of `schema` written at `where`. */
export function schemaToRules(schema: SchemaPart, where: string): RulesNode {
  if (schema.type === 'optional') unsupported(where, 'un valor opcional fuera de un objeto');
  const { base, actions, keyName } = unpipe(schema, where);
  switch (base.type) {
    case 'object':
    case 'strict_object': {
      if (actions.length > 0) unsupported(where, 'validaciones sobre un objeto');
      const entries = Object.entries(base.entries ?? {});
      const required = entries.filter(([, entry]) => !isOptional(entry)).map(([key]) => quote(key, where));
      const node: RulesNode = {};
      if (required.length > 0) node['.validate'] = `newData.hasChildren([${required.join(', ')}])`;
      for (const [key, entry] of entries) node[key] = schemaToRules(isOptional(entry) ? (entry.wrapped as SchemaPart) : entry, `${where}/${key}`);
      // Only the named fields: anything else is refused.
      if (base.type === 'strict_object') node.$other = { '.validate': false };
      return node;
    }
    case 'record':
    case 'array': {
      if (!keyName) unsupported(where, `un mapa sin nombre de clave (keyed/list de build.ts)`);
      // list() checks its indexes against keyPattern: the rules say the same with `$i.matches(…)` below.
      const listIndexes = (action: SchemaPart) => base.type === 'array' && action.type === 'check' && !!keyName.keyPattern;
      if (actions.some((action) => !listIndexes(action))) unsupported(where, 'validaciones sobre un mapa o una lista');
      const name = keyName.rulesKey;
      const child = schemaToRules((base.type === 'record' ? base.value : base.item) as SchemaPart, `${where}/${name}`);
      const keyChecks =
        base.type === 'record'
          ? keyConditions(base.key, name, where)
          : keyName.keyPattern
            ? [`${name}.matches(${regexLiteral(keyName.keyPattern, where)})`]
            : [];
      const validate = allOf([...keyChecks, child['.validate'] as string | undefined]);
      const { '.validate': _childValidate, ...children } = child;
      return { [name]: validate ? { '.validate': validate, ...children } : children };
    }
    default:
      return { '.validate': allOf(leafConditions(schema, where)) };
  }
}
