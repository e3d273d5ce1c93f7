// The previous release's tree is kept in the system's temporary folder and used again by whichever checkout of
// the machine runs the version skew test next (./previousRelease.ts): its node_modules must be that checkout's.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkDependencies } from './previousRelease';

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'salon-previous-release-test-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A checkout with one package, a workspace link and the calendar's own node_modules. */
function checkout(name: string, version: string): string {
  const root = path.join(scratch, name);
  mkdirSync(path.join(root, 'node_modules/tsx'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules/tsx/package.json'), JSON.stringify({ name: 'tsx', version }));
  mkdirSync(path.join(root, 'node_modules/@salon'), { recursive: true });
  symlinkSync('../../shared-libs/domain', path.join(root, 'node_modules/@salon/domain'));
  mkdirSync(path.join(root, 'remotes/calendar/node_modules/date-holidays'), { recursive: true });
  return root;
}

function tree(): string {
  const root = path.join(scratch, 'tree');
  mkdirSync(path.join(root, 'remotes/calendar'), { recursive: true });
  mkdirSync(path.join(root, 'shared-libs/domain'), { recursive: true });
  return root;
}

const tsxVersion = (root: string) => (JSON.parse(readFileSync(path.join(root, 'node_modules/tsx/package.json'), 'utf8')) as { version: string }).version;

test('a tree linked by a checkout deleted since gets the packages of the checkout that uses it now', () => {
  const old = tree();
  const first = checkout('first-clone', '4.0.0');
  linkDependencies(old, first);
  expect(tsxVersion(old)).toBe('4.0.0');
  rmSync(first, { recursive: true });

  const second = checkout('second-clone', '4.1.0');
  linkDependencies(old, second);

  expect(tsxVersion(old)).toBe('4.1.0');
  expect(readlinkSync(path.join(old, 'node_modules/@salon/domain'))).toBe('../../shared-libs/domain');
  expect(existsSync(path.join(old, 'node_modules/@salon/domain'))).toBe(true);
  expect(existsSync(path.join(old, 'remotes/calendar/node_modules/date-holidays'))).toBe(true);
  expect(readlinkSync(path.join(old, 'remotes/calendar/node_modules'))).toBe(path.join(second, 'remotes/calendar/node_modules'));
});

test('the checkout that linked the tree uses it as it is', () => {
  const old = tree();
  const only = checkout('clone', '4.0.0');
  linkDependencies(old, only);
  writeFileSync(path.join(old, 'node_modules/left-by-the-build'), '');

  linkDependencies(old, only);

  expect(existsSync(path.join(old, 'node_modules/left-by-the-build'))).toBe(true);
});
