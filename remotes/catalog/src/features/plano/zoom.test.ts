import { clampScale, clampView, FIT, MAX_SCALE, panBy, zoomAt } from './zoom';

const FRAME = { width: 300, height: 200 };

describe('clampScale', () => {
  it.each([
    [0.5, 1],
    [1, 1],
    [2.5, 2.5],
    [10, MAX_SCALE],
    [Number.NaN, 1],
  ])('%p → %p', (scale, expected) => {
    expect(clampScale(scale)).toBe(expected);
  });
});

describe('clampView', () => {
  it.each([
    [
      { scale: 1, x: -40, y: 30 },
      { scale: 1, x: 0, y: 0 },
    ], // at full view nothing moves
    [
      { scale: 2, x: 20, y: 20 },
      { scale: 2, x: 0, y: 0 },
    ], // no gap at the top-left
    [
      { scale: 2, x: -500, y: -500 },
      { scale: 2, x: -300, y: -200 },
    ], // nor at the bottom-right
    [
      { scale: 2, x: -100, y: -50 },
      { scale: 2, x: -100, y: -50 },
    ],
  ])('%p → %p', (view, expected) => {
    expect(clampView(view, FRAME)).toEqual(expected);
  });
});

describe('zoomAt', () => {
  it('keeps the plan point under the fingers in place', () => {
    const view = zoomAt(FIT, 2, { x: 150, y: 100 }, FRAME);
    expect(view).toEqual({ scale: 2, x: -150, y: -100 });
    // Plan point (150, 100) is drawn at point · scale + offset: still (150, 100).
    expect([150 * view.scale + view.x, 100 * view.scale + view.y]).toEqual([150, 100]);
  });

  it('zooming out to the full view puts the plan back in place', () => {
    expect(zoomAt({ scale: 3, x: -200, y: -150 }, 0.2, { x: 10, y: 10 }, FRAME)).toEqual(FIT);
  });

  it('never goes past the largest zoom', () => {
    expect(zoomAt(FIT, 99, { x: 0, y: 0 }, FRAME).scale).toBe(MAX_SCALE);
  });
});

describe('panBy', () => {
  it.each([
    [{ scale: 2, x: -100, y: -50 }, 30, 20, { scale: 2, x: -70, y: -30 }],
    [{ scale: 2, x: -100, y: -50 }, 500, -500, { scale: 2, x: 0, y: -200 }],
    [FIT, 50, 50, FIT],
  ])('%p by (%p, %p) → %p', (view, dx, dy, expected) => {
    expect(panBy(view, dx, dy, FRAME)).toEqual(expected);
  });
});
