// /consultas: the inquiries visitors sent, newest first, a page at a time, filtered by status and date asked for
// and searched by name or phone; several can be discarded or archived at once. With ?consulta={id} (the budget
// page's link), that one inquiry alone.
import { Link, useSearchParams } from '@salon/router';
import { countText, todayInHall, type Inquiry } from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { InboxFilters } from './InboxFilters';
import { InquiryCard } from './InquiryCard';
import { useInquiry, useInquiryCeilingLine, useInquiryInbox, type InboxModel } from './useInquiryInbox';

function BulkActions({ model }: { model: InboxModel }) {
  const count = model.selected.size;
  if (count === 0) return null;
  return (
    <div className="bo-inbox-bulk" role="group" aria-label="Consultas elegidas">
      <p>{countText(count, 'consulta elegida', 'consultas elegidas')}</p>
      <button type="button" className="salon-button" disabled={model.busy} onClick={() => void model.applyToSelected('archivada')}>
        Archivar
      </button>
      <button type="button" className="salon-button salon-button--secondary" disabled={model.busy} onClick={() => void model.applyToSelected('descartada')}>
        Descartar
      </button>
      <button type="button" className="bo-inbox-clear" onClick={model.clearSelection}>
        Quitar la selección
      </button>
    </div>
  );
}

function InboxList({ model, today }: { model: InboxModel; today: string }) {
  if (model.status === 'loading') return <Loading />;
  if (model.status === 'error') return <Notice tone="error">No se pudieron leer las consultas. Revisá la conexión y recargá la página.</Notice>;
  const { filter } = model;
  const filtered = filter.vista !== 'activas' || filter.desde !== '' || filter.hasta !== '' || filter.buscar.trim() !== '';
  if (model.inquiries.length === 0) {
    return <p className="bo-muted">{filtered ? 'Ninguna consulta coincide con los filtros.' : 'Todavía no llegó ninguna consulta.'}</p>;
  }
  const byDate = filter.desde !== '' || filter.hasta !== '';
  return (
    <>
      <ol
        className="bo-inquiries"
        aria-label={byDate ? 'Consultas, de la fecha pedida más lejana a la más cercana' : 'Consultas, de la más nueva a la más vieja'}
      >
        {model.inquiries.map((inquiry: Inquiry) => (
          <InquiryCard
            key={inquiry.id}
            inquiry={inquiry}
            today={today}
            selection={{ checked: model.selected.has(inquiry.id), toggle: () => model.toggle(inquiry.id) }}
          />
        ))}
      </ol>
      {model.canShowMore && (
        <button type="button" className="salon-button salon-button--secondary bo-inbox-more" onClick={model.showMore}>
          Ver más
        </button>
      )}
    </>
  );
}

function SingleInquiry({ id, today }: { id: string; today: string }) {
  const inquiry = useInquiry(id);
  return (
    <>
      <p>
        <Link to="/consultas">Ver todas las consultas</Link>
      </p>
      {inquiry.status === 'loading' && <Loading />}
      {inquiry.status === 'error' && <Notice tone="error">No se pudo leer la consulta. Revisá la conexión y recargá la página.</Notice>}
      {inquiry.status === 'ready' &&
        (inquiry.value ? (
          <ol className="bo-inquiries" aria-label="Consulta">
            <InquiryCard inquiry={inquiry.value} today={today} />
          </ol>
        ) : (
          <Notice tone="warning">No encontramos esa consulta.</Notice>
        ))}
    </>
  );
}

function Inbox({ today }: { today: string }) {
  const model = useInquiryInbox();
  const ceiling = useInquiryCeilingLine();
  return (
    <>
      {ceiling && (
        <p className="bo-muted" data-testid="consultas-tope">
          {ceiling}
        </p>
      )}
      <InboxFilters model={model} />
      <BulkActions model={model} />
      <InboxList model={model} today={today} />
    </>
  );
}

export function InquiryInbox() {
  const [params] = useSearchParams();
  const one = params.get('consulta');
  const today = todayInHall(new Date());
  return one ? <SingleInquiry id={one} today={today} /> : <Inbox today={today} />;
}
