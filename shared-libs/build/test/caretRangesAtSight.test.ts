// Every app's federation runtime takes a shared module whose consumer requires `^` the version the page has
// without running the runtime's range check, and leaves every other pair to that check (src/caretRangesAtSight.ts;
// docs/performance.md, "Version ranges read at sight"). Checked on the runtime itself, as a page runs it.
import { createInstance } from '@module-federation/enhanced/runtime';
import caretRangesAtSight from '../src/caretRangesAtSight';

let pages = 0;

/** A page's runtime (a name of its own) that offers @salon/ui 0.3.0 as a singleton, with or without the plugin. */
function page(plugins: ReturnType<typeof caretRangesAtSight>[]) {
  pages += 1;
  return createInstance({
    name: `pagina_${pages}`,
    remotes: [],
    plugins,
    shared: {
      '@salon/ui': {
        version: '0.3.0',
        scope: 'default',
        lib: () => ({ nombre: 'ui de la página' }),
        shareConfig: { singleton: true, requiredVersion: '^0.3.0', strictVersion: true },
      },
    },
  });
}

/** What a consumer requiring `range` of @salon/ui gets from `instance`. */
function take(instance: ReturnType<typeof page>, range: string): unknown {
  const factory = instance.loadShareSync('@salon/ui', {
    customShareInfo: { shareConfig: { singleton: true, requiredVersion: range, strictVersion: true } },
  });
  return factory();
}

describe('caretRangesAtSight', () => {
  it('gives a consumer that requires ^ the page’s version the page’s module, as the runtime does', () => {
    expect(take(page([caretRangesAtSight()]), '^0.3.0')).toEqual({ nombre: 'ui de la página' });
    expect(take(page([]), '^0.3.0')).toEqual({ nombre: 'ui de la página' });
  });

  it('answers that pair without the runtime’s resolver, and leaves any other pair to it', () => {
    const plugin = caretRangesAtSight();
    const shared = { version: '0.3.0' };
    const runtimeResolver = () => undefined;
    const args = (version: string, requiredVersion: string) => ({
      shareScopeMap: { default: { '@salon/ui': { [version]: shared } } },
      scope: 'default',
      pkgName: '@salon/ui',
      version,
      shareInfo: { shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
      resolver: runtimeResolver,
    });
    const resolveShare = (a: ReturnType<typeof args>) => (plugin.resolveShare!(a as never) as { resolver: () => unknown }).resolver;
    expect(resolveShare(args('0.3.0', '^0.3.0'))()).toEqual({ shared, useTreesShaking: false });
    expect(resolveShare(args('0.3.0', '^9.0.0'))).toBe(runtimeResolver);
    expect(resolveShare(args('0.3.0', '~0.3.0'))).toBe(runtimeResolver);
    expect(resolveShare(args('0.3.0-beta.1', '^0.3.0-beta.1'))).toBe(runtimeResolver);
  });

  it('still refuses a consumer that requires a version the page does not have (the remote shows its notice)', () => {
    expect(() => take(page([caretRangesAtSight()]), '^9.0.0')).toThrow(/does not satisfy the requirement/);
  });
});
