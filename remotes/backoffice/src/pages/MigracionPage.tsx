// /migracion: how to bring an existing database to this site (documentation anyone may read), and the
// export and import tools, which need an admin (the database rules enforce the same; docs/storage-contract.md).
import type { ReactNode } from 'react';
import { Link } from '@salon/router';
import { useSession } from '@salon/firebase';
import { Loading, Notice, Page } from '@salon/ui';
import { StaffLayout } from '../features/layout/StaffLayout';
import { StaffSection } from '../features/layout/StaffSection';
import { ExportData, ImportData } from '../features/migracion/MigrationTools';
import '../features/migracion/migracion.css';

const KEPT_PATHS: Array<[string, string]> = [
  ['datosId/8', 'Precios de cada mes (campo + número de mes 7–18)'],
  ['datosId/25', 'Número de WhatsApp y enlace de la imagen de «volver»'],
  ['datosId/26', 'Fecha final del calendario'],
  ['datosId/29', 'Nombre de la empresa'],
  ['config/browserTitle', 'Título de la pestaña'],
  ['config/calendarIDs', 'Calendarios de Google'],
  ['componentOrder', 'Secciones de la página de inicio'],
  ['appSettings/theme', 'Colores del sitio'],
  ['feriados_modificados', 'Feriados agregados y quitados'],
  ['feriados_recurrentes', 'Feriados de todos los años'],
];

const TITLE = 'Migración';
const DESCRIPTION = 'Cómo pasar una base de datos existente a este sitio, y exportar o importar todos los datos.';

function Guide() {
  return (
    <StaffSection title="Cómo pasar la base de datos del sitio anterior">
      <ol className="migration-steps">
        <li>
          En la consola de Firebase del sitio anterior, abrí <strong>Realtime Database</strong>, tocá el menú <strong>⋮</strong> y elegí{' '}
          <strong>Exportar JSON</strong>. Se descarga un archivo con todos los datos.
        </li>
        <li>
          Acá abajo, en <strong>Importar datos</strong>, elegí ese archivo. El sitio revisa cada dato (claves válidas, textos de hasta 10 MB, el tipo de cada
          ruta) y te muestra qué se agregaría, qué cambiaría y qué se borraría. Si hay un solo error, no se guarda nada y te dice dónde está.
        </li>
        <li>
          Si todo está bien, tocá <strong>Importar datos</strong> y confirmá. Todo se escribe de una sola vez: o se guarda todo, o nada.
        </li>
        <li>
          El personal no viaja en el archivo: cada persona se da de alta en el servidor con <code>npm run staff -- add correo@ejemplo.com --role admin</code> (o{' '}
          <code>--role recibos</code>).
        </li>
        <li>
          Antes de importar, conviene tocar <strong>Exportar datos</strong> para guardar una copia de lo que hay ahora.
        </li>
      </ol>
      <h3 className="staff-subtitle">Datos del sitio anterior que se conservan tal cual</h3>
      <div className="migration-table-wrap">
        <table className="migration-table">
          <thead>
            <tr>
              <th scope="col">Ruta</th>
              <th scope="col">Qué guarda</th>
            </tr>
          </thead>
          <tbody>
            {KEPT_PATHS.map(([path, what]) => (
              <tr key={path}>
                <td>
                  <code>{path}</code>
                </td>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Los datos nuevos de este sitio (reservas, promociones, galerías, presupuestos y recibos) tienen rutas propias; si el archivo no los trae, quedan como
        están.
      </p>
    </StaffSection>
  );
}

/** The export and import, or why they are not offered: they need an admin. */
function Tools() {
  const { loading, currentUser } = useSession();
  if (loading) return <Loading />;
  if (currentUser?.role === 'admin') {
    return (
      <>
        <ExportData />
        <ImportData />
      </>
    );
  }
  return (
    <StaffSection title="Exportar e importar datos">
      {currentUser ? (
        <Notice tone="error">Tu usuario ({currentUser.email}) no tiene permiso para exportar ni importar datos: hace falta un administrador.</Notice>
      ) : (
        <p>
          Exportar e importar datos es solo para administradores.{' '}
          <Link to="/login" state={{ from: '/migracion' }}>
            Ingresá como administrador
          </Link>{' '}
          para usarlos.
        </p>
      )}
    </StaffSection>
  );
}

/** Staff see their usual frame; a visitor, the page alone. */
function Frame({ children }: { children: ReactNode }) {
  const { currentUser } = useSession();
  if (currentUser?.role) {
    return (
      <StaffLayout title={TITLE} description={DESCRIPTION}>
        {children}
      </StaffLayout>
    );
  }
  return (
    <Page title={TITLE} description={DESCRIPTION} indexable={false}>
      {children}
    </Page>
  );
}

export default function MigracionPage() {
  return (
    <Frame>
      <Guide />
      <Tools />
    </Frame>
  );
}
