import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from '@salon/firebase';
import '@salon/ui/src/base.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

// The seed renders only once the first authentication state is known.
void startSession().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
