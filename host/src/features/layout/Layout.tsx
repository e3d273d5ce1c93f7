import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from '@salon/router';
import { signOut, useSession } from '@salon/firebase';
import { isChatbotEnabled } from '@salon/domain';
import { TEXTS } from '@salon/ui';
import { ChatLauncher } from '../chat-launcher/ChatLauncher';
import { ConnectionNotice } from '../connection/ConnectionNotice';
import { isStaffPath } from '../../app/routeTables';
import { useCompanyName, useHomeSections } from './useSiteIdentity';
import './layout.css';

const NAV_LINKS = [
  { to: '/precios', label: 'Precios' },
  { to: '/fotos', label: 'Fotos' },
  { to: '/Plano', label: 'Plano' },
  { to: '/calendario', label: 'Fechas libres' },
  { to: '/calculadora', label: 'Calculadora' },
];

function StaffBar() {
  const { currentUser } = useSession();
  if (!currentUser) return null;
  return (
    <div className="staff-bar" aria-label="Sesión del personal">
      <span className="staff-bar__user" data-testid="host-session-email">
        {currentUser.email}
      </span>
      <Link to={currentUser.role === 'recibos' ? '/recibo' : '/admin'}>Panel</Link>
      <button type="button" className="staff-bar__signout" onClick={() => void signOut()}>
        {TEXTS.signOut}
      </button>
    </div>
  );
}

/** One tap to WhatsApp, and the chat assistant when its home section is visible. */
function FloatingActions({ companyName, chatbotEnabled }: { companyName: string; chatbotEnabled: boolean }) {
  return (
    <div className={chatbotEnabled ? 'floating-actions floating-actions--with-chat' : 'floating-actions'}>
      <Link to="/cotizacion-exitosa" className="floating-actions__whatsapp" aria-label="Escribinos por WhatsApp">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2s.2-1.1.1-1.2-.1-.2-.4-.3Z"
          />
        </svg>
        <span className="floating-actions__label">WhatsApp</span>
      </Link>
      {chatbotEnabled && <ChatLauncher companyName={companyName} />}
    </div>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const companyName = useCompanyName();
  const chatbotEnabled = isChatbotEnabled(useHomeSections());
  // The back-office's pages bring their own frame (session, menu), and visitors' shortcuts would cover their forms.
  const staffPage = isStaffPath(useLocation().pathname);
  return (
    <div className={staffPage ? 'layout' : 'layout layout--with-actions'}>
      <a className="skip-link" href="#contenido">
        Ir al contenido
      </a>
      {!staffPage && <StaffBar />}
      <header className="site-header">
        <Link to="/" className="site-header__brand" aria-label={`${companyName}, ${TEXTS.home.toLowerCase()}`}>
          {companyName}
        </Link>
        <nav aria-label="Secciones" className="site-nav">
          {NAV_LINKS.map(({ to, label }) => (
            <NavLink key={to} to={to} className="site-nav__link">
              {label}
            </NavLink>
          ))}
        </nav>
      </header>
      <ConnectionNotice />
      <main id="contenido" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>
          {companyName} · Salón de eventos · <Link to="/cotizacion-exitosa">Consultas por WhatsApp</Link>
        </p>
        <p className="site-footer__staff">
          <Link to="/login">Acceso del personal</Link>
        </p>
      </footer>
      {!staffPage && <FloatingActions companyName={companyName} chatbotEnabled={chatbotEnabled} />}
    </div>
  );
}
