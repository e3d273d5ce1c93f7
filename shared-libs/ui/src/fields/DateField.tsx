// A dd/mm/aaaa date Field with a calendar limited to 1900-01-01 … 2099-12-31 and the seed's "Hoy" and "Limpiar"
// buttons (`block__date`, `block__date-button`). Imported by its own path: it carries the date picker.
import { PICKER_MAX_DATE, PICKER_MIN_DATE, todayInHall } from '@salon/domain';
import { DateInput } from '../DateInput';
import { Field } from './Field';

export interface DateFieldProps {
  block: string;
  label: string;
  /** An ISO date, or the text typed so far. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** "Now", for the "Hoy" button. */
  now?: () => Date;
}

export function DateField({ block, label, value, onChange, error, now = () => new Date() }: DateFieldProps) {
  return (
    <Field block={block} label={label} error={error}>
      {(control) => (
        <div className={`${block}__date`}>
          <DateInput {...control} min={PICKER_MIN_DATE} max={PICKER_MAX_DATE} value={value} onChange={onChange} />
          <button type="button" className={`${block}__date-button`} onClick={() => onChange(todayInHall(now()))} aria-label={`Hoy: ${label}`}>
            Hoy
          </button>
          <button type="button" className={`${block}__date-button`} onClick={() => onChange('')} aria-label={`Limpiar: ${label}`}>
            Limpiar
          </button>
        </div>
      )}
    </Field>
  );
}
