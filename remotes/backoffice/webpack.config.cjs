const { createAppConfig } = require('@salon/build');
const { REMOTE_PORTS } = require('@salon/build/federation.cjs');

module.exports = createAppConfig({
  name: 'backoffice',
  dir: __dirname,
  port: REMOTE_PORTS.backoffice,
  title: 'Salón · Administración',
  exposes: {
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
  },
});
