/** Moves focus to the first control flagged invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // A group of radio buttons is invalid as a whole: its first option takes the focus.
  const target = first?.getAttribute('role') === 'radiogroup' ? first.querySelector<HTMLElement>('input') : first;
  target?.focus();
}
