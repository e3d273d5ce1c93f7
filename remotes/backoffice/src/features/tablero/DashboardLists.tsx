// /tablero's lists: the events of the next days (with what each still owes) and the overdue instalments, each
// linked to its budget.
import { Link } from '@salon/router';
import { BUDGET_STATUS_LABELS, formatARS, formatDateLong, UPCOMING_DAYS, type CollectionItem, type UpcomingEvent } from '@salon/domain';
import { CollectionItemText } from '../cobranzas/CollectionItemText';

export function UpcomingList({ events }: { events: readonly UpcomingEvent[] }) {
  if (events.length === 0) return <p className="bo-muted">No hay eventos en los próximos {UPCOMING_DAYS} días.</p>;
  return (
    <ul className="bo-list" data-testid="proximos-eventos">
      {events.map((event) => (
        <li key={`${event.fecha}-${event.presupuestoId ?? 'calendario'}`}>
          <span>
            <strong>{formatDateLong(event.fecha)}</strong> ·{' '}
            {event.presupuestoId ? (
              <Link to={`/presupuesto/${encodeURIComponent(event.presupuestoId)}`}>{event.cliente || 'Sin nombre'}</Link>
            ) : (
              'Evento del calendario (sin presupuesto)'
            )}
            {event.invitados ? ` · ${event.invitados} invitados` : ''}
          </span>
          {event.estado && (
            <span>
              {BUDGET_STATUS_LABELS[event.estado]}
              {event.falta ? (
                <>
                  {' '}
                  · falta cobrar <strong>{formatARS(event.falta)}</strong>
                </>
              ) : (
                ' · pagado'
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function OverdueList({ items, total }: { items: readonly CollectionItem[]; total: number }) {
  if (items.length === 0) return <p className="bo-muted">No hay cuotas vencidas.</p>;
  return (
    <>
      <p>
        {items.length === 1 ? 'Una cuota vencida' : `${items.length} cuotas vencidas`}, en total <strong>{formatARS(total)}</strong>. Los recordatorios por
        WhatsApp están en <Link to="/cobranzas">Cobranzas</Link>.
      </p>
      <ul className="bo-list" data-testid="pagos-vencidos">
        {items.map((item) => (
          <li key={`${item.presupuestoId}-${item.instalment.concepto}`}>
            <CollectionItemText item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}
