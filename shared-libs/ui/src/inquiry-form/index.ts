// @salon/ui/src/inquiry-form: the public inquiry form. Not part of @salon/ui's shared chunk: each app that uses it
// bundles it (import InquiryFormLazy from './lazy' so the form itself loads only when shown).
export { InquiryForm, type InquiryFormProps } from './InquiryForm';
export { InquiryFormLazy } from './lazy';
export { useInquiryForm, type InquiryFormStatus } from './useInquiryForm';
