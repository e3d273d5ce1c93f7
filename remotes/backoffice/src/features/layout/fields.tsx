// Form controls of the back-office: a label, the control, and the Spanish error right under it (linked with
// aria-describedby so a screen reader reads it with the field).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { PICKER_MAX_DATE, PICKER_MIN_DATE, todayInHall } from '@salon/domain';
import { Loading, Notice } from '@salon/ui';
import { DateInput } from '@salon/ui/src/DateInput';

/** The seed's Spanish texts for date and time pickers. */
export const PICKER_TEXTS = {
  cancel: 'Cancelar',
  clear: 'Limpiar',
  ok: 'Aceptar',
  today: 'Hoy',
  selectDate: 'Seleccionar fecha',
  selectTime: 'Seleccionar hora',
} as const;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

export function TextField({ label, value, onChange, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`staff-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <div id={`${id}-hint`} className="staff-field__hint">
          {hint}
        </div>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The message next to a field, named by the field's aria-describedby (`{id}-error`). */
function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <div id={`${id}-error`} className="staff-field__error">
      {error}
    </div>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Hall time "now", for the "Hoy" button. */
  now?: () => Date;
}

/** A dd/mm/aaaa date with a calendar limited to 1900-01-01 … 2099-12-31, and the seed's "Hoy" and "Limpiar" buttons. */
export function DateField({ label, value, onChange, error, now = () => new Date() }: DateFieldProps) {
  const id = useId();
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <div className="staff-date">
        <DateInput
          id={id}
          min={PICKER_MIN_DATE}
          max={PICKER_MAX_DATE}
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="button" className="staff-small-button" onClick={() => onChange(todayInHall(now()))} aria-label={`${PICKER_TEXTS.today}: ${label}`}>
          {PICKER_TEXTS.today}
        </button>
        <button type="button" className="staff-small-button" onClick={() => onChange('')} aria-label={`${PICKER_TEXTS.clear}: ${label}`}>
          {PICKER_TEXTS.clear}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A titled block of the back-office page. */
export function StaffSection({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className="staff-section salon-card" aria-labelledby={headingId} id={id}>
      <h2 id={headingId}>{title}</h2>
      {description && <p className="staff-section__description">{description}</p>}
      {children}
    </section>
  );
}

/** The message of a failed write, for the toast: rules refusals read as such. */
export function saveErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/permission/i.test(message)) return 'El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.';
  return 'No se pudo guardar. Revisá tu conexión e intentá de nuevo; lo que escribiste sigue acá.';
}

/** What a section shows until its data arrives: a spinner, or a Spanish error if the read failed. */
export function SectionLoading({ failed }: { failed: boolean }) {
  return failed ? (
    <Notice tone="error">No se pudieron cargar estos datos. Revisá tu conexión y recargá la página.</Notice>
  ) : (
    <Loading text="Cargando datos..." />
  );
}
