import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from '@salon/router';
import { Loading, useHydrated } from '@salon/ui';
import { RemoteSlot } from '../../app/remotes/RemoteSlot';
import { loadedRemoteComponent, loadRemoteComponent, prefetchRemoteModule } from '../../app/remotes/loader';
import { afterNextPaint, whenEngagedAndIdle } from '../../app/remotes/schedule';

/** Marks the history entry that opening the chat adds, so that Back closes the chat. */
const CHAT_HISTORY_MARKER = 'salonChatAbierto';

const chatEntryIsCurrent = () => Boolean((window.history.state as Record<string, unknown> | null)?.[CHAT_HISTORY_MARKER]);

/** The current history entry as the router reads it: its address and its state, without the chat's marker. */
function routerEntry(): string {
  const { [CHAT_HISTORY_MARKER]: _chat, ...state } = (window.history.state ?? {}) as Record<string, unknown>;
  return `${window.location.href} ${JSON.stringify(state)}`;
}

/** Keeps in `into` the key of the location the router shows; a component of its own, so a move draws only it. */
function RouterLocationKey({ into }: { into: RefObject<string | null> }) {
  const { key } = useLocation();
  useLayoutEffect(() => {
    into.current = key;
  }, [into, key]);
  return null;
}

const CHAT_MODULE = './ChatOverlay';

/**
 * The floating chat button is the host's; the chat itself (the chat remote) is not part of the page's load.
 * It is fetched when the browser is idle after the visitor has used the page (a scroll, a touch) and paused, so a
 * tap on the button finds it ready; a tap before that fetches it then, and shows "Abriendo el chat..." until it
 * has arrived. Opening adds a history entry:
 * Back closes the chat, and closing it with its button takes that entry away again.
 */
export function ChatLauncher({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // Whether the chat's module has been asked for and has arrived (or failed: then the slot shows why, with
  // "Reintentar"). Until then the launcher shows its own "Abriendo el chat...": through the slot's Suspense, React
  // would keep that on screen 300 ms at least, however soon the chat arrived.
  const [arrival, setArrival] = useState<{ failure?: unknown } | null>(null);
  // The tap's frame shows the button's new state; the chat (a dialog of some hundred elements) is drawn
  // right after, in a render React can interrupt, so the tap is answered at once (docs/performance.md).
  const chatOpen = useDeferredValue(open);
  const chatRequested = useDeferredValue(requested);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // On a prerendered page the button works once the page's code has taken over (a tap before would be lost).
  const hydrated = useHydrated();
  const wasOpen = useRef(false);
  // The chat's entry is the page's own plus a marker. Back and Forward between the two change nothing the router
  // shows, but the router would take either move as a navigation and draw the whole page again: while it still
  // shows the page the chat was opened on, such a move is kept from it.
  const shownKey = useRef<string | null>(null);
  const openedOn = useRef<{ key: string | null; entry: string } | null>(null);

  useEffect(() => {
    if (hydrated) return whenEngagedAndIdle(() => prefetchRemoteModule('chat', CHAT_MODULE));
  }, [hydrated]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const opened = openedOn.current;
      // Listening in the capture phase, this runs before the router's own listener.
      if (opened && opened.key === shownKey.current && opened.entry === routerEntry()) event.stopImmediatePropagation();
      setOpen(chatEntryIsCurrent());
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, []);

  // Focus goes back to the button the chat was opened from.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const openChat = () => {
    if (!requested) {
      if (loadedRemoteComponent('chat', CHAT_MODULE)) setArrival({});
      // Not fetched yet (a tap soon after the page loaded), or still on its way: asked for right after the tap's frame.
      else
        void afterNextPaint()
          .then(() => loadRemoteComponent('chat', CHAT_MODULE))
          .then(
            () => setArrival({}),
            (failure: unknown) => setArrival({ failure }),
          );
    }
    setRequested(true);
    if (!chatEntryIsCurrent()) {
      openedOn.current = { key: shownKey.current, entry: routerEntry() };
      window.history.pushState({ ...(window.history.state as object | null), [CHAT_HISTORY_MARKER]: true }, '');
    }
    setOpen(true);
  };
  const closeChat = useCallback(() => {
    // popstate then closes it; without our entry (e.g. after a reload) close directly.
    if (chatEntryIsCurrent()) window.history.back();
    else setOpen(false);
  }, []);
  const navigate = useNavigate();
  // A button under a reply: the page takes the chat's history entry, so Back returns to where the chat was opened.
  const openPage = useCallback(
    (path: string) => {
      const replace = chatEntryIsCurrent();
      setOpen(false);
      void navigate(path, { replace });
    },
    [navigate],
  );

  return (
    <>
      <RouterLocationKey into={shownKey} />
      <button
        ref={buttonRef}
        type="button"
        className="floating-actions__chat"
        aria-label={open ? 'Cerrar el chat' : 'Abrir el chat con el asistente'}
        aria-expanded={open}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={open ? closeChat : openChat}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm3 6v2h2V9H7Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z" />
        </svg>
        <span className="floating-actions__label">{open ? 'Cerrar chat' : 'Chat'}</span>
      </button>
      {chatRequested && (
        <div className="chat-slot" hidden={!chatOpen}>
          {arrival ? (
            <RemoteSlot
              remote="chat"
              module={CHAT_MODULE}
              compact
              failedWith={arrival.failure}
              loadingText="Abriendo el chat..."
              props={{ open: chatOpen, onClose: closeChat, companyName, onOpenPage: openPage }}
            />
          ) : (
            <div className="chat-opening">
              <Loading text="Abriendo el chat..." />
            </div>
          )}
        </div>
      )}
    </>
  );
}
