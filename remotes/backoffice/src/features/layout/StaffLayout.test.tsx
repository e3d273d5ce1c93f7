/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
// The staff menu marks the section on screen: its own page and the pages under it, Admin only on /admin itself.
import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter } from '@salon/router';
import { StaffLayout } from './StaffLayout';

jest.mock('@salon/firebase', () => ({
  useSession: () => ({ loading: false, currentUser: { email: 'admin@salon.test', role: 'admin' } }),
  signOut: jest.fn(),
}));
let mockNewInquiries = 0;
jest.mock('../consultas/useInquiryInbox', () => ({ useNewInquiryCount: () => mockNewInquiries }));
beforeEach(() => (mockNewInquiries = 0));

/** The menu's links that say they are the page on screen, by the class the menu's style marks and by aria-current. */
function currentSections(address: string) {
  window.history.replaceState(null, '', address);
  const { unmount } = render(
    <BrowserRouter>
      <StaffLayout title="Página">contenido</StaffLayout>
    </BrowserRouter>,
  );
  const links = screen.getAllByRole('link');
  const marked = links.filter((link) => link.classList.contains('staff-layout__link--active')).map((link) => link.textContent);
  const current = links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
  unmount();
  return { marked, current };
}

it.each([
  ['/admin', 'Admin'],
  ['/presupuesto', 'Presupuestos'],
  ['/presupuesto/editar/abc', 'Presupuestos'],
  ['/recibo?presupuesto=abc', 'Recibos'],
])('on %s the menu marks %s, and only it', (address, section) => {
  expect(currentSections(address)).toEqual({ marked: [section], current: [section] });
});

it('folds the menu behind a button that names the section on screen, and folds it again on the next page', () => {
  window.history.replaceState(null, '', '/presupuesto/editar/abc');
  render(
    <BrowserRouter>
      <StaffLayout title="Página">contenido</StaffLayout>
    </BrowserRouter>,
  );
  const button = screen.getByRole('button', { name: 'Menú: Presupuestos' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(menu.classList.contains('staff-layout__menu--open')).toBe(false);
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(menu.classList.contains('staff-layout__menu--open')).toBe(true);
  fireEvent.click(screen.getByRole('link', { name: 'Tablero' }));
  expect(screen.getByRole('button', { name: 'Menú: Tablero' }).getAttribute('aria-expanded')).toBe('false');
  expect(menu.classList.contains('staff-layout__menu--open')).toBe(false);
});

it('shows the count of new inquiries on the folded menu’s button too, so a phone sees it without opening the menu', () => {
  mockNewInquiries = 3;
  window.history.replaceState(null, '', '/presupuesto');
  render(
    <BrowserRouter>
      <StaffLayout title="Página">contenido</StaffLayout>
    </BrowserRouter>,
  );
  expect(screen.getByRole('button', { name: 'Menú: Presupuestos 3 nuevas' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Consultas 3 nuevas' })).toBeTruthy();
});
