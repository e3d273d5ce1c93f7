// One of the editor's typed fields (text or numbers): its label, error and hint around an input bound to the form.
import { type HTMLAttributes, type ReactNode } from 'react';
import { type BudgetForm } from '@salon/domain';
import { Field } from '@salon/ui/src/fields';
import { type BudgetEditorModel } from './useBudgetEditor';

/** The form's fields that are typed as plain text. */
export type BudgetTextKey = 'cliente' | 'telefono' | 'invitados' | 'horasExtra' | 'descuento' | 'sena';

interface BudgetInputProps {
  model: BudgetEditorModel;
  name: BudgetTextKey;
  id: string;
  label: string;
  hint?: ReactNode;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  autoComplete?: string;
}

export function BudgetInput({ model, name, id, label, hint, ...input }: BudgetInputProps) {
  const value: BudgetForm[BudgetTextKey] = model.form[name];
  return (
    <Field block="bo-field" id={id} label={label} error={model.errors[name]} hint={hint}>
      {(control) => <input {...control} {...input} value={value} onChange={(e) => model.set(name, e.target.value)} />}
    </Field>
  );
}
