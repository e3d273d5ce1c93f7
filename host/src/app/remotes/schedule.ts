// When the host starts work that a visitor does not wait for: after the next frame is drawn, or once the
// visitor has used the page, paused, and the browser is idle (docs/performance.md, "The chat is ready before the
// tap", "The chat waits for a pause").

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

/**
 * How long the visitor must have left the page alone (no touch, key, scroll or mouse) before the work starts:
 * the chat's code then never runs between a keystroke and the next, or between a tap and its answer
 * (docs/performance.md, "The chat waits for a pause").
 */
const QUIET_MS = 1000;

/** Longest wait for an idle moment once the visitor has paused. */
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
 * Runs `work` once, when the browser is idle after the visitor has used the page and then left it alone for a
 * second. A page only loaded (a visitor who leaves at once, a measuring tool) never runs it, so its bytes are
 * paid only by visitors who stay; a visitor who keeps typing or scrolling is not interrupted by it. An input
 * only raises a flag (it runs inside the visitor's tap or key); a timer started by the first one looks at it each
 * second, so the work waits one to two seconds after the last input, with no clock read. Returns a function that
 * cancels it.
 */
export function whenEngagedAndIdle(work: () => void): () => void {
  if (savesData()) return () => undefined;
  let usedSinceLastLook = false;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const stopListening = () => ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, onInput, options));
  function onInput() {
    if (pauseTimer === undefined) pauseTimer = setTimeout(lookForPause, QUIET_MS);
    else usedSinceLastLook = true;
  }
  function lookForPause() {
    if (usedSinceLastLook) {
      usedSinceLastLook = false;
      pauseTimer = setTimeout(lookForPause, QUIET_MS);
      return;
    }
    stopListening();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => work(), { timeout: IDLE_WAIT_LIMIT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      work();
    }
  }
  ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, onInput, options));
  return () => {
    stopListening();
    clearTimeout(pauseTimer);
    cancelIdle?.();
  };
}
