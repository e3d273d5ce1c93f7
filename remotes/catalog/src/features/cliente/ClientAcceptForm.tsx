// «¿Estás de acuerdo?» of /p/{token}: the client's name and "Aceptar presupuesto" (useClientBudget checks and sends
// it), with the message next to the name; not printed. And the line that says who accepted and when, brought into
// view and focused right after accepting (the form it replaces is gone, so focus would otherwise be lost).
import { useEffect, useRef } from 'react';
import { acceptanceNote, type BudgetAcceptance, type ClientBudgetView } from '@salon/domain';
import { acceptedAtText } from './clientBudgetText';
import type { AcceptanceModel } from './useClientBudget';

export function ClientAccepted({ acceptance, justAccepted }: { acceptance: BudgetAcceptance; justAccepted: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!justAccepted || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [justAccepted]);
  return (
    <p ref={ref} className="cliente-aviso" data-testid="cliente-aceptado" tabIndex={-1} role="status">
      Aceptado por {acceptance.nombre} el {acceptedAtText(acceptance.en)}.
    </p>
  );
}

export function ClientAcceptForm({ acceptance, view }: { acceptance: AcceptanceModel; view: Pick<ClientBudgetView, 'situacion'> }) {
  return (
    <form
      className="salon-card cliente-aceptar cliente-no-print"
      aria-labelledby="cliente-aceptar-titulo"
      onSubmit={(event) => {
        event.preventDefault();
        void acceptance.submit();
      }}
      noValidate
    >
      <h2 id="cliente-aceptar-titulo">¿Estás de acuerdo?</h2>
      <p>{acceptanceNote(view)}</p>
      <label htmlFor="cliente-aceptar-nombre">Tu nombre y apellido</label>
      <input
        id="cliente-aceptar-nombre"
        name="nombre"
        autoComplete="name"
        value={acceptance.name}
        onChange={(event) => acceptance.setName(event.target.value)}
        aria-invalid={acceptance.error ? true : undefined}
        aria-describedby={acceptance.error ? 'cliente-aceptar-error' : undefined}
      />
      {acceptance.error && (
        <p id="cliente-aceptar-error" className="cliente-error" role="alert">
          {acceptance.error}
        </p>
      )}
      <button type="submit" className="salon-button" disabled={acceptance.sending}>
        {acceptance.sending ? 'Enviando...' : 'Aceptar presupuesto'}
      </button>
    </form>
  );
}
