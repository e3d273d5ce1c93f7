/** @jest-environment jsdom */
// "Promociones" without its view: what a save checks and stores, and what editing and removing do to the draft.
import { act, renderHook, waitFor } from '@testing-library/react';
import { removePromotion, savePromotion } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { EMPTY_PROMOTION, usePromotionsEditor } from './usePromotionsEditor';

const STORED = [
  { id: 'p1', title: 'Diciembre', description: '', validFrom: '2026-12-01', validUntil: '2026-12-31', active: true, order: 1, terms: null },
  {
    id: 'p2',
    title: 'Viernes',
    description: 'Los viernes',
    validFrom: '',
    validUntil: '',
    active: true,
    order: 4,
    terms: { weekdays: [5], dates: [], rentals: ['4hs'], discount: { kind: 'porcentaje', percent: 10 } },
  },
];

jest.mock('@salon/firebase', () => ({ useLive: jest.requireActual('@salon/firebase/testing').useLiveStub }));
jest.mock('@salon/firebase/data', () => ({
  watchPromotions: (onData: (value: unknown) => void) => {
    onData(STORED);
    return () => undefined;
  },
}));
jest.mock('@salon/firebase/staff', () => ({ savePromotion: jest.fn(), removePromotion: jest.fn() }));
jest.mock('@salon/ui', () => ({ notify: jest.fn() }));

const save = savePromotion as jest.MockedFunction<typeof savePromotion>;
const remove = removePromotion as jest.MockedFunction<typeof removePromotion>;
const toast = notify as jest.MockedFunction<typeof notify>;

beforeEach(() => {
  save.mockReset();
  remove.mockReset();
  toast.mockReset();
});

async function ready() {
  const hook = renderHook(() => usePromotionsEditor());
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  return hook;
}

it('refuses a promotion without a title and saves nothing', async () => {
  const { result } = await ready();
  await act(() => result.current.save());
  expect(result.current.errors.title).toBe('Escribí el título de la promoción.');
  expect(save).not.toHaveBeenCalled();
});

it('saves a new promotion last in the list, trimmed, and starts a new draft', async () => {
  save.mockResolvedValue(undefined);
  const { result } = await ready();
  act(() => result.current.update({ title: '  Enero  ', validFrom: '2027-01-01', validUntil: '2027-01-31' }));
  await act(() => result.current.save());
  expect(save).toHaveBeenCalledWith(null, {
    title: 'Enero',
    description: '',
    validFrom: '2027-01-01',
    validUntil: '2027-01-31',
    active: true,
    order: 5,
    terms: null,
  });
  expect(toast).toHaveBeenCalledWith('Promoción agregada.', 'success');
  expect(result.current.draft).toEqual(EMPTY_PROMOTION);
});

it('edits a stored promotion in its place, and keeps what was typed when the save fails', async () => {
  save.mockRejectedValue(new Error('PERMISSION_DENIED: Permission denied'));
  const { result } = await ready();
  act(() => result.current.edit(result.current.list[1]!));
  expect(result.current.draft).toMatchObject({ id: 'p2', title: 'Viernes', discountKind: 'porcentaje', discountValue: '10', rentals: ['4hs'], weekdays: [5] });
  act(() => result.current.update({ title: 'Viernes de verano' }));
  await act(() => result.current.save());
  expect(save).toHaveBeenCalledWith('p2', expect.objectContaining({ title: 'Viernes de verano', order: 4 }));
  expect(toast).toHaveBeenCalledWith('El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.', 'error');
  expect(result.current.draft.title).toBe('Viernes de verano');
  expect(result.current.busy).toBe(false);
});

it('removes only after the confirmation, and drops the draft of the promotion removed', async () => {
  remove.mockResolvedValue(undefined);
  const confirm = jest.spyOn(window, 'confirm');
  const { result } = await ready();
  act(() => result.current.edit(result.current.list[0]!));
  confirm.mockReturnValueOnce(false);
  await act(() => result.current.remove(result.current.list[0]!));
  expect(confirm).toHaveBeenLastCalledWith('¿Borrar la promoción «Diciembre»?');
  expect(remove).not.toHaveBeenCalled();
  confirm.mockReturnValueOnce(true);
  await act(() => result.current.remove(result.current.list[0]!));
  expect(remove).toHaveBeenCalledWith('p1');
  expect(toast).toHaveBeenCalledWith('Promoción borrada.', 'success');
  expect(result.current.draft).toEqual(EMPTY_PROMOTION);
  confirm.mockRestore();
});
