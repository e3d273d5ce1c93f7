// The part of "El salón" that budgets, receipts and the client's page print: the hall's phone and CUIT, and the
// account clients transfer the balance to (alias, CBU, holder).
import { TextField } from '@salon/ui/src/fields';
import type { HallFactsFormModel } from './useHallFactsForm';

export function HallDocumentFields({ model }: { model: HallFactsFormModel }) {
  if (!model.draft) return null;
  return (
    <>
      <div className="staff-row">
        <TextField
          block="staff-field"
          label="Teléfono del salón"
          type="tel"
          {...model.field('phone')}
          hint="Sale en los presupuestos y recibos. Por ejemplo: 011 4654-1234"
          autoComplete="off"
        />
        <TextField
          block="staff-field"
          label="CUIT"
          inputMode="numeric"
          {...model.field('cuit')}
          hint="11 números, con guiones o sin ellos: 30-71234567-1"
          autoComplete="off"
        />
      </div>
      <fieldset className="staff-fieldset">
        <legend>Cuenta para transferencias</legend>
        <p className="staff-section__description">
          La página del cliente y el PDF del presupuesto la muestran mientras quede saldo por pagar. No se publica en el sitio.
        </p>
        <TextField block="staff-field" label="Titular de la cuenta" {...model.field('bankHolder')} autoComplete="off" />
        <div className="staff-row">
          <TextField block="staff-field" label="Alias" {...model.field('bankAlias')} hint="De 6 a 20 letras, números, puntos o guiones." autoComplete="off" />
          <TextField block="staff-field" label="CBU" inputMode="numeric" {...model.field('bankCbu')} hint="22 números." autoComplete="off" />
        </div>
      </fieldset>
    </>
  );
}
