// Zoom and pan with pointer events: two fingers pinch, one finger (or the mouse) drags once zoomed,
// Ctrl + wheel (a trackpad pinch) zooms, double tap zooms in; buttons and the keyboard do the same.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { FIT, panBy, zoomAt, type View } from './zoom';

interface ZoomPanProps {
  label: string;
  /** Width / height of the content, so its box is reserved before the image loads. */
  aspectRatio: number;
  /** Content drawn under the zoom; `scale` lets it keep labels at a readable size. */
  children: (scale: number) => ReactNode;
}

const STEP = 1.5;
const KEY_PAN = 40;

export function ZoomPan({ label, aspectRatio, children }: ZoomPanProps) {
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const lastTap = useRef(0);
  const [view, setView] = useState<View>(FIT);
  const [gesture, setGesture] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const size = () => {
    const box = frame.current?.getBoundingClientRect();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  };
  const local = (event: { clientX: number; clientY: number }) => {
    const box = frame.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const center = () => {
    const { width, height } = size();
    return { x: width / 2, y: height / 2 };
  };
  const zoomBy = (factor: number) => setView((current) => zoomAt(current, current.scale * factor, center(), size()));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    frame.current?.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    setGesture(true);
    const now = event.timeStamp;
    if (pointers.current.size === 1 && now - lastTap.current < 300) {
      const point = local(event);
      setView((current) => (current.scale > 1 ? FIT : zoomAt(current, 2, point, size())));
      lastTap.current = 0;
    } else {
      lastTap.current = now;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    if (pointers.current.size >= 2) {
      const [other] = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
      if (other) {
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(point.x - other.x, point.y - other.y);
        const middle = { x: (point.x + other.x) / 2, y: (point.y + other.y) / 2 };
        if (before > 0) setView((current) => zoomAt(current, current.scale * (after / before), middle, size()));
      }
    } else {
      setView((current) => (current.scale > 1 ? panBy(current, point.x - previous.x, point.y - previous.y, size()) : current));
    }
    pointers.current.set(event.pointerId, point);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) setGesture(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    };
    if (event.key === '+' || event.key === '=') zoomBy(STEP);
    else if (event.key === '-') zoomBy(1 / STEP);
    else if (event.key === '0') setView(FIT);
    else if (moves[event.key] && view.scale > 1) {
      const [dx, dy] = moves[event.key]!;
      setView((current) => panBy(current, dx, dy, size()));
    } else return;
    event.preventDefault();
  };

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // A plain wheel scrolls the page; Ctrl + wheel (also what a trackpad pinch sends) zooms the plan.
    // Registered by hand: React's wheel listener is passive and could not keep the page from zooming.
    const onWheel = (event: globalThis.WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const point = local(event);
      setView((current) => zoomAt(current, current.scale * Math.exp(-event.deltaY / 200), point, size()));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const zoomed = view.scale > 1.001;
  return (
    <div className="zoom">
      <div className="zoom__controles" role="toolbar" aria-label="Zoom del plano">
        <button type="button" className="salon-button salon-button--secondary" onClick={() => zoomBy(STEP)} disabled={view.scale >= 4}>
          <span aria-hidden="true">+</span> Acercar
        </button>
        <button type="button" className="salon-button salon-button--secondary" onClick={() => zoomBy(1 / STEP)} disabled={!zoomed}>
          <span aria-hidden="true">−</span> Alejar
        </button>
        <button type="button" className="salon-button salon-button--secondary" onClick={() => setView(FIT)} disabled={!zoomed}>
          Ver todo
        </button>
      </div>
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- the plan is a widget of its own: dragged, pinched and moved with the keys its label names */}
      <div
        ref={frame}
        className={`zoom__marco${zoomed ? ' zoom__marco--ampliado' : ''}`}
        style={{ aspectRatio: String(aspectRatio) }}
        role="group"
        aria-roledescription="plano ampliable"
        aria-label={`${label}. Pellizcá o usá los botones para acercar; con el teclado: + y − para acercar o alejar, flechas para moverte, 0 para ver todo.`}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- the plan's widget ends here */}
        <div
          className="zoom__contenido"
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            transition: gesture || reducedMotion ? 'none' : 'transform 0.2s ease',
          }}
        >
          {children(view.scale)}
        </div>
      </div>
      <p className="zoom__ayuda">
        {zoomed ? `Ampliado ${Math.round(view.scale * 100)} %. Arrastrá para moverte.` : 'Pellizcá el plano o tocá dos veces para acercar.'}
      </p>
    </div>
  );
}
