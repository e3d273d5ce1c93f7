/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
// The chat's button and the history: opening the chat adds an entry, so Back closes it; moving between that
// entry and the page's own leaves the page on screen as it is. The chat itself is a stand-in with its two
// ways out (its close button, and a button that opens a page).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes, useLocation, useParams } from '@salon/router';
import { ChatLauncher } from './ChatLauncher';

jest.mock('@salon/ui', () => ({
  useHydrated: () => true,
  Loading: ({ text }: { text: string }) => <p>{text}</p>,
}));
jest.mock('../../app/remotes/loader', () => ({
  loadedRemoteComponent: () => () => null,
  loadRemoteComponent: jest.fn(),
  prefetchRemoteModule: jest.fn(),
}));
jest.mock('../../app/remotes/schedule', () => ({
  afterNextPaint: () => Promise.resolve(),
  whenEngagedAndIdle: () => () => undefined,
}));
jest.mock('../../app/remotes/RemoteSlot', () => ({
  RemoteSlot: ({ props }: { props: { open: boolean; onClose: () => void; onOpenPage: (path: string) => void } }) =>
    props.open ? (
      <div role="dialog" aria-label="Chat">
        <button type="button" onClick={props.onClose}>
          Cerrar
        </button>
        <button type="button" onClick={() => props.onOpenPage('/calendario')}>
          Ver el calendario
        </button>
      </div>
    ) : null,
}));

// Registered before anything is drawn, so it hears every move of the history, those the router is not told of too.
let moved: () => void = () => undefined;
window.addEventListener('popstate', () => moved(), { capture: true });

/** Runs `move` (Back, Forward, a tap that goes back) and waits until the history has moved and the page followed. */
async function historyMove(move: () => void) {
  await act(async () => {
    const done = new Promise<void>((resolve) => (moved = resolve));
    move();
    await done;
  });
}

let pricesDrawn = 0;
/** A page that reads the router, as the site's pages do; it counts how often it is drawn. */
function PricesPage() {
  useParams();
  const { pathname } = useLocation();
  pricesDrawn++;
  return (
    <>
      <h1>Precios {pathname}</h1>
      <Link to="/">Inicio</Link>
    </>
  );
}

async function open(address: string) {
  window.history.replaceState(null, '', address);
  render(
    <BrowserRouter>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <h1>Inicio</h1>
              <Link to="/precios">Precios</Link>
            </>
          }
        />
        <Route path="/precios" element={<PricesPage />} />
        <Route path="/calendario" element={<h1>Calendario</h1>} />
      </Routes>
      <ChatLauncher companyName="Salón" />
    </BrowserRouter>,
  );
  await act(async () => undefined);
}

const tap = (role: 'link' | 'button', name: string) => act(async () => void fireEvent.click(screen.getByRole(role, { name })));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const chatShown = () => screen.queryByRole('dialog', { name: 'Chat' }) !== null;

it('Back closes the chat and Forward opens it again, without drawing the page again', async () => {
  await open('/');
  await tap('link', 'Precios');
  const drawn = pricesDrawn;
  const entries = window.history.length;

  await tap('button', 'Abrir el chat con el asistente');
  expect(chatShown()).toBe(true);
  expect(window.history.length).toBe(entries + 1);

  await historyMove(() => window.history.back());
  expect(chatShown()).toBe(false);
  expect(screen.getByRole('button', { name: 'Abrir el chat con el asistente' }).getAttribute('aria-expanded')).toBe('false');
  expect(heading()).toBe('Precios /precios');

  await historyMove(() => window.history.forward());
  expect(chatShown()).toBe(true);

  // Its close button takes its entry away: Back then leaves the page.
  await historyMove(() => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
  expect(chatShown()).toBe(false);
  expect(window.location.pathname).toBe('/precios');
  expect(pricesDrawn).toBe(drawn);
  await historyMove(() => window.history.back());
  expect(heading()).toBe('Inicio');
});

it('a page opened from the chat takes its entry: Back returns to the page the chat was opened on', async () => {
  await open('/precios');
  await tap('button', 'Abrir el chat con el asistente');
  const entries = window.history.length;
  await tap('button', 'Ver el calendario');
  expect(heading()).toBe('Calendario');
  expect(chatShown()).toBe(false);
  expect(window.history.length).toBe(entries);

  await historyMove(() => window.history.back());
  expect(heading()).toBe('Precios /precios');
  expect(chatShown()).toBe(false);
});

it('after a page shown while the chat was open, Back draws the page the chat was opened on, with the chat', async () => {
  await open('/precios');
  await tap('button', 'Abrir el chat con el asistente');
  await tap('link', 'Inicio');
  expect(heading()).toBe('Inicio');

  await historyMove(() => window.history.back());
  expect(heading()).toBe('Precios /precios');
  expect(chatShown()).toBe(true);
});
