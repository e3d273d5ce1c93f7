// The budget editor's screen as its tests drive it: typing into labelled fields, reading their values and the
// message linked to each, pressing buttons, and filling in a new budget.
import { act, fireEvent, screen } from '@testing-library/react';

export const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const valueOf = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;
export const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

/** The message shown under a field and linked to it (aria-describedby), or null. */
export function errorOf(label: string | RegExp): string | null {
  const control = screen.getByLabelText(label);
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

/** Lucía Fernández's party on Saturday 12 December 2026: 80 guests, an extra hour, two waitresses. */
export function fillNewBudget() {
  type('Nombre del cliente', ' Lucía Fernández ');
  type('Teléfono (WhatsApp)', '11 4444-5555');
  type('Invitados', '80');
  type('Fecha del evento', '12/12/2026');
  type('Horas extra', '1');
  type('Camarera', '2');
  type('Descuento ($)', '10.000');
  type('Seña ($)', '100.000');
}
