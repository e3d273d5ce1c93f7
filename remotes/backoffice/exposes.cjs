// What this remote exposes to the host (Module Federation `exposes`: './{name}' → its source file, from this
// folder). webpack.config.cjs builds it; the prerender and the bench's one-app build read the same table here.
module.exports = {
  './LoginPage': './src/pages/LoginPage.tsx',
  './LoginReciboPage': './src/pages/LoginReciboPage.tsx',
  './AdminPage': './src/pages/AdminPage.tsx',
  './ConfiguracionPage': './src/pages/ConfiguracionPage.tsx',
  './PresupuestoPage': './src/pages/PresupuestoPage.tsx',
  './ReciboPage': './src/pages/ReciboPage.tsx',
  './TemplateReciboPage': './src/pages/TemplateReciboPage.tsx',
  './MigracionPage': './src/pages/MigracionPage.tsx',
  './ConsultasPage': './src/pages/ConsultasPage.tsx',
  './CobranzasPage': './src/pages/CobranzasPage.tsx',
  './TableroPage': './src/pages/TableroPage.tsx',
  './AgendaPage': './src/pages/AgendaPage.tsx',
};
