// Moving a whole data set in and out of the site (/migracion). An import is checked completely before
// anything is written: the database's key rules, the 10 MB string limit and the type of every known path
// (the same shapes database.rules.json enforces). The result is the list of writes for one multi-path
// update, so either all of it is written or none of it.
import { findInvalidKeys } from './dbKeys';
import { isValidIsoDate } from './dates';
import { validateComponentOrderForSave } from './homeSections';
import { parsePriceValue } from './prices';
import { isRecord } from './values';

type Checker = (value: unknown, path: string, problems: Problems) => unknown;

interface Problems {
  errors: string[];
  warnings: string[];
}

const ISO = (value: unknown): boolean => typeof value === 'string' && isValidIsoDate(value) && value >= '1900-01-01' && value <= '2099-12-31';
const describeType = (value: unknown): string =>
  value === null ? 'vacío' : Array.isArray(value) ? 'una lista' : typeof value === 'object' ? 'un objeto' : typeof value === 'string' ? 'un texto' : typeof value === 'number' ? 'un número' : typeof value === 'boolean' ? 'verdadero/falso' : typeof value;

function text(min: number, max: number): Checker {
  return (value, path, problems) => {
    if (typeof value !== 'string') problems.errors.push(`${path}: debe ser un texto (es ${describeType(value)}).`);
    else if (value.length < min || value.length > max) problems.errors.push(`${path}: debe tener entre ${min} y ${max} caracteres.`);
    return value;
  };
}
const isoDate: Checker = (value, path, problems) => {
  if (!ISO(value)) problems.errors.push(`${path}: debe ser una fecha AAAA-MM-DD entre 1900 y 2099.`);
  return value;
};
const optionalIsoDate: Checker = (value, path, problems) => (value === '' ? value : isoDate(value, path, problems));
const number: Checker = (value, path, problems) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) problems.errors.push(`${path}: debe ser un número (es ${describeType(value)}).`);
  return value;
};
const positiveNumber: Checker = (value, path, problems) => {
  if (typeof value !== 'number' || !(value > 0)) problems.errors.push(`${path}: debe ser un número mayor que 0.`);
  return value;
};
function numberBetween(min: number, max: number): Checker {
  return (value, path, problems) => {
    if (typeof value !== 'number' || !(value >= min && value <= max)) problems.errors.push(`${path}: debe ser un número entre ${min} y ${max}.`);
    return value;
  };
}
const boolean: Checker = (value, path, problems) => {
  if (typeof value !== 'boolean') problems.errors.push(`${path}: debe ser verdadero o falso (es ${describeType(value)}).`);
  return value;
};

/** An object with exactly these optional fields (`required` must be present). */
function record(fields: Record<string, Checker>, required: string[] = []): Checker {
  return (value, path, problems) => {
    if (!isRecord(value) || Array.isArray(value)) {
      problems.errors.push(`${path}: debe ser un objeto (es ${describeType(value)}).`);
      return value;
    }
    const result: Record<string, unknown> = {};
    for (const key of required) if (!(key in value)) problems.errors.push(`${path}: falta el campo "${key}".`);
    for (const [key, child] of Object.entries(value)) {
      const check = fields[key];
      if (!check) problems.errors.push(`${path}/${key}: campo desconocido.`);
      else result[key] = check(child, `${path}/${key}`, problems);
    }
    return result;
  };
}

/** A map of entries; each key must match `keyPattern`. Arrays (how a list with numeric keys exports) count as maps. */
function mapOf(entry: Checker, keyPattern?: RegExp, keyRule?: string): Checker {
  return (value, path, problems) => {
    if (!isRecord(value)) {
      problems.errors.push(`${path}: debe ser un objeto (es ${describeType(value)}).`);
      return value;
    }
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (child === null) continue; // holes of exported lists
      if (keyPattern && !keyPattern.test(key)) problems.errors.push(`${path}/${key}: la clave no es válida (${keyRule}).`);
      else result[key] = entry(child, `${path}/${key}`, problems);
    }
    return result;
  };
}

const PRICE_KEY = /^[a-r]_[A-Za-z0-9_]+_([7-9]|1[0-8])$/;
const prices: Checker = (value, path, problems) => {
  if (!isRecord(value) || Array.isArray(value)) {
    problems.errors.push(`${path}: debe ser un objeto (es ${describeType(value)}).`);
    return value;
  }
  const result: Record<string, number> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!PRICE_KEY.test(key)) {
      problems.errors.push(`${path}/${key}: no es un campo de precio (campo + mes 7–18, por ejemplo b_precio_3hs_7).`);
      continue;
    }
    const amount = parsePriceValue(raw);
    if (amount === null || amount > 1_000_000_000) problems.errors.push(`${path}/${key}: debe ser un precio entre 0 y 1.000.000.000.`);
    else {
      // Older databases kept prices as text ("150.000"); they are written as numbers.
      if (typeof raw !== 'number') problems.warnings.push(`${path}/${key}: el texto "${String(raw)}" se guarda como el número ${amount}.`);
      result[key] = amount;
    }
  }
  return result;
};

const componentOrder: Checker = (value, path, problems) => {
  const list = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : value;
  const result = validateComponentOrderForSave(list);
  if (!result.ok) for (const error of result.errors) problems.errors.push(`${path}: ${error}`);
  return result.ok ? result.items : value;
};

const weekendDays: Checker = (value, path, problems) => {
  const list = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null;
  if (!list || !list.every((day) => Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6)) {
    problems.errors.push(`${path}: debe ser una lista de días de la semana (0 = domingo … 6 = sábado).`);
  }
  return value;
};

const colour = text(1, 64);

/**
 * Write units: each known part of the data set and how it is checked. `perEntry` parts are written entry
 * by entry (their rules allow writes only there), so entries absent from the file stay as they are.
 */
const UNITS: Array<{ path: string; check: Checker; perEntry?: boolean }> = [
  { path: 'datosId/8', check: prices },
  { path: 'datosId/25', check: record({ numero_whatsapp: text(0, 40), link_imagen_volver: text(0, 2000) }) },
  { path: 'datosId/26', check: record({ fechaFinalCalendario: isoDate }) },
  { path: 'datosId/29', check: record({ contenido1: text(1, 80) }) },
  { path: 'config/browserTitle', check: text(1, 80) },
  {
    path: 'config/calendarIDs',
    check: record({ visitSlotsCalendarId: text(0, 300), eventsCalendarId: text(0, 300), holidaysCalendarId: text(0, 300) }),
  },
  { path: 'config/diasFinDeSemana', check: weekendDays },
  {
    path: 'config/plano',
    check: record({ imagen: text(0, 2000), areas: mapOf(record({ nombre: text(1, 80), descripcion: text(0, 500), x: numberBetween(0, 100), y: numberBetween(0, 100) }, ['nombre'])) }),
  },
  { path: 'componentOrder', check: componentOrder },
  {
    path: 'appSettings/theme',
    check: record(Object.fromEntries(['primaryColor', 'appBackgroundColor', 'cardGrey', 'primaryText', 'secondaryText', 'spanColor', 'whiteText'].map((key) => [key, colour]))),
  },
  {
    path: 'feriados_modificados',
    check: record({
      added: mapOf(record({ date: isoDate, name: text(0, 80) }, ['date'])),
      removed: mapOf(
        (value, path, problems) => (typeof value === 'boolean' || typeof value === 'string' ? value : boolean(value, path, problems)),
        /^[0-9]{8}$/,
        'AAAAMMDD',
      ),
    }),
  },
  {
    path: 'feriados_recurrentes',
    check: mapOf(
      record(
        {
          monthDay: (value, path, problems) => {
            if (typeof value !== 'string' || !/^(0?[1-9]|1[0-2])-(0?[1-9]|[12][0-9]|3[01])$/.test(value)) problems.errors.push(`${path}: debe ser mes-día, por ejemplo 12-25.`);
            return value;
          },
          name: text(0, 80),
        },
        ['monthDay'],
      ),
    ),
  },
  {
    // Date by date: a date a budget holds can only be changed together with that budget (the rules).
    path: 'reservas',
    perEntry: true,
    check: (value, path, problems) => {
      const date = path.split('/').pop() ?? '';
      if (!ISO(date)) {
        problems.errors.push(`${path}: la clave debe ser una fecha real AAAA-MM-DD entre 1900 y 2099.`);
        return value;
      }
      // Older sites kept the staff member's e-mail here; public data names staff by id only.
      if (isRecord(value) && typeof value.creadoPor === 'string' && value.creadoPor.includes('@')) {
        problems.warnings.push(`${path}/creadoPor: no se importa el correo de quien la cargó (los datos públicos no guardan correos).`);
        const { creadoPor: _email, ...rest } = value;
        value = rest;
      }
      return record(
        {
          tipo: (tipo, tipoPath, tipoProblems) => {
            if (tipo !== 'evento' && tipo !== 'bloqueo') tipoProblems.errors.push(`${tipoPath}: debe ser "evento" o "bloqueo".`);
            return tipo;
          },
          creadoEn: number,
          creadoPor: (author, authorPath, authorProblems) => {
            if (typeof author !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(author)) authorProblems.errors.push(`${authorPath}: debe ser el identificador de quien la cargó (letras, números, - o _).`);
            return author;
          },
          presupuestoId: (id, idPath, idProblems) => {
            if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) idProblems.errors.push(`${idPath}: debe ser el identificador de un presupuesto.`);
            return id;
          },
        },
        ['tipo'],
      )(value, path, problems);
    },
  },
  {
    path: 'promociones',
    check: mapOf(
      record(
        { titulo: text(1, 120), descripcion: text(0, 2000), desde: optionalIsoDate, hasta: optionalIsoDate, activa: boolean, orden: number },
        ['titulo'],
      ),
    ),
  },
  {
    path: 'galerias',
    check: (value, path, problems) => {
      const photo = mapOf(record({ src: text(1, 2000), alt: text(1, 300), ancho: positiveNumber, alto: positiveNumber, orden: number }, ['src', 'alt']));
      return mapOf(photo, /^(salon|cocina|opcionales)$/, 'salon, cocina u opcionales')(value, path, problems);
    },
  },
  {
    path: 'presupuestos',
    perEntry: true,
    // The budget's full shape is the budget form's; here, what the rules require of every budget.
    check: (value, path, problems) => {
      if (!isRecord(value)) problems.errors.push(`${path}: debe ser un objeto.`);
      else {
        for (const key of ['cliente', 'telefono', 'fechaEvento', 'estado', 'validoHasta', 'creadoEn', 'actualizadoEn', 'autor']) if (!(key in value)) problems.errors.push(`${path}: falta el campo "${key}".`);
        if ('cliente' in value) text(1, 120)(value.cliente, `${path}/cliente`, problems);
        if ('fechaEvento' in value) isoDate(value.fechaEvento, `${path}/fechaEvento`, problems);
        if ('creadoEn' in value) number(value.creadoEn, `${path}/creadoEn`, problems);
      }
      return value;
    },
  },
  {
    path: 'recibos',
    perEntry: true,
    check: (value, path, problems) => {
      if (!isRecord(value)) problems.errors.push(`${path}: debe ser un objeto.`);
      else {
        for (const key of ['numero', 'monto', 'concepto', 'medioDePago', 'emitidoEn', 'emitidoPor']) if (!(key in value)) problems.errors.push(`${path}: falta el campo "${key}".`);
        if ('numero' in value && !(Number.isInteger(value.numero) && (value.numero as number) >= 1)) problems.errors.push(`${path}/numero: debe ser un número entero desde 1.`);
        // Receipts are keyed by their number (r1, r2, …), so a number is never used twice.
        else if ('numero' in value && path.split('/').pop() !== `r${String(value.numero)}`) problems.errors.push(`${path}: un recibo se guarda con la clave r + su número (r${String(value.numero)}).`);
        if ('monto' in value) positiveNumber(value.monto, `${path}/monto`, problems);
        if ('concepto' in value && !['seña', 'saldo', 'extras'].includes(value.concepto as string)) problems.errors.push(`${path}/concepto: debe ser seña, saldo o extras.`);
        if ('emitidoEn' in value) number(value.emitidoEn, `${path}/emitidoEn`, problems);
      }
      return value;
    },
  },
];

/** Parts of an export that are never imported, and why (shown as warnings). */
const SKIPPED: Record<string, string> = {
  staff: 'El personal no se importa: se da de alta con npm run staff (los roles viven en el servidor).',
  contadores:
    'El contador de recibos no se copia: si el archivo trae recibos con números más altos que los de este sitio, avanza hasta el mayor y los próximos recibos siguen desde ahí.',
  limitesAskAI: 'Los límites de uso del asistente no se importan: los lleva el servidor.',
};

/** The top-level keys an import may carry. */
export const IMPORTABLE_ROOT_KEYS = ['datosId', 'config', 'componentOrder', 'appSettings', 'feriados_modificados', 'feriados_recurrentes', 'reservas', 'promociones', 'galerias', 'presupuestos', 'recibos'];

function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('/')) {
    if (!isRecord(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
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
      if (known.some((unitPath) => unitPath.startsWith(`${path}/`))) walk((node as Record<string, unknown>)[key], path);
      else unknown.push(path);
    }
  };
  walk(data, '');
  return unknown;
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

  for (const unit of UNITS) {
    // A part with a bad key was reported already; checking its types would only repeat it.
    if (badKeyPaths.some((path) => path === unit.path || path.startsWith(`${unit.path}/`))) continue;
    const value = valueAt(data, unit.path);
    if (value === undefined || value === null) continue;
    if (unit.perEntry) {
      if (!isRecord(value)) {
        problems.errors.push(`${unit.path}: debe ser un objeto (es ${describeType(value)}).`);
        continue;
      }
      for (const [id, entry] of Object.entries(value)) writes[`${unit.path}/${id}`] = unit.check(entry, `${unit.path}/${id}`, problems);
    } else {
      writes[unit.path] = unit.check(value, unit.path, problems);
    }
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
  const writes = withReceiptCounter(current, books.writes);
  return { ...check, writes, diff: diffImport(current, writes) };
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
    const numero = (value as Record<string, unknown>).numero;
    if (typeof numero === 'number' && numero > highest) highest = numero;
  }
  return highest > last ? { ...writes, 'contadores/recibos': highest } : writes;
}
