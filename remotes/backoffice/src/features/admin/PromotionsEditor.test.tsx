/** @jest-environment jsdom */
// What staff see in "Promociones": the stored list in words, and the form with its discount part and its errors.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { EMPTY_PROMOTION } from './usePromotionsEditor';
import { PromotionForm } from './PromotionForm';
import { PromotionsList } from './PromotionsList';

jest.mock('@salon/firebase', () => ({}));
jest.mock('@salon/firebase/data', () => ({}));
jest.mock('@salon/firebase/staff', () => ({}));
jest.mock('@salon/ui', () => ({ notify: jest.fn() }));

const DECEMBER = { id: 'p1', title: 'Diciembre', description: '', validFrom: '2026-12-01', validUntil: '2026-12-31', active: false, order: 1, terms: null };

it('lists each promotion with its period, what it discounts and whether it is off, with its actions', () => {
  const onEdit = jest.fn();
  render(<PromotionsList list={[DECEMBER]} onEdit={onEdit} onRemove={() => undefined} />);
  const item = within(screen.getByRole('list', { name: 'Promociones cargadas' })).getByRole('listitem');
  expect(item.textContent).toBe('Diciembre · del mar 1/12 al jue 31/12 · solo texto (no cambia precios) · desactivadaEditarBorrar');
  fireEvent.click(screen.getByRole('button', { name: 'Editar la promoción Diciembre' }));
  expect(onEdit).toHaveBeenCalledWith(DECEMBER);
});

it('says when there are none', () => {
  render(<PromotionsList list={[]} onEdit={() => undefined} onRemove={() => undefined} />);
  expect(screen.getByText('No hay promociones cargadas.')).toBeTruthy();
});

it('shows the discount part only with a kind of discount, and each error next to its field', () => {
  const update = jest.fn();
  const props = { errors: {}, busy: false, update, save: jest.fn(), cancel: jest.fn() };
  const { rerender } = render(<PromotionForm {...props} draft={EMPTY_PROMOTION} />);
  expect(screen.getByRole('form', { name: 'Nueva promoción' })).toBeTruthy();
  expect(screen.queryByLabelText('Monto en pesos')).toBeNull();
  fireEvent.change(screen.getByLabelText('Tipo de descuento'), { target: { value: 'monto' } });
  expect(update).toHaveBeenCalledWith({ discountKind: 'monto' });

  rerender(<PromotionForm {...props} draft={{ ...EMPTY_PROMOTION, discountKind: 'monto' }} errors={{ descuento: 'Escribí el monto.' }} />);
  const amount = screen.getByLabelText('Monto en pesos');
  expect(amount.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(amount.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).toBe('Escribí el monto.');
  expect(screen.getByRole('button', { name: 'Agregar promoción' })).toBeTruthy();
});

it('while editing, names the promotion and offers to cancel', () => {
  const cancel = jest.fn();
  render(
    <PromotionForm errors={{}} busy={false} update={jest.fn()} save={jest.fn()} cancel={cancel} draft={{ ...EMPTY_PROMOTION, id: 'p1', title: 'Diciembre' }} />,
  );
  expect(screen.getByRole('heading', { name: 'Editando «Diciembre»' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(cancel).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Guardar promoción' })).toBeTruthy();
});
