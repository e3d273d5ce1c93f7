// "Anulado": the mark an annulled budget or receipt carries, with the reason, who and when.
import type { Annulment } from '@salon/domain';
import { formatMoment } from '../presupuestos/format';
import './anulacion.css';

export function AnnulledNotice({ annulment, testId }: { annulment: Annulment; testId?: string }) {
  return (
    <div className="bo-annulled" role="note" data-testid={testId}>
      <p className="bo-annulled__stamp">ANULADO</p>
      <p>
        Motivo: <strong>{annulment.motivo}</strong>
      </p>
      <p className="bo-small">
        Anulado el {formatMoment(annulment.en)}
        {annulment.por ? ` por ${annulment.por}` : ''}.
      </p>
    </div>
  );
}

/** The small "Anulado" tag of a list row. */
export function AnnulledTag() {
  return <span className="bo-tag-annulled">Anulado</span>;
}
