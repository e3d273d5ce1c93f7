/** @jest-environment ./shared-libs/build/jest/jsdom-with-text-encoder.cjs */
// What the site's pages rely on from their router, on routes and menus shaped like the site's: the host's own
// routes (host/src/app/routes.test.tsx) and the staff menu (remotes/backoffice) are tested where they live.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { BrowserRouter, Link, Navigate, NavLink, Route, Routes, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from './index';

function Budget() {
  const { id } = useParams<'id'>();
  return <h1>Presupuesto {id}</h1>;
}

/** Where the router is, as a page reads it: path, query and the state the navigation carried. */
function Where() {
  const location = useLocation();
  return <p data-testid="donde">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function Pages() {
  return (
    <>
      <nav aria-label="Secciones">
        <NavLink to="/precios" className="site-nav__link">
          Precios
        </NavLink>
        <NavLink to="/Plano" className="site-nav__link">
          Plano
        </NavLink>
        <Link to="/presupuesto/ab%20c" state={{ from: '/admin' }}>
          Abrir el presupuesto
        </Link>
      </nav>
      <Routes>
        <Route path="/" element={<h1>Inicio</h1>} />
        <Route path="/precios" element={<h1>Precios del mes</h1>} />
        <Route path="/Plano" element={<h1>Plano del salón</h1>} />
        <Route path="/presupuesto/:id" element={<Budget />} />
        <Route path="/presupuesto/editar/:id" element={<h1>Editar presupuesto</h1>} />
        <Route path="/precios1" element={<Navigate to="/precios13" replace />} />
        <Route path="/precios13" element={<h1>Precios de enero</h1>} />
        <Route path="*" element={<h1>Ninguna</h1>} />
      </Routes>
      <Where />
    </>
  );
}

function Site({ children = <Pages /> }: { children?: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const where = () => screen.getByTestId('donde').textContent;

/** Back or Forward in the history, once the page has followed. */
async function historyGo(delta: number) {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.go(delta);
    await moved;
  });
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('paths', () => {
  it('match regardless of case: the seed links /Plano, visitors type /plano', () => {
    window.history.replaceState(null, '', '/plano');
    render(<Site />);
    expect(heading()).toBe('Plano del salón');
  });

  it('the most specific route wins, in any order, and a :param arrives decoded', () => {
    window.history.replaceState(null, '', '/presupuesto/editar/7');
    const { unmount } = render(<Site />);
    expect(heading()).toBe('Editar presupuesto');
    unmount();
    window.history.replaceState(null, '', '/presupuesto/ab%20c');
    render(<Site />);
    expect(heading()).toBe('Presupuesto ab c');
  });

  it('a path no route names gets the route for every other path', () => {
    window.history.replaceState(null, '', '/no-existe/para-nada');
    render(<Site />);
    expect(heading()).toBe('Ninguna');
  });
});

describe('links', () => {
  it('a click shows the page without loading it, with the state it carries, and Back returns', async () => {
    render(<Site />);
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Abrir el presupuesto' }));
    expect(heading()).toBe('Presupuesto ab c');
    expect(where()).toBe('/presupuesto/ab%20c {"from":"/admin"}');
    expect(window.history.length).toBe(entries + 1);
    await historyGo(-1);
    expect(heading()).toBe('Inicio');
    expect(where()).toBe('/ null');
  });

  it('a link to the page on screen replaces its history entry instead of adding one', () => {
    window.history.replaceState(null, '', '/precios');
    render(<Site />);
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Precios' }));
    expect(heading()).toBe('Precios del mes');
    expect(window.history.length).toBe(entries);
  });

  it('is a real address, and a click that asks for a new tab is left to the browser', () => {
    render(<Site />);
    const link = screen.getByRole('link', { name: 'Abrir el presupuesto' });
    expect(link.getAttribute('href')).toBe('/presupuesto/ab%20c');
    let leftToTheBrowser = false;
    // After the page's handlers: what the browser would do next (jsdom cannot open tabs, so it is stopped here).
    document.addEventListener(
      'click',
      (event) => {
        leftToTheBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link, { ctrlKey: true });
    expect(leftToTheBrowser).toBe(true);
    expect(window.location.pathname).toBe('/');
    expect(heading()).toBe('Inicio');
  });

  it('a menu link says it is the page on screen (aria-current and the active class), whatever the case typed', () => {
    window.history.replaceState(null, '', '/plano');
    render(<Site />);
    const plano = screen.getByRole('link', { name: 'Plano' });
    expect(plano.getAttribute('aria-current')).toBe('page');
    expect(plano.className).toBe('site-nav__link active');
    const precios = screen.getByRole('link', { name: 'Precios' });
    expect(precios.getAttribute('aria-current')).toBeNull();
    expect(precios.className).toBe('site-nav__link');
  });

  it('a menu link is current under its path too, unless it says end; a class from a function gets whether it is', () => {
    window.history.replaceState(null, '', '/presupuesto/editar/7');
    const classOf = ({ isActive }: { isActive: boolean }) => (isActive ? 'activo' : 'inactivo');
    render(
      <Site>
        <NavLink to="/presupuesto" className={classOf}>
          Presupuestos
        </NavLink>
        <NavLink to="/presupuesto" end className={classOf}>
          Solo la lista
        </NavLink>
      </Site>,
    );
    expect(screen.getByRole('link', { name: 'Presupuestos' }).className).toBe('activo');
    expect(screen.getByRole('link', { name: 'Solo la lista' }).className).toBe('inactivo');
  });
});

describe('redirects, navigation and the query string', () => {
  it('a redirect takes the place of the old address: Back does not return to it', () => {
    window.history.replaceState(null, '', '/precios1');
    const entries = window.history.length;
    render(<Site />);
    expect(heading()).toBe('Precios de enero');
    expect(window.location.pathname).toBe('/precios13');
    expect(window.history.length).toBe(entries);
  });

  it('a page reads its query string, and navigate() carries a state, replacing the entry when asked', () => {
    function Receipt() {
      const [params] = useSearchParams();
      const navigate = useNavigate();
      return (
        <>
          <p>Presupuesto: {params.get('presupuesto') ?? 'ninguno'}</p>
          <button type="button" onClick={() => void navigate('/login', { replace: true, state: { from: '/recibo?presupuesto=abc' } })}>
            Ingresar
          </button>
        </>
      );
    }
    window.history.replaceState(null, '', '/recibo?presupuesto=abc');
    render(
      <Site>
        <Receipt />
        <Where />
      </Site>,
    );
    expect(screen.getByText('Presupuesto: abc')).toBeTruthy();
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(where()).toBe('/login {"from":"/recibo?presupuesto=abc"}');
    expect(screen.getByText('Presupuesto: ninguno')).toBeTruthy();
    expect(window.history.length).toBe(entries);
  });
});

describe('pages rendered ahead of time', () => {
  it('StaticRouter draws the page of an address, its menu marking it, and the browser takes that HTML over as it is', async () => {
    const html = renderToString(
      <StaticRouter location="/Plano">
        <Pages />
      </StaticRouter>,
    );
    expect(html).toContain('<h1>Plano del salón</h1>');
    expect(html).toContain('aria-current="page" class="site-nav__link active" href="/Plano"');

    window.history.replaceState(null, '', '/Plano');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Site />, { onRecoverableError: (error) => mismatches.push(error) }));
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(html);
    // Taken over: its links work.
    fireEvent.click(screen.getByRole('link', { name: 'Precios' }));
    expect(heading()).toBe('Precios del mes');
    act(() => root.unmount());
    container.remove();
  });
});
