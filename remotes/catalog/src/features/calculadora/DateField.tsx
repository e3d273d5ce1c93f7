// The calculator's date field and what is said of the date under it.
import { useState, type ReactNode } from 'react';
import { stillTypingDate } from '@salon/domain';
import { DateInput } from '@salon/ui/src/DateInput';

interface DateFieldProps {
  dateText: string;
  /** What is wrong with the date (checkEventDate's message), or null. */
  error: string | null;
  min: string | undefined;
  max: string | undefined;
  onChange: (text: string) => void;
  /** More help under the field (the date's rate). */
  children: ReactNode;
}

/**
 * The date and what is said of it. While the date is being typed, a half-written one is not called wrong: that
 * "typing" state is the field's own, so focusing the field redraws the field, not the whole calculator (the
 * first tap on it: docs/performance.md, "What still costs").
 */
export function DateField({ dateText, error, min, max, onChange, children }: DateFieldProps) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <DateInput
        id="calc-fecha"
        value={dateText}
        min={min}
        max={max}
        onChange={onChange}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        aria-invalid={error === null ? undefined : true}
        aria-describedby="calc-fecha-ayuda"
      />
      <div id="calc-fecha-ayuda" aria-live="polite">
        {error !== null && !(editing && stillTypingDate(dateText)) && (
          <p className="campo-error" role="alert">
            {error}
          </p>
        )}
        {children}
      </div>
    </>
  );
}
