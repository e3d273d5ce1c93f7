// Architecture boundaries, checked on every `npm test` (npm run lint).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-imports-another-remote',
      comment: 'Remotes meet only through the host and the shared libraries.',
      severity: 'error',
      from: { path: '^remotes/([^/]+)/' },
      to: { path: '^remotes/([^/]+)/', pathNot: '^remotes/$1/' },
    },
    {
      name: 'remote-imports-host',
      severity: 'error',
      from: { path: '^remotes/' },
      to: { path: '^host/' },
    },
    {
      name: 'host-imports-remote-code',
      comment: 'The host loads remotes at run time through the federation runtime, never by import; it reads only their route tables (data).',
      severity: 'error',
      from: { path: '^host/' },
      to: { path: '^remotes/', pathNot: '^remotes/[^/]+/src/routes\\.ts$' },
    },
    {
      name: 'route-tables-are-data',
      comment: 'A route table names its pages by their types only, so the host that reads it takes no page code along.',
      severity: 'error',
      from: { path: '^remotes/[^/]+/src/routes\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-libs-import-apps',
      comment: 'Code flows one way: apps → shared libraries.',
      severity: 'error',
      from: { path: '^shared-libs/' },
      to: { path: '^(host|remotes|functions)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'Domain rules have no React, no Firebase and no other shared library but the stored shapes (@salon/schema).',
      severity: 'error',
      from: { path: '^shared-libs/domain/' },
      to: {
        path: '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|jotai|firebase|@firebase|firebase-admin)/|^(react|jotai|firebase|@firebase)(/|$)|^shared-libs/(?!domain/|schema/)',
      },
    },
    {
      name: 'domain-imports-the-schema-by-name',
      comment:
        "The domain imports the stored shapes as the package '@salon/schema', as every other consumer does, never by " +
        'a relative path into shared-libs/schema: the package entry is the only way in.',
      severity: 'error',
      from: { path: '^shared-libs/domain/' },
      to: { path: '^shared-libs/schema/', dependencyTypes: ['local'] },
    },
    {
      name: 'schema-is-only-shapes',
      comment:
        'The stored shapes (docs/storage-contract.md) depend on valibot alone, so the domain, the data layer, the rules ' +
        'generator and the functions can all use them; its tests may check them against the domain.',
      severity: 'error',
      from: { path: '^shared-libs/schema/', pathNot: '\\.test\\.ts$' },
      to: { path: '(^|/)node_modules/(?!valibot/)|^shared-libs/(?!schema/)' },
    },
    {
      name: 'firebase-only-through-the-session-library',
      comment: 'One Firebase in the page: only @salon/firebase imports the client SDK.',
      severity: 'error',
      from: { path: '^(host|remotes|shared-libs/(ui|domain))/' },
      to: { path: '(^|/)node_modules/(firebase|@firebase)/|^(firebase|@firebase)(/|$)' },
    },
    {
      name: 'router-only-through-salon-router',
      comment:
        'Apps import routing from @salon/router, never react-router(-dom): the federation shares that module as the ' +
        "page's one router, and a shared module is never tree-shaken, so only through it does react-router-dom reach " +
        'the page once and cut down to the names the site uses.',
      severity: 'error',
      from: { path: '^(host|remotes|shared-libs/(ui|firebase|domain))/' },
      to: { path: '(^|/)node_modules/(react-router|react-router-dom)/|^(react-router|react-router-dom)(/|$)' },
    },
    {
      name: 'screens-never-touch-the-database-sdk',
      comment: 'Screens use the typed data layer, not raw paths.',
      severity: 'error',
      from: { path: '^(host|remotes)/' },
      to: { path: '^shared-libs/firebase/src/(paths|live|rawDatabase)\\.ts$' },
    },
    {
      name: 'data-layers-through-the-shared-session',
      comment:
        '@salon/firebase/data, /staff, /consultas and /clientPage ship inside the bundles of the apps that import ' +
        "them: they must reach Firebase through the shared package '@salon/firebase' (the page's one session), " +
        'never through relative modules of the session or the SDK itself.',
      severity: 'error',
      from: { path: '^shared-libs/firebase/src/(staff|data)/' },
      to: {
        path: '^shared-libs/firebase/src/(?!index\\.ts$|staff/|data/)|(^|/)node_modules/(firebase|@firebase)/|^(firebase|@firebase)(/|$)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(host|remotes/[^/]+|functions)/(dist|lib)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
