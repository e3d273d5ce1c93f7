// What /cobranzas and /tablero's overdue list say of an instalment owed: whose event (linked to its budget) and when,
// and what is still owed on it with its status.
import { Link } from '@salon/router';
import { formatARS, formatDateLong, INSTALMENT_LABELS, instalmentStatusText, type CollectionItem } from '@salon/domain';

export function CollectionItemText({ item }: { item: CollectionItem }) {
  return (
    <>
      <span>
        <Link to={`/presupuesto/${encodeURIComponent(item.presupuestoId)}`}>{item.cliente || 'Sin nombre'}</Link> · evento del{' '}
        {formatDateLong(item.fechaEvento)}
      </span>
      <span>
        {INSTALMENT_LABELS[item.instalment.concepto]}: <strong>{formatARS(item.instalment.falta)}</strong> · {instalmentStatusText(item.instalment)}
      </span>
    </>
  );
}
