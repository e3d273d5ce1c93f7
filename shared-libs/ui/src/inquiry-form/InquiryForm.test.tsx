/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InquiryToSend } from '@salon/domain';
import { StaticRouter } from '@salon/router';
import { InquiryForm } from './InquiryForm';

// 2026-11-25 12:00 in Buenos Aires; the form opened then, sent 10 s later unless a test says otherwise.
const OPENED = Date.parse('2026-11-25T15:00:00Z');

function setup({ send = jest.fn(async () => 'id'), elapsed = 10_000 }: { send?: jest.Mock; elapsed?: number } = {}) {
  // The form opens at OPENED; by the time anything is typed, `elapsed` ms have passed.
  let opened = false;
  const now = () => (opened ? OPENED + elapsed : OPENED);
  render(
    <StaticRouter location="/consulta">
      <InquiryForm prefill={{ fecha: '2026-12-12', alquiler: '4hs', invitados: 80, adicionales: { camarera: 2 } }} send={send} now={now} />
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
  setup({ send: jest.fn(async () => Promise.reject(new Error('PERMISSION_DENIED'))) });
  type(/Nombre/, 'Ana');
  type(/Teléfono con WhatsApp/, '11 5555-0000');
  type(/Comentarios/, 'Hola');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'No pudimos registrar la consulta: si acabás de enviar otra, esperá un minuto y probá de nuevo.',
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
