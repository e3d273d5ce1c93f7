import { safeParse } from 'valibot';
import { budgetHistorySchema, budgetSchema, inquirySchema, receiptSchema } from '@salon/schema';
import { parseBudget, pricedBudget } from '@salon/domain';
import { tenYearsBooks } from './tenYears';

const TODAY = '2026-12-01';
const books = tenYearsBooks(TODAY);

test('holds ten years of a busy hall: 2,000 budgets, 5,000 receipts under one counter, 10,000 inquiries', () => {
  expect(Object.keys(books.presupuestos)).toHaveLength(2000);
  expect(Object.keys(books.recibos)).toHaveLength(5000);
  expect(Object.keys(books.consultas)).toHaveLength(10_000);
  expect(books.contadores.recibos).toBe(5000);
  expect(books.recibos.r5000).toMatchObject({ numero: 5000 });
});

test('every record is one the schema accepts', () => {
  const failures = [
    ...Object.entries(books.presupuestos).filter(([, value]) => !safeParse(budgetSchema, value).success),
    ...Object.entries(books.historialPresupuestos).filter(([, value]) => !safeParse(budgetHistorySchema, value).success),
    ...Object.entries(books.recibos).filter(([, value]) => !safeParse(receiptSchema, value).success),
    ...Object.entries(books.consultas).filter(([, value]) => !safeParse(inquirySchema, value).success),
  ].map(([key]) => key);
  expect(failures).toEqual([]);
});

test('every budget has its history beside it, from its creation on', () => {
  expect(Object.keys(books.historialPresupuestos)).toEqual(Object.keys(books.presupuestos));
  expect(Object.values(books.historialPresupuestos.p000012!).map((line) => (line as { estado: string }).estado)).toEqual([
    'presupuestado',
    'reservado',
    'confirmado',
    'realizado',
  ]);
});

test('spans ten years back and a season ahead, with the statuses an open season has', () => {
  const budgets = Object.values(books.presupuestos) as Array<{ fechaEvento: string; estado: string }>;
  expect(budgets[0]!.fechaEvento).toBe('2016-12-03');
  expect(budgets.at(-1)!.fechaEvento).toBe('2027-03-29');
  const ahead = new Set(budgets.filter((budget) => budget.fechaEvento >= TODAY).map((budget) => budget.estado));
  expect([...ahead].sort()).toEqual(['confirmado', 'pagado', 'presupuestado', 'reservado']);
});

test('a held event of ten years ago is paid in full by its own price copy, at its own prices', () => {
  const budget = parseBudget('p000012', books.presupuestos.p000012)!;
  expect(budget).toMatchObject({ estado: 'realizado', fechaEvento: '2016-12-25' });
  expect(pricedBudget(budget, null, TODAY)!.total).toBe(6500);
  const paid = Object.values(books.recibos)
    .map((receipt) => receipt as { presupuestoId: string; monto: number; concepto: string })
    .filter((receipt) => receipt.presupuestoId === 'p000012')
    .map((receipt) => [receipt.concepto, receipt.monto]);
  expect(paid).toEqual([
    ['seña', 1950],
    ['saldo', 4550],
    ['extras', 500],
  ]);
});

test('the same day gives the same books', () => {
  expect(JSON.stringify(tenYearsBooks(TODAY))).toBe(JSON.stringify(books));
});
