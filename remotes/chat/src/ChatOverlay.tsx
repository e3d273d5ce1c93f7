// The chat overlay: a panel over a backdrop, opened from the host's floating button. Local answers
// (availability, prices, hours) come from the calendar and the prices; anything else goes to askAI.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { parseHallFacts } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchHallFacts } from '@salon/firebase/data';
import { chatAvailability } from './features/availability/chatAvailability';
import { useConversation } from './features/conversation/useConversation';
import { useVisualViewportStyle } from './features/conversation/useVisualViewportStyle';
import { RichText } from './RichText';
import { ChatInquiry } from './features/conversation/ChatInquiry';
import './chat.css';

const watchFacts = watchHallFacts(parseHallFacts);

export interface ChatOverlayProps {
  open: boolean;
  onClose: () => void;
  companyName: string;
  /** Opens a page of the site and closes the chat (the host's router); without it, links load the page. */
  onOpenPage?: (path: string) => void;
}

/** askAI refuses longer questions; the textarea stops there so nobody types in vain. */
const MAX_MESSAGE_LENGTH = 1000;

/** A modal dialog keeps Tab inside it: from the last control back to the first, and the other way round. */
function keepFocusInside(panel: HTMLElement | null, event: globalThis.KeyboardEvent) {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>('button, textarea, input:not([tabindex="-1"]), select, [tabindex="0"]')].filter(
    (node) => !node.hasAttribute('disabled'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !panel.contains(active) : active === last || !panel.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export default function ChatOverlay({ open, onClose, companyName, onOpenPage }: ChatOverlayProps) {
  const hallFacts = useLive(watchFacts);
  const { messages, busy, send } = useConversation(chatAvailability, undefined, { facts: hallFacts.status === 'ready' ? hallFacts.value : null });
  const [draft, setDraft] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const viewportStyle = useVisualViewportStyle(open);

  // Start loading the calendar as soon as the chat opens, not at the first question.
  useEffect(() => {
    if (open) chatAvailability.snapshot();
  }, [open]);

  useEffect(() => {
    if (open && !busy) textareaRef.current?.focus();
  }, [open, busy]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  async function submit() {
    const text = draft;
    if (!text.trim() || busy) return;
    setDraft('');
    await send(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  if (!open) return null;
  const title = `${companyName} AI`;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a tap outside the panel closes it; the keyboard closes it with Escape or the close button
    <div className="chat-backdrop" style={viewportStyle} onClick={onClose}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- only stops a tap inside the panel from reaching the backdrop, which closes it */}
      <section
        ref={panelRef}
        className="chat-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="chat-panel-title"
        onClick={(event) => event.stopPropagation()}
      >
        <header className="chat-panel__header">
          <h2 id="chat-panel-title">{title}</h2>
          <button type="button" className="chat-panel__close" aria-label="Cerrar el chat" onClick={onClose}>
            ×
          </button>
        </header>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the conversation scrolls: focusable so the keyboard can scroll it (axe: scrollable-region-focusable) */}
        <ol ref={listRef} className="chat-panel__messages" tabIndex={0} aria-live="polite" aria-label="Conversación">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`chat-message chat-message--${message.sender}${message.error ? ' chat-message--error' : ''}${message.thinking ? ' chat-message--thinking' : ''}`}
            >
              {message.thinking ? (
                <>
                  <span aria-hidden="true">...</span>
                  <span className="visually-hidden">El asistente está escribiendo</span>
                </>
              ) : message.sender === 'bot' ? (
                <>
                  <span className="chat-message__text">
                    <RichText text={message.text} />
                  </span>
                  {message.actions && message.actions.length > 0 && (
                    <span className="chat-message__actions">
                      {message.actions.map((action) => (
                        <a
                          key={action.path}
                          href={action.path}
                          className={`chat-action chat-action--${action.kind}`}
                          // The map is another site: a new tab, the chat stays open.
                          {...(action.kind === 'map' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                          onClick={(event) => {
                            if (!onOpenPage || action.kind === 'map') return;
                            event.preventDefault();
                            onOpenPage(action.path);
                          }}
                        >
                          {action.label}
                        </a>
                      ))}
                    </span>
                  )}
                  {message.inquiryDate && <ChatInquiry date={message.inquiryDate} />}
                </>
              ) : (
                message.text
              )}
            </li>
          ))}
        </ol>
        <form
          className="chat-panel__form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void submit();
          }}
        >
          <textarea
            ref={textareaRef}
            value={draft}
            placeholder="Escribí un mensaje…"
            aria-label="Mensaje"
            rows={2}
            maxLength={MAX_MESSAGE_LENGTH}
            disabled={busy}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="salon-button chat-panel__send" disabled={busy || draft.trim() === ''}>
            Enviar
          </button>
        </form>
      </section>
    </div>
  );
}
