// Full-screen photo viewer: a modal <dialog> (focus stays inside, Escape closes), arrow keys and buttons
// move between photos, a sideways swipe (pointer events) too. No sliding when the visitor asked for less motion.
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { stepIndex, swipeDirection } from '@salon/domain';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';

export interface ViewerPhoto {
  id: string;
  src: string;
  /** Its copies in each width ('' when it has none): the viewer fills the screen's width at most. */
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

interface PhotoViewerProps {
  photos: ViewerPhoto[];
  /** Index of the photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const open = index !== null && photos.length > 0;
  const current = open ? photos[Math.min(index, photos.length - 1)] : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const go = (step: number) => {
    if (index === null) return;
    onIndexChange(stepIndex(index, step, photos.length));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'Home') onIndexChange(0);
    else if (event.key === 'End') onIndexChange(photos.length - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction === 'siguiente') go(1);
    if (direction === 'anterior') go(-1);
  };

  return (
    <dialog ref={dialog} className={`visor${reducedMotion ? ' visor--quieto' : ''}`} aria-label="Visor de fotos" onClose={onClose} onKeyDown={onKeyDown}>
      {current && index !== null && (
        <div className="visor__marco">
          <div className="visor__barra">
            <p className="visor__contador" aria-live="polite">
              Foto {index + 1} de {photos.length}
            </p>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog takes the focus when it opens (WAI-ARIA dialog pattern): on its close button */}
            <button type="button" className="visor__boton" onClick={onClose} autoFocus aria-label="Cerrar el visor">
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <figure className="visor__figura" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
            <img
              key={current.id}
              className="visor__imagen"
              src={current.src}
              {...(current.srcSet ? { srcSet: current.srcSet, sizes: '100vw' } : {})}
              alt={current.alt}
              width={current.width}
              height={current.height}
              draggable={false}
            />
            <figcaption className="visor__texto">{current.alt}</figcaption>
          </figure>
          {photos.length > 1 && (
            <div className="visor__navegacion">
              <button type="button" className="visor__boton" onClick={() => go(-1)} aria-label="Foto anterior">
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className="visor__boton" onClick={() => go(1)} aria-label="Foto siguiente">
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
