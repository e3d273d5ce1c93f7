// The common case of Field: a one-line text input that reports its text.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  block: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  error?: string | null;
  hint?: ReactNode;
}

export function TextField({ block, label, id, value, onChange, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field block={block} label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => <input {...control} value={value} onChange={(event) => onChange(event.target.value)} {...input} />}
    </Field>
  );
}
