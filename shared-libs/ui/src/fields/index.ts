// @salon/ui/src/fields: the labelled fields of every form, and what a failed save says. Imported by this path, not
// through @salon/ui's index: the shared @salon/ui a page holds may come from an older host that lacks them
// (docs/releases.md), so each app bundles the little it uses. DateField has a path of its own
// ('@salon/ui/src/fields/DateField'): it carries the date picker.
export { Field, type FieldControl, type FieldProps } from './Field';
export { TextField, type TextFieldProps } from './TextField';
export { focusFirstInvalid } from './focusFirstInvalid';
export { saveErrorMessage } from './saveErrorMessage';
