// Zoom and pan of the floor plan, as plain arithmetic: the plan is drawn at `scale` and moved by (x, y)
// pixels from the top-left corner of a frame of `size`; it always covers the frame (no empty borders).

export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const FIT: View = { scale: 1, x: 0, y: 0 };

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_SCALE;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Keeps the plan over the whole frame: x between width·(1 − scale) and 0, the same for y. */
export function clampView(view: View, size: Size): View {
  const scale = clampScale(view.scale);
  const clampAxis = (offset: number, length: number) => {
    const min = Math.min(0, length * (1 - scale));
    return Number.isFinite(offset) ? Math.min(0, Math.max(min, offset)) : 0;
  };
  return { scale, x: clampAxis(view.x, size.width), y: clampAxis(view.y, size.height) };
}

/** Zooms to `scale` keeping the plan point under `point` (frame pixels) where it is. */
export function zoomAt(view: View, scale: number, point: { x: number; y: number }, size: Size): View {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return clampView({ scale: next, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio }, size);
}

/** Moves the plan by (dx, dy) pixels. */
export function panBy(view: View, dx: number, dy: number, size: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, size);
}
