/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { DateField } from './DateField';
import { Field, TextField, focusFirstInvalid, saveErrorMessage } from './index';

/** The texts a control's aria-describedby points at, in order. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

it('names its control by the label and points it at the hint', () => {
  render(
    <Field block="bo-field" label="Notas" hint="Lo que el cliente pidió.">
      {(control) => <textarea {...control} />}
    </Field>,
  );
  const notes = screen.getByLabelText('Notas');
  expect(notes.tagName).toBe('TEXTAREA');
  expect(notes.hasAttribute('aria-invalid')).toBe(false);
  expect(description(notes)).toEqual(['Lo que el cliente pidió.']);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows the error next to the control, links it and announces it', () => {
  render(
    <Field block="bo-field" id="presupuesto-sena" label="Seña ($)" hint="En pesos." error="La seña no puede superar el total.">
      {(control) => <input {...control} />}
    </Field>,
  );
  const deposit = screen.getByLabelText('Seña ($)');
  expect(deposit.id).toBe('presupuesto-sena');
  expect(deposit.getAttribute('aria-invalid')).toBe('true');
  expect(description(deposit)).toEqual(['En pesos.', 'La seña no puede superar el total.']);
  const error = screen.getByRole('alert');
  expect(error.id).toBe('presupuesto-sena-error');
  expect(error.textContent).toBe('La seña no puede superar el total.');
  expect(error.className).toBe('bo-field__error');
  expect(deposit.closest('div')?.className).toBe('bo-field bo-field--invalid');
});

function Name({ error }: { error?: string }) {
  const [name, setName] = useState('');
  return (
    <>
      <TextField block="staff-field" label="Nombre del feriado" value={name} onChange={setName} error={error} maxLength={40} />
      <output>{name}</output>
    </>
  );
}

it('TextField reports what is typed and passes the input its attributes', () => {
  render(<Name error="Escribí el nombre." />);
  const input = screen.getByLabelText('Nombre del feriado');
  fireEvent.change(input, { target: { value: 'Feriado puente' } });
  expect(screen.getByRole('status').textContent).toBe('Feriado puente');
  expect(input.getAttribute('maxlength')).toBe('40');
  expect(description(input)).toEqual(['Escribí el nombre.']);
});

function Day({ now }: { now: () => Date }) {
  const [date, setDate] = useState('2026-12-25');
  return (
    <>
      <DateField block="staff-field" label="Fecha del feriado" value={date} onChange={setDate} error={date ? undefined : 'Elegí una fecha.'} now={now} />
      <output>{date}</output>
    </>
  );
}

it('DateField: "Hoy" writes the hall’s today, "Limpiar" empties it', () => {
  // 2026-11-26 01:30 UTC is still 25 November in Buenos Aires.
  render(<Day now={() => new Date('2026-11-26T01:30:00Z')} />);
  expect(screen.getByLabelText('Fecha del feriado')).toHaveProperty('value', '25/12/2026');
  fireEvent.click(screen.getByRole('button', { name: 'Hoy: Fecha del feriado' }));
  expect(screen.getByRole('status').textContent).toBe('2026-11-25');
  fireEvent.click(screen.getByRole('button', { name: 'Limpiar: Fecha del feriado' }));
  expect(screen.getByRole('status').textContent).toBe('');
  expect(screen.getByRole('alert').textContent).toBe('Elegí una fecha.');
  expect(description(screen.getByLabelText('Fecha del feriado'))).toEqual(['Elegí una fecha.']);
});

it('focusFirstInvalid focuses the first control flagged invalid', () => {
  const { container } = render(
    <form>
      <TextField block="bo-field" label="Cliente" value="Ana" onChange={() => {}} />
      <TextField block="bo-field" label="Invitados" value="" onChange={() => {}} error="Escribí cuántos invitados." />
      <TextField block="bo-field" label="Seña" value="" onChange={() => {}} error="Escribí la seña." />
    </form>,
  );
  focusFirstInvalid(container.querySelector('form'));
  expect(document.activeElement).toBe(screen.getByLabelText('Invitados'));
});

it('saveErrorMessage: one wording for a refusal, one for anything else', () => {
  expect(saveErrorMessage(new Error('PERMISSION_DENIED: Permission denied'))).toBe(
    'El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.',
  );
  expect(saveErrorMessage(new Error('permission-denied'))).toBe('El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.');
  expect(saveErrorMessage(new Error('Client is offline.'))).toBe('No se pudo guardar. Revisá tu conexión e intentá de nuevo; lo que escribiste sigue acá.');
  expect(saveErrorMessage('timeout')).toBe('No se pudo guardar. Revisá tu conexión e intentá de nuevo; lo que escribiste sigue acá.');
});
