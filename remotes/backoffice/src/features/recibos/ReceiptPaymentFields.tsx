// The payment itself: who pays, how much (also in words), for what, how, and an optional detail.
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, RECEIPT_CONCEPT_LABELS, RECEIPT_CONCEPTS, type PaymentMethod } from '@salon/domain';
import { Field } from '@salon/ui/src/fields';
import { type ReceiptFormModel } from './useReceiptForm';

export function ReceiptPaymentFields({ model }: { model: ReceiptFormModel }) {
  const { form, errors, update, words } = model;
  return (
    <>
      <Field block="bo-field" id="recibo-cliente" label="Recibí de" error={errors.cliente}>
        {(control) => <input {...control} autoComplete="off" value={form.cliente} onChange={(e) => update({ cliente: e.target.value })} />}
      </Field>
      <Field
        block="bo-field"
        id="recibo-monto"
        label="Importe ($)"
        error={errors.monto}
        hint={words ? <span data-testid="recibo-monto-letras">Son {words}.</span> : 'En pesos, por ejemplo 150.000.'}
      >
        {(control) => <input {...control} inputMode="decimal" value={form.monto} onChange={(e) => update({ monto: e.target.value })} />}
      </Field>
      <fieldset
        className={`bo-radios ${errors.concepto ? 'bo-field--invalid' : ''}`}
        role="radiogroup"
        aria-invalid={!!errors.concepto}
        aria-describedby={errors.concepto ? 'recibo-concepto-error' : undefined}
      >
        <legend>Concepto</legend>
        {RECEIPT_CONCEPTS.map((concept) => (
          <label key={concept} className="bo-radio">
            <input type="radio" name="recibo-concepto" value={concept} checked={form.concepto === concept} onChange={() => update({ concepto: concept })} />
            {RECEIPT_CONCEPT_LABELS[concept]}
          </label>
        ))}
        {errors.concepto && (
          <span id="recibo-concepto-error" className="bo-field__error" role="alert">
            {errors.concepto}
          </span>
        )}
      </fieldset>
      <Field block="bo-field" id="recibo-medio" label="Medio de pago" error={errors.medioDePago}>
        {(control) => (
          <select {...control} value={form.medioDePago} onChange={(e) => update({ medioDePago: e.target.value as PaymentMethod | '' })}>
            <option value="">Elegí el medio de pago</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field block="bo-field" id="recibo-detalle" label="Detalle (opcional)" error={errors.detalle}>
        {(control) => <textarea {...control} rows={2} value={form.detalle} onChange={(e) => update({ detalle: e.target.value })} />}
      </Field>
    </>
  );
}
