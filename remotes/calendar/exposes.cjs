// What this remote exposes to the host (Module Federation `exposes`: './{name}' → its source file, from this
// folder). webpack.config.cjs builds it; the prerender and the bench's one-app build read the same table here.
module.exports = {
  './CalendarioPage': './src/pages/CalendarioPage.tsx',
};
