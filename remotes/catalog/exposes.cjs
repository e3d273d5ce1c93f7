// What this remote exposes to the host (Module Federation `exposes`: './{name}' → its source file, from this
// folder). webpack.config.cjs builds it; the prerender and the bench's one-app build read the same table here.
module.exports = {
  './PreciosPage': './src/pages/PreciosPage.tsx',
  './FotosPage': './src/pages/FotosPage.tsx',
  './PlanoPage': './src/pages/PlanoPage.tsx',
  './CalculadoraPage': './src/pages/CalculadoraPage.tsx',
  './CotizacionExitosaPage': './src/pages/CotizacionExitosaPage.tsx',
  './ClientePage': './src/pages/ClientePage.tsx',
};
