// The view of /p/{token}: what the client sees of their budget (lines, totals, payment plan, receipts, status), the
// hall's address and rules, "Aceptar presupuesto" and "Imprimir" (A4, without the site's header and buttons).
import {
  formatARS,
  formatDateLong,
  INSTALMENT_LABELS,
  instalmentStatusText,
  RECEIPT_CONCEPT_LABELS,
  formatReceiptNumber,
  todayInHall,
  whatsappLink,
  type ClientBudgetView,
} from '@salon/domain';
import type { AcceptanceModel } from './useClientBudget';

const acceptedAt = (ms: number) => {
  const day = formatDateLong(todayInHall(new Date(ms)));
  const time = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(ms),
  );
  return `${day}, ${time} hs`;
};

export function ClientBudget({ view, acceptance }: { view: ClientBudgetView; acceptance: AcceptanceModel }) {
  const { salon, empresa } = view;
  const contact = empresa.whatsapp ? whatsappLink(empresa.whatsapp, `Hola! Te escribo por mi presupuesto del ${formatDateLong(view.fechaEvento)}.`) : '';
  return (
    <div className="cliente-presupuesto">
      <div className="cliente-presupuesto__acciones cliente-no-print">
        <button type="button" className="salon-button salon-button--secondary" onClick={() => window.print()}>
          Imprimir
        </button>
        {contact && (
          <a className="salon-button salon-button--secondary" href={contact} target="_blank" rel="noopener noreferrer">
            Consultar por WhatsApp
          </a>
        )}
      </div>

      <article className="salon-card cliente-documento" aria-label={`Presupuesto de ${view.cliente}`}>
        <header className="cliente-documento__encabezado">
          <p className="cliente-documento__empresa">{empresa.nombre}</p>
          <h2>Presupuesto</h2>
          <p className="cliente-muted">Válido hasta el {formatDateLong(view.validoHasta)}</p>
        </header>
        {view.anulado && <p className="cliente-aviso cliente-aviso--anulado">Este presupuesto está anulado.</p>}
        {view.vencido && (
          <p className="cliente-aviso" data-testid="cliente-vencido">
            Este presupuesto venció el {formatDateLong(view.validoHasta)}. Pedile al salón uno actualizado para aceptarlo.
          </p>
        )}
        <dl className="cliente-datos">
          <div>
            <dt>Cliente</dt>
            <dd data-testid="cliente-nombre">{view.cliente}</dd>
          </div>
          <div>
            <dt>Fecha del evento</dt>
            <dd>{formatDateLong(view.fechaEvento)}</dd>
          </div>
          {view.invitados > 0 && (
            <div>
              <dt>Invitados</dt>
              <dd>{view.invitados}</dd>
            </div>
          )}
          <div>
            <dt>Estado</dt>
            <dd data-testid="cliente-estado">{view.estadoTexto}</dd>
          </div>
        </dl>

        <h3>Detalle</h3>
        <table className="cliente-tabla">
          <thead>
            <tr>
              <th scope="col">Concepto</th>
              <th scope="col">Cantidad</th>
              <th scope="col">Importe</th>
            </tr>
          </thead>
          <tbody>
            {view.lineas.map((line) => (
              <tr key={line.label}>
                <td>{line.label}</td>
                <td>{line.quantity}</td>
                <td>{line.subtotal === null ? 'A consultar' : formatARS(line.subtotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {view.descuento > 0 && (
              <>
                <tr>
                  <th scope="row" colSpan={2}>
                    Subtotal
                  </th>
                  <td>{formatARS(view.subtotal)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2}>
                    Descuento
                  </th>
                  <td>− {formatARS(view.descuento)}</td>
                </tr>
              </>
            )}
            <tr className="cliente-tabla__total">
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td data-testid="cliente-total">{formatARS(view.total)}</td>
            </tr>
          </tfoot>
        </table>

        {view.plan.length > 0 && (
          <>
            <h3>Plan de pagos</h3>
            <ul className="cliente-lista" data-testid="cliente-plan">
              {view.plan.map((instalment) => (
                <li key={instalment.concepto} data-testid={`cliente-plan-${instalment.concepto}`}>
                  <span>
                    <strong>{INSTALMENT_LABELS[instalment.concepto]}</strong> · vence el {formatDateLong(instalment.venceEl)}
                  </span>
                  <strong>{formatARS(instalment.monto)}</strong>
                  <span>
                    {instalmentStatusText(instalment)}
                    {instalment.pagado > 0 && instalment.falta > 0 ? ` (falta ${formatARS(instalment.falta)})` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}

        <h3>Recibos</h3>
        {view.recibos.length === 0 ? (
          <p className="cliente-muted">Todavía no hay pagos registrados.</p>
        ) : (
          <ul className="cliente-lista" data-testid="cliente-recibos">
            {view.recibos.map((receipt) => (
              <li key={receipt.numero}>
                <span>
                  Recibo N° {formatReceiptNumber(receipt.numero)} · {formatDateLong(receipt.fecha)}
                </span>
                <span>{RECEIPT_CONCEPT_LABELS[receipt.concepto]}</span>
                <strong className={receipt.anulado ? 'cliente-anulado' : undefined}>{formatARS(receipt.monto)}</strong>
                {receipt.anulado && <span className="cliente-etiqueta">Anulado</span>}
              </li>
            ))}
          </ul>
        )}

        {view.aceptacion && (
          <p className="cliente-aviso" data-testid="cliente-aceptado">
            Aceptado por {view.aceptacion.nombre} el {acceptedAt(view.aceptacion.en)}.
          </p>
        )}

        {(salon.address || salon.hours || salon.included.length > 0 || salon.cancellationPolicy) && (
          <section className="cliente-salon" aria-labelledby="cliente-salon-titulo">
            <h3 id="cliente-salon-titulo">El salón</h3>
            {salon.address && (
              <p>
                Dirección: {salon.address}
                {salon.mapUrl && (
                  <>
                    {' · '}
                    <a href={salon.mapUrl} target="_blank" rel="noopener noreferrer" className="cliente-no-print">
                      Ver en el mapa
                    </a>
                  </>
                )}
              </p>
            )}
            {salon.hours && <p>Horarios: {salon.hours}</p>}
            {salon.included.length > 0 && (
              <>
                <p>Incluye:</p>
                <ul>
                  {salon.included.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            )}
            {salon.cancellationPolicy && (
              <>
                <h4>Política de cancelación</h4>
                <p className="cliente-texto">{salon.cancellationPolicy}</p>
              </>
            )}
          </section>
        )}
      </article>

      {view.puedeAceptar && (
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
            Escribí tu nombre y apellido y confirmá: el salón va a ver que aceptaste este presupuesto. Aceptarlo no reserva la fecha; para eso, coordiná la seña
            con el salón.
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
      )}
    </div>
  );
}
