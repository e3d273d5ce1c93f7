/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
// A staff page opened by a visitor: the sign-in page comes first, and once signed in the visitor is back on the
// page they asked for, with its query; the sign-in page leaves no entry behind in the history.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useSearchParams } from '@salon/router';
import { RequireStaff } from './RequireStaff';
import { SignInForm } from './SignInForm';
import { signOut } from '@salon/firebase';

jest.mock('@salon/firebase', () => {
  const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
  let user: { email: string; role: string } | null = null;
  const listeners = new Set<() => void>();
  return {
    useSession: () => ({
      loading: false,
      currentUser: useSyncExternalStore(
        (listener) => (listeners.add(listener), () => listeners.delete(listener)),
        () => user,
      ),
    }),
    signIn: async (email: string) => {
      user = { email, role: 'recibos' };
      for (const listener of listeners) listener();
    },
    signOut: async () => {
      user = null;
      for (const listener of listeners) listener();
    },
    authErrorMessage: () => 'No se pudo ingresar.',
  };
});

function ReceiptPage() {
  const [params] = useSearchParams();
  return <h1>Recibo del presupuesto {params.get('presupuesto')}</h1>;
}

it('sends a visitor to sign in, and back to the page they asked for once signed in', async () => {
  window.history.replaceState(null, '', '/recibo?presupuesto=abc');
  const entries = window.history.length;
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/loginReciboPage" element={<SignInForm title="Ingreso de recibos" defaultDestination="/recibo" />} />
        <Route
          path="/recibo"
          element={
            <RequireStaff roles={['admin', 'recibos']} loginPath="/loginReciboPage">
              <ReceiptPage />
            </RequireStaff>
          }
        />
      </Routes>
    </BrowserRouter>,
  );
  await act(async () => undefined);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ingreso de recibos');
  expect(window.location.pathname).toBe('/loginReciboPage');

  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'recibos@salon.test' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'salon-recibos-123' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Ingresar' })));

  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recibo del presupuesto abc');
  expect(window.location.pathname + window.location.search).toBe('/recibo?presupuesto=abc');
  expect(window.history.length).toBe(entries);
});

it('lands a recibos user on the receipts, not on a page their role may not open', async () => {
  await act(() => signOut());
  window.history.replaceState(null, '', '/login');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<SignInForm title="Ingreso del personal" defaultDestination="/admin" />} />
        <Route path="/recibo" element={<ReceiptPage />} />
      </Routes>
    </BrowserRouter>,
  );
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'recibos@salon.test' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'salon-recibos-123' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Ingresar' })));

  expect(window.location.pathname).toBe('/recibo');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recibo del presupuesto ');
});
