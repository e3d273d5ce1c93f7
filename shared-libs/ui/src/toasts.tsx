// Toasts for the whole site, on react-toastify, loaded only when the first toast is shown: the first page
// carries none of its code. The host mounts <ToastArea/> once; any remote calls notify().
import { useEffect, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

type Show = (message: string, kind: ToastKind) => void;

let show: Show | null = null;
const queued: Array<[string, ToastKind]> = [];
const waiting = new Set<() => void>();

function requestLibrary(): void {
  for (const wake of waiting) wake();
}

/** Shows a toast (top right, 5 s, light, draggable, paused on hover). */
export function notify(message: string, kind: ToastKind = 'info'): void {
  if (show) {
    show(message, kind);
    return;
  }
  queued.push([message, kind]);
  requestLibrary();
}

/** The seed's toast area. Renders nothing until a toast is first asked for. */
export function ToastArea() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      waiting.delete(load);
      void import(/* webpackChunkName: "ondemand-toasts" */ 'react-toastify').then(({ toast, ToastContainer }) => {
        if (cancelled) return;
        setContainer(() => ToastContainer);
        show = (message, kind) => toast[kind](message);
      });
    };
    waiting.add(load);
    if (queued.length > 0) load();
    return () => {
      cancelled = true;
      waiting.delete(load);
    };
  }, []);
  useEffect(() => {
    if (!Container || !show) return;
    // The container subscribes on mount; flush what was asked for meanwhile right after it.
    const flush = setTimeout(() => {
      for (const [message, kind] of queued.splice(0)) show?.(message, kind);
    });
    return () => clearTimeout(flush);
  }, [Container]);
  return Container ? <Container position="top-right" autoClose={5000} theme="light" draggable pauseOnHover /> : null;
}
