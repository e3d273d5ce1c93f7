// The one federation configuration every app (host and remotes) builds with.
// Everything listed here is a singleton: one copy in the page, whichever app loads first provides it.
// Shared modules are never tree-shaken (any consumer may use any export), so Firebase is shared through
// the one module that uses it, @salon/firebase (the session library), and reaches the page once that way.
// Routing is react-router-dom, reached through @salon/router (the names the pages use: a shared module keeps
// all its exports, and the whole package would weigh on every page). dependency-cruiser rules forbid importing
// Firebase, or react-router-dom, directly. @salon/domain is pure and stateless: each
// app bundles just the rules it uses.
const rootPackage = require('../../package.json');

const sharedLibraryVersion = (name) => require(`../${name}/package.json`).version;

// A remote that needs a version the page's singleton does not satisfy fails to load, and its place shows
// the Spanish notice (RemoteSlot) instead of running against the wrong library (docs/releases.md).
function singleton(version) {
  return { singleton: true, requiredVersion: `^${version}`, version, strictVersion: true };
}

const deps = rootPackage.dependencies;

const shared = {
  react: singleton(deps.react),
  'react/jsx-runtime': singleton(deps.react),
  'react-dom': singleton(deps['react-dom']),
  'react-dom/client': singleton(deps['react-dom']),
  '@salon/router': singleton(sharedLibraryVersion('router')),
  jotai: singleton(deps.jotai),
  'react-toastify': singleton(deps['react-toastify']),
  '@salon/firebase': singleton(sharedLibraryVersion('firebase')),
  '@salon/ui': singleton(sharedLibraryVersion('ui')),
  '@salon/availability': singleton(sharedLibraryVersion('availability')),
};

// The host provides the singletons every page starts with inside its own main.js (eager): one file
// instead of a dozen chunks, each of which cost the phone a script insertion, a round trip and a piece
// of the federation's share negotiation after the page was already on screen (docs/performance.md). The
// libraries a page may never need stay in chunks of their own: toasts (loaded on the first toast) and
// the availability index (only pages that show dates). Remotes still take all of them from the page.
const LAZY_IN_HOST = new Set(['react-toastify', '@salon/availability']);
const hostShared = Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, LAZY_IN_HOST.has(name) ? config : { ...config, eager: true }]));

/** Default addresses of the remotes on the embedded default (one port each). */
const REMOTE_PORTS = { catalog: 8081, calendar: 8082, chat: 8083, backoffice: 8084 };
const HOST_PORT = 8080;

module.exports = { shared, hostShared, REMOTE_PORTS, HOST_PORT };
