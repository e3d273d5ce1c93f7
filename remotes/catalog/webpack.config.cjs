const { createAppConfig } = require('@salon/build');
const { REMOTE_PORTS } = require('@salon/build/federation.cjs');

module.exports = createAppConfig({
  name: 'catalog',
  dir: __dirname,
  port: REMOTE_PORTS.catalog,
  title: 'Salón · Catálogo',
  // Pages visitors open first on a phone: each arrives in at most four script files (docs/performance.md).
  chunksPerPage: 4,
  exposes: require('./exposes.cjs'),
});
