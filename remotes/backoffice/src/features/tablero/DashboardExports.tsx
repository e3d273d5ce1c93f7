// «Exportar para Excel»: the CSV files of budgets and receipts (made by useDashboard), and a notice when one fails.
import { Notice } from '@salon/ui';
import { Figure } from './Figure';

export function DashboardExports({ onBudgets, onReceipts, failed }: { onBudgets: () => Promise<void>; onReceipts: () => Promise<void>; failed: boolean }) {
  return (
    <Figure id="tablero-exportar" title="Exportar para Excel" note="Archivos CSV con separador «;» y decimales con coma, listos para abrir en Excel.">
      <div className="bo-actions">
        <button type="button" className="salon-button salon-button--secondary" onClick={() => void onBudgets()}>
          Descargar presupuestos (CSV)
        </button>
        <button type="button" className="salon-button salon-button--secondary" onClick={() => void onReceipts()}>
          Descargar recibos (CSV)
        </button>
      </div>
      {failed && <Notice tone="error">No se pudo armar el archivo. Probá de nuevo.</Notice>}
    </Figure>
  );
}
