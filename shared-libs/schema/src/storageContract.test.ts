// docs/storage-contract.md lists exactly the stored paths of this package, once each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORED, type StoredPath } from './stored';

const DOC = path.join(__dirname, '..', '..', '..', 'docs', 'storage-contract.md');

/** The first column of the doc's path tables, down to the stored path: `recibos/r{numero}` → recibos. */
function documentedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/^\| `([^`]+)` \|/gm)].map(([, documented]) => (documented as string).replace(/\/r?\{.*$/, ''));
}

it('the storage contract lists every stored path of @salon/schema, and only those', () => {
  const documented = documentedPaths(readFileSync(DOC, 'utf8'));
  const stored = Object.values(STORED as Record<string, StoredPath>).map((entry) => entry.path);
  expect([...documented].sort()).toEqual([...stored].sort());
});

it('reads a documented path down to its stored path', () => {
  expect(documentedPaths('| `galerias/{salon\\|cocina}/{id}` | x |\n| `recibos/r{numero}` | y |\n| `datosId/8` | z |')).toEqual([
    'galerias',
    'recibos',
    'datosId/8',
  ]);
});
