// /cobranzas' view: what is overdue and what falls due this week, each with a ready WhatsApp reminder.
import { formatARS, formatDateLong, formatReceiptNumber, paymentReminderMessage, whatsappLink, type CollectionItem } from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { CollectionItemText } from './CollectionItemText';
import { useCollections, type LatePaymentItem } from './useCollections';

function CollectionRow({ item }: { item: CollectionItem }) {
  const link = whatsappLink(item.telefono, paymentReminderMessage(item.cliente, item.fechaEvento, item.instalment));
  return (
    <li data-testid="cobranza">
      <CollectionItemText item={item} />
      {link ? (
        <a className="salon-button salon-button--secondary" href={link} target="_blank" rel="noopener noreferrer">
          Recordar por WhatsApp
        </a>
      ) : (
        <span className="bo-muted">Sin teléfono válido para WhatsApp.</span>
      )}
    </li>
  );
}

function CollectionSection({ id, title, empty, items }: { id: string; title: string; empty: string; items: CollectionItem[] }) {
  return (
    <section className="salon-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="bo-muted">{empty}</p>
      ) : (
        <ul className="bo-list" data-testid={id}>
          {items.map((item) => (
            <CollectionRow key={`${item.presupuestoId}-${item.instalment.concepto}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** «Pagos recibidos sin fecha»: each with the client's contact, to agree on another date or a refund. */
export function LatePayments({ items }: { items: LatePaymentItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="salon-card" aria-labelledby="cobranzas-sin-fecha">
      <h2 id="cobranzas-sin-fecha">Pagos recibidos sin fecha</h2>
      <p className="bo-muted">
        Estas señas llegaron por Mercado Pago cuando la fecha ya no estaba reservada a nombre del cliente: hablá con él para elegir otra fecha o devolverle el
        pago.
      </p>
      <ul className="bo-list" data-testid="cobranzas-sin-fecha">
        {items.map((item) => {
          const link = whatsappLink(
            item.telefono,
            `Hola ${item.cliente.split(' ')[0] ?? ''}! Recibimos tu seña por Mercado Pago, pero la fecha del ${formatDateLong(item.fechaEvento)} ya no estaba disponible. ¿Hablamos para elegir otra fecha o devolverte el pago?`,
          );
          return (
            <li key={item.presupuestoId} data-testid="cobranza-sin-fecha">
              <span>
                <strong>{item.cliente}</strong> · {formatDateLong(item.fechaEvento)} · pago recibido sin fecha: recibo N° {formatReceiptNumber(item.numero)} por{' '}
                {formatARS(item.monto)} · Tel. {item.telefono}
              </span>
              <a className="salon-button salon-button--secondary" href={`/presupuesto/${item.presupuestoId}`}>
                Ver presupuesto
              </a>
              {link && (
                <a className="salon-button salon-button--secondary" href={link} target="_blank" rel="noopener noreferrer">
                  Escribir por WhatsApp
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function CollectionsList() {
  const collections = useCollections();
  if (collections.status === 'loading') return <Loading />;
  if (collections.status === 'error') return <Notice tone="error">No se pudieron leer los presupuestos o los recibos.</Notice>;
  const overdue = collections.items.filter((item) => item.cuando === 'vencida');
  const week = collections.items.filter((item) => item.cuando === 'semana');
  return (
    <>
      <LatePayments items={collections.latePayments} />
      <CollectionSection id="cobranzas-vencidas" title="Vencidas" empty="No hay cuotas vencidas." items={overdue} />
      <CollectionSection id="cobranzas-semana" title="Vencen esta semana" empty="No vence nada esta semana." items={week} />
    </>
  );
}
