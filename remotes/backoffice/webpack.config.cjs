const { createAppConfig } = require('@salon/build');
const { REMOTE_PORTS } = require('@salon/build/federation.cjs');

module.exports = createAppConfig({
  name: 'backoffice',
  dir: __dirname,
  port: REMOTE_PORTS.backoffice,
  title: 'Salón · Administración',
  exposes: require('./exposes.cjs'),
});
