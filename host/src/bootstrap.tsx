import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from '@salon/firebase';
import '@salon/ui/src/base.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

/** If the auth service does not answer, the public site still opens after this long. */
const FIRST_AUTH_STATE_LIMIT_MS = 5000;

// The seed renders only once the first authentication state is known.
void Promise.race([startSession(), new Promise((resolve) => setTimeout(resolve, FIRST_AUTH_STATE_LIMIT_MS))]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
