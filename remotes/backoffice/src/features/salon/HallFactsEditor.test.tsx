/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { HallSettingsDraft } from '@salon/domain';
import { HallFactsEditor } from './HallFactsEditor';

// The live value as the data layer gives it; the toasts as a list.
jest.mock('@salon/firebase', () => {
  return {
    useLive: jest.requireActual('@salon/firebase/testing').useLiveStub,
  };
});
jest.mock('@salon/firebase/staff', () => ({ watchHallFactsDraft: jest.fn(), saveHallFacts: jest.fn() }));
const toasts: Array<[string, string]> = [];
jest.mock('@salon/ui', () => ({
  notify: (message: string, kind: string) => toasts.push([message, kind]),
  Loading: () => <p>Cargando datos...</p>,
  Notice: ({ children }: { children: unknown }) => <p>{children as string}</p>,
}));
jest.mock('@salon/ui/src/DateInput', () => ({ DateInput: () => null }));

const STORED: HallSettingsDraft = {
  address: 'Av. Rivadavia 14500',
  mapLink: '',
  capacity: '150',
  hours: 'De día: 12 a 16 hs',
  included: 'Mesas y sillas\nVajilla',
  cancellationPolicy: '',
  phone: '011 4654-1234',
  cuit: '30-71234567-1',
  bankHolder: '',
  bankAlias: '',
  bankCbu: '',
};

function setup(save: jest.Mock) {
  toasts.length = 0;
  const watch = (onData: (draft: HallSettingsDraft) => void) => {
    onData(STORED);
    return () => undefined;
  };
  render(<HallFactsEditor data={{ watch, save }} />);
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Guardar datos del salón' })));

it('shows the stored facts, links the map search of the address, and saves what was typed, trimmed', async () => {
  const save = jest.fn(async () => undefined);
  setup(save);
  expect(screen.getByLabelText(/Dirección/)).toHaveProperty('value', 'Av. Rivadavia 14500');
  expect(screen.getByLabelText(/Qué incluye/)).toHaveProperty('value', 'Mesas y sillas\nVajilla');
  expect(screen.getByTestId('hall-map-preview').getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Av.%20Rivadavia%2014500');
  type(/Capacidad/, ' 120 ');
  type(/Qué incluye/, 'Mesas y sillas\nVajilla\n\n- Limpieza al terminar');
  type(/Política de cancelación/, 'La seña no se devuelve.');
  type(/Enlace del mapa/, 'https://maps.app.goo.gl/abc123');
  expect(screen.getByTestId('hall-map-preview').getAttribute('href')).toBe('https://maps.app.goo.gl/abc123');
  await submit();
  expect(save).toHaveBeenCalledWith(
    {
      direccion: 'Av. Rivadavia 14500',
      mapa: 'https://maps.app.goo.gl/abc123',
      capacidad: 120,
      horarios: 'De día: 12 a 16 hs',
      incluye: ['Mesas y sillas', 'Vajilla', 'Limpieza al terminar'],
      politicaCancelacion: 'La seña no se devuelve.',
      telefono: '011 4654-1234',
      cuit: '30-71234567-1',
    },
    null,
  );
  expect(toasts).toEqual([['Se guardaron los datos del salón.', 'success']]);
});

it('saves the phone, the CUIT written without hyphens, and the account for transfers', async () => {
  const save = jest.fn(async () => undefined);
  setup(save);
  type(/Teléfono del salón/, '+54 11 4654-9999');
  type(/CUIT/, '30712345671');
  type(/Titular de la cuenta/, ' Salón  Ramos S.R.L. ');
  type(/Alias/, 'SALON.RAMOS');
  type(/CBU/, '2850590940090418135201');
  await submit();
  expect(save).toHaveBeenCalledWith(expect.objectContaining({ telefono: '+54 11 4654-9999', cuit: '30-71234567-1' }), {
    titular: 'Salón Ramos S.R.L.',
    alias: 'SALON.RAMOS',
    cbu: '2850590940090418135201',
  });
});

it.each([
  [/CUIT/, '30-71234567-2', 'Ese CUIT no es válido: revisá los números (el último, el dígito verificador, no coincide).'],
  [/CUIT/, '30-7123-1', 'El CUIT tiene 11 números, por ejemplo 30-71234567-1 (con guiones o sin ellos).'],
  [/CBU/, '2850590940090418135202', 'Ese CBU no es válido: revisá los números (no coinciden sus dígitos verificadores).'],
  [/CBU/, '28505909', 'El CBU tiene 22 números (escribiste 8).'],
  [/Alias/, 'mi alias', 'El alias tiene de 6 a 20 caracteres: letras, números, puntos o guiones, sin espacios ni eñes.'],
  [
    /Teléfono del salón/,
    '4654',
    'Escribí un teléfono de al menos 8 números; podés usar espacios, guiones, paréntesis y un + al principio (por ejemplo, 011 4654-1234).',
  ],
])('refuses %s «%s» with a message next to it, and saves nothing', async (label, value, message) => {
  const save = jest.fn(async () => undefined);
  setup(save);
  type(/Titular de la cuenta/, 'Salón Ramos');
  if (label.source !== 'Alias') type(/Alias/, 'SALON.RAMOS');
  type(label, value);
  await submit();
  expect(save).not.toHaveBeenCalled();
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(message);
  expect(field).toHaveProperty('value', value);
});

it('asks for the holder of an account with an alias, and for an alias or CBU of a holder', async () => {
  const save = jest.fn(async () => undefined);
  setup(save);
  type(/Alias/, 'SALON.RAMOS');
  await submit();
  expect(screen.getByText('Escribí a nombre de quién está la cuenta.')).toBeTruthy();
  type(/Alias/, '');
  type(/Titular de la cuenta/, 'Salón Ramos');
  await submit();
  expect(screen.getByText('Escribí el alias o el CBU de la cuenta (o borrá el titular).')).toBeTruthy();
  expect(save).not.toHaveBeenCalled();
});

it('says what is wrong next to each field and saves nothing', async () => {
  const save = jest.fn(async () => undefined);
  setup(save);
  type(/Capacidad/, '3000');
  type(/Enlace del mapa/, 'maps.google.com/salon');
  await submit();
  expect(save).not.toHaveBeenCalled();
  const capacity = screen.getByLabelText(/Capacidad/);
  expect(capacity.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(capacity.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
    'Escribí un número entero de invitados, de 1 a 2.000.',
  );
  expect(screen.getByText('El enlace del mapa debe empezar con https:// (por ejemplo, el de «Compartir» de Google Maps), sin espacios.')).toBeTruthy();
  // Fixing a field takes its message away.
  type(/Capacidad/, '200');
  expect(screen.queryByText('Escribí un número entero de invitados, de 1 a 2.000.')).toBeNull();
});

it('keeps everything typed when the save fails, and says so in Spanish', async () => {
  const save = jest.fn(async () => {
    throw new Error('PERMISSION_DENIED: permission_denied');
  });
  setup(save);
  type(/Horarios/, 'De noche: 21 a 1 hs');
  type(/Política de cancelación/, 'Con 30 días de anticipación se reprograma.');
  await submit();
  expect(toasts).toEqual([['El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.', 'error']]);
  expect(screen.getByLabelText(/Horarios/)).toHaveProperty('value', 'De noche: 21 a 1 hs');
  expect(screen.getByLabelText(/Política de cancelación/)).toHaveProperty('value', 'Con 30 días de anticipación se reprograma.');
  expect(screen.getByRole('button', { name: 'Guardar datos del salón' })).toHaveProperty('disabled', false);
});
