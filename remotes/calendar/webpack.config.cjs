const { createAppConfig } = require('@salon/build');
const { REMOTE_PORTS } = require('@salon/build/federation.cjs');

module.exports = createAppConfig({
  name: 'calendar',
  dir: __dirname,
  port: REMOTE_PORTS.calendar,
  title: 'Salón · Calendario',
  // Pages visitors open first on a phone: each arrives in at most four script files (docs/performance.md).
  chunksPerPage: 4,
  exposes: require('./exposes.cjs'),
});
