/** @jest-environment jsdom */
// /calculadora as a visitor uses it: pick a date or a month, the rental and extras; the total, the messages
// next to what is wrong, and the quote sent to WhatsApp. The hall's clock is Tuesday 10 November 2026.
import { act, fireEvent, render, screen } from '@testing-library/react';
import CalculadoraPage from './CalculadoraPage';

const mockData: { prices: unknown } = { prices: null };
jest.mock('@salon/firebase', () => {
  const answer = (value: () => unknown) => (onData: (value: unknown) => void, onError: (error: Error) => void) => {
    const current = value();
    if (current instanceof Error) onError(current);
    else onData(current);
    return () => undefined;
  };
  return {
    useLive: jest.requireActual('@salon/firebase/testing').useLiveStub,
    watchPrices: answer(() => mockData.prices),
    // Friday, Saturday and Sunday are the weekend; no promotions.
    watchWeekendDays: answer(() => [5, 6, 0]),
    watchPromotions: answer(() => []),
    watchCompanyName: answer(() => 'Salón Las Palmas'),
  };
});
// The watchers (@salon/firebase/data) are the mock's above: useLive and the data they answer with.
jest.mock('@salon/firebase/data', () => jest.requireMock('@salon/firebase'));
// The availability of a date, as DateAvailability reports it: booked dates are listed here.
const mockBooked = new Set<string>();
jest.mock('../features/calculadora/DateAvailability', () => {
  const { useEffect } = jest.requireActual('react');
  return {
    DateAvailability: ({ date, onReport }: { date: string | null; onReport: (report: unknown) => void }) => {
      useEffect(() => {
        if (date) onReport({ date, kind: mockBooked.has(date) ? 'booked' : 'free', holiday: null });
      }, [date, onReport]);
      return null;
    },
  };
});
jest.mock('@salon/router', () => ({
  Link: ({ to, children, className }: { to: string; children: unknown; className?: string }) => (
    <a href={to} className={className}>
      {children as string}
    </a>
  ),
}));
jest.mock('@salon/ui', () => ({
  Page: ({ title, children }: { title: string; children: unknown }) => (
    <main>
      <h1>{title}</h1>
      {children as string}
    </main>
  ),
  Loading: ({ text }: { text: string }) => <p>{text}</p>,
  Notice: ({ children }: { children: unknown }) => <p>{children as string}</p>,
  useHydrated: () => true,
}));
jest.mock('@salon/ui/src/inquiry-form/lazy', () => ({
  InquiryFormLazy: ({ prefill }: { prefill: unknown }) => <p data-testid="consulta">{JSON.stringify(prefill)}</p>,
}));

/** datosId/8: December (page 12) and January (page 13); the arcade has no price ("Consultar"). */
const PRICES = {
  a_precio_4hs_12: 500000,
  b_precio_3hs_12: 380000,
  c_hora_extra_finde_12: 60000,
  d_hora_extra_semana_12: 45000,
  e_camarera_12: 30000,
  a_precio_4hs_13: 550000,
  b_precio_3hs_13: 400000,
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00') });
  mockData.prices = PRICES;
  mockBooked.clear();
});
afterEach(() => jest.useRealTimers());

const total = () => screen.getByTestId('calc-total').textContent;
const pickDate = (text: string) => act(() => void fireEvent.change(screen.getByLabelText('Fecha del evento'), { target: { value: text } }));
const quantity = (label: RegExp) => screen.getByRole('textbox', { name: label });
const sendLink = () => screen.queryByRole('link', { name: 'Enviar cotización por WhatsApp' });
const sendReason = () => document.getElementById('calc-enviar-ayuda')?.textContent ?? null;

it('quotes a Saturday with its 4-hour rental and extras, and sends the same lines to WhatsApp', () => {
  render(<CalculadoraPage />);
  expect(screen.getByText('Noviembre 2026 (sin fecha elegida)')).toBeTruthy();
  pickDate('12/12/2026');
  expect(screen.getByText('Sábado 12 de diciembre de 2026: tarifa de fin de semana (4 hs).')).toBeTruthy();
  expect(screen.getByRole('switch', { name: /Alquiler del salón x 4 hs/ })).toHaveProperty('checked', true);
  expect(screen.queryByRole('switch', { name: /Alquiler del salón x 3 hs/ })).toBeNull();
  expect(total()).toBe('$ 500.000');
  fireEvent.click(screen.getByRole('button', { name: 'Agregar uno: Camarera' }));
  fireEvent.click(screen.getByRole('button', { name: 'Agregar uno: Camarera' }));
  fireEvent.change(quantity(/Horas extra \(fin de semana\)/), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Agregar uno: Arcade' }));
  expect(total()).toBe('$ 620.000');
  expect(screen.getByText('Los ítems que dicen “Consultar” no están en el total: te pasamos el precio por WhatsApp.')).toBeTruthy();
  const message = decodeURIComponent(sendLink()!.getAttribute('href')!.replace('/cotizacion-exitosa?message=', ''));
  expect(message).toBe(
    [
      '¡Hola, Salón Las Palmas! Quiero consultar por este presupuesto:',
      'Fecha: sábado 12 de diciembre de 2026',
      '- Alquiler del salón x 4 hs: $ 500.000',
      '- Hora extra fin de semana: $ 60.000',
      '- Camarera x 2: $ 60.000',
      '- Arcade: Consultar',
      'Total: $ 620.000 (sin incluir los ítems a consultar)',
    ].join('\n'),
  );
});

it('holds the send button on a booked date and says why', () => {
  mockBooked.add('2026-12-12');
  render(<CalculadoraPage />);
  pickDate('12/12/2026');
  expect(sendLink()).toBeNull();
  expect(screen.getByRole('button', { name: 'Enviar cotización por WhatsApp' })).toHaveProperty('disabled', true);
  expect(sendReason()).toBe('Esa fecha ya está reservada: elegí otra fecha para enviarnos la cotización.');
  pickDate('13/12/2026');
  expect(sendLink()).not.toBeNull();
});

it('says next to a quantity what is wrong with it, leaves it out of the total and holds the send button', () => {
  render(<CalculadoraPage />);
  pickDate('12/12/2026');
  const camarera = quantity(/^Camarera/);
  fireEvent.change(camarera, { target: { value: 'dos' } });
  expect(camarera.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(camarera.getAttribute('aria-describedby')!)?.textContent).toBe('Escribí la cantidad con números (por ejemplo 2).');
  expect(total()).toBe('$ 500.000');
  expect(sendReason()).toBe('Corregí las cantidades marcadas para enviarnos la cotización.');
  fireEvent.change(camarera, { target: { value: '2' } });
  expect(camarera.getAttribute('aria-invalid')).toBeNull();
  expect(total()).toBe('$ 560.000');
  expect(sendLink()).not.toBeNull();
});

it('calls a past date wrong once the field is left, and a date past the published prices', () => {
  render(<CalculadoraPage />);
  const field = screen.getByLabelText('Fecha del evento');
  fireEvent.focus(field);
  pickDate('01/11/2026');
  fireEvent.blur(field);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe('Esa fecha ya pasó. Elegí una fecha a partir de hoy.');
  expect(sendReason()).toBe('Corregí la fecha para enviarnos la cotización.');
  pickDate('10/07/2027');
  expect(screen.getByRole('alert').textContent).toBe(
    'Todavía no publicamos los precios de esa fecha. Elegí una fecha hasta el miércoles 30 de junio de 2027 o consultanos por WhatsApp.',
  );
});

it('is titled like the other pages and offers no past month', () => {
  render(<CalculadoraPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Calculadora');
  // Tuesday 10 November 2026: November 2026 to June 2027.
  const months = screen.getByLabelText<HTMLSelectElement>('¿Todavía no tenés fecha? Elegí el mes');
  expect([...months.options].map((option) => option.textContent)).toEqual([
    'Noviembre 2026',
    'Diciembre 2026',
    'Enero 2027',
    'Febrero 2027',
    'Marzo 2027',
    'Abril 2027',
    'Mayo 2027',
    'Junio 2027',
  ]);
});

it('quotes a month without a date, with both rentals to choose from', () => {
  render(<CalculadoraPage />);
  fireEvent.change(screen.getByLabelText('¿Todavía no tenés fecha? Elegí el mes'), { target: { value: '13' } });
  expect(screen.getByText('Enero 2027 (sin fecha elegida)')).toBeTruthy();
  expect(screen.getByText('Precios de enero 2027. La reserva se confirma con la seña.')).toBeTruthy();
  expect(total()).toBe('$ 0');
  expect(sendReason()).toBe('Elegí al menos una opción para enviarnos la cotización.');
  fireEvent.click(screen.getByRole('switch', { name: /Alquiler del salón x 3 hs/ }));
  expect(total()).toBe('$ 400.000');
  fireEvent.click(screen.getByRole('switch', { name: /Alquiler del salón x 4 hs/ }));
  expect(screen.getByRole('switch', { name: /Alquiler del salón x 3 hs/ })).toHaveProperty('checked', false);
  expect(total()).toBe('$ 550.000');
});

it('opens the inquiry form with the quote whole: extra hour, its rate, add-ons, prices and total', () => {
  render(<CalculadoraPage />);
  pickDate('12/12/2026');
  fireEvent.click(screen.getByRole('button', { name: 'Agregar uno: Horas extra (fin de semana)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Agregar uno: Camarera' }));
  expect(total()).toBe('$ 590.000');
  fireEvent.click(screen.getByRole('button', { name: 'Dejar una consulta con este presupuesto' }));
  expect(JSON.parse(screen.getByTestId('consulta').textContent)).toEqual({
    fecha: '2026-12-12',
    cotizacion: {
      mes: 12,
      fecha: '2026-12-12',
      alquiler: '4hs',
      horasExtra: 1,
      tarifa: 'finDeSemana',
      adicionales: { camarera: 1 },
      precios: { a_precio_4hs_: 500000, c_hora_extra_finde_: 60000, e_camarera_: 30000 },
      promocion: null,
      total: 590000,
    },
  });
  expect(screen.queryByRole('button', { name: 'Dejar una consulta con este presupuesto' })).toBeNull();
});

it('says so when the prices cannot be read', () => {
  mockData.prices = new Error('permission_denied');
  render(<CalculadoraPage />);
  expect(screen.getByText('No pudimos cargar los precios. Probá de nuevo en unos minutos.')).toBeTruthy();
});
