// Tolerant reads (docs/storage-contract.md: an existing database keeps working): a stored field that does
// not fit its schema is read as if it were missing, and the reader applies its default.
import { is, type InferOutput, type ObjectEntries } from 'valibot';

export type FittingFields<TEntries extends ObjectEntries> = { [Key in keyof TEntries]?: Exclude<InferOutput<TEntries[Key]>, undefined> };

/** The fields of `raw` that fit their schema in `schema.entries`; the rest (and anything unknown) left out. */
export function fittingFields<TEntries extends ObjectEntries>(schema: { readonly entries: TEntries }, raw: unknown): FittingFields<TEntries> {
  const fields: Record<string, unknown> = {};
  if (raw === null || typeof raw !== 'object') return fields as FittingFields<TEntries>;
  for (const key of Object.keys(schema.entries)) {
    // Own properties only: a stored key such as "constructor" never reaches the prototype.
    const value: unknown = Object.prototype.hasOwnProperty.call(raw, key) ? (raw as Record<string, unknown>)[key] : undefined;
    if (value !== undefined && is(schema.entries[key]!, value)) fields[key] = value;
  }
  return fields as FittingFields<TEntries>;
}
