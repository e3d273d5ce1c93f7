import { useState } from 'react';
import { RemoteSlot } from '../../app/remotes/RemoteSlot';

/**
 * The floating chat button is the host's; the chat itself (the chat remote) is fetched only when a
 * visitor opens it, so the first page load carries none of its code.
 */
export function ChatLauncher({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="floating-actions__chat"
        aria-label={open ? 'Cerrar el chat' : 'Abrir el chat con el asistente'}
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen((value) => !value);
        }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm3 6v2h2V9H7Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z" />
        </svg>
      </button>
      {requested && (
        <div className="chat-slot" hidden={!open}>
          <RemoteSlot
            remote="chat"
            module="./ChatOverlay"
            compact
            loadingText="Abriendo el chat..."
            props={{ open, onClose: () => setOpen(false), companyName }}
          />
        </div>
      )}
    </>
  );
}
