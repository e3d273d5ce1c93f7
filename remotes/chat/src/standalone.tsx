import { useState } from 'react';
import { startSession } from '@salon/firebase';
import { renderStandalone } from '@salon/ui/src/standalone';
import ChatOverlay from './ChatOverlay';

function ChatDemo() {
  const [open, setOpen] = useState(true);
  return (
    <main className="salon-page">
      <button type="button" className="salon-button" onClick={() => setOpen(true)}>
        Abrir el chat
      </button>
      <ChatOverlay open={open} onClose={() => setOpen(false)} companyName="Salón" />
    </main>
  );
}

renderStandalone('Chat', [{ path: '/chat', element: <ChatDemo />, label: 'Chat' }], startSession);
