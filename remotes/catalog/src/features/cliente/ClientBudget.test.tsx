/** @jest-environment jsdom */
// /p/{token} as the client reads it: the budget's data, lines and totals, payment plan and receipts, the hall's
// facts, the notices of an annulled, expired or accepted budget, and the acceptance form.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ClientBudgetView } from '@salon/domain';
import { ClientBudget } from './ClientBudget';
import type { AcceptanceModel, OnlinePaymentModel } from './useClientBudget';
import { VIEW } from './__fixtures__/clientBudget';
import { downloadPdf } from '@salon/ui/src/documents/downloadPdf';

jest.mock('@salon/ui/src/documents/downloadPdf', () => ({ downloadPdf: jest.fn(() => Promise.resolve()) }));

function acceptance(overrides: Partial<AcceptanceModel> = {}): AcceptanceModel {
  return { name: '', setName: jest.fn(), error: '', sending: false, justAccepted: false, submit: jest.fn(() => Promise.resolve()), ...overrides };
}
function payment(overrides: Partial<OnlinePaymentModel> = {}): OnlinePaymentModel {
  return { sending: false, error: '', pay: jest.fn(() => Promise.resolve()), ...overrides };
}
const show = (view: ClientBudgetView, model = acceptance(), paying = payment()) => render(<ClientBudget view={view} acceptance={model} payment={paying} />);
const texts = (elements: Element[]) => elements.map((element) => element.textContent);
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => texts([...row.querySelectorAll('th, td')]));
const NO_FACTS = { address: '', mapUrl: '', hours: '', included: [], cancellationPolicy: '', phone: '', cuit: '' };

it('shows who and when, each line with its amount, the discount and the total', () => {
  show(VIEW);
  const budget = screen.getByRole('article', { name: 'Presupuesto de Lucía Fernández' });
  expect(within(budget).getByText('Salón Las Palmas')).toBeTruthy();
  expect(within(budget).getByText('Válido hasta el miércoles 25 de noviembre de 2026')).toBeTruthy();
  expect(texts([...budget.querySelectorAll(':scope > dl > div')])).toEqual([
    'ClienteLucía Fernández',
    'Fecha del eventosábado 12 de diciembre de 2026',
    'Invitados80',
    'EstadoConfirmado',
  ]);
  expect(rows(within(budget).getByRole('table'))).toEqual([
    ['Concepto', 'Cantidad', 'Importe'],
    ['Alquiler del salón (4 horas)', '1', '$ 500.000'],
    ['Camarera', '2', '$ 120.000'],
    ['Inflable', '1', 'A consultar'],
    ['Subtotal', '$ 620.000'],
    ['Descuento', '− $ 20.000'],
    ['Total', '$ 600.000'],
  ]);
  expect(screen.getByTestId('cliente-situacion').textContent).toBe(
    'Tu fecha está confirmada: ya recibimos la seña. Falta pagar $ 320.000; el próximo pago vence el viernes 27 de noviembre de 2026.',
  );
});

it('leaves out the guests and the subtotal when there are none, and says there are no receipts yet', () => {
  show({ ...VIEW, invitados: 0, descuento: 0, subtotal: 600_000, plan: [], recibos: [] });
  expect(screen.queryByText('Invitados')).toBeNull();
  expect(rows(screen.getByRole('table')).slice(-1)).toEqual([['Total', '$ 600.000']]);
  expect(screen.queryByText('Subtotal')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Plan de pagos' })).toBeNull();
  expect(screen.getByText('Todavía no hay pagos registrados.')).toBeTruthy();
});

it('lists the payment plan with what is still owed, and the receipts, an annulled one marked', () => {
  show(VIEW);
  expect(texts(within(screen.getByTestId('cliente-plan')).getAllByRole('listitem'))).toEqual([
    'Seña · vence el martes 10 de noviembre de 2026$ 180.000Pagada',
    'Saldo · vence el viernes 27 de noviembre de 2026$ 420.000Pagada en parte, vence el vie 27/11 (falta $ 320.000)',
  ]);
  expect(texts(within(screen.getByTestId('cliente-recibos')).getAllByRole('listitem'))).toEqual([
    'Recibo N° 00000012 · martes 10 de noviembre de 2026Seña$ 180.000PDF',
    'Recibo N° 00000015 · jueves 12 de noviembre de 2026Saldo$ 50.000AnuladoPDF',
  ]);
  expect(screen.getByRole('button', { name: 'Descargar el recibo N° 00000012 en PDF' })).toBeTruthy();
});

it('prints, and opens the hall’s WhatsApp in a new tab when the hall has one', () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { unmount } = show(VIEW);
  fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
  expect(print).toHaveBeenCalledTimes(1);
  const whatsapp = screen.getByRole('link', { name: 'Consultar por WhatsApp' });
  expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5491155550000\?text=Hola!/);
  expect(whatsapp.getAttribute('target')).toBe('_blank');
  unmount();
  show({ ...VIEW, empresa: { nombre: 'Salón Las Palmas', whatsapp: '' } });
  expect(screen.queryByRole('link', { name: 'Consultar por WhatsApp' })).toBeNull();
  print.mockRestore();
});

it('tells the hall’s address, map, hours, what is included and its policy, and nothing when none is written', () => {
  const { unmount } = show(VIEW);
  const hall = screen.getByRole('region', { name: 'El salón' });
  expect(texts([...hall.querySelectorAll('p, li, h4')])).toEqual([
    'Dirección: Av. Siempreviva 742, Quilmes · Ver en el mapa',
    'Horarios: De 10 a 20 hs',
    'Incluye:',
    'Vajilla',
    'Sonido',
    'Política de cancelación',
    'La seña no se devuelve.',
  ]);
  expect(within(hall).getByRole('link', { name: 'Ver en el mapa' }).getAttribute('href')).toBe('https://maps.example/salon');
  unmount();
  show({ ...VIEW, salon: { ...NO_FACTS, mapUrl: 'https://maps.example/salon' } });
  expect(screen.queryByRole('region', { name: 'El salón' })).toBeNull();
});

it('says where the budget stands: annulled, expired, held until its day; accepted, who and when, without the form', () => {
  const { unmount } = show({ ...VIEW, estado: 'anulado', anulado: true, situacion: 'anulado', plan: [], falta: 0, cuenta: null, puedeAceptar: false });
  expect(screen.getByTestId('cliente-situacion').textContent).toBe(
    'Este presupuesto está anulado: ya no se puede aceptar ni pagar. Si querés hacer tu evento, escribinos y te armamos uno nuevo.',
  );
  expect(screen.queryByRole('form')).toBeNull();
  unmount();
  const expired = show({ ...VIEW, estado: 'presupuestado', vencido: true, situacion: 'vencido', puedeAceptar: false });
  expect(screen.getByTestId('cliente-situacion').textContent).toBe(
    'Este presupuesto venció el miércoles 25 de noviembre de 2026. Pedile al salón uno actualizado para aceptarlo.',
  );
  expired.unmount();
  const owedDeposit = { concepto: 'seña' as const, monto: 180_000, venceEl: '2026-11-10', pagado: 0, falta: 180_000, estado: 'pendiente' as const };
  const held = show({ ...VIEW, estado: 'reservado', situacion: 'reservado', reservaHasta: '2026-11-17', plan: [owedDeposit] });
  expect(screen.getByTestId('cliente-situacion').textContent).toBe(
    'Tu fecha está reservada provisoriamente hasta el martes 17 de noviembre de 2026. Para confirmarla, pagá la seña ($ 180.000) antes de que venza la reserva.',
  );
  expect(screen.getByRole('form').textContent).not.toContain('Aceptarlo no reserva la fecha');
  held.unmount();
  show({ ...VIEW, aceptacion: { nombre: 'Lucía Fernández', en: Date.parse('2026-11-14T18:30:00-03:00') }, puedeAceptar: false });
  expect(screen.getByTestId('cliente-aceptado').textContent).toBe('Aceptado por Lucía Fernández el sábado 14 de noviembre de 2026, 18:30 hs.');
  expect(screen.queryByRole('button', { name: 'Aceptar presupuesto' })).toBeNull();
});

it('a quote says, next to the acceptance, that accepting does not hold the date; a confirmed one never does', () => {
  const { unmount } = show({ ...VIEW, estado: 'presupuestado', situacion: 'abierto' });
  expect(screen.getByRole('form').textContent).toContain('Aceptarlo no reserva la fecha; para eso, coordiná la seña con el salón.');
  unmount();
  show(VIEW);
  expect(document.body.textContent).not.toContain('coordiná la seña');
});

it('brings the confirmation into view and focuses it right after accepting, not when the page opens on an accepted budget', () => {
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  const accepted = { ...VIEW, aceptacion: { nombre: 'Lucía Fernández', en: Date.parse('2026-11-14T18:30:00-03:00') }, puedeAceptar: false };
  const { unmount } = show(accepted);
  expect(scroll).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(document.body);
  unmount();
  show(accepted, acceptance({ justAccepted: true }));
  expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  expect(document.activeElement).toBe(screen.getByTestId('cliente-aceptado'));
  expect(screen.getByRole('status').textContent).toMatch(/^Aceptado por Lucía Fernández/);
});

describe('the acceptance form', () => {
  it('passes the name typed and the submit to the model', () => {
    const model = acceptance({ name: 'Lu' });
    show(VIEW, model);
    const form = screen.getByRole('form', { name: '¿Estás de acuerdo?' });
    const name = within(form).getByLabelText<HTMLInputElement>('Tu nombre y apellido');
    expect(name.value).toBe('Lu');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(name, { target: { value: 'Lucía' } });
    expect(model.setName).toHaveBeenCalledWith('Lucía');
    fireEvent.click(within(form).getByRole('button', { name: 'Aceptar presupuesto' }));
    expect(model.submit).toHaveBeenCalledTimes(1);
  });

  it('shows the message next to the name, and «Enviando...» disabled while it is sent', () => {
    show(VIEW, acceptance({ error: 'Escribí tu nombre y apellido para aceptar.', sending: true }));
    const name = screen.getByLabelText('Tu nombre y apellido');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Escribí tu nombre y apellido para aceptar.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviando...' }).disabled).toBe(true);
  });
});

it('says how to pay the balance while something is owed: the amount, the holder, alias and CBU', () => {
  const { unmount } = show(VIEW);
  const pay = screen.getByRole('region', { name: 'Cómo pagar el saldo' });
  expect(within(pay).getByText('$ 320.000')).toBeTruthy();
  expect(texts([...pay.querySelectorAll('dl > div')])).toEqual(['TitularSalón Las Palmas S.R.L.', 'AliasSALON.LAS.PALMAS', 'CBU2850590940090418135201']);
  unmount();
  show({ ...VIEW, falta: 0, pagado: 600_000, cuenta: null });
  expect(screen.queryByRole('region', { name: 'Cómo pagar el saldo' })).toBeNull();
});

it('downloads the budget and each receipt as a PDF', async () => {
  show(VIEW);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' })));
  expect(downloadPdf).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 'A4' }), 'presupuesto-lucia-fernandez-2026-12-12.pdf');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Descargar el recibo N° 00000012 en PDF' })));
  expect(downloadPdf).toHaveBeenLastCalledWith(
    expect.objectContaining({ info: expect.objectContaining({ title: 'Recibo N° 00000012' }) }),
    'recibo-00000012.pdf',
  );
});

describe('the seña by Mercado Pago', () => {
  it('offers it with its amount while it can be paid online, and sends the client there', () => {
    const paying = payment();
    show({ ...VIEW, pagoOnline: { monto: 180_000 } }, acceptance(), paying);
    const section = screen.getByTestId('cliente-mercadopago');
    expect(section.textContent).toContain('La seña es de $ 180.000.');
    fireEvent.click(within(section).getByRole('button', { name: 'Pagar la seña con Mercado Pago' }));
    expect(paying.pay).toHaveBeenCalledTimes(1);
  });

  it('says when Mercado Pago is being opened', () => {
    show({ ...VIEW, pagoOnline: { monto: 180_000 } }, acceptance(), payment({ sending: true }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Abriendo Mercado Pago…' }).disabled).toBe(true);
  });

  it('shows the error of a checkout that could not be opened', () => {
    show(
      { ...VIEW, pagoOnline: { monto: 180_000 } },
      acceptance(),
      payment({ error: 'No pudimos abrir Mercado Pago. Probá de nuevo en un rato o pagá por transferencia.' }),
    );
    expect(screen.getByRole('alert').textContent).toBe('No pudimos abrir Mercado Pago. Probá de nuevo en un rato o pagá por transferencia.');
  });

  it('is not offered without it (the bank details stay), and says "Recibimos tu seña" once the books hold it', () => {
    show({ ...VIEW, pagoOnline: null });
    expect(screen.queryByTestId('cliente-mercadopago')).toBeNull();
    expect(screen.getByTestId('cliente-alias').textContent).toBe('SALON.LAS.PALMAS');
    expect(screen.queryByTestId('cliente-sena-recibida')).toBeNull();
  });

  it('says "Recibimos tu seña" once the books hold it', () => {
    show({ ...VIEW, pagoOnline: null, senaRecibida: true });
    expect(screen.getByTestId('cliente-sena-recibida').textContent).toBe('Recibimos tu seña. ¡Gracias! Tu fecha queda reservada.');
    expect(screen.queryByTestId('cliente-mercadopago')).toBeNull();
  });
});
