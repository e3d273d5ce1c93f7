// /cobranzas' view: what is overdue and what falls due this week, each with a ready WhatsApp reminder.
import { paymentReminderMessage, whatsappLink, type CollectionItem } from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { CollectionItemText } from './CollectionItemText';
import { useCollections } from './useCollections';

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

export function CollectionsList() {
  const collections = useCollections();
  if (collections.status === 'loading') return <Loading />;
  if (collections.status === 'error') return <Notice tone="error">No se pudieron leer los presupuestos o los recibos.</Notice>;
  const overdue = collections.items.filter((item) => item.cuando === 'vencida');
  const week = collections.items.filter((item) => item.cuando === 'semana');
  return (
    <>
      <CollectionSection id="cobranzas-vencidas" title="Vencidas" empty="No hay cuotas vencidas." items={overdue} />
      <CollectionSection id="cobranzas-semana" title="Vencen esta semana" empty="No vence nada esta semana." items={week} />
    </>
  );
}
