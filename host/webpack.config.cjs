const { createAppConfig } = require('@salon/build');
const { HOST_PORT } = require('@salon/build/federation.cjs');
const { SeoFilesPlugin } = require('./seo.cjs');

// The host exposes nothing and names no remote here: their addresses come from public/remotes.json at run time.
module.exports = createAppConfig({ name: 'host', dir: __dirname, port: HOST_PORT, title: 'Salón', plugins: [new SeoFilesPlugin()] });
