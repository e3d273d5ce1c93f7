/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, Link, matchPath, Navigate, NavLink, Route, Routes, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from './router';

function Budget() {
  const { id } = useParams<'id'>();
  return <h1>Presupuesto {id}</h1>;
}

function Where() {
  const location = useLocation();
  return <p data-testid="donde">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</p>;
}

function Site() {
  return (
    <BrowserRouter>
      <nav>
        <NavLink to="/precios">Precios</NavLink>
        <NavLink to="/">Inicio</NavLink>
        <Link to="/presupuesto/ab%20c" state={{ from: '/admin' }}>
          Abrir
        </Link>
      </nav>
      <Routes>
        <Route path="/" element={<h1>Inicio</h1>} />
        <Route path="*" element={<h1>Cualquier otra</h1>} />
        <Route path="/presupuesto/:id" element={<Budget />} />
        <Route path="/presupuesto/editar/:id" element={<h1>Editar</h1>} />
        <Route path="/precios" element={<h1>Precios del mes</h1>} />
        <Route path="/Plano" element={<h1>Plano del salón</h1>} />
        <Route path="/precios1" element={<Navigate to="/precios13" replace />} />
        <Route path="/precios13" element={<h1>Enero</h1>} />
      </Routes>
      <Where />
    </BrowserRouter>
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('routes', () => {
  it('a path is drawn by its route: a static one before a :param one, * only when nothing else matches', () => {
    window.history.replaceState(null, '', '/presupuesto/editar/7');
    render(<Site />);
    expect(heading()).toBe('Editar');
  });

  it('matches regardless of case, as the seed links /plano and /Plano alike, and with a trailing slash', () => {
    window.history.replaceState(null, '', '/plano/');
    render(<Site />);
    expect(heading()).toBe('Plano del salón');
  });

  it('a path of no route gets *', () => {
    window.history.replaceState(null, '', '/no-existe/para-nada');
    render(<Site />);
    expect(heading()).toBe('Cualquier otra');
  });

  it('matchPath decodes params and refuses other paths', () => {
    expect(matchPath('/p/:token', '/p/a%2Fb')).toEqual({ token: 'a/b' });
    expect(matchPath('/p/:token', '/p/a/b')).toBeNull();
    expect(matchPath('/precios', '/preciosfinde')).toBeNull();
    expect(matchPath('*', '/x/y')).toEqual({ '*': 'x/y' });
  });
});

describe('links', () => {
  it('a click moves to the page without loading it, with the state it carries, and Back returns', async () => {
    render(<Site />);
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Abrir' }));
    expect(heading()).toBe('Presupuesto ab c');
    expect(screen.getByTestId('donde').textContent).toBe('/presupuesto/ab%20c|{"from":"/admin"}');
    expect(window.history.length).toBe(entries + 1);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(heading()).toBe('Inicio');
  });

  it('a link is a real address, and a click that asks for a new tab is left to the browser', () => {
    render(<Site />);
    const link = screen.getByRole('link', { name: 'Abrir' });
    expect(link.getAttribute('href')).toBe('/presupuesto/ab%20c');
    fireEvent.click(link, { ctrlKey: true });
    expect(window.location.pathname).toBe('/');
    expect(heading()).toBe('Inicio');
  });

  it('a menu link says which page is on screen (aria-current and the active class); "/" only on "/"', () => {
    window.history.replaceState(null, '', '/precios');
    render(<Site />);
    const precios = screen.getByRole('link', { name: 'Precios' });
    expect(precios.getAttribute('aria-current')).toBe('page');
    expect(precios.className).toBe('active');
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();
  });

  it('a menu link with end is current only on its own path; a class from a function gets the state', () => {
    window.history.replaceState(null, '', '/admin/usuarios');
    render(
      <BrowserRouter>
        <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'si' : 'no')}>
          Admin
        </NavLink>
        <NavLink to="/admin/usuarios/" className="menu">
          Usuarios
        </NavLink>
      </BrowserRouter>,
    );
    expect(screen.getByRole('link', { name: 'Admin' }).className).toBe('no');
    expect(screen.getByRole('link', { name: 'Usuarios' }).className).toBe('menu active');
  });
});

describe('redirects and navigation', () => {
  it('a redirect replaces the entry: Back does not return to it', () => {
    window.history.replaceState(null, '', '/precios1');
    const entries = window.history.length;
    render(<Site />);
    expect(heading()).toBe('Enero');
    expect(window.location.pathname).toBe('/precios13');
    expect(window.history.length).toBe(entries);
  });

  it('navigate() and the query string', () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      const navigate = useNavigate();
      return (
        <>
          <p>fecha={params.get('fecha') ?? '—'}</p>
          <button onClick={() => setParams({ fecha: '2026-12-05' })}>Elegir</button>
          <button onClick={() => navigate('/recibo', { replace: true, state: { n: 1 } })}>Ir</button>
        </>
      );
    }
    window.history.replaceState(null, '', '/cotizacion?fecha=2026-11-28');
    render(
      <BrowserRouter>
        <Search />
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByText('fecha=2026-11-28')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Elegir' }));
    expect(screen.getByText('fecha=2026-12-05')).toBeTruthy();
    expect(window.location.search).toBe('?fecha=2026-12-05');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Ir' }));
    expect(screen.getByTestId('donde').textContent).toBe('/recibo|{"n":1}');
    expect(window.history.length).toBe(entries);
  });

  it('an entry added by other code of the page (the chat) keeps the location: nothing is drawn again', () => {
    let renders = 0;
    function Counter() {
      useLocation();
      renders++;
      return null;
    }
    render(
      <BrowserRouter>
        <Counter />
      </BrowserRouter>,
    );
    const before = renders;
    act(() => {
      window.history.pushState({ ...(window.history.state as object | null), salonChatAbierto: true }, '');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(renders).toBe(before);
  });
});

describe('prerendering', () => {
  it('StaticRouter draws the page of a fixed address, with its links and no redirect', () => {
    const html = renderToString(
      <StaticRouter location="/presupuesto/42?x=1">
        <NavLink to="/presupuesto/42">Este</NavLink>
        <Routes>
          <Route path="/presupuesto/:id" element={<Budget />} />
        </Routes>
        <Navigate to="/otra" />
      </StaticRouter>,
    );
    expect(html).toBe('<a class="active" aria-current="page" href="/presupuesto/42">Este</a><h1>Presupuesto <!-- -->42</h1>');
  });
});
