// When the host starts work that a visitor does not wait for: after the next frame is drawn, or once the
// visitor is using the page and the browser is idle (docs/performance.md, "The chat is ready before the tap").

/** Longest wait for a frame: a tab hidden meanwhile draws none, and its work must still go on. */
const FRAME_WAIT_LIMIT_MS = 100;

/** Resolves right after the browser has drawn its next frame (at the latest after 100 ms). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const limit = setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}

/** What shows a visitor is using the page (not only loading it): a touch, a click, a key, a scroll, the mouse. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll'] as const;

/** Longest wait for an idle moment once the visitor is using the page. */
const IDLE_WAIT_LIMIT_MS = 2000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** A visitor who asked to save data, or on a 2G connection, downloads only what they ask for. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Runs `work` once, when the browser is next idle after the visitor first uses the page. A page only loaded
 * (a visitor who leaves at once, a measuring tool) never runs it, so its bytes are paid only by visitors who
 * stay. Returns a function that cancels it.
 */
export function whenEngagedAndIdle(work: () => void): () => void {
  if (savesData()) return () => undefined;
  let cancelIdle: (() => void) | undefined;
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const stopListening = () => ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, onEngaged, options));
  function onEngaged() {
    stopListening();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => work(), { timeout: IDLE_WAIT_LIMIT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(work, 500);
      cancelIdle = () => clearTimeout(handle);
    }
  }
  ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, onEngaged, options));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
