// A count (0–99) with − and + buttons; what the visitor types is kept as typed and checked (readQuantity), so
// a wrong entry shows its Spanish message next to the field; the calculator leaves it out of the total and
// holds the send button until it is fixed.
import { memo, useId } from 'react';
import { MAX_QUANTITY, readQuantity } from '@salon/domain';

/** The quantity of a typed text, or null when it is not a whole number 0–99 ('' counts as 0). */
export function parseQuantity(text: string): number | null {
  const reading = readQuantity(text);
  return reading.ok ? reading.quantity : null;
}

interface QuantityFieldProps {
  label: string;
  /** Price of one, already written ("$ 35.000" or "Consultar"). */
  unitPrice: string;
  unitName?: string;
  text: string;
  /** The field's message when the text is not a quantity (the calculator's model says it). */
  error?: string;
  onTextChange: (text: string) => void;
}

/** Memoized: a keystroke in one field redraws that field, not the others (their props keep their identity). */
export const QuantityField = memo(function QuantityField({ label, unitPrice, unitName = 'c/u', text, error, onTextChange }: QuantityFieldProps) {
  const id = useId();
  const current = parseQuantity(text) ?? 0;
  const set = (value: number) => onTextChange(String(Math.max(0, Math.min(MAX_QUANTITY, value))));
  return (
    <div className={`cantidad${current > 0 ? ' cantidad--elegida' : ''}`}>
      <label htmlFor={id} className="cantidad__nombre">
        {label}
        <span className="cantidad__precio">
          {unitPrice} {unitName}
        </span>
      </label>
      <div className="cantidad__control">
        <button type="button" className="cantidad__boton" onClick={() => set(current - 1)} disabled={current <= 0} aria-label={`Quitar uno: ${label}`}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="cantidad__valor"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onFocus={(event) => event.target.select()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="cantidad__boton"
          onClick={() => set(current + 1)}
          disabled={current >= MAX_QUANTITY}
          aria-label={`Agregar uno: ${label}`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="campo-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
