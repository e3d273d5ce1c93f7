// «Exportar para Excel»: the CSV files of budgets and receipts (made by useDashboard, which reads the books then), a
// line while one is being made and a notice when one fails.
import { Notice } from '@salon/ui';
import { Figure } from './Figure';

interface DashboardExportsProps {
  onBudgets: () => Promise<void>;
  onReceipts: () => Promise<void>;
  /** A file is being made: the buttons wait. */
  busy: boolean;
  failed: boolean;
}

export function DashboardExports({ onBudgets, onReceipts, busy, failed }: DashboardExportsProps) {
  return (
    <Figure id="tablero-exportar" title="Exportar para Excel" note="Archivos CSV con separador «;» y decimales con coma, listos para abrir en Excel.">
      <div className="bo-actions">
        <button type="button" className="salon-button salon-button--secondary" disabled={busy} onClick={() => void onBudgets()}>
          Descargar presupuestos (CSV)
        </button>
        <button type="button" className="salon-button salon-button--secondary" disabled={busy} onClick={() => void onReceipts()}>
          Descargar recibos (CSV)
        </button>
      </div>
      <p className="bo-muted bo-small" role="status">
        {busy ? 'Armando el archivo con todos los presupuestos y recibos…' : ''}
      </p>
      {failed && <Notice tone="error">No se pudo armar el archivo. Probá de nuevo.</Notice>}
    </Figure>
  );
}
