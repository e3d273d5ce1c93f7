import { useEffect, useState, type CSSProperties } from 'react';

/**
 * The part of the screen the visitor sees, as CSS variables for the backdrop. On phones the keyboard
 * shrinks it without resizing the page; sizing the chat to it keeps the textarea above the keyboard.
 */
export function useVisualViewportStyle(active: boolean): CSSProperties | undefined {
  const [box, setBox] = useState<{ height: number; top: number } | null>(null);
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!active || !viewport) return undefined;
    const update = () => setBox({ height: Math.round(viewport.height), top: Math.round(viewport.offsetTop) });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [active]);
  return box ? ({ '--chat-viewport-height': `${box.height}px`, '--chat-viewport-top': `${box.top}px` } as CSSProperties) : undefined;
}
