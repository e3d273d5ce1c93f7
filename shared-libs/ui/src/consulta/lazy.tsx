// The inquiry form, loaded when it is first shown: a page that offers it carries only this wrapper.
// One line to use: <ConsultaFormLazy prefill={{ fecha, alquiler, invitados, adicionales }} />
import { lazy, Suspense } from 'react';
import type { ConsultaFormProps } from './ConsultaForm';

const ConsultaForm = lazy(() => import(/* webpackChunkName: "consulta-form" */ './ConsultaForm'));

export type { ConsultaFormProps };

export function ConsultaFormLazy(props: ConsultaFormProps) {
  return (
    <Suspense
      fallback={
        <p className="salon-loading" role="status">
          Cargando el formulario…
        </p>
      }
    >
      <ConsultaForm {...props} />
    </Suspense>
  );
}
