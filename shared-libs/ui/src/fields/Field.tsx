// A labelled control with its Spanish error next to it, the one markup of every form: the label names the
// control, the control points at its hint and its error (aria-describedby) and says when it is invalid, and the
// error is announced when it appears. `block` is the CSS block that draws it (`block`, `block--invalid`,
// `block__hint`, `block__error`): the public inquiry form and the back-office look different.
import { useId, type ReactNode } from 'react';

/** What the control takes from its field: spread it on the input, select or textarea. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  /** The CSS block: 'staff-field' (back-office settings), 'bo-field' (budgets, receipts), 'salon-consulta-field'. */
  block: string;
  label: string;
  /** The control's id, when the page needs a known one; otherwise React's own (useId). */
  id?: string;
  error?: string | null;
  hint?: ReactNode;
  /** More classes for the wrapper, such as a modifier of the block. */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

export function Field({ block, label, id: givenId, error, hint, className, children }: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const classes = [block, error ? `${block}--invalid` : '', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <div id={hintId} className={`${block}__hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className={`${block}__error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
