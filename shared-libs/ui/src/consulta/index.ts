// @salon/ui/src/consulta: the public inquiry form. Not part of @salon/ui's shared chunk: each app that uses it
// bundles it (import ConsultaFormLazy from './lazy' so the form itself loads only when shown).
export { ConsultaForm, type ConsultaFormProps } from './ConsultaForm';
export { ConsultaFormLazy } from './lazy';
export { useConsultaForm, type ConsultaStatus } from './useConsultaForm';
