/**
 * @jest-environment jsdom
 */
import { afterNextPaint, whenEngagedAndIdle } from './schedule';

type IdleCallback = () => void;

describe('whenEngagedAndIdle (the chat fetched once the visitor uses the page)', () => {
  let idle: IdleCallback[];
  const cancels: (() => void)[] = [];
  const schedule = (work: () => void) => {
    const cancel = whenEngagedAndIdle(work);
    cancels.push(cancel);
    return cancel;
  };
  afterEach(() => cancels.splice(0).forEach((cancel) => cancel()));
  beforeEach(() => {
    idle = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleCallback) => idle.push(callback),
      cancelIdleCallback: (handle: number) => (idle[handle - 1] = () => undefined),
    });
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('does nothing while the page is only loaded', () => {
    const work = jest.fn();
    schedule(work);
    expect(idle).toHaveLength(0);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs once, when the browser is idle after the first scroll, touch or key', () => {
    const work = jest.fn();
    schedule(work);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(work).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a visitor who asked to save data, or on 2G, is not sent it', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      const work = jest.fn();
      schedule(work);
      window.dispatchEvent(new Event('pointerdown'));
      expect(idle).toHaveLength(0);
    }
  });

  it('on 4G it is', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '4g' }, configurable: true });
    schedule(jest.fn());
    window.dispatchEvent(new Event('touchstart'));
    expect(idle).toHaveLength(1);
  });

  it('cancelled (the button left the page), it never runs', () => {
    const work = jest.fn();
    const cancel = schedule(work);
    window.dispatchEvent(new Event('pointerdown'));
    cancel();
    idle[0]!();
    window.dispatchEvent(new Event('pointerdown'));
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves right after the next frame, not before', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
    let done = false;
    const waiting = afterNextPaint().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    frames[0]!(0);
    await jest.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
  });

  it('in a tab that draws no frame (hidden), it still resolves, after 100 ms', async () => {
    jest.useFakeTimers();
    window.requestAnimationFrame = () => 1;
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
