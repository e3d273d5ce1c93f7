import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startSession } from '@salon/firebase';
import '@salon/ui/src/base.css';
import { App } from './app/App';
import { PRERENDERED_ATTRIBUTE } from './app/prerendered';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages come rendered ahead of time (scripts/prerender.ts): React takes over the HTML already on
// screen, and every remote's part stays as it is until its code arrives. Other pages render here.
// Nothing waits for the session: public pages do not depend on it, and staff pages show "loading" until it is known.
// As a transition, hydration yields to the browser every few milliseconds: a tap during it is answered
// at once instead of waiting behind one long task (the page is already visible from the HTML).
if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('La página se volvió a dibujar en el navegador:', error),
    });
  });
} else {
  createRoot(container).render(app);
}
void startSession();
