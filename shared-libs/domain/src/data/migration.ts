// Moving a whole data set in and out of the site (/migracion). An import is checked completely before
// anything is written: the database's key rules, the 10 MB string limit and the shape of every known path,
// from the same schemas database.rules.json is generated from (@salon/schema; docs/storage-contract.md,
// "Import"). The result is the list of writes for one multi-path update, so either all of it is written or
// none of it.
import { PRICE_KEY, STORED, type StoredPath } from '@salon/schema';
import { safeParse, type BaseIssue } from 'valibot';
import { findInvalidKeys } from './dbKeys';
import { validateComponentOrderForSave } from '../site/homeSections';
import { parsePriceValue } from '../pricing/prices';
import { isRecord } from './values';

interface Problems {
  errors: string[];
  warnings: string[];
}

const describeType = (value: unknown): string =>
  value === null
    ? 'vacío'
    : Array.isArray(value)
      ? 'una lista'
      : typeof value === 'object'
        ? 'un objeto'
        : typeof value === 'string'
          ? 'un texto'
          : typeof value === 'number'
            ? 'un número'
            : typeof value === 'boolean'
              ? 'verdadero/falso'
              : typeof value;

type Issue = BaseIssue<unknown>;

/** A missing field of an object: valibot names it as `"key"` and reports it at the field's own path. */
const isMissingField = (issue: Issue) =>
  (issue.type === 'strict_object' || issue.type === 'object') && issue.input === undefined && issue.expected?.startsWith('"');

/** The import's Spanish for a problem whose schema brings no message of its own (@salon/schema carries the specific ones). */
function spanishMessage(issue: Issue): string {
  switch (issue.type) {
    case 'string':
      return `debe ser un texto (es ${describeType(issue.input)}).`;
    case 'number':
      return `debe ser un número (es ${describeType(issue.input)}).`;
    case 'boolean':
      return `debe ser verdadero o falso (es ${describeType(issue.input)}).`;
    case 'array':
      return `debe ser una lista (es ${describeType(issue.input)}).`;
    case 'strict_object':
    case 'object':
    case 'record':
      if (issue.expected === 'never') return 'campo desconocido.';
      if (isMissingField(issue)) return `falta el campo ${issue.expected ?? ''}.`;
      return `debe ser un objeto (es ${describeType(issue.input)}).`;
    default:
      return 'no es un valor válido.';
  }
}

/** Where a problem is: the unit's path and the keys below it (a missing field is reported at its object). */
function issuePath(path: string, issue: Issue): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  if (isMissingField(issue)) keys.pop();
  return [path, ...keys].join('/');
}

/** Checks `value` against its stored shape; the checked value, or `value` itself when it does not fit. */
function checkShape(schema: StoredPath['schema'], value: unknown, path: string, problems: Problems): unknown {
  const result = safeParse(schema, value, { abortPipeEarly: true, message: spanishMessage });
  for (const issue of result.issues ?? []) problems.errors.push(`${issuePath(path, issue)}: ${issue.message}`);
  return result.success ? result.output : value;
}

/**
 * An export as the database holds it: null is absent (holes of exported lists), and a map the SDK handed out
 * as an array (numeric keys) is a map again. Lists stay lists.
 */
function withoutHoles(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (!value.includes(null)) return value.map(withoutHoles);
    return Object.fromEntries(value.flatMap((item, index) => (item === null ? [] : [[String(index), withoutHoles(item)]])));
  }
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (item === null ? [] : [[key, withoutHoles(item)]])));
}

/** A stored list as an array (an object with numeric keys is how the database returns a list with holes). */
const asList = (value: unknown): unknown => (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : value);

/** Older databases kept prices as text ("150.000"): they are written as numbers, and the user is told. */
function pricesAsNumbers(value: unknown, path: string, problems: Problems): unknown {
  if (!isRecord(value) || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, raw]) => {
      const amount = typeof raw === 'number' || !PRICE_KEY.test(key) ? null : parsePriceValue(raw);
      if (amount === null) return [key, raw];
      problems.warnings.push(`${path}/${key}: el texto "${String(raw)}" se guarda como el número ${amount}.`);
      return [key, amount];
    }),
  );
}

/** Older sites kept the staff member's e-mail as a booking's author; public data names staff by id only. */
function withoutAuthorEmails(value: unknown, path: string, problems: Problems): unknown {
  if (!isRecord(value) || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([date, booking]) => {
      if (!isRecord(booking) || typeof booking.creadoPor !== 'string' || !booking.creadoPor.includes('@')) return [date, booking];
      problems.warnings.push(`${path}/${date}/creadoPor: no se importa el correo de quien la cargó (los datos públicos no guardan correos).`);
      const { creadoPor: _email, ...rest } = booking;
      return [date, rest];
    }),
  );
}

/** Receipts are keyed by their number (r1, r2, …), so a number is never used twice (the rules require it). */
function receiptKeysMatchNumbers(value: unknown, path: string, problems: Problems): void {
  if (!isRecord(value)) return;
  for (const [key, receipt] of Object.entries(value)) {
    const numero = isRecord(receipt) ? receipt.numero : undefined;
    if (Number.isInteger(numero) && (numero as number) >= 1 && key !== `r${String(numero)}`) {
      problems.errors.push(`${path}/${key}: un recibo se guarda con la clave r + su número (r${String(numero)}).`);
    }
  }
}

interface Unit {
  path: string;
  /**
   * Written entry by entry, this many keys below the path (their rules allow writes only there), so entries absent
   * from the file stay.
   */
  perEntry?: 1 | 2;
  check(value: unknown, path: string, problems: Problems): unknown;
}

const shapeOf = ({ path, schema }: StoredPath): Unit => ({ path, check: (value, at, problems) => checkShape(schema, value, at, problems) });

/** Budgets without their client link (presupuestos/{id}/enlaceCliente): the links stay on the site that made them. */
function withoutClientLinks(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([id, budget]) => {
      if (!isRecord(budget) || !('enlaceCliente' in budget)) return [id, budget];
      const { enlaceCliente: _link, ...rest } = budget;
      return [id, rest];
    }),
  );
}

const asObject = (value: unknown): Record<string, unknown> => (isRecord(value) && !Array.isArray(value) ? value : {});

/**
 * Older sites kept each budget's history inside it (presupuestos/{id}/historial/{pushId}): those lines are moved to
 * historialPresupuestos/{id}/{pushId}, beside any the file already has there, and the budget is imported without them.
 */
function historyOutOfBudgets(data: Record<string, unknown>): Record<string, unknown> {
  const budgets = valueAt(data, STORED.budgets.path);
  if (!isRecord(budgets) || !Object.values(budgets).some((budget) => isRecord(budget) && isRecord(budget.historial))) return data;
  const histories: Record<string, unknown> = { ...asObject(valueAt(data, STORED.budgetHistory.path)) };
  const kept: Record<string, unknown> = {};
  for (const [id, budget] of Object.entries(budgets)) {
    if (!isRecord(budget) || !isRecord(budget.historial)) {
      kept[id] = budget;
      continue;
    }
    const { historial, ...rest } = budget;
    kept[id] = rest;
    histories[id] = { ...historial, ...asObject(histories[id]) };
  }
  return { ...data, [STORED.budgets.path]: kept, [STORED.budgetHistory.path]: histories };
}

/** Each imported path of @salon/schema and how it is checked: its shape, and what older data needs first. */
const UNITS: Unit[] = Object.values(STORED as Record<string, StoredPath>)
  .filter((stored) => !stored.serverOnly && !stored.notImported && stored.path !== STORED.receiptCounter.path)
  .map((stored): Unit => {
    const shape = shapeOf(stored);
    switch (stored.path) {
      case STORED.prices.path:
        return { ...shape, check: (value, path, problems) => shape.check(pricesAsNumbers(value, path, problems), path, problems) };
      case STORED.weekendDays.path:
        return { ...shape, check: (value, path, problems) => shape.check(asList(value), path, problems) };
      case STORED.componentOrder.path:
        return {
          ...shape,
          // The shape first, then the home page's own rule: every section exactly once.
          check: (value, path, problems) => {
            const list = asList(value);
            const errorsBefore = problems.errors.length;
            shape.check(list, path, problems);
            if (problems.errors.length > errorsBefore) return list;
            const sections = validateComponentOrderForSave(list);
            if (!sections.ok) for (const error of sections.errors) problems.errors.push(`${path}: ${error}`);
            return sections.ok ? sections.items : list;
          },
        };
      case STORED.bookings.path:
        // Date by date: a date a budget holds can only be changed together with that budget (the rules).
        return { ...shape, perEntry: 1, check: (value, path, problems) => shape.check(withoutAuthorEmails(value, path, problems), path, problems) };
      case STORED.budgets.path:
        // A budget's client link is not imported (enlacesCliente is not): the imported budget is not shared.
        return { ...shape, perEntry: 1, check: (value, path, problems) => shape.check(withoutClientLinks(value), path, problems) };
      case STORED.budgetHistory.path:
        // Line by line: the rules let no write replace or drop a budget's history.
        return { ...shape, perEntry: 2 };
      case STORED.inquiries.path:
        return { ...shape, perEntry: 1 };
      case STORED.receipts.path:
        return {
          ...shape,
          perEntry: 1,
          check: (value, path, problems) => {
            receiptKeysMatchNumbers(value, path, problems);
            return shape.check(value, path, problems);
          },
        };
      default:
        return shape;
    }
  });

/** Parts of an export that are never imported, and why (shown as warnings). */
const SKIPPED: Record<string, string> = {
  staff: 'El personal no se importa: se da de alta con npm run staff (los roles viven en el servidor).',
  contadores:
    'El contador de recibos no se copia: si el archivo trae recibos con números más altos que los de este sitio, avanza hasta el mayor y los próximos recibos siguen desde ahí.',
  limitesAskAI: 'Los límites de uso del asistente no se importan: los lleva el servidor.',
  limiteConsultas: 'Los límites de consultas por visitante no se importan: valen solo en el sitio donde se enviaron.',
  topesConsultas: 'Los topes de consultas por conexión, teléfono y hora no se importan: los lleva el servidor.',
  secretos: 'La dirección secreta del calendario no se importa: generá una nueva en /admin («Calendario para tu teléfono»).',
  enlacesCliente: 'Los enlaces de los clientes a sus presupuestos no se importan: compartí de nuevo desde cada presupuesto («Compartir con el cliente»).',
  cifras: 'Las cifras del tablero no se importan: el servidor las calcula de nuevo con los presupuestos, recibos y consultas importados.',
  pagosMercadoPago: 'El registro de los pagos de Mercado Pago no se importa: lo lleva el servidor de este sitio. Los recibos de esos pagos sí se importan.',
};

/** The top-level keys of the paths an import leaves out (server-kept or not imported), each with its warning in SKIPPED. */
export const SKIPPED_ROOT_KEYS: readonly string[] = Object.keys(SKIPPED);

/** The top-level keys an import may carry. */
export const IMPORTABLE_ROOT_KEYS: readonly string[] = [...new Set(UNITS.map((unit) => unit.path.split('/')[0] as string))];

function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('/')) {
    if (!isRecord(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Every path of the file that belongs to no known part ('datosId/3', 'otraCosa'). */
function unknownPaths(data: Record<string, unknown>): string[] {
  const unknown: string[] = [];
  const known = UNITS.map((unit) => unit.path);
  const walk = (node: unknown, prefix: string) => {
    if (!isRecord(node)) return;
    for (const key of Object.keys(node)) {
      const path = prefix ? `${prefix}/${key}` : key;
      if (known.includes(path) || (!prefix && key in SKIPPED)) continue;
      if (known.some((unitPath) => unitPath.startsWith(`${path}/`))) walk(node[key], path);
      else unknown.push(path);
    }
  };
  walk(data, '');
  return unknown;
}

/** The entries `depth` keys below `path`, each at its own path. */
function entriesBelow(value: Record<string, unknown>, path: string, depth: number): Array<[string, unknown]> {
  return Object.entries(value).flatMap(([key, entry]): Array<[string, unknown]> =>
    depth > 1 ? (isRecord(entry) ? entriesBelow(entry, `${path}/${key}`, depth - 1) : []) : [[`${path}/${key}`, entry]],
  );
}

export interface ImportCheck {
  ok: boolean;
  /** Spanish, one per problem, each starting with the path. */
  errors: string[];
  warnings: string[];
  /** The multi-path update to write (only meaningful when ok). */
  writes: Record<string, unknown>;
}

/** Checks a parsed import file completely. */
export function checkImport(data: unknown): ImportCheck {
  const problems: Problems = { errors: [], warnings: [] };
  const writes: Record<string, unknown> = {};
  if (!isRecord(data) || Array.isArray(data)) {
    return { ok: false, errors: ['El archivo debe contener un objeto JSON con los datos del sitio.'], warnings: [], writes };
  }
  const badKeyPaths = findInvalidKeys(data);
  for (const path of badKeyPaths) {
    const key = path.split('/').pop() ?? '';
    const tooLong = valueAt(data, path);
    problems.errors.push(
      typeof tooLong === 'string'
        ? `${path}: el texto supera el límite de 10 MB.`
        : `${path}: la clave "${key}" no es válida (no puede estar vacía ni tener . # $ / [ ] o caracteres de control).`,
    );
  }
  for (const path of unknownPaths(data)) problems.errors.push(`${path}: ruta desconocida; este sitio no la usa. Quitala del archivo.`);
  for (const key of Object.keys(SKIPPED)) if (key in data) problems.warnings.push(SKIPPED[key] as string);

  const moved = historyOutOfBudgets(data);
  for (const unit of UNITS) {
    // A part with a bad key was reported already; checking its types would only repeat it.
    if (badKeyPaths.some((path) => path === unit.path || path.startsWith(`${unit.path}/`))) continue;
    const value = withoutHoles(valueAt(moved, unit.path));
    if (value === undefined || value === null) continue;
    const checked = unit.check(value, unit.path, problems);
    if (!unit.perEntry) writes[unit.path] = checked;
    else if (isRecord(checked)) for (const [path, entry] of entriesBelow(checked, unit.path, unit.perEntry)) writes[path] = entry;
  }
  if (problems.errors.length === 0 && Object.keys(writes).length === 0) problems.errors.push('El archivo no trae ningún dato de este sitio.');
  return { ok: problems.errors.length === 0, ...problems, writes };
}

/** Reads the chosen file's text as JSON; a Spanish message when it is not JSON. */
export function parseImportText(text: string): { ok: true; data: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: 'El archivo no es un JSON válido. Elegí el archivo que descargaste con «Exportar datos».' };
  }
}

export interface ImportDiff {
  added: string[];
  changed: string[];
  removed: string[];
}

function leaves(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isRecord(value) && !('.sv' in value)) {
    for (const [key, child] of Object.entries(value)) if (child !== null && child !== undefined) leaves(child, `${prefix}/${key}`, into);
  } else if (value !== null && value !== undefined) into.set(prefix, value);
}

/** What the writes would change in `current` (the whole data set), value by value. */
export function diffImport(current: unknown, writes: Record<string, unknown>): ImportDiff {
  const diff: ImportDiff = { added: [], changed: [], removed: [] };
  for (const [path, value] of Object.entries(writes)) {
    const before = new Map<string, unknown>();
    const after = new Map<string, unknown>();
    leaves(valueAt(current, path), path, before);
    leaves(value, path, after);
    for (const [leaf, next] of after) {
      if (!before.has(leaf)) diff.added.push(leaf);
      else if (before.get(leaf) !== next) diff.changed.push(leaf);
    }
    for (const leaf of before.keys()) if (!after.has(leaf)) diff.removed.push(leaf);
  }
  return diff;
}

/** Name of the export file: salon-datos-2026-11-22.json (the hall's date, passed in). */
export function exportFileName(today: string): string {
  return `salon-datos-${today}.json`;
}

/** The database's server time placeholder (ServerValue.TIMESTAMP on the wire). */
const SERVER_TIME = { '.sv': 'timestamp' } as const;

function sameValue(a: unknown, b: unknown): boolean {
  if (isRecord(a) && isRecord(b)) {
    const keysA = Object.keys(a).filter((key) => a[key] !== null && a[key] !== undefined);
    const keysB = Object.keys(b).filter((key) => b[key] !== null && b[key] !== undefined);
    return keysA.length === keysB.length && keysA.every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

/**
 * Receipts are the books: once issued, never changed (database.rules.json). Against the current data:
 * a receipt already here with the same content is left out (re-importing the site's own export changes
 * nothing); one here with other content, or a number this site already gave out, is refused; a new one
 * is stamped `importadoEn` (the rules accept a past `emitidoEn` only on imported receipts).
 */
export function keepBooks(current: unknown, writes: Record<string, unknown>): { writes: Record<string, unknown>; errors: string[] } {
  const errors: string[] = [];
  const kept: Record<string, unknown> = {};
  const counter = valueAt(current, 'contadores/recibos');
  const last = typeof counter === 'number' ? counter : 0;
  for (const [path, value] of Object.entries(writes)) {
    if (!path.startsWith('recibos/') || !isRecord(value)) {
      kept[path] = value;
      continue;
    }
    const here = valueAt(current, path);
    const { importadoEn: _stamp, ...incoming } = value;
    if (here !== undefined && here !== null) {
      const { importadoEn: _hereStamp, ...hereFields } = isRecord(here) ? here : {};
      if (!sameValue(hereFields, incoming)) errors.push(`${path}: ya hay un recibo con ese número y otros datos; un recibo emitido no se modifica.`);
      continue;
    }
    const numero = incoming.numero;
    if (typeof numero === 'number' && numero <= last) {
      errors.push(`${path}: este sitio ya usó el número ${numero} (va por el ${last}); un recibo nuevo no puede tomar un número anterior.`);
      continue;
    }
    kept[path] = { ...incoming, importadoEn: SERVER_TIME };
  }
  return { writes: kept, errors };
}

export interface ImportPlan extends ImportCheck {
  diff: ImportDiff;
}

/** Everything an import will do to `current`: the checks, the books kept, the counter, and what changes. */
export function planImport(data: unknown, current: unknown): ImportPlan {
  const check = checkImport(data);
  const empty: ImportDiff = { added: [], changed: [], removed: [] };
  if (!check.ok) return { ...check, diff: empty };
  const books = keepBooks(current, check.writes);
  if (books.errors.length > 0) return { ...check, ok: false, errors: books.errors, writes: {}, diff: empty };
  const writes = withReceiptCounter(current, withLinksOfThisSite(data, current, books.writes));
  return { ...check, writes, diff: diffImport(current, writes) };
}

/**
 * A budget keeps its client link when the link is this site's own (enlacesCliente/{token} names that budget and is not
 * revoked): re-importing a site's export into the same site leaves its shared budgets shared. Links of another site
 * stay out (withoutClientLinks), as the rules would refuse them.
 */
function withLinksOfThisSite(data: unknown, current: unknown, writes: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(writes)) {
    const link = path.startsWith(`${STORED.budgets.path}/`) && isRecord(value) ? valueAt(data, `${path}/enlaceCliente`) : undefined;
    const token = isRecord(link) ? link.token : undefined;
    const here = typeof token === 'string' ? valueAt(current, `${STORED.clientLinks.path}/${token}`) : undefined;
    const ours = isRecord(here) && here.presupuestoId === path.slice(STORED.budgets.path.length + 1) && here.revocadoEn === undefined;
    kept[path] = ours && isRecord(value) ? { ...value, enlaceCliente: link } : value;
  }
  return kept;
}

/**
 * The writes of an import, with the receipt counter moved forward when the file brings receipts numbered
 * beyond it: the database accepts a receipt only up to the counter, and the next receipt issued here must
 * follow the highest imported one. The counter never goes back (the rules refuse it), so a file with lower
 * numbers leaves it as it is.
 */
export function withReceiptCounter(current: unknown, writes: Record<string, unknown>): Record<string, unknown> {
  const counter = valueAt(current, 'contadores/recibos');
  const last = typeof counter === 'number' ? counter : 0;
  let highest = 0;
  for (const [path, value] of Object.entries(writes)) {
    if (!path.startsWith('recibos/') || !isRecord(value)) continue;
    const numero = value.numero;
    if (typeof numero === 'number' && numero > highest) highest = numero;
  }
  return highest > last ? { ...writes, 'contadores/recibos': highest } : writes;
}
