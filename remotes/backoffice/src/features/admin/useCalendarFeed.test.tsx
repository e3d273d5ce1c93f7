/** @jest-environment jsdom */
// "Calendario para tu teléfono" without its view: the address shown is the one the server answers at, also while a
// new one is being saved (the watcher sees the new token before the server acknowledges it).
import { act, renderHook } from '@testing-library/react';
import { rotateCalendarFeedToken } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { useCalendarFeed } from './useCalendarFeed';

const OLD = 'A'.repeat(43);
const NEW = 'B'.repeat(43);

// The watcher's listener, so a test can play the database's events (the local echo of a write comes first).
const mockWatcher: { onData: ((token: string | null) => void) | null } = { onData: null };
jest.mock('@salon/firebase', () => {
  return {
    useLive: jest.requireActual('@salon/firebase/testing').useLiveStub,
  };
});
jest.mock('@salon/firebase/staff', () => ({
  watchCalendarFeedToken: (onData: (token: string | null) => void) => {
    mockWatcher.onData = onData;
    onData('A'.repeat(43));
    return () => undefined;
  },
  rotateCalendarFeedToken: jest.fn(),
  calendarFeedAddressesFor: (token: string) => ({
    https: `https://feed.example/calendarFeed?token=${token}`,
    webcal: `webcal://feed.example/calendarFeed?token=${token}`,
    local: false,
  }),
}));
jest.mock('@salon/ui', () => ({ notify: jest.fn(), Loading: () => null, Notice: () => null }));
jest.mock('@salon/ui/src/DateInput', () => ({ DateInput: () => null }));

const rotateToken = rotateCalendarFeedToken as jest.MockedFunction<typeof rotateCalendarFeedToken>;
const toast = notify as jest.MockedFunction<typeof notify>;

/** A save the test acknowledges (or refuses) when it chooses. */
function pendingSave() {
  let settle: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  rotateToken.mockImplementation(
    () =>
      new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    acknowledge: () => settle?.resolve(NEW),
    refuse: () => settle?.reject(new Error('PERMISSION_DENIED: Permission denied')),
  };
}

beforeEach(() => {
  rotateToken.mockReset();
  toast.mockReset();
});

it('keeps showing the address the server answers at until the new one is acknowledged', async () => {
  const save = pendingSave();
  const { result } = renderHook(() => useCalendarFeed());
  expect(result.current.addresses?.https).toBe(`https://feed.example/calendarFeed?token=${OLD}`);

  act(() => result.current.askRotate());
  let rotation: Promise<void> = Promise.resolve();
  act(() => {
    rotation = result.current.rotate();
  });
  act(() => mockWatcher.onData?.(NEW));
  expect(result.current.rotating).toBe(true);
  expect(result.current.addresses?.https).toBe(`https://feed.example/calendarFeed?token=${OLD}`);
  expect(toast).not.toHaveBeenCalled();

  await act(async () => {
    save.acknowledge();
    await rotation;
  });
  expect(result.current.addresses).toEqual({
    https: `https://feed.example/calendarFeed?token=${NEW}`,
    webcal: `webcal://feed.example/calendarFeed?token=${NEW}`,
  });
  expect(result.current.confirming).toBe(false);
  expect(toast).toHaveBeenCalledWith('Listo: hay una dirección nueva y la anterior ya no funciona.', 'success');
});

it('a refused save never shows the new address, and says the old one still works', async () => {
  const save = pendingSave();
  const { result } = renderHook(() => useCalendarFeed());
  act(() => result.current.askRotate());
  let rotation: Promise<void> = Promise.resolve();
  act(() => {
    rotation = result.current.rotate();
  });
  act(() => mockWatcher.onData?.(NEW));
  expect(result.current.addresses?.https).toBe(`https://feed.example/calendarFeed?token=${OLD}`);

  await act(async () => {
    save.refuse();
    // The database takes its local echo back when the server refuses the write.
    mockWatcher.onData?.(OLD);
    await rotation;
  });
  expect(result.current.addresses?.https).toBe(`https://feed.example/calendarFeed?token=${OLD}`);
  expect(result.current.confirming).toBe(true);
  expect(result.current.rotateError).toBe(
    'No se generó la dirección nueva: la anterior sigue funcionando. El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.',
  );
  expect(toast).not.toHaveBeenCalled();
});
