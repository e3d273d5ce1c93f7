// A labelled control with its Spanish error message right below it (announced and linked to the control).
import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  className?: string;
}

export function Field({ id, label, error, hint, children, className = '' }: FieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`bo-field ${error ? 'bo-field--invalid' : ''} ${className}`}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy, !!error)}
      {hint && (
        <small id={hintId} className="bo-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <span id={errorId} className="bo-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** Moves focus to the first control flagged invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // A group of radio buttons is invalid as a whole: its first option takes the focus.
  const target = first?.getAttribute('role') === 'radiogroup' ? first.querySelector<HTMLElement>('input') : first;
  target?.focus();
}
