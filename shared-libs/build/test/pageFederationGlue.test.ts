// A remote's entry for the page borrows the host's copies of the federation's bundler runtime
// (pageFederationGlue.mjs; docs/performance.md, "One federation runtime"). Safe only while those functions keep
// no state of their own and the entry makes fresh every object the package's index makes: checked here against
// the installed package, so an upgrade of the federation that breaks either fails this test, not the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime'));
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** The package's own modules that dist/index.js reaches (their relative imports, transitively). */
function modulesReachedFromIndex(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const [, target] of read(file).matchAll(/^import .* from "(\.\/[^"]+)";$/gm)) {
      const next = path.join(path.dirname(file), target!);
      if (!seen.has(next)) {
        seen.add(next);
        visit(next);
      }
    }
  };
  visit('index.js');
  return [...seen].sort();
}

/** Keys of a top-level `const name = { … };` object literal (one key per line, as both files write it). */
function objectKeys(source: string, name: string): string[] {
  const body = new RegExp(`^(?:const ${name} =|export default) \\{\\n([\\s\\S]*?)\\n\\};`, 'm').exec(source)?.[1];
  if (body === undefined) throw new Error(`no encontré ${name}`);
  return body
    .split('\n')
    .map((line) => /^\s*(\w+)/.exec(line)?.[1])
    .filter((key): key is string => key !== undefined)
    .sort();
}

describe('the bundler runtime a remote borrows from the page', () => {
  it('is the functions of these modules, none of which keeps state between calls', () => {
    const modules = modulesReachedFromIndex();
    expect(modules).toEqual(
      expect.arrayContaining(['consumes.js', 'initializeSharing.js', 'installInitialConsumes.js', 'init.js', 'remotes.js', 'attachShareScopeMap.js']),
    );
    for (const file of modules) {
      const source = read(file);
      // Module-level `let`/`var`, or a module-level object, array or instance, would be one copy for every
      // remote on the page. The one list allowed is only ever read (`.includes`).
      const mutable = [...source.matchAll(/^(?:let|var) (\w+)|^const (\w+) = (?:\{|\[|new )/gm)].map((match) => match[1] ?? match[2]);
      expect({ file, mutable }).toEqual({ file, mutable: file === 'constant.js' ? ['FEDERATION_SUPPORTED_TYPES'] : [] });
    }
    expect(read('constant.js')).toContain('const FEDERATION_SUPPORTED_TYPES = ["script"];');
    for (const file of ['remotes.js', 'initializeSharing.js'])
      expect(read(file)).not.toMatch(/FEDERATION_SUPPORTED_TYPES\.(push|splice|pop|shift|unshift|length =)/);
  });

  it('comes with fresh copies of every object the package makes for one build', () => {
    const glue = readFileSync(path.join(__dirname, '../federation-stand-ins/pageFederationGlue.mjs'), 'utf8');
    const index = read('index.js');
    expect(objectKeys(glue, 'federation')).toEqual(objectKeys(index, 'federation'));
    expect(objectKeys(index, 'federation')).toEqual(['attachShareScopeMap', 'bundlerRuntime', 'bundlerRuntimeOptions', 'initOptions', 'instance', 'runtime']);
    expect(objectKeys(index, 'bundlerRuntime')).toEqual([
      'I',
      'S',
      'consumes',
      'getSharedFallbackGetter',
      'init',
      'initContainerEntry',
      'installInitialConsumes',
      'remotes',
    ]);
    expect(glue).toContain('bundlerRuntime: { ...page.bundlerRuntime, initContainerEntry, S: {} },');
    expect(glue).toContain('bundlerRuntimeOptions: {},');
  });
});
