// The inquiry form, loaded when it is first shown: a page that offers it carries only this wrapper.
// One line to use: <InquiryFormLazy prefill={{ fecha, alquiler, invitados, adicionales }} />
import { lazy, Suspense } from 'react';
import type { InquiryFormProps } from './InquiryForm';

const InquiryForm = lazy(() => import(/* webpackChunkName: "consulta-form" */ './InquiryForm'));

export type { InquiryFormProps };

export function InquiryFormLazy(props: InquiryFormProps) {
  return (
    <Suspense
      fallback={
        <p className="salon-loading" role="status">
          Cargando el formulario…
        </p>
      }
    >
      <InquiryForm {...props} />
    </Suspense>
  );
}
