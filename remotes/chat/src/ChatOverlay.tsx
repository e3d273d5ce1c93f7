// The chat overlay: a panel over a backdrop, opened from the host's floating button. Questions go to the
// askAI function; local answers (prices, dates, hours) are built on top of this.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { callAskAI } from '@salon/firebase';
import { RichText } from './RichText';
import './chat.css';

export interface ChatOverlayProps {
  open: boolean;
  onClose: () => void;
  companyName: string;
}

interface ChatMessage {
  text: string;
  sender: 'user' | 'bot';
  thinking?: boolean;
  error?: boolean;
}

const GREETING = '¡Hola! 👋 ¿Cómo puedo ayudarte? Puedo darte precios y disponibilidad de fechas.';
const AI_FAILURE = 'Lo siento, no pude procesar tu solicitud.';

export default function ChatOverlay({ open, onClose, companyName }: ChatOverlayProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ text: GREETING, sender: 'bot' }]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);

  async function send() {
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    setBusy(true);
    setMessages((list) => [...list, { text, sender: 'user' }, { text: '...', sender: 'bot', thinking: true }]);
    const reply: ChatMessage = await callAskAI(text)
      .then((response) => ({ text: response, sender: 'bot' as const }))
      .catch(() => ({ text: AI_FAILURE, sender: 'bot' as const, error: true }));
    setMessages((list) => [...list.slice(0, -1), reply]);
    setBusy(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  }

  if (!open) return null;
  return (
    <div className="chat-backdrop" onClick={onClose}>
      <section className="chat-panel" role="dialog" aria-modal="true" aria-label={`${companyName} AI`} onClick={(e) => e.stopPropagation()}>
        <header className="chat-panel__header">
          <h2>{companyName} AI</h2>
          <button type="button" className="chat-panel__close" aria-label="Cerrar el chat" onClick={onClose}>
            ×
          </button>
        </header>
        <ol className="chat-panel__messages" aria-live="polite">
          {messages.map((message, index) => (
            <li key={index} className={`chat-message chat-message--${message.sender}${message.error ? ' chat-message--error' : ''}`}>
              {message.sender === 'bot' ? <RichText text={message.text} /> : message.text}
            </li>
          ))}
        </ol>
        <form
          className="chat-panel__form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void send();
          }}
        >
          <textarea
            value={draft}
            placeholder="Escribe un mensaje..."
            aria-label="Mensaje"
            rows={2}
            disabled={busy}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="salon-button" disabled={busy || draft.trim() === ''}>
            Enviar
          </button>
        </form>
      </section>
    </div>
  );
}
