import { lazy, Suspense, useContext, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Loading, TEXTS, useHydrated } from '@salon/ui';
import { loadedRemoteComponent, loadRemoteComponent, RemoteTimeoutError } from './loader';
import { afterNextPaint } from './schedule';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteName } from '@salon/domain';
import { PrerenderedRemotesContext, prerenderedKey } from '../prerendered';

interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. './PreciosPage'. */
  module: string;
  props?: P;
  /** What to show while it loads; pages use the seed's "Cargando página...". */
  loadingText?: string;
  /** Compact fallback for small slots (e.g. the chat overlay). */
  compact?: boolean;
  /** The caller's own load of the module failed with this: shown as the first attempt's failure, not asked again. */
  failedWith?: unknown;
}

/**
 * A remote's part of the page. On a prerendered page its HTML is on screen before its code: until the code
 * has taken it over, taps would land on buttons that do nothing yet, so the part takes no pointer events
 * (layout.css: .remote-slot) and a tap waits for a part that works. Text and links stay readable.
 */
function RemoteContent({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <div className="remote-slot" data-listo={live ? '' : undefined}>
      {children}
    </div>
  );
}

/**
 * One remote module in its own place: loaded on demand, with its own error boundary. "Reintentar"
 * makes a fresh lazy component (React.lazy remembers a failure) that asks the remote again.
 */
export function RemoteSlot<P extends object>({ remote, module, props, loadingText, compact, failedWith }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // When prerendering, the page's component is at hand; in the browser it comes through the federation.
  const Prerendered = useContext(PrerenderedRemotesContext)?.get(prerenderedKey(remote, module)) as ComponentType<P> | undefined;
  // A module already loaded (shown before, or prefetched) is drawn at once: through React.lazy it would show
  // the fallback first, and React keeps a fallback on screen for 300 ms at least. Otherwise the load starts
  // once the frame that shows the fallback is drawn: a tap that opens a slot is answered on screen first.
  const Remote: ComponentType<P> | LazyExoticComponent<ComponentType<P>> = useMemo(
    () =>
      loadedRemoteComponent<P>(remote, module) ??
      lazy(() =>
        attempt === 0 && failedWith !== undefined
          ? Promise.reject(failedWith as Error)
          : afterNextPaint().then(() => loadRemoteComponent<P>(remote, module, { retry: attempt > 0 })),
      ),
    [remote, module, attempt, failedWith],
  );
  return (
    <RemoteBoundary
      key={`${remote}${module}${attempt}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(error, retry) => (
        <div className={compact ? 'remote-fallback remote-fallback--compact' : 'remote-fallback'} role="alert">
          <p className="remote-fallback__title">{error instanceof RemoteTimeoutError ? TEXTS.remoteSlow : TEXTS.remoteFailed}</p>
          {!compact && <p className="remote-fallback__hint">{TEXTS.remoteFailedHint}</p>}
          <button type="button" className="salon-button" onClick={retry}>
            {TEXTS.retry}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<Loading text={loadingText} />}>
        <RemoteContent>{Prerendered ? <Prerendered {...(props ?? ({} as P))} /> : <Remote {...(props ?? ({} as P))} />}</RemoteContent>
      </Suspense>
    </RemoteBoundary>
  );
}
