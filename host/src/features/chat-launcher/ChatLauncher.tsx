import { startTransition, useCallback, useEffect, useOptimistic, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@salon/router';
import { Loading, useHydrated } from '@salon/ui';
import { RemoteSlot } from '../../app/remotes/RemoteSlot';
import { loadedRemoteComponent, loadRemoteComponent, prefetchRemoteModule } from '../../app/remotes/loader';
import { afterNextPaint, whenEngagedAndIdle } from '../../app/remotes/schedule';

/**
 * Marks, in the location's state, the history entry that opening the chat adds; its value says which launcher
 * added it. A browser keeps an entry's state over a reload, and over a new visit to the same address, but the
 * chat's conversation is gone then and a visitor expects the page afresh: an entry another launcher added (one
 * drawn before, on an earlier load) is a page like any other.
 */
const CHAT_MARKER = 'salonChatAbierto';

type EntryState = Record<string, unknown>;

/** The site's states are objects (e.g. `{ from }` for the sign-in); anything else is not kept under the chat's mark. */
const asObject = (state: unknown): EntryState => (typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as EntryState) : {});

const newLauncherId = () => Math.random().toString(36).slice(2);

const CHAT_MODULE = './ChatOverlay';

/**
 * The floating chat button is the host's; the chat itself (the chat remote) is not part of the page's load.
 * It is fetched when the browser is idle after the visitor has used the page (a scroll, a touch) and paused, so a
 * tap on the button finds it ready; a tap before that fetches it then, and shows "Abriendo el chat..." until it
 * has arrived.
 *
 * Opening the chat is a navigation to the same address with the chat marked in the location's state, and the chat
 * is open exactly while the router's location is an entry this launcher marked: Back closes it, Forward opens it
 * again, and closing it with its own button goes back to the page's entry.
 */
export function ChatLauncher({ companyName }: { companyName: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // On a prerendered page the button works once the page's code has taken over (a tap before would be lost).
  const hydrated = useHydrated();
  const [launcher] = useState(newLauncherId);
  const open = asObject(location.state)[CHAT_MARKER] === launcher;
  // The router draws a new location in a transition, the chat (a dialog of some hundred elements) with it, in a
  // render React can interrupt. The button shows the tap's answer at once, before that (docs/performance.md).
  const [buttonOpen, setButtonOpen] = useOptimistic(open);
  // Once the chat has been opened its slot stays, hidden while closed: the conversation is there when it reopens.
  const [requested, setRequested] = useState(false);
  // Whether the chat's module has arrived (or failed: then the slot shows why, with "Reintentar"). Until then the
  // launcher shows its own "Abriendo el chat...": through the slot's Suspense, React would keep that on screen
  // 300 ms at least, however soon the chat arrived.
  const [arrival, setArrival] = useState<{ failure?: unknown } | null>(null);
  const chatArrived = arrival ?? (loadedRemoteComponent('chat', CHAT_MODULE) ? {} : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (hydrated) return whenEngagedAndIdle(() => prefetchRemoteModule('chat', CHAT_MODULE));
  }, [hydrated]);

  // Not fetched yet (a tap soon after the page loaded), or still on its way: asked for once the frame that shows
  // "Abriendo el chat..." is drawn.
  const mustFetch = requested && !chatArrived;
  useEffect(() => {
    if (!mustFetch) return;
    void afterNextPaint()
      .then(() => loadRemoteComponent('chat', CHAT_MODULE))
      .then(
        () => setArrival({}),
        (failure: unknown) => setArrival({ failure }),
      );
  }, [mustFetch]);

  // Focus goes back to the button the chat was opened from.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const openChat = () =>
    startTransition(() => {
      setButtonOpen(true);
      setRequested(true);
      const { pathname, search, hash } = location;
      void navigate({ pathname, search, hash }, { state: { ...asObject(location.state), [CHAT_MARKER]: launcher } });
    });
  // The chat is open only on an entry this launcher added, on top of the page's own: Back to it stays in this
  // document (an entry from before a reload would load the page again).
  const closeChat = useCallback(() => void navigate(-1), [navigate]);
  const { pathname, search } = location;
  // A button under a reply. Another page takes the chat's entry, so Back returns to where the chat was opened;
  // the page the chat was opened on is the entry before.
  const openPage = useCallback(
    (path: string) => {
      if (path === pathname + search) void navigate(-1);
      else void navigate(path, { replace: true });
    },
    [navigate, pathname, search],
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="floating-actions__chat"
        aria-label={buttonOpen ? 'Cerrar el chat' : 'Abrir el chat con el asistente'}
        aria-expanded={buttonOpen}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={buttonOpen ? closeChat : openChat}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm3 6v2h2V9H7Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z" />
        </svg>
        <span className="floating-actions__label">{buttonOpen ? 'Cerrar chat' : 'Chat'}</span>
      </button>
      {requested && (
        <div className="chat-slot" hidden={!open}>
          {chatArrived ? (
            <RemoteSlot
              remote="chat"
              module={CHAT_MODULE}
              compact
              failedWith={chatArrived.failure}
              loadingText="Abriendo el chat..."
              props={{ open, onClose: closeChat, companyName, onOpenPage: openPage }}
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
