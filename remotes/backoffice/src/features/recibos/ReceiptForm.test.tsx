/** @jest-environment jsdom */
// The receipt form as staff use it: the budget's account and plan next to the budget, the amount in words, the marked
// fields, the warning before a second deposit, the budgets that owe money, and the receipt issued.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { confirmDeposit, issueReceipt } from '@salon/firebase/staff';
import { HALL_NOW, HELD_BUDGET } from '../presupuestos/__fixtures__/budgetEditor';
import { FIRST_DEPOSIT } from './__fixtures__/receiptForm';
import { OwingBudgets } from './OwingBudgets';
import { ReceiptForm } from './ReceiptForm';
import { useReceiptForm, type ReceiptFormData } from './useReceiptForm';

jest.mock('@salon/firebase', () => ({ useSession: () => ({ currentUser: { email: 'caja@salon.test' } }) }));
jest.mock('@salon/firebase/data', () => ({}));
jest.mock('@salon/firebase/staff', () => ({ issueReceipt: jest.fn(), confirmDeposit: jest.fn() }));
let mockSearch = '';
jest.mock('@salon/router', () => ({
  useSearchParams: () => [new URLSearchParams(mockSearch)],
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a>,
}));
jest.mock('@salon/ui', () => ({
  notify: jest.fn(),
  Notice: ({ children }: { children: unknown }) => <div>{children as string}</div>,
}));

const issue = issueReceipt as jest.MockedFunction<typeof issueReceipt>;
const confirm = confirmDeposit as jest.MockedFunction<typeof confirmDeposit>;

beforeEach(() => {
  jest.useFakeTimers({ now: HALL_NOW });
  window.localStorage.clear();
  mockSearch = '';
  issue.mockReset();
  confirm.mockReset();
});
afterEach(() => jest.useRealTimers());

const texts = (elements: NodeListOf<Element>) => [...elements].map((element) => element.textContent);

function Screen(data: ReceiptFormData) {
  const model = useReceiptForm(data);
  return (
    <>
      <ReceiptForm model={model} />
      <OwingBudgets model={model} />
    </>
  );
}
const renderForm = (receipts = [FIRST_DEPOSIT]) => render(<Screen budgets={[HELD_BUDGET]} receipts={receipts} prices={null} />);
// The rest of the deposit: with it, HELD_BUDGET's deposit of $ 165.000 is paid and $ 385.000 is owed.
const SECOND_DEPOSIT = { ...FIRST_DEPOSIT, numero: 42, monto: 65000, saldoPendiente: 385000 };

it('shows the linked budget’s account and the amount in words', () => {
  mockSearch = 'presupuesto=-Presupuesto01&concepto=seña&monto=165000';
  renderForm();
  expect(screen.getByLabelText<HTMLSelectElement>('Presupuesto que salda').value).toBe('-Presupuesto01');
  expect(screen.getByLabelText<HTMLInputElement>('Recibí de').value).toBe('Lucía Fernández');
  expect(within(screen.getByLabelText('Estado de cuenta del presupuesto')).getByText('$ 550.000')).toBeTruthy();
  expect(screen.getByText('Pagado (1 recibo)')).toBeTruthy();
  expect(screen.getByTestId('recibo-pagado').textContent).toBe('$ 100.000');
  expect(screen.getByTestId('recibo-falta-pagar').textContent).toBe('$ 450.000');
  expect(screen.getByText('Seña ($ 165.000)')).toBeTruthy();
  expect(screen.getByTestId('recibo-plan-seña').textContent).toBe('Falta $ 65.000');
  expect(screen.getByTestId('recibo-plan-saldo').textContent).toBe('Falta $ 385.000');
  expect(screen.getByTestId('recibo-monto-letras').textContent).toBe('Son pesos ciento sesenta y cinco mil.');
  expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Seña' }).checked).toBe(true);
});

it('marks what is missing and issues nothing', async () => {
  renderForm();
  expect(screen.queryByLabelText('Estado de cuenta del presupuesto')).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Emitir recibo' })));
  expect(screen.getByText('Escribí quién hace el pago.')).toBeTruthy();
  expect(screen.getByText('Escribí el importe recibido.')).toBeTruthy();
  expect(screen.getByText('Elegí el concepto del pago (seña, saldo o extras).').id).toBe('recibo-concepto-error');
  expect(screen.getByText('Elegí el medio de pago.')).toBeTruthy();
  expect(issue).not.toHaveBeenCalled();
});

it('issues the receipt and links to its printable page', async () => {
  issue.mockResolvedValue({ ...FIRST_DEPOSIT, numero: 42, monto: 20000, concepto: 'extras', medioDePago: 'efectivo', presupuestoId: '' });
  renderForm();
  fireEvent.change(screen.getByLabelText('Recibí de'), { target: { value: 'Pedro Díaz' } });
  fireEvent.change(screen.getByLabelText('Importe ($)'), { target: { value: '20.000' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Extras' }));
  fireEvent.change(screen.getByLabelText('Medio de pago'), { target: { value: 'efectivo' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Emitir recibo' })));
  expect(issue).toHaveBeenCalledTimes(1);
  expect(confirm).not.toHaveBeenCalled();
  expect(screen.getByTestId('recibo-emitido').textContent).toBe('Recibo N° 00000042 emitido.');
  expect(screen.getByRole('link', { name: 'Ver e imprimir el recibo' }).getAttribute('href')).toBe('/templateRecibo?numero=42');
  expect(screen.getByLabelText<HTMLInputElement>('Recibí de').value).toBe('');
});

it('asks before a second deposit for a budget whose deposit is paid, and issues it only on «Emitir igual»', async () => {
  mockSearch = 'presupuesto=-Presupuesto01&concepto=seña&monto=165000';
  issue.mockResolvedValue({ ...FIRST_DEPOSIT, numero: 43, monto: 165000, saldoPendiente: 220000 });
  renderForm([FIRST_DEPOSIT, SECOND_DEPOSIT]);
  expect(screen.getByTestId('recibo-plan-seña').textContent).toBe('Pagada');
  fireEvent.change(screen.getByLabelText('Medio de pago'), { target: { value: 'efectivo' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Emitir recibo' })));
  const dialog = screen.getByRole('alertdialog');
  expect(texts(dialog.querySelectorAll('p'))).toEqual([
    'La seña de este presupuesto ya está paga ($ 165.000): otro recibo de seña la cobraría dos veces. Si es parte del saldo, elegí «Saldo».',
    '¿Emitir el recibo igual?',
  ]);
  expect(issue).not.toHaveBeenCalled();
  // «Cancelar» goes back to the amount, nothing issued.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getByLabelText('Importe ($)'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Emitir recibo' })));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Emitir igual' })));
  expect(issue).toHaveBeenCalledTimes(1);
  expect(issue.mock.calls[0]?.[0]).toMatchObject({ monto: 165000, concepto: 'seña', saldoPendiente: 220000 });
});

it('asks before more than the budget still owes; changing the amount takes the question away', async () => {
  mockSearch = 'presupuesto=-Presupuesto01&concepto=saldo&monto=500000';
  renderForm();
  fireEvent.change(screen.getByLabelText('Medio de pago'), { target: { value: 'efectivo' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Emitir recibo' })));
  expect(screen.getByRole('alertdialog').textContent).toContain(
    'El importe ($ 500.000) supera lo que falta pagar ($ 450.000). Si es un cobro aparte, elegí «Extras».',
  );
  fireEvent.change(screen.getByLabelText('Importe ($)'), { target: { value: '450.000' } });
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(issue).not.toHaveBeenCalled();
});

it('lists the budgets that owe money; «Cobrar» fills the form with the next instalment', () => {
  renderForm();
  const list = screen.getByTestId('recibos-pendientes');
  expect(texts(list.querySelectorAll('li > div'))).toEqual([
    'Lucía Fernández · sábado 12 de diciembre de 2026Reservado (provisorio) · Pagado $ 100.000 de $ 550.000 · Falta $ 450.000',
  ]);
  fireEvent.click(within(list).getByRole('button', { name: 'Cobrar la seña ($ 65.000) de Lucía Fernández' }));
  expect(screen.getByLabelText<HTMLSelectElement>('Presupuesto que salda').value).toBe('-Presupuesto01');
  expect(screen.getByLabelText<HTMLInputElement>('Recibí de').value).toBe('Lucía Fernández');
  expect(screen.getByLabelText<HTMLInputElement>('Importe ($)').value).toBe('65000');
  expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Seña' }).checked).toBe(true);
});
