/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
// The chat's button and the history, as a visitor meets them: opening the chat adds an entry, so Back closes it and
// Forward opens it again; its own ways out (its close button, a button that opens a page) leave a history that
// Back walks sensibly; the page under the chat stays as it was; a reload on the chat's entry shows the page afresh.
// The chat itself is a stand-in with its two ways out.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { use, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, Link, Route, Routes, StaticRouter, useLocation, useNavigate } from '@salon/router';
import { ChatLauncher } from './ChatLauncher';

jest.mock('@salon/ui', () => ({
  // The real one: false while React takes over a page rendered ahead of time, true once it has.
  useHydrated: jest.requireActual<{ useHydrated: () => boolean }>('@salon/ui/src/useHydrated').useHydrated,
  Loading: ({ text }: { text: string }) => <p role="status">{text}</p>,
}));

// The chat's module: already fetched (the prefetch on idle came before the tap) unless a test says otherwise.
let mockChatFetched = true;
let mockChatArrives: () => void = () => undefined;
jest.mock('../../app/remotes/loader', () => ({
  loadedRemoteComponent: () => (mockChatFetched ? () => null : undefined),
  loadRemoteComponent: () =>
    new Promise<void>((resolve) => {
      mockChatArrives = () => {
        mockChatFetched = true;
        resolve();
      };
    }),
  prefetchRemoteModule: jest.fn(),
}));
jest.mock('../../app/remotes/schedule', () => ({
  afterNextPaint: () => Promise.resolve(),
  whenEngagedAndIdle: () => () => undefined,
}));
// While set, drawing the chat waits for it to resolve (a chat that takes long to draw).
let mockChatDrawing: Promise<void> | null = null;
jest.mock('../../app/remotes/RemoteSlot', () => ({
  RemoteSlot: function ChatStandIn({ props }: { props: { open: boolean; onClose: () => void; onOpenPage: (path: string) => void } }) {
    if (mockChatDrawing) use(mockChatDrawing);
    return props.open ? (
      <div role="dialog" aria-label="Chat">
        <button type="button" onClick={props.onClose}>
          Cerrar
        </button>
        <button type="button" onClick={() => props.onOpenPage('/calendario')}>
          Ver el calendario
        </button>
      </div>
    ) : null;
  },
}));

/** A page with a state of its own (a counter), as a visitor would notice it being drawn anew: back to 0. */
function PricesPage() {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>Precios</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Sumar {count}
      </button>
      <Link to="/">Inicio</Link>
    </>
  );
}

/** What a page reads of the state its navigation carried (the sign-in's `from`, for one). */
function StatePage() {
  const state = useLocation().state as { from?: string } | null;
  const navigate = useNavigate();
  return (
    <>
      <h1>Ingreso desde {state?.from ?? 'ninguna'}</h1>
      <button type="button" onClick={() => void navigate('/ingreso', { state: { from: '/admin' } })}>
        Ingresar
      </button>
    </>
  );
}

function Pages() {
  return (
    <>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <h1>Inicio</h1>
              <Link to="/precios">Precios</Link>
              <Link to="/calendario">Calendario</Link>
            </>
          }
        />
        <Route path="/precios" element={<PricesPage />} />
        <Route path="/calendario" element={<h1>Calendario</h1>} />
        <Route path="/ingreso" element={<StatePage />} />
      </Routes>
      <ChatLauncher companyName="Salón" />
    </>
  );
}

/** The page at `address`, as the browser shows it: a fresh page over the history the tab has (a reload keeps it). */
async function show(address?: string) {
  if (address) window.history.replaceState(null, '', address);
  const view = render(
    <BrowserRouter>
      <Pages />
    </BrowserRouter>,
  );
  await act(async () => undefined);
  return view;
}

/** Back, Forward, or a tap that goes back: waits until the history has moved and the page has followed. */
async function historyMove(move: () => void) {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    move();
    await moved;
  });
}
const back = () => historyMove(() => window.history.back());
const forward = () => historyMove(() => window.history.forward());

const tap = (name: string, role: 'link' | 'button' = 'button') => act(async () => void fireEvent.click(screen.getByRole(role, { name })));
const openTheChat = () => tap('Abrir el chat con el asistente');
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const chatShown = () => screen.queryByRole('dialog', { name: 'Chat' }) !== null;
const chatButton = () => screen.getByRole('button', { name: /el chat/ });
const here = () => window.location.pathname;

beforeEach(() => {
  mockChatFetched = true;
  mockChatDrawing = null;
});

it('Back closes the chat and gives the focus back to its button; Forward opens it again', async () => {
  await show('/precios');
  const entries = window.history.length;

  await openTheChat();
  expect(chatShown()).toBe(true);
  expect(chatButton().getAttribute('aria-label')).toBe('Cerrar el chat');
  expect(chatButton().getAttribute('aria-expanded')).toBe('true');
  expect(window.history.length).toBe(entries + 1);
  expect(here()).toBe('/precios');

  await back();
  expect(chatShown()).toBe(false);
  expect(heading()).toBe('Precios');
  expect(chatButton().getAttribute('aria-label')).toBe('Abrir el chat con el asistente');
  expect(chatButton().getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(chatButton());

  await forward();
  expect(chatShown()).toBe(true);
  expect(heading()).toBe('Precios');
});

it('the page under the chat keeps what the visitor did on it: it is not drawn anew', async () => {
  await show('/precios');
  await tap('Sumar 0');
  await tap('Sumar 1');

  await openTheChat();
  await back();
  await forward();
  await historyMove(() => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
  expect(screen.getByRole('button', { name: 'Sumar 2' })).toBeTruthy();
});

it('its close button takes its entry away: Back then leaves the page', async () => {
  await show('/');
  await tap('Precios', 'link');
  await openTheChat();

  await historyMove(() => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
  expect(chatShown()).toBe(false);
  expect(here()).toBe('/precios');
  expect(document.activeElement).toBe(chatButton());

  await back();
  expect(heading()).toBe('Inicio');
  // And Forward returns to the page, not to the chat.
  await forward();
  expect(heading()).toBe('Precios');
  expect(chatShown()).toBe(false);
});

it('the button under the chat closes it too, and Back after it leaves the page', async () => {
  await show('/');
  await tap('Precios', 'link');
  await openTheChat();

  await historyMove(() => fireEvent.click(chatButton()));
  expect(chatShown()).toBe(false);
  expect(here()).toBe('/precios');
  await back();
  expect(heading()).toBe('Inicio');
});

it('a page opened from the chat takes its entry: Back returns to the page the chat was opened on, without the chat', async () => {
  await show('/precios');
  await openTheChat();
  const entries = window.history.length;

  await tap('Ver el calendario');
  expect(heading()).toBe('Calendario');
  expect(chatShown()).toBe(false);
  expect(window.history.length).toBe(entries);

  await back();
  expect(heading()).toBe('Precios');
  expect(chatShown()).toBe(false);
});

it('the page the chat was opened on, asked for from the chat, closes the chat: Back then leaves that page', async () => {
  await show('/');
  await tap('Calendario', 'link');
  await openTheChat();
  const entries = window.history.length;

  await historyMove(() => fireEvent.click(screen.getByRole('button', { name: 'Ver el calendario' })));
  expect(heading()).toBe('Calendario');
  expect(chatShown()).toBe(false);
  expect(window.history.length).toBe(entries);
  await back();
  expect(heading()).toBe('Inicio');
});

it('after a page shown while the chat was open, Back shows the page the chat was opened on, with the chat', async () => {
  await show('/precios');
  await openTheChat();
  await tap('Inicio', 'link');
  expect(heading()).toBe('Inicio');
  expect(chatShown()).toBe(false);

  await back();
  expect(heading()).toBe('Precios');
  expect(chatShown()).toBe(true);
});

it('the state a page was opened with is still the page’s on the chat’s entry and after it', async () => {
  await show('/ingreso');
  await tap('Ingresar');
  expect(heading()).toBe('Ingreso desde /admin');

  await openTheChat();
  expect(chatShown()).toBe(true);
  expect(heading()).toBe('Ingreso desde /admin');
  await back();
  expect(chatShown()).toBe(false);
  expect(heading()).toBe('Ingreso desde /admin');
});

it('reloaded on the chat’s entry (its state stays), the page shows without the chat; a tap opens it, Back closes it', async () => {
  const first = await show('/');
  await tap('Precios', 'link');
  await openTheChat();
  first.unmount();

  await show();
  expect(heading()).toBe('Precios');
  expect(chatShown()).toBe(false);
  expect(chatButton().getAttribute('aria-expanded')).toBe('false');

  await openTheChat();
  expect(chatShown()).toBe(true);
  await back();
  expect(chatShown()).toBe(false);
  expect(heading()).toBe('Precios');
  await forward();
  expect(chatShown()).toBe(true);
  await historyMove(() => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
  expect(chatShown()).toBe(false);
  expect(here()).toBe('/precios');
});

it('tapped before the chat’s code has arrived: "Abriendo el chat..." shows, then the chat', async () => {
  mockChatFetched = false;
  await show('/precios');
  await openTheChat();
  expect(chatButton().getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('status').textContent).toBe('Abriendo el chat...');
  expect(chatShown()).toBe(false);

  await act(async () => mockChatArrives());
  expect(chatShown()).toBe(true);
  expect(screen.queryByRole('status')).toBeNull();
});

it('a prerendered page, also on the chat’s entry, is taken over as its HTML drew it; then the chat opens and closes', async () => {
  const first = await show('/precios');
  await openTheChat();
  first.unmount();

  const html = renderToString(
    <StaticRouter location="/precios">
      <Pages />
    </StaticRouter>,
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const drawn = [...container.querySelectorAll('h1, button')];
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <BrowserRouter>
        <Pages />
      </BrowserRouter>,
      { onRecoverableError: (error) => mismatches.push(error) },
    ),
  );
  try {
    expect(mismatches).toEqual([]);
    // The very elements of the HTML, now the code's: nothing was drawn anew.
    const after = [...container.querySelectorAll('h1, button')];
    expect(after.length).toBe(drawn.length);
    expect(after.every((element, index) => element === drawn[index])).toBe(true);
    expect(chatShown()).toBe(false);
    await openTheChat();
    expect(chatShown()).toBe(true);
    await back();
    expect(chatShown()).toBe(false);
    expect(heading()).toBe('Precios');
  } finally {
    act(() => root.unmount());
    container.remove();
  }
});

it('the button answers the tap before the chat is drawn', async () => {
  await show('/precios');
  let drawn!: () => void;
  mockChatDrawing = new Promise<void>((resolve) => (drawn = resolve));

  await openTheChat();
  expect(chatButton().getAttribute('aria-label')).toBe('Cerrar el chat');
  expect(chatButton().getAttribute('aria-expanded')).toBe('true');
  expect(chatShown()).toBe(false);

  await act(async () => drawn());
  expect(chatShown()).toBe(true);
  expect(chatButton().getAttribute('aria-label')).toBe('Cerrar el chat');
});
