// The whole data set in and out (/migracion). Only an admin can read the root; the import is one
// multi-path update, so the database applies all of it or, if any rule refuses a part, none of it.
import { rawDatabase, getDb } from '@salon/firebase';

// The page's one Firebase, through the shared package (see ./index.ts).
const { get, ref, update } = rawDatabase;

/** Everything in the database, as the export file holds it. */
export async function readWholeDataSet(): Promise<Record<string, unknown>> {
  const snapshot = await get(ref(getDb()));
  const value: unknown = snapshot.val();
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** Writes the checked import (`checkImport(...).writes` of @salon/domain) in one atomic update. */
export function writeImport(writes: Record<string, unknown>): Promise<void> {
  return update(ref(getDb()), writes);
}
