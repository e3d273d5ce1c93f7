// The public data snapshot: the values of the public paths as they were when the pages were rendered ahead
// of time (scripts/prerender.ts). The page carries them in <script id="salon-datos">, so the first render in
// the browser shows exactly what the HTML already shows (hydration, no jump) and the database then updates
// it live. Which paths it holds is the data layer's list (PUBLIC_SNAPSHOT_PATHS, @salon/firebase/data); this
// store is one per page, so it lives in the shared session.
export type PublicSnapshot = Record<string, unknown>;

export const SNAPSHOT_ELEMENT_ID = 'salon-datos';

let snapshot: PublicSnapshot | undefined;

function readFromDocument(): PublicSnapshot {
  if (typeof document === 'undefined') return {};
  const element = document.getElementById(SNAPSHOT_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as PublicSnapshot) : {};
  } catch {
    console.warn('Los datos de la página no se pudieron leer; se esperan los de la base.');
    return {};
  }
}

/** Prerendering (Node) and tests give the snapshot explicitly; in the browser it comes from the page. */
export function setPublicSnapshot(data: PublicSnapshot | undefined): void {
  snapshot = data;
}

/** `{ value }` when the snapshot holds this path (a stored null included), else undefined. */
export function snapshotValue(path: string): { value: unknown } | undefined {
  snapshot ??= readFromDocument();
  return Object.prototype.hasOwnProperty.call(snapshot, path) ? { value: snapshot[path] } : undefined;
}
