// The part of "El salón" that budgets, receipts and the client's page print: the hall's phone and CUIT, and the
// account clients transfer the balance to (alias, CBU, holder).
import { TextField } from '@salon/ui/src/fields';
import type { HallFactsFormModel } from './useHallFactsForm';

export function HallDocumentFields({ model }: { model: HallFactsFormModel }) {
  const { draft, errors } = model;
  if (!draft) return null;
  return (
    <>
      <div className="staff-row">
        <TextField
          block="staff-field"
          label="Teléfono del salón"
          type="tel"
          value={draft.phone}
          onChange={(value) => model.change('phone', value)}
          error={errors.phone}
          hint="Sale en los presupuestos y recibos. Por ejemplo: 011 4654-1234"
          autoComplete="off"
        />
        <TextField
          block="staff-field"
          label="CUIT"
          inputMode="numeric"
          value={draft.cuit}
          onChange={(value) => model.change('cuit', value)}
          error={errors.cuit}
          hint="11 números, con guiones o sin ellos: 30-71234567-1"
          autoComplete="off"
        />
      </div>
      <fieldset className="staff-fieldset">
        <legend>Cuenta para transferencias</legend>
        <p className="staff-section__description">
          La página del cliente y el PDF del presupuesto la muestran mientras quede saldo por pagar. No se publica en el sitio.
        </p>
        <TextField
          block="staff-field"
          label="Titular de la cuenta"
          value={draft.bankHolder}
          onChange={(value) => model.change('bankHolder', value)}
          error={errors.bankHolder}
          autoComplete="off"
        />
        <div className="staff-row">
          <TextField
            block="staff-field"
            label="Alias"
            value={draft.bankAlias}
            onChange={(value) => model.change('bankAlias', value)}
            error={errors.bankAlias}
            hint="De 6 a 20 letras, números, puntos o guiones."
            autoComplete="off"
          />
          <TextField
            block="staff-field"
            label="CBU"
            inputMode="numeric"
            value={draft.bankCbu}
            onChange={(value) => model.change('bankCbu', value)}
            error={errors.bankCbu}
            hint="22 números."
            autoComplete="off"
          />
        </div>
      </fieldset>
    </>
  );
}
