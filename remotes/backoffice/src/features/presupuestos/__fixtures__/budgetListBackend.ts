// What the budget list's and /cobranzas' tests give them in place of the database: budgets and receipts in memory
// behind the @salon/firebase/staff functions they use, answering each query as the database would (its window, by
// the ordered child, newest last). `reads` records each window asked for (query and size); `plansRead` how many
// budgets and receipts /cobranzas was handed (the budgets whose plan may be open on the test's clock, planMayBeOpen);
// `settledOwing` the settled budgets the server-kept figures list as still owing.
import { budgetListOrder, parseBudget, planMayBeOpen, todayInHall, type BudgetQuery, type Receipt, type StoredBudget } from '@salon/domain';

type Stored = Record<string, unknown> & { estado: string; fechaEvento: string; creadoEn: number };

export const listBackend = {
  budgets: new Map<string, Stored>(),
  receipts: [] as Receipt[],
  reads: [] as Array<{ query: BudgetQuery; size: number }>,
  plansRead: [] as Array<{ budgets: number; receipts: number }>,
  settledOwing: [] as string[],
};

/** Budget number `n` (made on day n of October 2026), for the 4-hour rental in December at $500.000. */
export function storedBudget(n: number, overrides: Partial<Stored> = {}): [string, Stored] {
  return [
    `-P${String(n).padStart(3, '0')}`,
    {
      cliente: `Cliente ${n}`,
      telefono: `11 4444-${String(n).padStart(4, '0')}`,
      fechaEvento: `2026-12-${String((n % 28) + 1).padStart(2, '0')}`,
      invitados: 50,
      alquiler: '4hs',
      horasExtra: 0,
      adicionales: {},
      descuento: 0,
      sena: 0,
      notas: '',
      estado: 'presupuestado',
      validoHasta: '2026-12-31',
      creadoEn: Date.parse('2026-10-01T12:00:00-03:00') + n * 86_400_000,
      actualizadoEn: Date.parse('2026-10-01T12:00:00-03:00') + n * 86_400_000,
      precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 500000 } },
      ...overrides,
    },
  ];
}

export function resetListBackend(entries: Array<[string, Stored]> = [], receipts: Receipt[] = [], settledOwing: string[] = []): void {
  listBackend.budgets = new Map(entries);
  listBackend.receipts = receipts;
  listBackend.settledOwing = settledOwing;
  listBackend.reads = [];
  listBackend.plansRead = [];
}

const parsed = (rows: Array<[string, Stored]>) => rows.map(([id, value]) => parseBudget(id, value)!);

function answer(query: BudgetQuery, size: number): { budgets: StoredBudget[]; full: boolean } {
  const all = [...listBackend.budgets.entries()];
  const byKey = ([a]: [string, Stored], [b]: [string, Stored]) => (a < b ? -1 : 1);
  if (query.by === 'estado') {
    const windows = query.values.map((value) =>
      all
        .filter(([, budget]) => budget.estado === value)
        .sort(byKey)
        .slice(-size),
    );
    return { budgets: parsed(windows.flat()).sort(budgetListOrder(query)).slice(0, size), full: windows.some((rows) => rows.length >= size) };
  }
  const rows =
    query.by === 'fechaEvento'
      ? all
          .filter(([, budget]) => budget.fechaEvento >= query.from && budget.fechaEvento <= query.to)
          .sort((x, y) => (x[1].fechaEvento !== y[1].fechaEvento ? (x[1].fechaEvento < y[1].fechaEvento ? -1 : 1) : byKey(x, y)))
          .slice(-size)
      : all.sort((x, y) => x[1].creadoEn - y[1].creadoEn).slice(-size);
  return { budgets: parsed(rows).sort(budgetListOrder(query)), full: rows.length >= size };
}

export function staffMock() {
  return {
    watchBudgetWindow: (query: BudgetQuery, size: number, onData: (window: { budgets: StoredBudget[]; full: boolean }) => void) => {
      listBackend.reads.push({ query, size });
      onData(answer(query, size));
      return () => undefined;
    },
    watchOpenPlans: (onData: (plans: { budgets: StoredBudget[]; receipts: Receipt[] }) => void) => {
      const today = todayInHall(new Date());
      const budgets = parsed([...listBackend.budgets.entries()]).filter(
        (budget) => planMayBeOpen(budget, today) || listBackend.settledOwing.includes(budget.id),
      );
      const receipts = listBackend.receipts.filter((receipt) => budgets.some((budget) => budget.id === receipt.presupuestoId));
      listBackend.plansRead.push({ budgets: budgets.length, receipts: receipts.length });
      onData({ budgets, receipts });
      return () => undefined;
    },
    watchPaymentTerms: (onData: (terms: { porcentajeSena: number; diasSaldo: number }) => void) => {
      onData({ porcentajeSena: 30, diasSaldo: 10 });
      return () => undefined;
    },
  };
}
