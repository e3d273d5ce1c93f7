/** @jest-environment jsdom */
// The inbox's view of an inquiry's quote: the lines and total the visitor saw, and the month's prices they came from.
import { render, screen } from '@testing-library/react';
import { SATURDAY_QUOTE } from '@salon/domain/fixtures';
import { InquiryQuoteLines } from './InquiryQuoteLines';

const QUOTE = SATURDAY_QUOTE;

const lines = () => [...screen.getByRole('list', { name: 'Cotización' }).querySelectorAll('li')].map((li) => li.textContent);

it('shows every priced line, the extra hour among them, and the total', () => {
  render(<InquiryQuoteLines quote={QUOTE} inquiryDate="2026-12-12" />);
  expect(lines()).toEqual(['Alquiler del salón x 4 hs $ 380.000', 'Hora extra fin de semana $ 69.500', 'Camarera x 2 $ 60.500']);
  expect(screen.getByTestId('consulta-total').textContent).toBe('Total $ 510.000');
  expect(screen.getByText('Con los precios de diciembre.')).toBeTruthy();
});

it('shows the promotion, and says when the quote was for another date', () => {
  render(
    <InquiryQuoteLines
      quote={{
        ...QUOTE,
        fecha: '2026-12-15',
        alquiler: '3hs',
        horasExtra: 0,
        adicionales: {},
        precios: { b_precio_3hs_: 300_000 },
        promocion: { titulo: 'Martes 15 % off', descuento: 45_000 },
        total: 255_000,
      }}
      inquiryDate="2026-12-16"
    />,
  );
  expect(lines()).toEqual(['Alquiler del salón x 3 hs $ 300.000', 'Promoción «Martes 15 % off» −$ 45.000']);
  expect(screen.getByTestId('consulta-total').textContent).toBe('Total $ 255.000');
  expect(screen.getByText('Con los precios de diciembre, cotizada para el martes 15 de diciembre de 2026.')).toBeTruthy();
});
