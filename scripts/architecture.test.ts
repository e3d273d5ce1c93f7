// The architecture rules must really fail the build: a small tree that breaks each of them is cruised
// with the project's own dependency-cruiser configuration, and every rule has to fire.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');
let tree: string;

function file(relative: string, content: string) {
  const full = path.join(tree, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

beforeAll(() => {
  tree = mkdtempSync(path.join(os.tmpdir(), 'salon-arquitectura-'));
  symlinkSync(path.join(repo, 'node_modules'), path.join(tree, 'node_modules'));
  file('tsconfig.json', JSON.stringify({ compilerOptions: { jsx: 'react-jsx', moduleResolution: 'bundler', module: 'esnext' } }));
  file(
    'remotes/catalog/src/page.ts',
    "import { x } from '../../calendar/src/page';\nimport { useParams } from 'react-router-dom';\nexport const y = [x, useParams];\n",
  );
  file('remotes/calendar/src/page.ts', "import { ref } from 'firebase/database';\nexport const x = ref;\n");
  file('host/src/app.ts', "import { x } from '../../remotes/calendar/src/page';\nexport const z = x;\n");
  // A route table that brings page code along (not only its type), and a host reading a table (allowed) and a page.
  file('remotes/calendar/src/routes.ts', "import CalendarioPage from './page';\nexport const routes = [CalendarioPage];\n");
  file('host/src/routeTables.ts', "import { routes } from '../../remotes/calendar/src/routes';\nexport const all = routes;\n");
  file('shared-libs/firebase/src/database.ts', 'export const getDb = () => null;\n');
  file('shared-libs/firebase/src/staff/writes.ts', "import { getDb } from '../database';\nexport const save = getDb;\n");
  // The public data layer too: a watcher that reached the session relatively would bundle a second one.
  file('shared-libs/firebase/src/data/prices.ts', "import { getDb } from '../database';\nexport const watchPrices = getDb;\n");
  file('shared-libs/domain/src/rule.ts', "import { useState } from 'react';\nexport const w = useState;\n");
  file('shared-libs/schema/src/shape.ts', "import { formatARS } from '../../domain/src/rule';\nexport const s = formatARS;\n");
  // A domain module reaching into the schema by relative path, not by its package name.
  file('shared-libs/domain/src/limit.ts', "import { s } from '../../schema/src/shape';\nexport const l = s;\n");
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

it('fails on every boundary the architecture forbids', () => {
  let output = '';
  try {
    execFileSync(path.join(repo, 'node_modules/.bin/depcruise'), ['--config', path.join(repo, '.dependency-cruiser.cjs'), 'host', 'remotes', 'shared-libs'], {
      cwd: tree,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout);
  }
  for (const rule of [
    'remote-imports-another-remote',
    'host-imports-remote-code',
    'domain-is-pure',
    'domain-imports-the-schema-by-name',
    'schema-is-only-shapes',
    'firebase-only-through-the-session-library',
    'router-only-through-salon-router',
    'data-layers-through-the-shared-session',
    'route-tables-are-data',
  ]) {
    expect(output).toContain(`error ${rule}`);
  }
  // The host may read a remote's route table; only its import of page code is an error.
  expect(output).not.toContain('host-imports-remote-code: host/src/routeTables.ts');
  expect(output).toContain('host-imports-remote-code: host/src/app.ts');
  expect(output).toContain('data-layers-through-the-shared-session: shared-libs/firebase/src/staff/writes.ts');
  expect(output).toContain('data-layers-through-the-shared-session: shared-libs/firebase/src/data/prices.ts');
});
