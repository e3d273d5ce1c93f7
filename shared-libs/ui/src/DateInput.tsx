// A date field that shows and reads dd/mm/aaaa whatever language the browser speaks (a native date field
// shows mm/dd/yyyy on an English-language phone), with the browser's own calendar one tap
// away. Imported by path (@salon/ui/src/DateInput), so only the pages that have a date field carry it.
import { useEffect, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { DATE_TEXT_PLACEHOLDER, dateFromText, dateToText, typedDateText } from '@salon/domain';
import './DateInput.css';

interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'defaultValue'> {
  /** An ISO date, or the text typed so far when it names no day yet. */
  value: string;
  /** The ISO date when the text names a real day; otherwise the text itself, for the form's own message. */
  onChange: (value: string) => void;
  /** The calendar's limits (ISO); the form still checks a typed date itself. */
  min?: string;
  max?: string;
  /**
   * The calendar button's name. It never repeats the field's label, so the label names one control only (the
   * button comes right after its field).
   */
  pickerLabel?: string;
}

export function DateInput({ value, onChange, min, max, pickerLabel = 'Abrir el calendario', className, disabled, onBlur, ...input }: DateInputProps) {
  const [text, setText] = useState(() => dateToText(value));
  // What this field last reported: a different value comes from outside (a "Hoy" button, a prefilled form).
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(dateToText(value));
  }, [value]);
  const picker = useRef<HTMLInputElement>(null);

  const report = (shown: string, next: string) => {
    setText(shown);
    reported.current = next;
    onChange(next);
  };
  const type = (typed: string) => {
    const shown = typedDateText(text, typed);
    const day = dateFromText(shown);
    // A pasted 2026-12-25 is shown as people here write it at once.
    report(day && /^\d{4}-/.test(shown.trim()) ? dateToText(day) : shown, day ?? shown.trim());
  };
  // The browser's date field is built the first time its calendar is asked for: on the page from the start, it
  // made the page's first style computation ~7 ms longer at 1× CPU (docs/performance.md, "The date picker when
  // asked for"). It opens once it is on the page, in the tap's own commit, while the tap still counts as the
  // visitor's (showPicker needs that).
  const [calendarAsked, setCalendarAsked] = useState(0);
  useLayoutEffect(() => {
    const calendar = picker.current;
    if (!calendarAsked || !calendar) return;
    try {
      calendar.showPicker();
    } catch {
      calendar.focus(); // browsers without showPicker open it on focus or click
    }
  }, [calendarAsked]);

  return (
    <span className={`salon-date${className ? ` ${className}` : ''}`}>
      <input
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_TEXT_PLACEHOLDER}
        maxLength={10}
        value={text}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={(event) => {
          const day = dateFromText(text);
          if (day) setText(dateToText(day));
          onBlur?.(event);
        }}
      />
      <button
        type="button"
        className="salon-date__pick"
        aria-label={pickerLabel}
        title={pickerLabel}
        disabled={disabled}
        onClick={() => setCalendarAsked((times) => times + 1)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
          />
        </svg>
      </button>
      {calendarAsked > 0 && (
        <input
          ref={picker}
          type="date"
          className="salon-date__native"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={dateFromText(text) ?? ''}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.value) report(dateToText(event.target.value), event.target.value);
          }}
        />
      )}
    </span>
  );
}
