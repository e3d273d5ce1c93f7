/** @jest-environment jsdom */
// /cobranzas' «Pagos recibidos sin fecha» as staff read it: each Mercado Pago seña that came when the date was no longer
// the client's, with its receipt, the budget and a WhatsApp message ready to agree on another date or a refund.
import { render, screen, within } from '@testing-library/react';
import { LatePayments } from './CollectionsList';
import type { LatePaymentItem } from './useCollections';

jest.mock('@salon/router', () => ({ Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a> }));

const LATE: LatePaymentItem = {
  presupuestoId: 'p7',
  cliente: 'Martina Gómez',
  telefono: '11 4444-5555',
  fechaEvento: '2027-03-13',
  numero: 42,
  monto: 300_000,
};

describe('«Pagos recibidos sin fecha»', () => {
  it('lists each payment with its receipt and amount, the budget and a WhatsApp message to the client', () => {
    render(<LatePayments items={[LATE]} />);
    const section = screen.getByRole('region', { name: 'Pagos recibidos sin fecha' });
    const [item, ...others] = within(section).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(within(item!).getByText(/pago recibido sin fecha/).textContent).toBe(
      'Martina Gómez · sábado 13 de marzo de 2027 · pago recibido sin fecha: recibo N° 00000042 por $ 300.000 · Tel. 11 4444-5555',
    );
    expect(within(item!).getByRole('link', { name: 'Ver presupuesto' }).getAttribute('href')).toBe('/presupuesto/p7');
    const whatsapp = new URL(within(item!).getByRole('link', { name: 'Escribir por WhatsApp' }).getAttribute('href') ?? '');
    expect(whatsapp.searchParams.get('text')).toBe(
      'Hola Martina! Recibimos tu seña por Mercado Pago, pero la fecha del sábado 13 de marzo de 2027 ya no estaba disponible. ¿Hablamos para elegir otra fecha o devolverte el pago?',
    );
  });

  it('offers no WhatsApp button for a phone WhatsApp cannot take, and shows nothing when there is no such payment', () => {
    const { container, rerender } = render(<LatePayments items={[{ ...LATE, telefono: 'a confirmar' }]} />);
    expect(screen.getByRole('link', { name: 'Ver presupuesto' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Escribir por WhatsApp' })).toBeNull();
    rerender(<LatePayments items={[]} />);
    expect(container.textContent).toBe('');
  });
});
