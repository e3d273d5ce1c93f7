const { createAppConfig } = require('@salon/build');
const { REMOTE_PORTS } = require('@salon/build/federation.cjs');

module.exports = createAppConfig({
  name: 'calendar',
  dir: __dirname,
  port: REMOTE_PORTS.calendar,
  title: 'Salón · Calendario',
  exposes: {
    './CalendarioPage': './src/pages/CalendarioPage.tsx',
  },
});
