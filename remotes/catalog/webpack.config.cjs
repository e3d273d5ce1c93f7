const { createAppConfig } = require('@salon/build');
const { REMOTE_PORTS } = require('@salon/build/federation.cjs');

module.exports = createAppConfig({
  name: 'catalog',
  dir: __dirname,
  port: REMOTE_PORTS.catalog,
  title: 'Salón · Catálogo',
  // Pages visitors open first on a phone: each arrives in at most four script files (docs/performance.md).
  chunksPerPage: 4,
  exposes: {
    './PreciosPage': './src/pages/PreciosPage.tsx',
    './FotosPage': './src/pages/FotosPage.tsx',
    './PlanoPage': './src/pages/PlanoPage.tsx',
    './CalculadoraPage': './src/pages/CalculadoraPage.tsx',
    './CotizacionExitosaPage': './src/pages/CotizacionExitosaPage.tsx',
    './ClientePage': './src/pages/ClientePage.tsx',
  },
});
