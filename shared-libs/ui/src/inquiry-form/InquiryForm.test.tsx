/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AvailabilityStatus, InquiryPrefill, InquiryToSend } from '@salon/domain';
import { SATURDAY_QUOTE, STORED_SATURDAY_QUOTE } from '@salon/domain/fixtures';
import { StaticRouter } from '@salon/router';
import { InquiryForm } from './InquiryForm';

// What the page's availability and the hall's facts say: Saturday 19 December is booked, Sunday 20 held, the hall
// holds 150; the free dates nearest the 19th are the 18th and the 21st.
const mockFacts: { capacity: number | null; taken: Record<string, AvailabilityStatus> } = { capacity: 150, taken: {} };
jest.mock('./useInquiryFacts', () => ({
  useInquiryFacts: () => ({
    capacity: mockFacts.capacity,
    status: (date: string) => mockFacts.taken[date] ?? 'Libre',
    nearestFree: (date: string) => (date === '2026-12-19' || date === '2026-12-20' ? ['2026-12-18', '2026-12-21'] : []),
  }),
}));
beforeEach(() => {
  mockFacts.capacity = 150;
  mockFacts.taken = { '2026-12-19': 'Ocupado', '2026-12-20': 'Reservado provisoriamente' };
});

// 2026-11-25 12:00 in Buenos Aires; the form opened then, sent 10 s later unless a test says otherwise.
const OPENED = Date.parse('2026-11-25T15:00:00Z');

const CALCULATOR: InquiryPrefill = { fecha: '2026-12-12', alquiler: '4hs', invitados: 80, adicionales: { camarera: 2 } };

function setup({
  send = jest.fn(async () => 'id'),
  elapsed = 10_000,
  prefill = CALCULATOR,
}: { send?: jest.Mock; elapsed?: number; prefill?: InquiryPrefill } = {}) {
  // The form opens at OPENED; by the time anything is typed, `elapsed` ms have passed.
  let opened = false;
  const now = () => (opened ? OPENED + elapsed : OPENED);
  render(
    <StaticRouter location="/consulta">
      <InquiryForm prefill={prefill} send={send} now={now} />
    </StaticRouter>,
  );
  opened = true;
  return send;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('opens with the quote filled in and sends what was typed', async () => {
  const send = setup();
  expect(screen.getByLabelText(/Fecha del evento/)).toHaveProperty('value', '12/12/2026');
  expect(screen.getByLabelText(/Opción de alquiler/)).toHaveProperty('value', '4hs');
  expect(screen.getByLabelText(/Cantidad de invitados/)).toHaveProperty('value', '80');
  expect(screen.getByText(/Camarera × 2/)).toBeTruthy();
  type(/Nombre/, 'Ana Pérez');
  type(/Teléfono con WhatsApp/, '11 5555-0000');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  await screen.findByText('Consulta enviada');
  expect(send).toHaveBeenCalledWith<[InquiryToSend]>({
    nombre: 'Ana Pérez',
    telefono: '11 5555-0000',
    fecha: '2026-12-12',
    invitados: 80,
    alquiler: '4hs',
    adicionales: { camarera: 2 },
    abiertaEn: OPENED,
  });
  expect(
    screen.getByText('¡Gracias! Recibimos tu consulta por el sábado 12 de diciembre de 2026. Te vamos a escribir por WhatsApp a la brevedad.'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Seguir por WhatsApp' }).getAttribute('href')).toContain('/cotizacion-exitosa?message=');
});

it('shows each error next to its field, in Spanish, and sends nothing', async () => {
  const send = setup();
  type(/Fecha del evento/, '24/11/2026');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  expect(await screen.findByText('Ingresá tu nombre.')).toBeTruthy();
  expect(screen.getByText('Ingresá un teléfono con WhatsApp.')).toBeTruthy();
  expect(screen.getByText('Esa fecha ya pasó. Elegí una fecha de hoy en adelante.')).toBeTruthy();
  const name = screen.getByLabelText(/Nombre/);
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(name.getAttribute('aria-describedby')).toBe(screen.getByText('Ingresá tu nombre.').id);
  expect(send).not.toHaveBeenCalled();
});

it('a failed send says why and keeps what was typed', async () => {
  // The function's refusal as the Functions SDK rejects with it: its code and its Spanish message.
  const refusal = Object.assign(new Error('Recibimos muchas consultas desde tu conexión. Probá de nuevo en un rato o escribinos por WhatsApp.'), {
    code: 'functions/resource-exhausted',
  });
  setup({ send: jest.fn(async () => Promise.reject(refusal)) });
  type(/Nombre/, 'Ana');
  type(/Teléfono con WhatsApp/, '11 5555-0000');
  type(/Comentarios/, 'Hola');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'Recibimos muchas consultas desde tu conexión. Probá de nuevo en un rato o escribinos por WhatsApp.',
  );
  expect(screen.getByLabelText(/Nombre/)).toHaveProperty('value', 'Ana');
  expect(screen.getByLabelText(/Comentarios/)).toHaveProperty('value', 'Hola');
  expect(screen.getByLabelText(/Fecha del evento/)).toHaveProperty('value', '12/12/2026');
});

it('refuses a send within 3 seconds of opening', async () => {
  const send = setup({ elapsed: 1000 });
  type(/Nombre/, 'Ana');
  type(/Teléfono con WhatsApp/, '11 5555-0000');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  expect(await screen.findByText('Revisá los datos y volvé a tocar "Enviar consulta" en unos segundos.')).toBeTruthy();
  expect(send).not.toHaveBeenCalled();
});

it('a filled honeypot sends nothing and shows the usual confirmation', async () => {
  const send = setup();
  fireEvent.change(document.querySelector('input[name="sitioWeb"]')!, { target: { value: 'http://spam.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  await waitFor(() => expect(screen.getByText('Consulta enviada')).toBeTruthy());
  expect(send).not.toHaveBeenCalled();
});

it('refuses more guests than the hall holds, next to the field', async () => {
  const send = setup();
  expect(screen.getByText('Aproximada. El salón recibe hasta 150.')).toBeTruthy();
  type(/Nombre/, 'Ana');
  type(/Teléfono con WhatsApp/, '11 5555-0000');
  type(/Cantidad de invitados/, '900');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  const guests = screen.getByLabelText(/Cantidad de invitados/);
  await waitFor(() => expect(guests.getAttribute('aria-invalid')).toBe('true'));
  expect(document.getElementById(`${guests.id}-error`)?.textContent).toBe(
    'El salón recibe hasta 150 invitados. Ingresá 150 o menos, o escribinos por WhatsApp.',
  );
  expect(send).not.toHaveBeenCalled();
});

it('says at once that a date is booked, offers the nearest free ones and sends none', async () => {
  const send = setup();
  type(/Nombre/, 'Ana');
  type(/Teléfono con WhatsApp/, '11 5555-0000');
  type(/Fecha del evento/, '19/12/2026');
  const date = screen.getByLabelText(/Fecha del evento/);
  expect(date.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${date.id}-error`)?.textContent).toBe('La fecha del sábado 19 de diciembre de 2026 ya está reservada. Elegí otra fecha.');
  expect(screen.getByText('Las fechas libres más cercanas:')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
  expect(send).not.toHaveBeenCalled();
  // A free date near it, picked with one tap.
  fireEvent.click(screen.getByRole('button', { name: 'lunes 21 de diciembre de 2026' }));
  expect(date).toHaveProperty('value', '21/12/2026');
  expect(date.getAttribute('aria-invalid')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  await screen.findByText('Consulta enviada');
  expect(send.mock.calls[0]?.[0]).toMatchObject({ fecha: '2026-12-21' });
});

it('says a held date is held and sends it all the same', async () => {
  const send = setup();
  type(/Nombre/, 'Ana');
  type(/Teléfono con WhatsApp/, '11 5555-0000');
  type(/Fecha del evento/, '20/12/2026');
  const date = screen.getByLabelText(/Fecha del evento/);
  expect(date.getAttribute('aria-invalid')).toBeNull();
  expect(document.getElementById(`${date.id}-hint`)?.textContent).toBe(
    'La fecha del domingo 20 de diciembre de 2026 está reservada provisoriamente; podés consultar igual.',
  );
  expect(screen.getByText('O elegí una fecha libre cercana:')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  await screen.findByText('Consulta enviada');
  expect(send.mock.calls[0]?.[0]).toMatchObject({ fecha: '2026-12-20' });
});

it('shows the page’s quote whole and sends it as it is', async () => {
  const cotizacion = SATURDAY_QUOTE;
  const send = setup({ prefill: { fecha: '2026-12-12', cotizacion } });
  const lines = screen.getByRole('list', { name: 'Tu cotización:' });
  expect([...lines.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Alquiler del salón x 4 hs $ 380.000',
    'Hora extra fin de semana $ 69.500',
    'Camarera x 2 $ 60.500',
  ]);
  expect(screen.getByTestId('consulta-cotizacion-total').textContent).toBe('Total $ 510.000');
  expect(screen.queryByLabelText(/Opción de alquiler/)).toBeNull();
  type(/Nombre/, 'Ana');
  type(/Teléfono con WhatsApp/, '11 5555-0000');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  await screen.findByText('Consulta enviada');
  expect(send.mock.calls[0]?.[0]).toEqual({
    nombre: 'Ana',
    telefono: '11 5555-0000',
    fecha: '2026-12-12',
    cotizacion: STORED_SATURDAY_QUOTE,
    abiertaEn: OPENED,
  });
});
