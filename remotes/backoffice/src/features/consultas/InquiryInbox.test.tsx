/** @jest-environment jsdom */
// /consultas as staff see it, on an in-memory database: the phone as a WhatsApp link with the greeting, the budget an
// inquiry turned into (its link and stage, and no second «Crear presupuesto»), several archived at once, the filters,
// and one inquiry alone from the budget page's link.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { inboxBackend, resetInboxBackend, storedInquiry } from './__fixtures__/inboxBackend';
import { InquiryInbox } from './InquiryInbox';

jest.mock('@salon/firebase', () => ({ useLive: jest.requireActual('@salon/firebase/testing').useLiveStub }));
jest.mock('@salon/firebase/staff', () => jest.requireActual('./__fixtures__/inboxBackend').staffMock());
const mockToasts: Array<[string, string]> = [];
jest.mock('@salon/ui', () => ({
  notify: (message: string, kind: string) => mockToasts.push([message, kind]),
  Loading: () => <p>Cargando…</p>,
  Notice: ({ children }: { children: unknown }) => <div>{children as string}</div>,
}));
jest.mock('@salon/ui/src/DateInput', () => ({
  DateInput: ({ onChange, pickerLabel: _label, ...props }: { onChange: (value: string) => void; pickerLabel?: string; value: string }) => (
    <input {...props} onChange={(e) => onChange(e.target.value)} />
  ),
}));
let mockParams = new URLSearchParams();
const mockNavigate = jest.fn();
jest.mock('@salon/router', () => ({
  useNavigate: () => mockNavigate,
  useSearchParams: () => [mockParams],
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a>,
}));

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name} ·`) });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00') });
  mockToasts.length = 0;
  mockParams = new URLSearchParams();
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetInboxBackend([
    storedInquiry(1, { nombre: 'Marta Núñez', telefono: '11 5555-0000', fecha: '2026-12-12' }),
    storedInquiry(2, { nombre: 'Julián Paz', estado: 'presupuestada', presupuestoId: '-P1' }),
    storedInquiry(3, { nombre: 'Rocío Gómez' }),
  ]);
  inboxBackend.budgets.set('-P1', 'reservado');
});
afterEach(() => jest.useRealTimers());

it('shows the phone as a WhatsApp link with a greeting naming the visitor and the date', () => {
  render(<InquiryInbox />);
  const link = within(card('Marta Núñez')).getByRole('link', { name: '11 5555-0000 · WhatsApp' });
  expect(decodeURIComponent(link.getAttribute('href')!)).toBe(
    'https://wa.me/5491155550000?text=¡Hola, Marta! Te escribimos del salón por la consulta que nos dejaste para el sábado 12 de diciembre de 2026. ¿Tenés un momento para que te contemos?',
  );
});

it('shows the budget an inquiry turned into and where it stands, and offers no second budget', () => {
  render(<InquiryInbox />);
  const made = card('Julián Paz');
  expect(within(made).getByRole('link', { name: 'Ver el presupuesto' }).getAttribute('href')).toBe('/presupuesto/-P1');
  expect(within(made).getByTestId('consulta-presupuesto-estado').textContent).toBe(' · Reservado (provisorio)');
  expect(within(made).queryByRole('button', { name: 'Crear presupuesto' })).toBeNull();
  fireEvent.click(within(card('Marta Núñez')).getByRole('button', { name: 'Crear presupuesto' }));
  expect(mockNavigate).toHaveBeenCalledWith('/presupuesto');
  expect(JSON.parse(window.sessionStorage.getItem('salon.presupuestoDesdeConsulta')!)).toMatchObject({ cliente: 'Marta Núñez', consultaId: '-C001' });
});

it('archives two chosen inquiries at once; they are kept under «Archivadas»', async () => {
  render(<InquiryInbox />);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir la consulta de Marta Núñez' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir la consulta de Rocío Gómez' }));
  const bulk = screen.getByRole('group', { name: 'Consultas elegidas' });
  expect(within(bulk).getByText('2 consultas elegidas')).toBeTruthy();
  await act(async () => void fireEvent.click(within(bulk).getByRole('button', { name: 'Archivar' })));
  expect(inboxBackend.writes).toEqual([{ ids: ['-C001', '-C003'], estado: 'archivada' }]);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Julián Paz · jueves 3 de diciembre de 2026']);
  expect(screen.queryByRole('group', { name: 'Consultas elegidas' })).toBeNull();
  fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'archivada' } });
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Rocío Gómez · viernes 4 de diciembre de 2026',
    'Marta Núñez · sábado 12 de diciembre de 2026',
  ]);
});

it('searches by name or phone, and says when nothing matches', () => {
  render(<InquiryInbox />);
  fireEvent.change(screen.getByLabelText('Buscar por nombre o teléfono'), { target: { value: 'gomez' } });
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Rocío Gómez · viernes 4 de diciembre de 2026']);
  fireEvent.change(screen.getByLabelText('Buscar por nombre o teléfono'), { target: { value: '4444' } });
  expect(screen.getByText('Ninguna consulta coincide con los filtros.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Fecha pedida desde'), { target: { value: '2026-12-10' } });
  fireEvent.change(screen.getByLabelText('Fecha pedida hasta'), { target: { value: '2026-12-01' } });
  expect(screen.getByRole('alert').textContent).toBe('La fecha «Hasta» tiene que ser igual o posterior a «Desde».');
});

it('shows one inquiry alone from the budget page’s link', () => {
  mockParams = new URLSearchParams('consulta=-C002');
  render(<InquiryInbox />);
  expect(screen.getByRole('link', { name: 'Ver todas las consultas' }).getAttribute('href')).toBe('/consultas');
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Julián Paz · jueves 3 de diciembre de 2026']);
  expect(screen.queryByRole('checkbox')).toBeNull();
});

it('tells admins how many inquiries the last hour brought against the ceiling, once the server keeps a count', () => {
  const noon = Date.parse('2026-11-10T12:00:00-03:00');
  const { unmount } = render(<InquiryInbox />);
  expect(screen.queryByTestId('consultas-tope')).toBeNull();
  unmount();
  inboxBackend.ceiling = { tope: 60, ultima: noon, envios: { [String(noon - 61 * 60_000)]: 5, [String(noon - 30 * 60_000)]: 11, [String(noon)]: 1 } };
  render(<InquiryInbox />);
  expect(screen.getByTestId('consultas-tope').textContent).toBe('Consultas en la última hora: 12 de 60');
});
