/**
 * @jest-environment jsdom
 */
import { afterNextPaint, whenEngagedAndIdle } from './schedule';

type IdleCallback = () => void;

describe('whenEngagedAndIdle (the chat fetched once the visitor uses the page and pauses)', () => {
  let idle: IdleCallback[];
  const cancels: (() => void)[] = [];
  const schedule = (work: () => void) => {
    const cancel = whenEngagedAndIdle(work);
    cancels.push(cancel);
    return cancel;
  };
  afterEach(() => {
    cancels.splice(0).forEach((cancel) => cancel());
    jest.useRealTimers();
  });
  beforeEach(() => {
    jest.useFakeTimers();
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
    jest.advanceTimersByTime(10_000);
    expect(idle).toHaveLength(0);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs once, when the browser is idle a second after the last scroll, touch or key', () => {
    const work = jest.fn();
    schedule(work);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(5000);
    expect(idle).toHaveLength(1);
  });

  it('waits while the visitor types: nothing between keys, and one to two seconds after the last', () => {
    const work = jest.fn();
    schedule(work);
    window.dispatchEvent(new Event('pointerdown'));
    for (let key = 0; key < 5; key++) {
      jest.advanceTimersByTime(600);
      expect(idle).toHaveLength(0);
      window.dispatchEvent(new Event('keydown'));
    }
    // The last key came at 3000 ms.
    jest.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1001);
    expect(idle).toHaveLength(1);
  });

  it('without requestIdleCallback (Safari) it runs after the pause itself', () => {
    Object.assign(window, { requestIdleCallback: undefined });
    const work = jest.fn();
    schedule(work);
    window.dispatchEvent(new Event('touchstart'));
    jest.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a visitor who asked to save data, or on 2G, is not sent it', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      const work = jest.fn();
      schedule(work);
      window.dispatchEvent(new Event('pointerdown'));
      jest.advanceTimersByTime(5000);
      expect(idle).toHaveLength(0);
    }
  });

  it('on 4G it is', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '4g' }, configurable: true });
    schedule(jest.fn());
    window.dispatchEvent(new Event('touchstart'));
    jest.advanceTimersByTime(1000);
    expect(idle).toHaveLength(1);
  });

  it('cancelled (the button left the page), it never runs', () => {
    const work = jest.fn();
    const cancel = schedule(work);
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(1000);
    cancel();
    idle[0]!();
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(5000);
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
  });

  it('cancelled during the pause, it asks for no idle moment', () => {
    const cancel = schedule(jest.fn());
    window.dispatchEvent(new Event('pointermove'));
    jest.advanceTimersByTime(500);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(idle).toHaveLength(0);
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
