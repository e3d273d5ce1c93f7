/** @jest-environment jsdom */
// The receipt form's model without its view: the link from a budget's page, the budget's account, the checks and
// the issue (which confirms a held date with its deposit).
import { act, renderHook } from '@testing-library/react';
import type { StoredBudget } from '@salon/domain';
import { confirmDeposit, issueReceipt } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { HALL_NOW, HELD_BUDGET } from '../presupuestos/__fixtures__/budgetEditor';
import { FIRST_DEPOSIT } from './__fixtures__/receiptForm';
import { useReceiptForm, type ReceiptFormData } from './useReceiptForm';

jest.mock('@salon/firebase', () => ({ useSession: () => ({ currentUser: { email: 'caja@salon.test' } }) }));
jest.mock('@salon/firebase/data', () => ({}));
jest.mock('@salon/firebase/staff', () => ({ issueReceipt: jest.fn(), confirmDeposit: jest.fn() }));
let mockSearch = '';
jest.mock('@salon/router', () => ({ useSearchParams: () => [new URLSearchParams(mockSearch)] }));
jest.mock('@salon/ui', () => ({ notify: jest.fn() }));

const issue = issueReceipt as jest.MockedFunction<typeof issueReceipt>;
const confirm = confirmDeposit as jest.MockedFunction<typeof confirmDeposit>;
const notified = notify as jest.MockedFunction<typeof notify>;

const ANNULLED_BUDGET: StoredBudget = {
  ...HELD_BUDGET,
  id: '-Presupuesto02',
  cliente: 'Martín Gómez',
  fechaEvento: '2026-12-19',
  anulacion: { motivo: 'Se canceló el evento.', por: 'ana@salon.test', en: 1_762_500_000_000 },
};
const OLDER_BUDGET: StoredBudget = { ...HELD_BUDGET, id: '-Presupuesto03', cliente: 'Sofía Ruiz', fechaEvento: '2026-11-28', estado: 'presupuestado' };
const DATA: ReceiptFormData = { budgets: [OLDER_BUDGET, ANNULLED_BUDGET, HELD_BUDGET], receipts: [FIRST_DEPOSIT], prices: null };

beforeEach(() => {
  jest.useFakeTimers({ now: HALL_NOW });
  window.localStorage.clear();
  mockSearch = '';
  issue.mockReset();
  confirm.mockReset();
  notified.mockReset();
});
afterEach(() => jest.useRealTimers());

it('offers the budgets not annulled, latest event first', () => {
  const { result } = renderHook(() => useReceiptForm(DATA));
  expect(result.current.budgetChoices.map((budget) => budget.id)).toEqual(['-Presupuesto01', '-Presupuesto03']);
  expect(result.current.budget).toBeNull();
  expect(result.current.owed).toBeNull();
});

it('takes the budget, instalment and amount of the link from a budget’s page, with its account', () => {
  mockSearch = 'presupuesto=-Presupuesto01&concepto=seña&monto=165000';
  const { result } = renderHook(() => useReceiptForm(DATA));
  expect(result.current.form).toEqual({
    presupuestoId: '-Presupuesto01',
    cliente: 'Lucía Fernández',
    monto: '165000',
    concepto: 'seña',
    medioDePago: '',
    detalle: '',
  });
  expect(result.current.total).toBe(550000);
  expect(result.current.account).toEqual({ paid: 100000, receipts: 1, owed: 450000 });
  expect(result.current.words).toBe('pesos ciento sesenta y cinco mil');
});

it('asks before an amount above what the budget still owes, and issues it once confirmed', async () => {
  mockSearch = 'presupuesto=-Presupuesto01&concepto=saldo&monto=500000';
  issue.mockResolvedValue({ ...FIRST_DEPOSIT, numero: 42, monto: 500000, concepto: 'saldo', saldoPendiente: 0 });
  const { result } = renderHook(() => useReceiptForm(DATA));
  act(() => result.current.update({ medioDePago: 'efectivo' }));
  await act(() => result.current.submit());
  expect(result.current.errors).toEqual({});
  expect(result.current.warning?.messages).toEqual(['El importe ($ 500.000) supera lo que falta pagar ($ 450.000). Si es un cobro aparte, elegí «Extras».']);
  expect(issue).not.toHaveBeenCalled();
  // Asking again without confirming asks again; confirming issues it.
  await act(() => result.current.submit());
  expect(issue).not.toHaveBeenCalled();
  await act(() => result.current.confirmWarning());
  expect(issue).toHaveBeenCalledWith(expect.objectContaining({ monto: 500000, concepto: 'saldo', saldoPendiente: 0 }), { emitidoPor: 'caja@salon.test' });
  expect(result.current.warning).toBeNull();
});

it('the plan of the linked budget, and the budgets that owe money with what to collect next', () => {
  mockSearch = 'presupuesto=-Presupuesto01';
  const { result } = renderHook(() => useReceiptForm(DATA));
  expect(result.current.plan.map(({ concepto, monto, pagado, falta }) => [concepto, monto, pagado, falta])).toEqual([
    ['seña', 165000, 100000, 65000],
    ['saldo', 385000, 0, 385000],
  ]);
  // The annulled budget and the quote nobody paid on owe nothing yet.
  expect(result.current.owing.map((item) => [item.presupuestoId, item.falta, item.next.concepto, item.next.falta])).toEqual([
    ['-Presupuesto01', 450000, 'seña', 65000],
  ]);
});

it('issues the receipt with what is left to pay, confirms the held date with the deposit and starts blank', async () => {
  mockSearch = 'presupuesto=-Presupuesto01&concepto=seña&monto=165000';
  issue.mockResolvedValue({ ...FIRST_DEPOSIT, numero: 42, monto: 165000, medioDePago: 'efectivo', saldoPendiente: 285000 });
  confirm.mockResolvedValue({ confirmado: true });
  const { result } = renderHook(() => useReceiptForm(DATA));
  act(() => result.current.update({ medioDePago: 'efectivo' }));
  await act(() => result.current.submit());
  expect(issue).toHaveBeenCalledWith(
    {
      monto: 165000,
      concepto: 'seña',
      medioDePago: 'efectivo',
      cliente: 'Lucía Fernández',
      detalle: '',
      presupuestoId: '-Presupuesto01',
      saldoPendiente: 285000,
    },
    { emitidoPor: 'caja@salon.test' },
  );
  expect(confirm).toHaveBeenCalledWith(42);
  expect(notified.mock.calls).toEqual([
    ['Recibo N° 00000042 emitido.', 'success'],
    ['Reserva confirmada con la seña.', 'success'],
  ]);
  expect(result.current.issued?.numero).toBe(42);
  expect(result.current.form).toEqual({ presupuestoId: '', cliente: '', monto: '', concepto: '', medioDePago: '', detalle: '' });
  expect(result.current.issuing).toBe(false);
});

it('keeps everything typed, in a draft too, when the receipt could not be issued', async () => {
  issue.mockRejectedValue(new Error('network error'));
  const { result, unmount } = renderHook(() => useReceiptForm(DATA));
  act(() => result.current.update({ cliente: 'Pedro Díaz', monto: '20.000', concepto: 'extras', medioDePago: 'mercadopago' }));
  await act(() => result.current.submit());
  expect(result.current.saveError).toBe('No se emitió el recibo. No se pudo guardar. Revisá tu conexión e intentá de nuevo; lo que escribiste sigue acá.');
  expect(result.current.issued).toBeNull();
  unmount();
  const again = renderHook(() => useReceiptForm(DATA));
  expect(again.result.current.restored).toBe(true);
  expect(again.result.current.form).toMatchObject({ cliente: 'Pedro Díaz', monto: '20.000', concepto: 'extras', medioDePago: 'mercadopago' });
  act(() => again.result.current.startOver());
  expect(again.result.current.restored).toBe(false);
  expect(again.result.current.form.cliente).toBe('');
});
