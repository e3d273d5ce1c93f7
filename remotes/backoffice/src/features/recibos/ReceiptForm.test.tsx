/** @jest-environment jsdom */
// The receipt form as staff use it: the budget's account next to the budget, the amount in words, the marked
// fields, and the receipt issued.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { confirmDeposit, issueReceipt } from '@salon/firebase/staff';
import { HALL_NOW, HELD_BUDGET } from '../presupuestos/__fixtures__/budgetEditor';
import { FIRST_DEPOSIT } from './__fixtures__/receiptForm';
import { ReceiptForm } from './ReceiptForm';

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

const renderForm = () => render(<ReceiptForm budgets={[HELD_BUDGET]} receipts={[FIRST_DEPOSIT]} prices={null} />);

it('shows the linked budget’s account and the amount in words', () => {
  mockSearch = 'presupuesto=-Presupuesto01&concepto=seña&monto=165000';
  renderForm();
  expect(screen.getByLabelText<HTMLSelectElement>('Presupuesto que salda').value).toBe('-Presupuesto01');
  expect(screen.getByLabelText<HTMLInputElement>('Recibí de').value).toBe('Lucía Fernández');
  expect(screen.getByText('$ 550.000')).toBeTruthy();
  expect(screen.getByText('Pagado (1 recibo)')).toBeTruthy();
  expect(screen.getByTestId('recibo-pagado').textContent).toBe('$ 100.000');
  expect(screen.getByTestId('recibo-falta-pagar').textContent).toBe('$ 450.000');
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
