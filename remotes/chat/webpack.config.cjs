const { createAppConfig } = require('@salon/build');
const { REMOTE_PORTS } = require('@salon/build/federation.cjs');

module.exports = createAppConfig({
  name: 'chat',
  dir: __dirname,
  port: REMOTE_PORTS.chat,
  title: 'Salón · Chat',
  exposes: require('./exposes.cjs'),
});
