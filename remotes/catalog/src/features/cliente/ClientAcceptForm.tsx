// «¿Estás de acuerdo?» of /p/{token}: the client's name and "Aceptar presupuesto" (useClientBudget checks and sends
// it), with the message next to the name. Not printed.
import type { AcceptanceModel } from './useClientBudget';

export function ClientAcceptForm({ acceptance }: { acceptance: AcceptanceModel }) {
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
      <p>
        Escribí tu nombre y apellido y confirmá: el salón va a ver que aceptaste este presupuesto. Aceptarlo no reserva la fecha; para eso, coordiná la seña con
        el salón.
      </p>
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
