/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DateInput } from './DateInput';

function Form({ initial = '', reported }: { initial?: string; reported: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="fecha">Fecha del evento</label>
      <DateInput
        id="fecha"
        value={value}
        onChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2027-01-05')}>
        Hoy
      </button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Fecha del evento');
const typeInto = (text: string) => fireEvent.change(field(), { target: { value: text } });

it('shows a stored date as dd/mm/aaaa and says so while empty', () => {
  render(<Form initial="2026-12-25" reported={[]} />);
  expect(field().value).toBe('25/12/2026');
  expect(field().placeholder).toBe('dd/mm/aaaa');
  expect(field().type).toBe('text');
});

it('reads a date typed on a numeric keypad, adding the slashes, and reports the day', () => {
  const reported: string[] = [];
  render(<Form reported={reported} />);
  typeInto('2');
  typeInto('25');
  expect(field().value).toBe('25/');
  typeInto('25/1');
  typeInto('25/12');
  expect(field().value).toBe('25/12/');
  typeInto('25/12/2026');
  expect(field().value).toBe('25/12/2026');
  expect(reported).toEqual(['2', '25/', '25/1', '25/12/', '2026-12-25']);
});

it('reports a day that does not exist as typed, so the form can name it', () => {
  const reported: string[] = [];
  render(<Form reported={reported} />);
  typeInto('30/02/2027');
  expect(reported.at(-1)).toBe('30/02/2027');
  expect(field().value).toBe('30/02/2027');
});

it('shows a pasted ISO date as dd/mm/aaaa at once', () => {
  const reported: string[] = [];
  render(<Form reported={reported} />);
  typeInto('2026-12-25');
  expect(field().value).toBe('25/12/2026');
  expect(reported).toEqual(['2026-12-25']);
});

it('writes a short day and month out in full when the field is left', () => {
  render(<Form reported={[]} />);
  typeInto('5/1/2027');
  fireEvent.blur(field());
  expect(field().value).toBe('05/01/2027');
});

it('follows a date set from outside (the "Hoy" button) and from the calendar', () => {
  const reported: string[] = [];
  const { container } = render(<Form reported={reported} />);
  act(() => screen.getByRole('button', { name: 'Hoy' }).click());
  expect(field().value).toBe('05/01/2027');
  fireEvent.click(screen.getByRole('button', { name: 'Abrir el calendario' }));
  fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2027-03-09' } });
  expect(field().value).toBe('09/03/2027');
  expect(reported).toEqual(['2027-03-09']);
});

it('keeps the calendar out of the tab order and names its button', () => {
  const { container } = render(<Form initial="2026-12-25" reported={[]} />);
  fireEvent.click(screen.getByRole('button', { name: 'Abrir el calendario' }));
  const calendar = container.querySelector<HTMLInputElement>('input[type="date"]')!;
  expect(calendar.tabIndex).toBe(-1);
  expect(calendar.getAttribute('aria-hidden')).toBe('true');
});

it('builds the browser’s calendar only when its button is tapped, on the field’s day, and opens it', () => {
  // The page's first style computation does not pay for a date field nobody opened (docs/performance.md).
  const opened: string[] = [];
  // jsdom has no showPicker: the test gives the field one that notes which day it opened on.
  Object.defineProperty(HTMLInputElement.prototype, 'showPicker', {
    configurable: true,
    value(this: HTMLInputElement) {
      opened.push(this.value);
    },
  });
  try {
    const { container } = render(<Form initial="2026-12-25" reported={[]} />);
    expect(container.querySelector('input[type="date"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el calendario' }));
    expect(container.querySelector<HTMLInputElement>('input[type="date"]')!.value).toBe('2026-12-25');
    expect(opened).toEqual(['2026-12-25']);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el calendario' }));
    expect(opened).toEqual(['2026-12-25', '2026-12-25']);
    expect(container.querySelectorAll('input[type="date"]')).toHaveLength(1);
  } finally {
    delete (HTMLInputElement.prototype as Partial<HTMLInputElement>).showPicker;
  }
});
