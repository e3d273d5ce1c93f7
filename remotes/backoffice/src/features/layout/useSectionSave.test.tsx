/** @jest-environment jsdom */
// A staff section's save as staff notice it: the button says it is saving until the write answers, then the section
// follows the database again with the success notice, or it keeps what was typed and says why it failed.
import { act, renderHook } from '@testing-library/react';
import { notify } from '@salon/ui';
import { useSectionSave } from './useSectionSave';

jest.mock('@salon/ui', () => ({ notify: jest.fn() }));
const toast = notify as jest.MockedFunction<typeof notify>;

beforeEach(() => toast.mockClear());

it('is saving until the write answers, then marks the section saved and says so', async () => {
  let answer: () => void = () => undefined;
  const onSaved = jest.fn();
  const { result } = renderHook(() => useSectionSave());
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.save(() => new Promise<void>((resolve) => (answer = resolve)), { onSaved, message: 'Se guardó el calendario.' });
  });
  expect(result.current.saving).toBe(true);
  expect(onSaved).not.toHaveBeenCalled();
  await act(async () => {
    answer();
    await done;
  });
  expect(result.current.saving).toBe(false);
  expect(onSaved).toHaveBeenCalledTimes(1);
  expect(toast.mock.calls).toEqual([['Se guardó el calendario.', 'success']]);
});

it('on a refused write keeps the draft (no saved mark) and names the refusal', async () => {
  const onSaved = jest.fn();
  const { result } = renderHook(() => useSectionSave());
  await act(() => result.current.save(() => Promise.reject(new Error('PERMISSION_DENIED')), { onSaved, message: 'Se guardó.' }));
  expect(result.current.saving).toBe(false);
  expect(onSaved).not.toHaveBeenCalled();
  expect(toast.mock.calls).toEqual([['El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.', 'error']]);
});
