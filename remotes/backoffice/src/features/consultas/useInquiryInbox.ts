// The inbox's model: the filter, the window of inquiries it reads (one database query, INBOX_PAGE_SIZE more at a
// time: «Ver más»), the selection and its one-write discard or archive, a status change, and the count of new ones.
import { useEffect, useMemo, useState } from 'react';
import { useLive } from '@salon/firebase';
import {
  setInquiriesStatus,
  watchBudgetStatus,
  watchInquiry,
  watchInquiryCeiling,
  watchInquiryWindow,
  watchNewInquiryCount,
  type InquiryWindow,
} from '@salon/firebase/staff';
import {
  EMPTY_INBOX_FILTER,
  INBOX_PAGE_SIZE,
  countText,
  hourlyCeilingLine,
  inboxFilterError,
  inboxQuery,
  matchesInboxFilter,
  type BudgetStatus,
  type InboxFilter,
  type Inquiry,
  type InquiryStatus,
} from '@salon/domain';
import { notify } from '@salon/ui';

export type BulkStatus = Extract<InquiryStatus, 'descartada' | 'archivada'>;

export interface InboxModel {
  filter: InboxFilter;
  setFilter: (patch: Partial<InboxFilter>) => void;
  /** The dates' problem, next to «Hasta». */
  filterError: string | null;
  status: 'loading' | 'ready' | 'error';
  /** What the list shows, newest first. */
  inquiries: Inquiry[];
  /** There may be more than shown. */
  canShowMore: boolean;
  showMore: () => void;
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  clearSelection: () => void;
  /** Moves every selected inquiry to `estado` in one write. */
  applyToSelected: (estado: BulkStatus) => Promise<void>;
  busy: boolean;
}

const BULK_DONE: Record<BulkStatus, [string, string]> = { descartada: ['descartada', 'descartadas'], archivada: ['archivada', 'archivadas'] };

export function useInquiryInbox(): InboxModel {
  const [filter, setFilterState] = useState<InboxFilter>(EMPTY_INBOX_FILTER);
  const [pages, setPages] = useState(1);
  const [limit, setLimit] = useState(INBOX_PAGE_SIZE);
  /** The last window read, with the query and limit it was read for. */
  const [read, setRead] = useState<{ window: InquiryWindow; queryKey: string; limit: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const query = inboxQuery(filter);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    setFailed(false);
    // The query as text, so a new filter object with the same query keeps the subscription. The last window stays
    // on screen until the wider one arrives: «Ver más» does not blank the list.
    return watchInquiryWindow(
      JSON.parse(queryKey) as typeof query,
      limit,
      (value) => setRead({ window: value, queryKey, limit }),
      () => setFailed(true),
    );
  }, [queryKey, limit]);

  const latest = read && read.queryKey === queryKey ? read.window : null;
  const matching = useMemo(() => (latest ? latest.inquiries.filter((inquiry) => matchesInboxFilter(inquiry, filter)) : []), [latest, filter]);
  const wanted = pages * INBOX_PAGE_SIZE;
  // The query cannot say everything (a search, a status within dates): read a window twice as wide until the pages
  // are full or the query has no more (doubling keeps a search through many inquiries to a few reads).
  const current = read !== null && read.queryKey === queryKey && read.limit === limit;
  const full = latest?.full ?? false;
  useEffect(() => {
    if (current && full && matching.length < wanted) setLimit(limit * 2);
  }, [current, full, matching.length, wanted, limit]);

  const setFilter = (patch: Partial<InboxFilter>) => {
    const next = { ...filter, ...patch };
    if (JSON.stringify(inboxQuery(next)) !== queryKey) setLimit(INBOX_PAGE_SIZE);
    setPages(1);
    setSelected(new Set());
    setFilterState(next);
  };

  return {
    filter,
    setFilter,
    filterError: inboxFilterError(filter),
    status: failed && !latest ? 'error' : latest ? 'ready' : 'loading',
    inquiries: matching.slice(0, wanted),
    canShowMore: matching.length > wanted || full,
    showMore: () => {
      setPages((current) => current + 1);
      setLimit((current) => Math.max(current, (pages + 1) * INBOX_PAGE_SIZE));
    },
    selected,
    toggle: (id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    clearSelection: () => setSelected(new Set()),
    applyToSelected: async (estado) => {
      const ids = [...selected];
      setBusy(true);
      try {
        await setInquiriesStatus(ids, estado);
        setSelected(new Set());
        notify(`${countText(ids.length, 'consulta', 'consultas')} ${BULK_DONE[estado][ids.length === 1 ? 0 : 1]}.`, 'success');
      } catch {
        notify('No se pudo cambiar el estado de las consultas elegidas: no cambió ninguna. Probá de nuevo.', 'error');
      } finally {
        setBusy(false);
      }
    },
    busy,
  };
}

/** One inquiry alone (/consultas?consulta={id}, the budget page's link). */
export function useInquiry(id: string) {
  return useLive<Inquiry | null>((onData, onError) => watchInquiry(id, onData, onError), [id]);
}

/** The status of the budget an inquiry turned into: that one child, live. */
export function useBudgetStage(id: string) {
  return useLive<BudgetStatus | null>((onData, onError) => watchBudgetStatus(id, onData, onError), [id]);
}

/** How many inquiries are new (null while unknown or unreadable: no badge then). */
export function useNewInquiryCount(): number | null {
  const count = useLive(watchNewInquiryCount);
  return count.status === 'ready' ? count.value : null;
}

/** «Consultas en la última hora: 12 de 60», from the counter submitInquiry keeps; null until one was stored. */
export function useInquiryCeilingLine(): string | null {
  const ceiling = useLive(watchInquiryCeiling);
  return ceiling.status === 'ready' ? hourlyCeilingLine(ceiling.value, Date.now()) : null;
}

export async function changeStatus(inquiry: Inquiry, estado: InquiryStatus): Promise<void> {
  try {
    await setInquiriesStatus([inquiry.id], estado);
  } catch {
    notify(`No se pudo cambiar el estado de la consulta de ${inquiry.nombre}. Probá de nuevo.`, 'error');
  }
}
