// What the inbox's tests give it in place of the database: inquiries and budget statuses in memory behind the
// @salon/firebase/staff functions the inbox uses, answering each query as the database would (its window, newest
// last) and telling every watcher after a write. `reads` records each window asked for (query and size).
import { parseInquiry, type BudgetStatus, type InboxQuery, type Inquiry, type InquiryStatus } from '@salon/domain';

type Stored = Record<string, unknown> & { estado: InquiryStatus; fecha: string };

export const inboxBackend = {
  inquiries: new Map<string, Stored>(),
  budgets: new Map<string, BudgetStatus>(),
  reads: [] as Array<{ query: InboxQuery; size: number }>,
  writes: [] as Array<{ ids: string[]; estado: InquiryStatus }>,
  listeners: new Set<() => void>(),
  failNextWrite: false,
  /** topesConsultas/hora as stored, or null. */
  ceiling: null as unknown,
};

/** Inquiry number `n` (keys sort as push ids do: by `n`), asked for 2026-12-{day}, received at minute n. */
export function storedInquiry(n: number, overrides: Partial<Stored> = {}): [string, Stored] {
  return [
    `-C${String(n).padStart(3, '0')}`,
    {
      nombre: `Visitante ${n}`,
      telefono: `11 5555-${String(n).padStart(4, '0')}`,
      fecha: `2026-12-${String((n % 28) + 1).padStart(2, '0')}`,
      estado: 'nueva',
      creadaEn: Date.parse('2026-11-01T12:00:00-03:00') + n * 60_000,
      ...overrides,
    },
  ];
}

export function resetInboxBackend(entries: Array<[string, Stored]> = []): void {
  inboxBackend.inquiries = new Map(entries);
  inboxBackend.budgets = new Map();
  inboxBackend.reads = [];
  inboxBackend.writes = [];
  inboxBackend.listeners = new Set();
  inboxBackend.failNextWrite = false;
  inboxBackend.ceiling = null;
}

function answer(query: InboxQuery, size: number): { inquiries: Inquiry[]; full: boolean } {
  const rows = [...inboxBackend.inquiries.entries()]
    .filter(([, value]) =>
      query.by === 'fecha'
        ? value.fecha >= query.from && value.fecha <= query.to
        : query.by === 'estado'
          ? value.estado === query.equalTo
          : !('archivadaEn' in value),
    )
    .sort(([a, x], [b, y]) => (query.by === 'fecha' && x.fecha !== y.fecha ? (x.fecha < y.fecha ? -1 : 1) : a < b ? -1 : 1))
    .slice(-size);
  return { inquiries: rows.map(([id, value]) => parseInquiry(id, value)!).reverse(), full: rows.length >= size };
}

function listen(emit: () => void): () => void {
  inboxBackend.listeners.add(emit);
  emit();
  return () => inboxBackend.listeners.delete(emit);
}

export function staffMock() {
  return {
    watchInquiryWindow: (query: InboxQuery, size: number, onData: (window: { inquiries: Inquiry[]; full: boolean }) => void) => {
      inboxBackend.reads.push({ query, size });
      return listen(() => onData(answer(query, size)));
    },
    watchNewInquiryCount: (onData: (count: number) => void) =>
      listen(() => onData([...inboxBackend.inquiries.values()].filter((value) => value.estado === 'nueva').length)),
    watchInquiryCeiling: (onData: (raw: unknown) => void) => listen(() => onData(inboxBackend.ceiling)),
    watchInquiry: (id: string, onData: (inquiry: Inquiry | null) => void) =>
      listen(() => onData(inboxBackend.inquiries.has(id) ? parseInquiry(id, inboxBackend.inquiries.get(id)) : null)),
    watchBudgetStatus: (id: string, onData: (estado: BudgetStatus | null) => void) => listen(() => onData(inboxBackend.budgets.get(id) ?? null)),
    setInquiriesStatus: (ids: readonly string[], estado: InquiryStatus) => {
      if (inboxBackend.failNextWrite) {
        inboxBackend.failNextWrite = false;
        return Promise.reject(new Error('PERMISSION_DENIED: Permission denied'));
      }
      inboxBackend.writes.push({ ids: [...ids], estado });
      for (const id of ids) {
        const { archivadaEn: _archived, ...rest } = inboxBackend.inquiries.get(id)!;
        inboxBackend.inquiries.set(id, { ...rest, estado, ...(estado === 'archivada' ? { archivadaEn: 1 } : {}) });
      }
      for (const emit of [...inboxBackend.listeners]) emit();
      return Promise.resolve();
    },
  };
}
