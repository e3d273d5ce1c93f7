// Export the whole data set as JSON, and import one: checked completely, its changes shown, and written in
// one atomic update only after the admin confirms.
import { useState, type ChangeEvent } from 'react';
import { countText, exportFileName, importChangesText, parseImportText, planImport, todayInHall, type ImportCheck, type ImportDiff } from '@salon/domain';
import { readWholeDataSet, writeImport } from '@salon/firebase/staff';
import { Notice, notify } from '@salon/ui';
import { saveErrorMessage } from '@salon/ui/src/fields';
import { StaffSection } from '../layout/StaffSection';

const SHOWN = 50;

function PathList({ title, paths }: { title: string; paths: string[] }) {
  if (paths.length === 0) return null;
  return (
    <details className="migration-paths">
      <summary>
        {title}: {paths.length}
      </summary>
      <ul>
        {paths.slice(0, SHOWN * 4).map((path) => (
          <li key={path}>
            <code>{path}</code>
          </li>
        ))}
        {paths.length > SHOWN * 4 && <li>y {paths.length - SHOWN * 4} más</li>}
      </ul>
    </details>
  );
}

export function ExportData() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const data = await readWholeDataSet();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(todayInHall(new Date()));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify('Se descargó el archivo con todos los datos.', 'success');
    } catch (error) {
      notify(
        /permission/i.test(String(error))
          ? 'Tu usuario no puede leer todos los datos.'
          : 'No se pudieron leer los datos. Revisá tu conexión e intentá de nuevo.',
        'error',
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <StaffSection
      title="Exportar datos"
      description="Descarga un archivo JSON con todos los datos del sitio: precios, configuración, reservas, presupuestos y recibos. Guardalo como copia de seguridad."
    >
      <button type="button" className="salon-button" onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparando...' : 'Exportar datos'}
      </button>
    </StaffSection>
  );
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'invalid'; fileName: string; errors: string[]; warnings: string[] }
  | { kind: 'ready'; fileName: string; check: ImportCheck; diff: ImportDiff }
  | { kind: 'done'; fileName: string };

export function ImportData() {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const parsed = parseImportText(await file.text());
      if (!parsed.ok) {
        setStage({ kind: 'invalid', fileName: file.name, errors: [parsed.error], warnings: [] });
        return;
      }
      const current = await readWholeDataSet();
      const { diff, ...check } = planImport(parsed.data, current);
      if (!check.ok) {
        setStage({ kind: 'invalid', fileName: file.name, errors: check.errors, warnings: check.warnings });
        return;
      }
      setStage({ kind: 'ready', fileName: file.name, check, diff });
    } catch {
      notify('No se pudo leer el archivo o los datos actuales. Intentá de nuevo.', 'error');
    } finally {
      setBusy(false);
      event.target.value = '';
    }
  }

  async function write() {
    if (stage.kind !== 'ready') return;
    const total = stage.diff.added.length + stage.diff.changed.length + stage.diff.removed.length;
    if (
      !window.confirm(
        `¿Importar «${stage.fileName}»? Se aplicará${total === 1 ? '' : 'n'} ${countText(total, 'cambio', 'cambios')} y no se pueden deshacer (salvo importando una exportación anterior).`,
      )
    )
      return;
    setBusy(true);
    try {
      await writeImport(stage.check.writes);
      notify('Datos importados.', 'success');
      setStage({ kind: 'done', fileName: stage.fileName });
    } catch (error) {
      notify(`${saveErrorMessage(error)} No se escribió nada.`, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <StaffSection
      title="Importar datos"
      description="Elegí un archivo JSON exportado (de este sitio o del sitio anterior). Primero se revisa todo y se muestran los cambios; nada se guarda hasta que confirmes, y si algo no es válido no se guarda nada."
    >
      <div className="migration-file">
        {/* The browser's own file button speaks the browser's language; this one speaks Spanish. */}
        <input
          id="import-file"
          className="migration-file__input"
          type="file"
          accept="application/json,.json"
          onChange={(event) => void onFile(event)}
          disabled={busy}
        />
        <label htmlFor="import-file" className="salon-button salon-button--secondary">
          Elegir archivo JSON para importar
        </label>
      </div>
      {busy && <p role="status">Revisando...</p>}
      {stage.kind === 'invalid' && (
        <div data-testid="import-errors">
          <Notice tone="error">
            «{stage.fileName}» no se puede importar: tiene {stage.errors.length === 1 ? '1 problema' : `${stage.errors.length} problemas`}. No se guardó nada.
          </Notice>
          <ul className="migration-errors">
            {stage.errors.slice(0, SHOWN).map((error) => (
              <li key={error}>{error}</li>
            ))}
            {stage.errors.length > SHOWN && <li>y {stage.errors.length - SHOWN} problemas más</li>}
          </ul>
        </div>
      )}
      {stage.kind === 'ready' && (
        <div data-testid="import-summary">
          <Notice>
            «{stage.fileName}» es válido. Cambios que se aplicarían:{' '}
            {importChangesText({ added: stage.diff.added.length, changed: stage.diff.changed.length, removed: stage.diff.removed.length })}.
          </Notice>
          {stage.check.warnings.length > 0 && (
            <Notice tone="warning">
              <ul className="migration-warnings">
                {stage.check.warnings.slice(0, SHOWN).map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </Notice>
          )}
          <PathList title="Datos nuevos" paths={stage.diff.added} />
          <PathList title="Datos modificados" paths={stage.diff.changed} />
          <PathList title="Datos eliminados" paths={stage.diff.removed} />
          <div className="staff-actions">
            <button type="button" className="salon-button" onClick={() => void write()} disabled={busy}>
              Importar datos
            </button>
            <button type="button" className="salon-button salon-button--secondary" onClick={() => setStage({ kind: 'idle' })} disabled={busy}>
              Cancelar
            </button>
          </div>
        </div>
      )}
      {stage.kind === 'done' && <Notice>Se importó «{stage.fileName}». El sitio ya muestra los datos nuevos.</Notice>}
    </StaffSection>
  );
}
