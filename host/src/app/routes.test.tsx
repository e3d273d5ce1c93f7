/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
// The composed site's router, built from the remotes' route tables: which page an address shows, the seed's
// redirects, the menu marking the page on screen, and a prerendered page taken over without being drawn again.
// Each remote page is a stand-in that says which page it is and with what props, handed over the way the
// prerender hands the real ones (./prerendered.tsx).
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@salon/router';
import { App, Site } from './App';
import { HOME_PAGE_KEY } from './homePage';
import { PrerenderedRemotesContext } from './prerendered';

jest.mock('@salon/firebase', () => ({
  useSession: () => ({ loading: false, currentUser: null }),
  signOut: jest.fn(),
  useLive: () => ({ status: 'loading' }),
  watchConnection: () => () => undefined,
}));
jest.mock('@salon/firebase/data', () => ({
  watchCompanyName: jest.fn(),
  watchComponentOrder: jest.fn(),
  watchTheme: () => () => undefined,
  watchBrowserTitle: () => () => undefined,
}));
// The chat's button has tests of its own (features/chat-launcher). Here a stand-in moves the history as it does:
// an entry with the address on screen and a state of its own.
jest.mock('../features/chat-launcher/ChatLauncher', () => {
  const { useLocation, useNavigate } = jest.requireActual<typeof import('@salon/router')>('@salon/router');
  return {
    ChatLauncher: function ChatStandIn() {
      const { pathname, search, hash } = useLocation();
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate({ pathname, search, hash }, { state: { chat: true } })}>
          Abrir el chat
        </button>
      );
    },
  };
});

const standIns = new Map<string, ComponentType<object>>();
/** How many times a page has been drawn. */
let pagesDrawn = 0;
/** The page `key` names ('catalog/./PlanoPage'), as a heading with its props. */
function standIn(key: string): ComponentType<object> {
  let page = standIns.get(key);
  if (!page) {
    const name = key === HOME_PAGE_KEY ? 'Inicio' : key;
    page = (props: object) => {
      pagesDrawn++;
      return <h1>{Object.keys(props).length ? `${name} ${JSON.stringify(props)}` : name}</h1>;
    };
    standIns.set(key, page);
  }
  return page;
}
const PAGES = { get: standIn } as unknown as ReadonlyMap<string, ComponentType<never>>;

function TheSite() {
  return (
    <App>
      <PrerenderedRemotesContext.Provider value={PAGES}>
        <Site />
      </PrerenderedRemotesContext.Provider>
    </App>
  );
}

/** Opens `address` as a visitor would (a fresh page), and lets its redirects run. */
async function open(address: string) {
  window.history.replaceState(null, '', address);
  const entries = window.history.length;
  const view = render(<TheSite />);
  await act(async () => undefined);
  return { ...view, addedEntries: () => window.history.length - entries };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const here = () => window.location.pathname + window.location.search;
const menuLink = (name: string) => screen.getByRole('navigation', { name: 'Secciones' }).querySelector(`a[href="${name}"]`)!;

describe('which page an address shows', () => {
  it('each path of a remote table shows its page with the props the table gives it', async () => {
    await open('/preciosfinde');
    expect(heading()).toBe('catalog/./PreciosPage {"kind":"finde"}');
  });

  it('/Plano and /plano are the same page, and the menu marks it on both', async () => {
    for (const address of ['/Plano', '/plano']) {
      const { unmount } = await open(address);
      expect(heading()).toBe('catalog/./PlanoPage');
      expect(menuLink('/Plano').getAttribute('aria-current')).toBe('page');
      expect(menuLink('/precios').getAttribute('aria-current')).toBeNull();
      unmount();
    }
  });

  it.each([
    ['/precios1', '/precios13', 13],
    ['/precios6', '/precios18', 18],
  ])('the seed’s %s goes to %s in place of it (Back does not return to the old address)', async (from, to, page) => {
    const { addedEntries } = await open(from);
    expect(here()).toBe(to);
    expect(heading()).toBe(`catalog/./PreciosPage {"kind":"mes","page":${page}}`);
    expect(addedEntries()).toBe(0);
  });

  it('an address of no page goes to the home page', async () => {
    const { addedEntries } = await open('/no-existe/para-nada');
    expect(here()).toBe('/');
    expect(heading()).toBe('Inicio');
    expect(addedEntries()).toBe(0);
  });

  it('a trailing slash works like none: the address loses it and keeps its query', async () => {
    const { addedEntries } = await open('/cotizacion-exitosa/?fecha=2026-12-12');
    expect(here()).toBe('/cotizacion-exitosa?fecha=2026-12-12');
    expect(heading()).toBe('catalog/./CotizacionExitosaPage');
    expect(addedEntries()).toBe(0);
  });
});

describe('the menu', () => {
  it('a tap shows the page and marks it; a tap on the page on screen adds no history entry', async () => {
    const { addedEntries } = await open('/');
    fireEvent.click(menuLink('/calendario'));
    await act(async () => undefined);
    expect(heading()).toBe('calendar/./CalendarioPage');
    expect(menuLink('/calendario').getAttribute('aria-current')).toBe('page');
    expect(addedEntries()).toBe(1);
    fireEvent.click(menuLink('/calendario'));
    await act(async () => undefined);
    expect(addedEntries()).toBe(1);
  });
});

describe('a history entry that changes only the location’s state (the chat’s)', () => {
  it.each([
    ['/', 'Inicio'],
    ['/precios13', 'catalog/./PreciosPage {"kind":"mes","page":13}'],
  ])('%s: opening it and Back leave the page as drawn', async (address, page) => {
    await open(address);
    const drawn = pagesDrawn;
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el chat' }));
    await act(async () => undefined);
    expect(here()).toBe(address);
    expect(pagesDrawn).toBe(drawn);
    await act(async () => {
      const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await moved;
    });
    expect(heading()).toBe(page);
    expect(pagesDrawn).toBe(drawn);
  });
});

describe('a page rendered ahead of time', () => {
  it.each(['/', '/Plano', '/precios13', '/calendario'])('%s: the browser takes its HTML over without drawing it again', async (address) => {
    const html = renderToString(
      <StaticRouter location={address}>
        <PrerenderedRemotesContext.Provider value={PAGES}>
          <Site />
        </PrerenderedRemotesContext.Provider>
      </StaticRouter>,
    );
    window.history.replaceState(null, '', address);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const drawn = [...container.querySelectorAll('h1, a')];
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <TheSite />, { onRecoverableError: (error) => mismatches.push(error) }));
    expect(mismatches).toEqual([]);
    // The very elements of the HTML, now the code's: nothing was drawn anew.
    const after = [...container.querySelectorAll('h1, a')];
    expect(after.length).toBe(drawn.length);
    expect(after.every((element, index) => element === drawn[index])).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});
